"""Jubilee's own fields of the view's ``"match"`` object (its state's ``facts``)."""

from pokerrules.table.match_fields import declare

MATCH_FIELDS = declare(
    total="the running total of the cards played",
    stock="the cards left in the stock",
    deals="how many deals the match has",
    pile="the cards played this deal",
    last="the last card played: its seat, card and points, or null",
    zero_counts="whether a total of exactly zero scores",
    joker_repeats="whether a joker repeats the card before it",
    hand_sizes="each seat's number of cards",
)
