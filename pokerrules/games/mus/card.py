"""Mus's printable card (:class:`~pokerrules.table.card_words.CardWords`)."""

from __future__ import annotations

from collections.abc import Mapping

from pokerrules.games.mus.rules import Settings
from pokerrules.table.card_words import CardWords


def card_words(options: Mapping[str, str]) -> CardWords:
    rules = Settings.from_options(options)
    kings = (" Every 3 counts as a king and every 2 as an ace." if rules.eight
             else " Threes and twos are plain cards.")
    bonus = ("only the best hand's bonus counts" if options["partner_bonus"] == "best"
             else "the winning side counts both partners' bonuses")
    pares = ("two equal pares are decided by their odd cards, the higher winning"
             if options["pares_ties"] == "odd-cards" else "two equal pares go to the player nearer mano")
    specials = (" A juego of 31 real (three sevens and a jack) beats every other 31."
                if rules.real else "")
    specials += (" A Pedrete (a four, five, six and seven) counts as pares, the lowest, and "
                 "adds 1." if rules.pedrete else "")
    match = (f"The first side to {rules.target} points wins." if rules.best_of == 1 else
             f"The first side to {rules.target} points wins a game, and the side that wins "
             f"{rules.games_to_win} of {rules.best_of} games wins the match.")
    return CardWords(
        wild="No card is wild." + kings,
        betting=("Bets are points, not chips. In each contest a player passes or opens with two or "
                 "more; the other side sees, raises, folds or calls órdago, a bet of the whole "
                 "game."),
        pot=("Four contests are bid in turn: Grande (the highest cards), Chica (the lowest), "
             "Pares and Juego (a count of 31 or more), or Punto (the highest count) when nobody "
             f"has juego. Pares and juego earn bonuses, and {bonus}.{specials} {match}"),
        ties=f"Exact ties go to the player nearer mano, the first to speak; {pares}.",
        dealt="Four players in two partnerships; four cards each from a 40-card deck (no 8s, 9s or 10s).",
    )
