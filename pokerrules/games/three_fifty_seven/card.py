"""Three Fifty Seven's printable card (:class:`~pokerrules.table.card_words.CardWords`)."""

from __future__ import annotations

from collections.abc import Mapping

from pokerrules.table.card_words import CardWords


def card_words(options: Mapping[str, str]) -> CardWords:
    ante = options["ante"]
    pays = ("pays each other player who is in the ante times the turn number"
            if options["loser_pays"] == "each" else "pays into the pot as much as it holds")
    cap = ("" if options["max_penalty"] == "off"
           else f", never more than {options['max_penalty']} times the ante")
    fraction = {"1/2": " The best hand among several in scores half a point.",
                "1/3": " The best hand among several in scores a third of a point."}
    end = ("the pot goes to the most points, shared by players level on points"
           if options["at_cap"] == "most-points" else "everyone takes back what they put into the pot")
    return CardWords(
        wild=("The cards of the round's rank are wild: threes with three cards, fives with five, "
              "sevens with seven."),
        betting=(f"Everyone antes {ante} into the pot at the start of each turn. When several "
                 f"players declare in, the lowest hand among them {pays}{cap}."),
        pot=("A player who declares in alone scores a point; the first to three points at the end "
             "of a round takes the pot and wins the match."
             + fraction.get(options["fraction"], "")
             + f" If {options['turn_cap']} turns go by first, {end}."),
        ties="If every hand that is in is equal, nobody pays.",
        dealt="Three cards each, then two more, then two more: seven in all.",
    )
