"""Rumino's own fields of the view's ``"match"`` object (its state's ``facts``)."""

from pokerrules.table.match_fields import declare

MATCH_FIELDS = declare(
    phase="turn, discard or rebuy",
    upcard="the top card of the discard pile, or null",
    pile="the discard pile",
    stock="the cards left in the stock",
    stake="what each player puts into the pool",
    rebuys="each seat's rebuys so far",
    rebuy_costs="what each seat's next rebuy would cost",
    hand_sizes="each seat's number of cards",
    asked="the seats still to answer whether they buy back in",
    identical="whether a meld may hold identical cards",
)
