"""Twenty-Five's printable card (:class:`~pokerrules.table.card_words.CardWords`)."""

from __future__ import annotations

from collections.abc import Mapping

from pokerrules.table.card_words import CardWords


def card_words(options: Mapping[str, str]) -> CardWords:
    teams = {"alone": "Everyone plays alone.",
             "pairs": "Partners sit opposite and score together (with 4, 6 or 8 players).",
             "threes": "Teams of three score together (with 6 or 9 players)."}[options["teams"]]
    return CardWords(
        betting="Nobody bets: the game is played for points.",
        pot=("Each trick is worth five points, and the highest trump (or the highest card of the "
             "suit led) takes it. The first player or team to 25 points wins, even in the middle "
             f"of a deal. {teams}"),
        ties="No trick is tied: two cards are never equal once trumps and the suit led are known.",
        dealt="Five cards each; the next card is turned up, and its suit is trumps.",
    )
