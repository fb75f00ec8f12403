"""Three Card Poker's printable card (:class:`~pokerrules.table.card_words.CardWords`)."""

from __future__ import annotations

from collections.abc import Mapping

from pokerrules.table.card_words import CardWords


def card_words(options: Mapping[str, str]) -> CardWords:
    low, high = options["limits"].split("-")
    straight, trips, straight_flush = options["ante_bonus"].split("-")
    fold = ("a player who folds loses the Pair Plus bet too" if options["pair_plus_on_fold"] == "forfeit"
            else "Pair Plus is still paid on the hand of a player who folds")
    return CardWords(
        betting=(f"Each player bets an ante of {low} to {high} chips, and may add a Pair Plus bet "
                 "on their own hand. After looking at their cards, each player either plays, "
                 f"putting out a play bet equal to the ante, or folds; {fold}."),
        pot=("There is no pot: each player's hand is settled against the dealer's. The dealer "
             "needs queen-high or better to qualify; if not, the ante pays even money and the "
             "play bet comes back. Otherwise the better hand wins even money on ante and play. "
             f"A straight or better earns the ante bonus, win or lose: {straight} to 1 for a "
             f"straight, {trips} to 1 for three of a kind, {straight_flush} to 1 for a straight "
             "flush. Pair Plus pays on a pair or better, whatever the dealer holds."),
        ties="A hand exactly equal to the dealer's gets its ante and play bet back.",
        dealt="Each player and the dealer get three cards face down.",
    )
