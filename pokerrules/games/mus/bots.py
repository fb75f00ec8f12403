"""Mus's sensible bot: it reads only its own seat's view.

It says mus while its hand is weak (no medias or duples, no 31, and not both pares and juego),
and then keeps its kings, aces and pairs. In each contest it values its own hand (kings for
grande, aces for chica, the kind of pares, the juego count, the punto count): with a strong hand
it opens or raises, with a fair one it sees, otherwise it passes or folds. It calls órdago, and
sees one, only with a hand that cannot lose the contest whatever the others hold, exact ties to
the player nearer mano included (:func:`~pokerrules.games.mus.sure.cannot_lose`): four kings as
mano in Grande, but not four kings elsewhere, which lose to the other four kings held nearer
mano.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import Card, parse_card
from pokerrules.core.rng import SeededRandom
from pokerrules.games.mus.hands import pares, rank_of, total
from pokerrules.games.mus.sure import cannot_lose


def _cards(view: Mapping[str, Any]) -> list[Card]:
    hand = view["hands"][view["your_seat"]]
    return [parse_card(c["code"]) for c in hand["cards"]]


def strength(contest: str, cards: Sequence[Card], eight: bool, mano: bool,
             kickers: bool = True, real: bool = False, pedrete: bool = False) -> int:
    """0 (nothing), 1 (fair: see), 2 (strong: open or raise), 3 (sure: órdago), where sure
    means the hand cannot lose the contest, ties to the player nearer mano included (and the
    house rules' 31 real and Pedrete counted where they are played)."""
    if cannot_lose(contest, cards, eight, kickers, mano, real, pedrete):
        return 3
    ranks = Counter(rank_of(c, eight) for c in cards)
    points = total(cards, eight)
    if contest == "grande":
        return 2 if ranks[12] >= 3 else 1 if ranks[12] == 2 else 0
    if contest == "chica":
        return 2 if ranks[1] >= 3 else 1 if ranks[1] == 2 else 0
    if contest == "pares":
        key = pares(cards, eight).key
        if key is None:
            return 0
        return 2 if key[0] >= 2 else 1 if key[1] >= 10 else 0
    if contest == "juego":
        return 2 if points == 31 else 1 if points in (32, 40) else 0
    return 2 if points >= 29 else 1 if points >= 27 else 0


def weak(cards: Sequence[Card], eight: bool) -> bool:
    key = pares(cards, eight).key
    points = total(cards, eight)
    return not ((key is not None and key[0] >= 2) or points == 31
                or (key is not None and points >= 31))


def discards(cards: Sequence[Card], eight: bool) -> tuple[str, ...]:
    """The cards to throw: everything but kings, aces and paired cards (at least one card)."""
    ranks = Counter(rank_of(c, eight) for c in cards)
    keep = [c for c in cards if rank_of(c, eight) in (1, 12) or ranks[rank_of(c, eight)] >= 2]
    out = [c for c in cards if c not in keep]
    if not out:
        out = [min(cards, key=lambda c: (ranks[rank_of(c, eight)], rank_of(c, eight) == 12))]
    return tuple(c.code for c in out)


@dataclass(frozen=True)
class MusBot:
    def choose(self, view: Mapping[str, Any], legal: list[Template], rng: SeededRandom) -> Action:
        kinds = {t.kind: t for t in legal}
        facts = view["match"]
        eight = bool(facts["eight"])
        cards = _cards(view)
        if "mus" in kinds:
            return Action("mus" if weak(cards, eight) and facts["mus_rounds"] < 3 else "no-mus")
        if "discard" in kinds:
            return Action("discard", cards=discards(cards, eight))
        mano = facts["order"][0] == view["your_seat"]
        options = view["options"]
        power = strength(str(facts["contest"]), cards, eight, mano,
                         options["pares_ties"] == "odd-cards", options.get("real") == "on",
                         options.get("pedrete") == "on")
        if "pass" in kinds:
            if power >= 3 and "ordago" in kinds:
                return Action("ordago")
            if power >= 2:
                return Action("bid", 2 + rng.below(2))
            return Action("pass")
        if facts["ordago"]:
            return Action("see" if power >= 3 else "fold")
        bid = int(facts["bid"])
        if power >= 2 and "raise" in kinds and bid <= 4:
            return Action("raise", min(bid + 2, kinds["raise"].high or bid + 1))
        if power >= 2 or (power == 1 and bid <= 3):
            return Action("see")
        return Action("fold")
