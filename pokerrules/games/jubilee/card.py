"""Jubilee's printable card (:class:`~pokerrules.table.card_words.CardWords`)."""

from __future__ import annotations

from collections.abc import Mapping

from pokerrules.table.card_words import CardWords


def card_words(options: Mapping[str, str]) -> CardWords:
    extras = []
    if options["zero"] == "yes":
        extras.append("Bringing the total back to zero scores a jubilee of 20.")
    if options["joker"] == "again":
        extras.append("A joker played onto a jubilee scores that jubilee again.")
    deals = ("Every player deals once, and the points add up over the deals."
             if options["deals"] == "each" else "One deal decides it.")
    return CardWords(
        wild="No card is wild; a joker counts 0.",
        betting="Nobody bets: the game is played for points.",
        pot=("Bringing the running total to a multiple of 25 scores 10 points (20 on a multiple "
             "of 100); going past a multiple of 25, up or down, costs 5. "
             + " ".join(extras) + (" " if extras else "") + deals + " The most points win."),
        ties="Players level on the most points share the win.",
        dealt="Eight cards each from a 61-card deck; the rest is the stock.",
    )
