"""Rumino's printable card (:class:`~pokerrules.table.card_words.CardWords`)."""

from __future__ import annotations

from collections.abc import Mapping

from pokerrules.table.card_words import CardWords


def card_words(options: Mapping[str, str]) -> CardWords:
    identical = ("Two identical cards may be in one group of a kind."
                 if options["identical"] == "yes" else "Two identical cards may not share a group of a kind.")
    stock = ("If the stock runs out, the deal is void and nobody scores."
             if options["stock_out"] == "void"
             else "If the stock runs out, the deal ends and everyone adds their deadwood.")
    last = ("the lowest score among them takes the pool (equal lowest share it)"
            if options["last_out"] == "lowest" else "they share the pool")
    return CardWords(
        wild=f"The four jokers are wild in melds. {identical}",
        betting=(f"Everyone stakes {options['stake']} into the pool. A player out at 100 points "
                 "may buy back in for the stake, doubled at each later rebuy (not when only two "
                 "players are left)."),
        pot=("Knock with 7 deadwood or less, or go gin with none (-10); everyone adds their "
             "deadwood to their score. A player at 100 is out, and the last one under 100 takes "
             "the pool. A rumino (seven in sequence of one suit, or seven of a kind) wins the "
             f"pool at once. {stock} After {options['deal_cap']} deals the lowest score wins."),
        ties=f"When every player left reaches 100 in the same deal, {last}.",
        dealt="Seven cards each from two decks with four jokers (108 cards); one card is turned up.",
    )
