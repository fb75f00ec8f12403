"""The showdown: everyone still in shows, and each pot (main and side pots) is split between the
winners of its parts (high, and low where the game splits the pot)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from pokerrules.core.cards import Card
from pokerrules.rankings.base import HandValue, Ranking
from pokerrules.rankings.points import Target
from pokerrules.steps.base import StepWord
from pokerrules.steps.showdown_words import Award, Contender, award_line
from pokerrules.table.betting import share, side_pots
from pokerrules.table.showdown import PartResult, compare, in_words

if TYPE_CHECKING:
    from pokerrules.steps.game import Declaration, StepGame

Part = Target | Ranking  # a point-count target (valued with the game's card count) or a ranking


@dataclass(frozen=True)
class Showdown(StepWord):
    """Everyone still in shows. ``high`` and ``low`` are the halves of the pot (``low=None``: the
    high hand takes it all). ``scoop_total`` with ``scoop_max_cards``: a hand that makes exactly
    that point total with at most that many cards takes the whole pot (7/27 Twists).
    ``high_name`` names the first part: ``"low"`` where a low ranking takes the whole pot."""

    high: Part
    low: Part | None = None
    scoop_total: float | None = None
    scoop_max_cards: int | None = None
    high_name: str = "high"
    shares_with: Literal["left"] | None = None  # the best hand halves the pot with its left
    #: The name of the second part (``low``): ``"split card"`` where a card wins it.
    low_name: str = "low"
    heading = "Showdown"

    def describe(self) -> str:
        if self.shares_with is not None:
            return ("Showdown: the best hand takes half the pot, and the nearest player still in "
                    f"on its {self.shares_with} takes the other half.")
        if self.low is not None and self.low_name != "low" and not isinstance(self.low, Target):
            return (f"Showdown: the best hand takes half the pot, and the player holding the "
                    f"{self.low_name} ({self.low.describe()}) takes the other half; if no player "
                    "still in holds one, the best hand takes the whole pot.")
        if not isinstance(self.high, Target):  # a ranking: its own words come with the rules
            return ("Showdown: the best hand takes the whole pot." if self.low is None else
                    "Showdown: the best high hand and the best low hand split the pot.")
        if self.low is None:
            text = f"Showdown: one hand takes the whole pot, the one {self.high.describe()}."
        else:
            text = (f"Showdown: the pot is split between the high hand ({self.high.describe()}) "
                    f"and the low hand ({self.low.describe()}).")
        if self.scoop_total is not None:
            text += (f" A hand of exactly {self.scoop_total:g} made with "
                     f"{self.scoop_max_cards} cards or fewer takes the whole pot.")
        return text

    def begin(self, game: StepGame) -> bool:
        game.showed = True
        payouts: dict[int, int] = {}
        pots = side_pots([p.put_in for p in game.players], [not p.folded for p in game.players],
                         [p.stack == 0 for p in game.players])
        for number, pot in enumerate(pots):
            name = "The pot" if number == 0 else f"Side pot {number}"
            for seat, chips in self._split(game, pot.amount, pot.eligible, name).items():
                payouts[seat] = payouts.get(seat, 0) + chips
        game.settle(payouts)
        return True

    def verdict(self, spec: Declaration, hands: Sequence[Sequence[Card]]) -> list[PartResult]:
        """Who wins, and why, among ``hands``: the game's showdown and the judge both ask this.

        A hand that makes the scoop total exactly, with few enough cards, takes the whole pot
        (one part, ``"whole pot"``); otherwise each part of the pot goes to its best hands."""
        if self.scoop_total is not None and spec.count is not None:
            goal = round(self.scoop_total * 2)
            label = f"exactly {self.scoop_total:g} with {self.scoop_max_cards} cards or fewer"
            values = tuple(HandValue(1, label, tuple(cards)) if goal in spec.count.totals(cards)
                           and len(cards) <= (self.scoop_max_cards or 0) else None for cards in hands)
            if any(values):
                return [PartResult("whole pot", tuple(i for i, v in enumerate(values) if v), values,
                                   why_not=f"not {label}")]
        results = compare(spec.parts(), hands)
        return results + [_beside(results[0], len(hands))] if self.shares_with else results

    def scoop_rule(self) -> str:
        """The scoop rule as a phrase (only for a showdown with one)."""
        return (f"a hand of exactly {self.scoop_total:g} made with {self.scoop_max_cards} cards or "
                "fewer takes the whole pot")

    def lines(self, game: StepGame, viewer: int | None) -> list[str]:
        """The result in sentences for ``viewer``: one per part of each pot."""
        awards: list[Award] = game.memory.get(_AWARDS, [])
        return [award_line(award, viewer) for award in awards]

    def _split(self, game: StepGame, amount: int, eligible: tuple[int, ...],
               name: str) -> dict[int, int]:
        lines = game.showdown_lines
        awards: list[Award] = game.remember(_AWARDS, list)
        if len(eligible) == 1:
            lines.append(f"{name} ({amount}) goes to seat {eligible[0] + 1}.")
            awards.append(Award(name, amount, None, eligible, "", ""))
            return {eligible[0]: amount}
        order = list(range(len(game.players)))
        hands = [game.players[s].held for s in eligible]
        results = self.verdict(game.spec, hands)
        record: list[dict[str, Any]] = game.remember("showdown", list)
        record.append(
            {"pot": name, "amount": amount, "parts": [_json(r, eligible) for r in results]})
        rankings = dict(game.spec.parts())
        won = [(r, [eligible[i] for i in r.winners]) for r in results]
        won = [(r, seats) for r, seats in won if seats]

        def award(result: PartResult, part: str | None, chips: int, note: str = "") -> Award:
            ranking = rankings.get(result.part)
            contenders: tuple[Contender, ...]
            if ranking is None:  # the scoop: a hand that did not make it had its usual values
                contenders = tuple((seat, ", ".join(f"{name} {r.evaluate(cards).label}"
                                                    for name, r in rankings.items()), None)
                                   for seat, cards in zip(eligible, hands, strict=True))
            else:
                contenders = tuple(
                    (seat, in_words(v) if v is not None else None,
                     ranking.why_not(cards) if v is None else None)
                    for seat, v, cards in zip(eligible, result.values, hands, strict=True))
            how = _label(result) if result.winners else ""
            if ranking is None:
                rule = self.scoop_rule()
                how = f"{self.scoop_total:g} in {len(hands[result.winners[0]])} cards"
            elif not result.winners:
                rule = f"the {result.part} hand must be {ranking.rule(_NOBODY, [])}"
            else:
                rivals = [v for i, v in enumerate(result.values)
                          if v is not None and i not in result.winners]
                rule = ranking.rule(_winning(result), rivals)
            return Award(name, chips, part, tuple(eligible[i] for i in result.winners), how, rule,
                         contenders, note)

        if not won:
            lines.append(f"{name} ({amount}): no hand qualifies; it is shared.")
            awards.append(award(results[0], None, amount))
            return share(amount, list(eligible), order)
        if len(won) == 1 and won[0][0].part == "whole pot":
            seats = won[0][1]
            verb = "takes" if len(seats) == 1 else "take"
            lines.append(f"{name} ({amount}): {_seats(seats)} made exactly {self.scoop_total:g} "
                         f"with {self.scoop_max_cards} cards or fewer and {verb} it all.")
            awards.append(award(won[0][0], None, amount))
            return share(amount, seats, order)
        if len(won) == 1:
            result, seats = won[0]
            lines.append(f"{name} ({amount}): {_seats(seats)} with {_label(result)} "
                         f"take{'s' if len(seats) == 1 else ''} it all ({result.part}).")
            missing = [r for r in results if r is not result]
            note = "".join(f" No hand can win the {r.part} half, so it goes with the {result.part} half."
                           for r in missing).strip()
            awards.append(award(result, None, amount, note))
            return share(amount, seats, order)
        low_half = amount // 2
        high_half = amount - low_half
        if game.table.options.get("odd_chip") == "low" and amount % 2:
            high_half, low_half = low_half, high_half
        out: dict[int, int] = {}
        for (result, seats), chips in zip(won, (high_half, low_half), strict=True):
            if result.part == LEFT:  # the hand on the left of each best hand (Give Me Five)
                lines.append(f"{name}, left half ({chips}): {_seats(seats)}, on the best hand's left.")
                awards.append(Award(name, chips, "left half", tuple(seats), "", "",
                                    beside=tuple(won[0][1])))
            else:
                lines.append(f"{name}, {result.part} half ({chips}): {_seats(seats)} with {_label(result)}.")
                awards.append(award(result, f"{result.part} half", chips))
            for seat, got in share(chips, seats, order).items():
                out[seat] = out.get(seat, 0) + got
        return out


_AWARDS = "showdown_awards"
LEFT = "left"  # the part of a pot shared with the best hand's left (``shares_with="left"``)


def _beside(best: PartResult, count: int) -> PartResult:
    """The other half of a pot the best hand shares: it goes to the hand after each best hand
    in ``hands``, which are in seating order, so that is the nearest hand on its left."""
    winners = tuple(sorted({(i + 1) % count for i in best.winners}))
    label = ("a seat on the left of the best hand" if len(best.winners) == 1
             else "seats on the left of the best hands")
    return PartResult(LEFT, winners, tuple(HandValue(1, label) if i in winners else None
                                           for i in range(count)), may_share=best.may_share,
                      why_not="not on the left of the best hand")


_NOBODY = HandValue(None, "")


def _winning(result: PartResult) -> HandValue:
    value = result.values[result.winners[0]]
    assert value is not None
    return value


def _label(result: PartResult) -> str:
    value = result.values[result.winners[0]]
    assert value is not None
    return in_words(value)


def _json(result: PartResult, eligible: tuple[int, ...]) -> dict[str, Any]:
    data = result.to_json()
    return {**data, "winners": [eligible[i] for i in result.winners], "seats": list(eligible)}


def _seats(seats: list[int]) -> str:
    text = " and ".join(f"seat {s + 1}" for s in seats)
    return text[0].upper() + text[1:]
