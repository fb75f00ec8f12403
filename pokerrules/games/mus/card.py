"""Mus's printable card (:class:`~pokerrules.table.card_words.CardWords`)."""

from __future__ import annotations

from collections.abc import Mapping

from pokerrules.table.card_words import CardWords


def card_words(options: Mapping[str, str]) -> CardWords:
    kings = (" Every 3 counts as a king and every 2 as an ace." if options["kings"] == "eight"
             else " Threes and twos are plain cards.")
    bonus = ("only the best hand's bonus counts" if options["partner_bonus"] == "best"
             else "the winning side counts both partners' bonuses")
    pares = ("two equal pares are decided by their odd cards, the higher winning"
             if options["pares_ties"] == "odd-cards" else "two equal pares go to the player nearer mano")
    return CardWords(
        wild="No card is wild." + kings,
        betting=("Bets are points, not chips. In each contest a player passes or opens with two or "
                 "more; the other side sees, raises, folds or calls órdago, a bet of the whole "
                 "game."),
        pot=("Four contests are bid in turn: Grande (the highest cards), Chica (the lowest), "
             "Pares and Juego (a count of 31 or more), or Punto (the highest count) when nobody "
             f"has juego. Pares and juego earn bonuses, and {bonus}. The first side to 40 points "
             "wins."),
        ties=f"Exact ties go to the player nearer mano, the first to speak; {pares}.",
        dealt="Four players in two partnerships; four cards each from a 40-card deck (no 8s, 9s or 10s).",
    )
