"""Pif Paf's own fields of the view's ``"match"`` object (its state's ``facts``)."""

from pokerrules.table.match_fields import declare

MATCH_FIELDS = declare(
    phase="the part of the deal: bet, draw, discard...",
    current="the seat whose turn it is to draw and discard",
    ante="what each player antes into the pot",
    bet_cap="the largest bet or raise",
    to_call="what the reader must put in to call",
    active="the seats still in the deal",
    stock="the cards left in the stock",
    discard_pile="the cards in the discard pile",
    discard_top="the top discard, or null",
    turned_over="how many times the discard pile was turned over",
    deals="how many deals the match has",
    turns="the turns played this deal",
    turned_up="the card turned up for the curinga, or null",
    curinga="the deal's wild card (the card above the one turned up), or null",
    lives="each seat's lives in a match by lives, or null",
)
