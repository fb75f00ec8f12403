"""Bots for the step-built point-count games. They see only their own seat's view."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import RANK_CHARS, Card, parse_card, standard_deck
from pokerrules.core.rng import SeededRandom
from pokerrules.rankings.points import Target
from pokerrules.steps.bots import DeclaredGameBot
from pokerrules.steps.spec import Spec
from pokerrules.table.bot_betting import betting_move, table_facts
from pokerrules.table.random_bot import pick as _pick

#: Strengths already worked out, by spec, hand and rivals (cleared when it grows past the limit).
#: A spec is not hashable (its point count holds a dict), so the key holds its ``id`` and the
#: entry the spec itself: the entry keeps that spec alive, so no other spec can take its ``id``
#: while the entry is there, and an entry is used only for the very spec it was worked out for.
_STRENGTHS: dict[tuple[Any, ...], tuple[Spec, float]] = {}
_MOST_REMEMBERED = 50_000


@dataclass
class PointsBot(DeclaredGameBot):
    """Takes a card when, on average over the cards it cannot see, a card brings it closer to a
    target; bets and raises with a hand close to a target, calls with a fair one, folds a poor
    one facing a bet."""

    def strength(self, spec: Spec, cards: Sequence[Card],
                 rivals: Mapping[str, tuple[int, ...]] | None = None) -> float:
        """1 for a hand on a target, falling towards 0 as the best half gets further away.

        ``rivals`` holds, per half, the best key any other player shows with face-up cards
        alone: a half in which someone already shows at least as much as we hold is worth less.
        Remembered per spec, hand and rivals (the coach asks the same question in many worlds).
        """
        key = (id(spec), tuple(sorted(cards)), tuple(sorted((rivals or {}).items())))
        known = _STRENGTHS.get(key)
        if known is not None and known[0] is spec:
            return known[1]
        if len(_STRENGTHS) >= _MOST_REMEMBERED:
            _STRENGTHS.clear()
        value = self._strength(spec, cards, rivals)
        _STRENGTHS[key] = (spec, value)
        return value

    def _strength(self, spec: Spec, cards: Sequence[Card],
                  rivals: Mapping[str, tuple[int, ...]] | None) -> float:
        assert spec.count is not None
        totals = spec.count.totals(cards)
        best = 0.0
        for target in (spec.showdown.high, spec.showdown.low):
            if not isinstance(target, Target):
                continue
            total = target.best(totals)
            if total is None:
                continue
            distance = abs(total - target.goal) / 2
            if target.below_beats_above and total > target.goal:
                distance += 3
            value = 1 / (1 + distance)
            rival = (rivals or {}).get(target.side)
            mine = target.key(total)
            if rival is not None and mine is not None and rival >= mine:
                value /= 2
            best = max(best, value)
        return best

    @staticmethod
    def rivals(spec: Spec, showing: Sequence[Sequence[Card]]) -> dict[str, tuple[int, ...]]:
        """Per half, the best key shown by another player's face-up cards."""
        out: dict[str, tuple[int, ...]] = {}
        assert spec.count is not None
        for target in (spec.showdown.high, spec.showdown.low):
            if not isinstance(target, Target):
                continue
            keys = [k for up in showing if up
                    for total in [target.best(spec.count.totals(up))] if total is not None
                    for k in [target.key(total)] if k is not None]
            if keys:
                out[target.side] = max(keys)
        return out

    def choose(self, view: Mapping[str, Any], legal: list[Template], rng: SeededRandom) -> Action:
        spec = self._spec(view)
        mine = [parse_card(c["code"]) for c in view["hands"][view["your_seat"]]["cards"]]
        seen = {parse_card(c["code"]) for h in view["hands"] for c in h["cards"] if c["code"] != "??"}
        unseen = [c for c in standard_deck() if c not in seen] or list(standard_deck())
        me = view["your_seat"]
        showing = [[parse_card(c["code"]) for c in h["cards"] if c.get("up")]
                   for h in view["hands"] if h["seat"] != me and not h.get("folded")]
        rivals = self.rivals(spec, showing)
        now = self.strength(spec, mine, rivals)
        kinds = {t.kind: t for t in legal}

        def after_one_more(cards: list[Card]) -> float:
            # a hand's strength depends on its cards' point values alone: worked out once for
            # each value an unseen card may have, added up card by card as before
            assert spec.count is not None
            by_value: dict[frozenset[int], float] = {}
            each = []
            for c in unseen:
                value = spec.count.values(c)
                known = by_value.get(value)
                if known is None:
                    known = by_value[value] = self.strength(spec, [*cards, c], rivals)
                each.append(known)
            return sum(each) / len(unseen)

        if "take" in kinds:
            return Action("take" if after_one_more(mine) > now else "decline")
        if "ask" in kinds:
            if after_one_more(mine) <= now:
                return Action("pass")
            t = kinds["ask"]
            ranks = sorted(t.ranks or RANK_CHARS,
                           key=lambda r: -self.strength(spec, [*mine, parse_card(r + "s")], rivals))
            return Action("ask", target=_pick(rng, t.targets or (0,)), rank=ranks[0])
        if "flip" in kinds:
            return Action("flip", card=_pick(rng, kinds["flip"].cards or ()))
        if "replace" in kinds or "keep" in kinds:
            best, choice = now, None
            for i, card in enumerate(mine):
                rest = mine[:i] + mine[i + 1:]
                score = after_one_more(rest)
                if score > best + 0.02 and "replace" in kinds:
                    best, choice = score, card.code
            return Action("replace", card=choice) if choice else Action("keep")
        return self._bet(now, kinds, view, rng)

    @staticmethod
    def _bet(strength: float, kinds: dict[str, Template], view: Mapping[str, Any] | None = None,
             rng: SeededRandom | None = None) -> Action:
        """The shared betting policy (:mod:`pokerrules.table.bot_betting`); with the seat's ``view`` it
        knows the pot, the raises so far this round and the price of a call."""
        facts = table_facts(view or {}, kinds)
        return betting_move(strength, kinds, facts.raises, rng, facts.pot, facts.owe)
