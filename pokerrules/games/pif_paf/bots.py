"""Pif Paf's sensible bot: it reads only its own seat's view.

It always goes out (a discard that lets it go out is claimed for it at once), with all ten
cards where the table allows it (that costs the others two lives). It takes the top
of the discard pile when that card, with the best discard after it, leaves the hand closer to complete
(fewer cards outside melds) than it is now; otherwise it draws from the stock. It discards the
card whose loss leaves the fewest cards outside melds (on a tie, the highest card). In the betting
it bets or raises by how close its hand is to going out, calls when it is fairly close, and
otherwise checks or folds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import Card, parse_card
from pokerrules.core.rng import SeededRandom
from pokerrules.games.pif_paf.rules import OUT_TEN, best, meld_rules, with_curinga, without
from pokerrules.kits.melds import MeldRules


def left_over(cards: Sequence[Card], rules: MeldRules) -> int:
    """How many cards of ``cards`` stay outside melds in the best arrangement."""
    return len(best(cards, rules).deadwood)


def best_discard(cards: Sequence[Card], rules: MeldRules,
                 allowed: Sequence[Card] | None = None) -> tuple[Card, int]:
    """The discard (among ``allowed``) that leaves the fewest cards outside melds, ties to the
    highest card; and how many are then left over."""
    choices = sorted(set(allowed if allowed is not None else cards), key=lambda c: (-c.rank, c.suit))
    scored = []
    for i, card in enumerate(choices):
        rest = best(without(cards, card), rules).deadwood
        scored.append((len(rest), -_near(rest), i, card))
    count, _, _, card = min(scored)
    return card, count


def _near(cards: Sequence[Card]) -> int:
    """How many of ``cards`` have a partner that could grow into a meld with them: the same
    rank, or the same suit within two ranks."""
    return sum(1 for a in cards if any(b is not a and (b.rank == a.rank or (
        b.suit == a.suit and 0 < abs(b.rank - a.rank) <= 2)) for b in cards))


def deal_rules(view: Mapping[str, Any]) -> MeldRules:
    """The deal's meld rules, from the view: the table's, with the deal's curinga if any."""
    rules = meld_rules(view["options"])
    curinga = view["match"].get("curinga")
    return with_curinga(rules, parse_card(curinga)) if curinga else rules


@dataclass(frozen=True)
class MeldBot:
    """Goes out whenever it can; draws, discards and bets toward complete melds."""

    def choose(self, view: Mapping[str, Any], legal: list[Template], rng: SeededRandom) -> Action:
        kinds = {t.kind: t for t in legal}
        rules = deal_rules(view)
        me = view["your_seat"]
        hand = [parse_card(c["code"]) for c in view["hands"][me]["cards"]]
        if OUT_TEN in kinds:
            return Action(OUT_TEN)
        if "out" in kinds:
            return Action("out", card=(kinds["out"].cards or ("",))[0])
        if "draw" in kinds:
            return Action(self._draw(view, hand, rules, "take" in kinds))
        if "discard" in kinds:
            allowed = [parse_card(code) for code in kinds["discard"].cards or ()]
            return Action("discard", card=best_discard(hand, rules, allowed)[0].code)
        return self._bet(kinds, left_over(hand, rules))

    @staticmethod
    def _draw(view: Mapping[str, Any], hand: list[Card], rules: MeldRules, can_take: bool) -> str:
        top = view["match"]["discard_top"]
        if not can_take or top is None:
            return "draw"
        card = parse_card(top)
        now = left_over(hand, rules)
        after = best_discard([*hand, card], rules, hand)[1]
        return "take" if after < now else "draw"

    @staticmethod
    def _bet(kinds: Mapping[str, Template], missing: int) -> Action:
        keen = missing <= 3
        for kind in ("bet", "raise"):
            template = kinds.get(kind)
            if template is not None and missing <= 2 and template.low is not None:
                size = template.high if missing <= 1 else template.low
                return Action(kind, size)
        if "check" in kinds:
            return Action("check")
        return Action("call" if keen or "fold" not in kinds else "fold")
