"""A sensible bot for step games valued by poker hands. It sees only its own seat's view.

It estimates how often its cards as they stand beat every other player still in, by dealing the
cards it cannot see to the others' face-down places a few dozen times (a small Monte Carlo with
the bot's own seeded randomness), and bets, calls or folds on that. For the step moves it keeps
the cards that rank best: it discards the card whose loss costs least, and calls the end of the
deal when it is a clear favourite. A step kind may know its own sensible move
(:meth:`~pokerrules.steps.base.StepWord.bot_move`); the bot asks the step that play is at first.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import Card, parse_card, standard_deck
from pokerrules.core.rng import SeededRandom
from pokerrules.rankings.base import Ranking
from pokerrules.steps.base import StepWord
from pokerrules.steps.board import board_of, board_size
from pokerrules.steps.bots import DeclaredGameBot
from pokerrules.steps.repeat import compile_steps
from pokerrules.steps.spec import Deal, Spec
from pokerrules.steps.throw_away import ThrowAway
from pokerrules.table.bot_betting import betting_move, table_facts

SAMPLES = 24
#: The equity's samples when the bot plays in the coach's worlds (:meth:`PokerBot.in_worlds`):
#: a rougher estimate of the same chance, so that the coach can play many more worlds.
WORLD_SAMPLES = 8


def _cards(hand: Mapping[str, Any]) -> list[Card]:
    return [parse_card(c["code"]) for c in hand["cards"] if c["code"] != "??"]


@cache
def program_of(spec: Spec) -> list[StepWord]:
    """The game's steps as the engine runs them (``view["step"]`` indexes this)."""
    return compile_steps(spec.steps)


def cards_dealt(spec: Spec) -> int:
    """Cards each player holds at the end of the hand, a repeated block counted once: those dealt,
    less those every player throws away (:class:`~pokerrules.steps.throw_away.ThrowAway`)."""
    return sum(s.down + s.up if isinstance(s, Deal) else -s.count if isinstance(s, ThrowAway) else 0
               for s in spec.flat_steps())


def best_discard(ranking: Ranking, cards: Sequence[Card], choices: Sequence[str]) -> str:
    """The card among ``choices`` whose loss leaves the best hand (the first of equals)."""
    best: tuple[Any, str] | None = None
    for code in choices:
        rest = [c for c in cards if c.code != code]
        key = ranking.key(rest) if rest else None
        if best is None or (key is not None and (best[0] is None or key > best[0])):
            best = (key, code)
    assert best is not None
    return best[1]


@dataclass
class PokerBot(DeclaredGameBot):
    #: How many deals the equity is estimated from.
    samples: int = SAMPLES

    def in_worlds(self) -> PokerBot:
        """This bot as it plays in the coach's worlds: its equity from :data:`WORLD_SAMPLES`."""
        return replace(self, samples=min(self.samples, WORLD_SAMPLES))

    def equity(self, spec: Spec, view: Mapping[str, Any], rng: SeededRandom) -> float:
        """How often my hand ends up beating every other live hand, when their hidden cards and
        everyone's cards still to come are dealt at random from the cards I cannot see (ties
        count half)."""
        ranking = spec.opening_ranking()
        me = view["your_seat"]
        mine = _cards(view["hands"][me])
        common = board_of(view)  # cards on the table that every hand uses, after its own
        seen = {parse_card(c["code"]) for h in view["hands"] for c in h["cards"] if c["code"] != "??"}
        seen.update(common)
        unseen = [c for c in standard_deck() if c not in seen]
        rivals = [(_cards(h), sum(c["code"] == "??" for c in h["cards"]))
                  for h in view["hands"] if h["seat"] != me and not h.get("folded") and h["cards"]]
        if not rivals or not mine:
            return 1.0 if mine else 0.0
        to_come = min(5, max(0, cards_dealt(spec) - len(mine)))
        board_to_come = max(0, board_size(spec.flat_steps()) - len(common))
        score = 0.0
        for _ in range(self.samples):
            pool = list(unseen)

            def draw(count: int, pool: list[Card] = pool) -> list[Card]:
                return [pool.pop(rng.below(len(pool))) for _ in range(min(count, len(pool)))]

            board = common + draw(board_to_come)
            my_key = ranking.key(mine + draw(to_come) + board)
            others = [ranking.key(known + draw(hidden + to_come) + board) for known, hidden in rivals]
            best_other = max((k for k in others if k is not None), default=None)
            if my_key is None:
                continue
            if best_other is None or my_key > best_other:
                score += 1
            elif my_key == best_other:
                score += 0.5
        return score / self.samples

    def choose(self, view: Mapping[str, Any], legal: list[Template], rng: SeededRandom) -> Action:
        spec = self._spec(view)
        kinds = {t.kind: t for t in legal}
        mine = _cards(view["hands"][view["your_seat"]])
        if "discard" in kinds:
            return Action("discard", card=best_discard(spec.opening_ranking(), mine,
                                                       kinds["discard"].cards or ()))
        step: StepWord | None = (program_of(spec)[view["step"]]
                                  if isinstance(view.get("step"), int) else None)
        move: Action | None = (step.bot_move_sampled(spec.opening_ranking(), view, legal, rng,
                                                     self.samples) if step else None)
        if move is not None:
            return move
        equity = self.equity(spec, view, rng)
        if "call-it" in kinds:
            strong = equity >= 0.7 and len(mine) >= 6
            return Action("call-it" if strong else "deal-on")
        live = sum(1 for h in view["hands"] if not h.get("folded"))
        # against several players a fair share is 1 / players: strength is equity against that
        strength = min(1.0, equity * live / 2)
        facts = table_facts(view, kinds)
        return betting_move(strength, kinds, facts.raises, rng, facts.pot, facts.owe)
