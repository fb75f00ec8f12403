"""Twenty-Five's own fields of the view's ``"match"`` object (its state's ``facts``)."""

from pokerrules.table.match_fields import declare

MATCH_FIELDS = declare(
    trumps="the trump suit",
    upcard="the card turned up for trumps",
    robbed_by="the seat that robbed the upcard, or null",
    target="the points that win the match",
    trick="the trick being played: each card with its seat",
    played="the cards played in earlier tricks of this deal",
    leader="the seat that led the trick",
    teams="each seat's team",
    tricks="the tricks each seat has won this deal",
    reneging="whether a trump may be held back (reneged)",
)
