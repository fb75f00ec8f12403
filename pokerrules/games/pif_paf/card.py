"""Pif Paf's printable card (:class:`~pokerrules.table.card_words.CardWords`)."""

from __future__ import annotations

from collections.abc import Mapping

from pokerrules.games.pif_paf.rules import LIVES
from pokerrules.table.card_words import CardWords

#: The wild cards under the curinga house rule.
CURINGA_WILD = ("The curinga: the card one above the card turned up after the deal, in its suit "
                "(both copies). It is wild in sequences only, never in a group of a kind.")


def card_words(options: Mapping[str, str]) -> CardWords:
    deals = {"1": "one deal", "2": "two deals", "3": "three deals"}.get(options["deals"], options["deals"])
    turns = {"1": "once", "2": "twice", "5": "five times"}.get(options["turnovers"], options["turnovers"])
    groups = ("exactly three suits among the cards of a group of a kind"
              if options["groups"] == "three-suits" else "any suits in a group of a kind")
    aces = "an ace may follow the king" if options["ace_high"] == "yes" else "aces are only low"
    melds = f"Melds: {groups}, and sequences of one suit, where {aces}."
    dealt = "Nine cards each from two decks shuffled together (104 cards, no jokers)."
    wild = CardWords().wild
    if options.get("curinga") == "above-turned":
        wild = CURINGA_WILD
        dealt += " Then one card is turned up, which sets the curinga (see the wild cards)."
    ties = ("Only one player goes out: a discard that lets several go out goes to the first of "
            f"them to the discarder's left. The discard pile may be turned over {turns}; when "
            "the stock runs out after that, the deal ends with no winner.")
    lives = options.get("lives", "none")
    if lives in LIVES:
        ten = options.get("ten_cards") == "two-lives"
        return CardWords(
            betting=(f"Everyone stakes {options['ante']} once, for the whole match. A match by "
                     "lives has no betting."),
            pot=(f"Everyone starts with {lives} lives. The first player whose nine cards all form "
                 "melds goes out with the discard, and every other player loses a life"
                 + (" (two lives when a player goes out with all ten cards, without a discard)"
                    if ten else "") +
                 ". A player with no lives left leaves the match; the last player left takes the "
                 f"stakes. {melds}"),
            ties=ties + " A deal with no winner costs nobody a life.",
            dealt=dealt,
            wild=wild,
        )
    return CardWords(
        betting=(f"Everyone antes {options['ante']}. One round of betting follows the deal, and "
                 "no bet or raise may be more than the ante times the number of players."),
        pot=("The first player whose nine cards all form melds goes out with the discard and "
             f"takes the pot; if everyone else folds, the last player takes it. {melds} A match "
             f"is {deals}."),
        ties=ties,
        dealt=dealt,
        wild=wild,
    )
