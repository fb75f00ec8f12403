"""Dutch Stud's sensible bot: every card is face up and every hand is one rank, so what a hand
is worth is what the rest of the deck will do to it. The bot turns the cards it has not seen in
a random order many times, gives each one to the player still in who holds its rank, stops at
the first four of a kind, and counts how often it ends with the high hand, the low hand (with
the split house rule) or both."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pokerrules.core.cards import Card, parse_card, standard_deck
from pokerrules.core.rng import SeededRandom
from pokerrules.steps.bots_poker import PokerBot
from pokerrules.steps.spec import Spec


def _cards(hand: Mapping[str, Any]) -> list[Card]:
    return [parse_card(c["code"]) for c in hand["cards"] if c["code"] != "??"]


def play_out(held: Mapping[int, Sequence[Card]], order: Sequence[Card], stop_at: int = 4) -> dict[int, int]:
    """How many cards each seat (holding ``held``, one rank each) ends with when ``order`` is
    turned until one seat holds ``stop_at`` of its rank."""
    rank_of = {cards[0].rank: seat for seat, cards in held.items() if cards}
    counts = {seat: len(cards) for seat, cards in held.items()}
    for card in order:
        seat = rank_of.get(card.rank)
        if seat is None:
            continue
        counts[seat] += 1
        if counts[seat] >= stop_at:
            break
    return counts


def halves(counts: Mapping[int, int], rank_of: Mapping[int, int], split: bool) -> list[int]:
    """The seats winning the high half and, with ``split``, the low half (aces low)."""
    high = max(counts, key=lambda s: (counts[s], rank_of[s]))
    if not split:
        return [high]
    low = min(counts, key=lambda s: (counts[s], 1 if rank_of[s] == 14 else rank_of[s]))
    return [high, low]


@dataclass
class DutchStudBot(PokerBot):
    """The poker bot, valuing its hand by dealing the unseen cards out by the game's rules."""

    def equity(self, spec: Spec, view: Mapping[str, Any], rng: SeededRandom) -> float:
        me = view["your_seat"]
        live = {h["seat"]: _cards(h) for h in view["hands"] if not h.get("folded") and h["cards"]}
        if me not in live:
            return 0.0
        seen = {c for h in view["hands"] for c in _cards(h)}
        unseen = [c for c in standard_deck() if c not in seen]
        rank_of = {seat: cards[0].rank for seat, cards in live.items()}
        split = spec.showdown.low is not None
        score = 0.0
        for _ in range(self.samples):
            pool = list(unseen)
            order = [pool.pop(rng.below(len(pool))) for _ in range(len(pool))]
            winners = halves(play_out(live, order), rank_of, split)
            score += winners.count(me) / len(winners)
        return score / self.samples
