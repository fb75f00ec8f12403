"""Pif Paf's printable card (:class:`~pokerrules.table.card_words.CardWords`)."""

from __future__ import annotations

from collections.abc import Mapping

from pokerrules.table.card_words import CardWords


def card_words(options: Mapping[str, str]) -> CardWords:
    deals = {"1": "one deal", "2": "two deals", "3": "three deals"}.get(options["deals"], options["deals"])
    turns = {"1": "once", "2": "twice", "5": "five times"}.get(options["turnovers"], options["turnovers"])
    groups = ("exactly three suits among the cards of a group of a kind"
              if options["groups"] == "three-suits" else "any suits in a group of a kind")
    aces = "an ace may follow the king" if options["ace_high"] == "yes" else "aces are only low"
    return CardWords(
        betting=(f"Everyone antes {options['ante']}. One round of betting follows the deal, and "
                 "no bet or raise may be more than the ante times the number of players."),
        pot=("The first player whose nine cards all form melds goes out with the discard and "
             f"takes the pot; if everyone else folds, the last player takes it. Melds: {groups}, "
             f"and sequences of one suit, where {aces}. A match is {deals}."),
        ties=("Only one player goes out: a discard that lets several go out goes to the first of "
              f"them to the discarder's left. The discard pile may be turned over {turns}; when "
              "the stock runs out after that, the deal ends with no winner."),
        dealt="Nine cards each from two decks shuffled together (104 cards, no jokers).",
    )
