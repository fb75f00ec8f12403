"""Questions whose answers the package computes, from what the learner's seat may see.

Each kind says where its answer comes from (``source``), so the shared lesson suite can check it
again through the facade: a :class:`WhoWins` against the ``judge`` op, a :class:`YourHand` or
:class:`WildCards` against the ``view`` op. A game with a question of its own (the Mus contest, the
trick, the jubilee) uses :class:`Computed` with a function from its own rules module.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pokerrules.table.game import game_of
from pokerrules.table.teach.verdicts import NOBODY, PartWords, part_words

if TYPE_CHECKING:
    from pokerrules.table.state import State
    from pokerrules.table.view import HandView

TIE = "They tie"


@dataclass(frozen=True)
class Decoy:
    """A wrong answer a question offers, and one sentence on why it is wrong."""

    text: str
    why: str


def _decoy_texts(decoys: Sequence[Decoy]) -> list[str]:
    return [d.text for d in decoys]


def _check_decoys(decoys: Sequence[Decoy]) -> None:
    """Every decoy carries its reason: bare text is refused."""
    for decoy in decoys:
        if not isinstance(decoy, Decoy):
            raise TypeError(f"a decoy is a Decoy(text, why), not {decoy!r}")


def _written_reasons(decoys: Sequence[Decoy], answer: str) -> dict[str, str]:
    """The written reason of every decoy other than the answer."""
    return {d.text: d.why for d in decoys if d.text != answer}


def seat_name(seat: int, learner: int) -> str:
    """``"You"`` for the learner, ``"Seat 3"`` for seat index 2."""
    return "You" if seat == learner else f"Seat {seat + 1}"


def own_hand(state: State, seat: int) -> HandView:
    """``seat``'s hand as its own view shows it."""
    return next(h for h in state.view(seat)["hands"] if h["seat"] == seat)


def _hand_codes(hand: HandView) -> str:
    return " ".join(card["code"] for card in hand["cards"])


def shared_codes(state: State, seat: int) -> str:
    """The cards on the table every hand plays with after its own (a board), as text."""
    return " ".join(c["code"] for pile in state.view(seat).get("piles") or () if pile.get("shared")
                    for c in pile["cards"])


def _with(answer: str, decoys: Sequence[Decoy]) -> tuple[str, ...]:
    """The decoys and the answer, each once, sorted, so the answer's place gives nothing away."""
    return tuple(sorted(set([*_decoy_texts(decoys), answer])))


@dataclass(frozen=True)
class WhoWins:
    """Which seat wins ``part`` of the pot (``"high"``, ``"low"``, ``"Grande"``...), judged by
    the game's own showdown among the hands the learner can see in full. ``seats``: the hands
    compared (default: every hand still in whose cards are all face up to the learner)."""

    part: str
    seats: tuple[int, ...] = ()
    source: str = "judge"
    hides: tuple[str, ...] = ("result",)

    def contenders(self, state: State, seat: int) -> list[int]:
        view = state.view(seat)
        if self.seats:
            return list(self.seats)
        return [s for h in view["hands"] if (s := h["seat"]) is not None
                and not h.get("folded") and h["cards"]
                and all(c["code"] != "??" for c in h["cards"])]

    def hands(self, state: State, seat: int) -> list[str]:
        view = state.view(seat)
        by_seat = {h["seat"]: h for h in view["hands"]}
        hands = [_hand_codes(by_seat[s]) for s in self.contenders(state, seat)]
        if any("??" in hand for hand in hands):
            raise ValueError("a question may only ask about cards the learner can see")
        return hands

    def answer(self, state: State, seat: int) -> str:
        from pokerrules.table.judging import judge_game

        verdict = judge_game(game_of(state.table), self.hands(state, seat),
                             dict(state.table.options), shared_codes(state, seat))
        part = next(p for p in verdict["parts"] if p["part"] == self.part)
        seats = self.contenders(state, seat)
        if not part["winners"]:
            return NOBODY
        if len(part["winners"]) > 1:
            return TIE
        return seat_name(seats[part["winners"][0]], seat)

    def _words(self, state: State, seat: int) -> PartWords:
        """The judge's words on the part (:mod:`pokerrules.table.teach.verdicts`): the choices that
        can be right in this game, and why each wrong one is wrong (``"Seat 2 wins with 29
        (2 past 27); You have 21 (6 short of 27)."``)."""
        from pokerrules.table.judging import judged_game

        found = judged_game(game_of(state.table), self.hands(state, seat),
                            dict(state.table.options), shared_codes(state, seat))
        result = next(r for r in found.results if r.part == self.part)
        names = [seat_name(s, seat) for s in self.contenders(state, seat)]
        return part_words(result, found.hands, names, share=TIE, nobody=NOBODY)

    def choices(self, state: State, seat: int) -> tuple[str, ...]:
        """The seats compared, then "They tie" where the part can go to several hands and
        "Nobody" where it can go to none."""
        return tuple(dict.fromkeys([*self._words(state, seat).choices, self.answer(state, seat)]))

    def reasons(self, state: State, seat: int) -> dict[str, str]:
        reasons = self._words(state, seat).reasons
        return {c: reasons[c] for c in self.choices(state, seat) if c in reasons}


@dataclass(frozen=True)
class YourHand:
    """What the learner's hand is worth, as the table labels it ("7½ or 17½", "Pair of
    kings"); ``decoys``: the other labels offered."""

    decoys: tuple[Decoy, ...]
    source: str = "view"
    hides: tuple[str, ...] = ("label",)

    def __post_init__(self) -> None:
        _check_decoys(self.decoys)

    def answer(self, state: State, seat: int) -> str:
        hand = own_hand(state, seat)
        return str(hand["label"])

    def choices(self, state: State, seat: int) -> tuple[str, ...]:
        return _with(self.answer(state, seat), self.decoys)

    def reasons(self, state: State, seat: int) -> dict[str, str]:
        return _written_reasons(self.decoys, self.answer(state, seat))


@dataclass(frozen=True)
class WildCards:
    """Which of the learner's cards are wild now, as the table marks them; ``decoys``: other
    answers offered (such as ``"None of them"`` or a card that is not wild). The hand's label
    is hidden too: it counts the wild cards."""

    decoys: tuple[Decoy, ...]
    source: str = "view"
    hides: tuple[str, ...] = ("wild", "label")

    def __post_init__(self) -> None:
        _check_decoys(self.decoys)

    def answer(self, state: State, seat: int) -> str:
        hand = own_hand(state, seat)
        wild = [card["short"] for card in hand["cards"] if card.get("wild")]
        if not wild:
            return "None of them"
        return ", ".join(wild[:-1]) + " and " + wild[-1] if len(wild) > 1 else str(wild[0])

    def choices(self, state: State, seat: int) -> tuple[str, ...]:
        return _with(self.answer(state, seat), self.decoys)

    def reasons(self, state: State, seat: int) -> dict[str, str]:
        return _written_reasons(self.decoys, self.answer(state, seat))


@dataclass(frozen=True)
class Computed:
    """An answer from one game's own rules: ``rule(state, seat)`` may read only what ``seat``
    can see (its view, or the table's public cards). ``decoys``: the other answers offered."""

    rule: Callable[[State, int], str]
    decoys: tuple[Decoy, ...]
    source: str = "ranking"
    hides: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        _check_decoys(self.decoys)

    def answer(self, state: State, seat: int) -> str:
        return str(self.rule(state, seat))

    def choices(self, state: State, seat: int) -> tuple[str, ...]:
        return _with(self.answer(state, seat), self.decoys)

    def reasons(self, state: State, seat: int) -> dict[str, str]:
        return _written_reasons(self.decoys, self.answer(state, seat))
