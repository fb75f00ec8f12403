"""How the sensible bots bet: one policy for every bot that has judged its hand's strength.

A bot bets like a player, not like a machine that raises whenever it may:

- it bets or raises only with a hand strong enough for how much raising this round has seen
  already (:data:`RAISE_NEEDS`: a fair hand opens, only a strong one re-raises, and after
  ``len(RAISE_NEEDS)`` bets and raises in a round it only calls or folds), so two bots never
  raise each other until one is all in;
- in pot limit and no limit it sizes a bet as a part of the pot (half, or three quarters with a
  strong hand), never the minimum over and over;
- it calls when its strength pays for the price (the share of the pot it must put in), and folds
  otherwise; it checks when it can.

Strength is a number from 0 (hopeless) to 1 (as good as it gets), whatever the bot measures.
What the policy needs from the table (the pot, the raises so far this round, the amount to call)
it reads from the seat's view with :func:`table_facts`.

>>> from pokerrules.core.actions import Template
>>> kinds = {"check": Template("check", "Check"), "bet": Template("bet", "Bet", 2, 500, 2)}
>>> betting_move(0.9, kinds, raises_so_far=0, pot=40)
Action(kind='bet', amount=30, card=None, target=None, rank=None)
>>> betting_move(0.3, kinds, raises_so_far=0, pot=40)
Action(kind='check', amount=None, card=None, target=None, rank=None)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pokerrules.core.actions import Action, Template
from pokerrules.core.rng import SeededRandom

#: The strength needed to make the first bet of a round, the first raise, the second raise.
#: With this many bets and raises in the round already, a bot only checks, calls or folds.
RAISE_NEEDS = (0.5, 0.7, 0.85)
#: The least strength with which a bot calls a bet, however cheap.
CALL_NEEDS = 0.2
#: Parts of the pot a bot bets in pot limit and no limit: a fair hand, a strong one.
FAIR_PART, STRONG_PART = 0.5, 0.75
STRONG = 0.85


@dataclass(frozen=True)
class TableFacts:
    """What the betting policy reads from a view (``None`` where the view does not tell)."""

    pot: int | None
    raises: int | None
    owe: int | None


def betting_move(strength: float, kinds: Mapping[str, Template], raises_so_far: int | None = None,
                 rng: SeededRandom | None = None, pot: int | None = None,
                 owe: int | None = None) -> Action:
    """The move for a betting step, given the legal templates by kind.

    ``raises_so_far`` counts the bets and raises in this round; unknown (``None``), it is 0 when
    a bet is open and 1 when the bot faces one. ``pot`` (before this move) sizes pot-limit and
    no-limit bets; ``owe`` (the amount to call) prices a call. ``rng`` varies the size a little.
    """
    aggressive = kinds.get("bet") or kinds.get("raise")
    if raises_so_far is None:
        raises_so_far = 0 if "bet" in kinds or "call" not in kinds else 1
    if (aggressive is not None and raises_so_far < len(RAISE_NEEDS)
            and strength >= RAISE_NEEDS[raises_so_far]):
        return Action(aggressive.kind, bet_size(aggressive, strength, pot, owe, rng))
    if "check" in kinds:
        return Action("check")
    if "call" in kinds and ("fold" not in kinds or strength >= call_needs(pot, owe)):
        return Action("call")
    if "fold" in kinds:
        return Action("fold")
    return Action(next(iter(kinds)))


def call_needs(pot: int | None, owe: int | None) -> float:
    """The strength a call needs: at least :data:`CALL_NEEDS`, and at least the price, the share
    of the pot after calling that the call puts in."""
    if pot is None or owe is None or pot + owe <= 0:
        return CALL_NEEDS
    return max(CALL_NEEDS, owe / (pot + owe))


def bet_size(template: Template, strength: float, pot: int | None, owe: int | None,
             rng: SeededRandom | None) -> int:
    """A bet or raise within the template's range: the one size in fixed limit; otherwise a part
    of the pot after calling (the minimum when the pot is not known, and then at least twice the
    amount to call when raising, so raises grow rather than creep)."""
    low = template.low if template.low is not None else 0
    high = template.high if template.high is not None else low
    if high <= low:
        return low
    if pot is None:
        wanted = low if owe is None else max(low, 2 * owe)
    else:
        part = STRONG_PART if strength >= STRONG else FAIR_PART
        if rng is not None and rng.below(4) == 0:
            part += 0.25
        wanted = round(part * (pot + (owe or 0)))
    return max(low, min(high, wanted))


def table_facts(view: Mapping[str, Any], kinds: Mapping[str, Template] | None = None) -> TableFacts:
    """The pot, the bets and raises so far this round, and the amount to call, as the seat's view
    states them in ``view["betting"]`` during a betting round (``None`` where it does not)."""
    stated = view.get("betting")
    if not isinstance(stated, Mapping):
        return TableFacts(None, None, None)
    return TableFacts(_whole(stated.get("pot")), _whole(stated.get("raises")),
                      _whole(stated.get("owe")))


def _whole(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None
