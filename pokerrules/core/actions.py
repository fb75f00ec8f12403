"""Actions a seat can take, and the templates that describe the legal ones.

A template is what a UI draws without knowing the game: a kind and a label, plus at most these
parameters, each of which the action must then fill in:

- ``min``/``max`` (with a suggested ``default``): a whole number of chips, ``amount``;
- ``cards``: one of these card codes, ``card`` (flip this card, replace that one);
- ``cards`` with ``pick`` (a least and a most count): several different ones of these card
  codes, ``cards`` (replace these two), between ``pick[0]`` and ``pick[1]`` of them;
- ``targets``: one of these seats, ``target`` (ask that player);
- ``ranks``: one of these rank characters, ``rank`` (ask for kings).

A template marked ``secret`` is a choice made in secret: every player makes it without seeing the
others' choices, and all of them are revealed together when the last player has chosen (the
passes of Give Me Five). The engine still asks the players one at a time; what makes the choice
secret is that no view shows a choice before all are made.

Exactly one template of every non-empty list has ``focus``: the move a UI offers first. The
game or step that lists the moves chooses it (never a fold while anything else is possible).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from pokerrules.core.cards import RANK_CHARS, parse_card, rank_name
from pokerrules.core.errors import BadCard, IllegalAction, quote

_FIELDS = ("amount", "card", "target", "rank", "cards")
#: The longest move name an action may carry (the real ones are a few letters).
MAX_KIND_CHARS = 32
#: The longest card text an action may carry (``"10h"`` with some spaces).
MAX_CARD_CHARS = 8
#: No amount or seat number is larger than this (bankrolls are capped well below it).
MAX_AMOUNT = 10**15
#: The most cards one action may name (a hand is never larger).
MAX_CARDS = 60


@dataclass(frozen=True, slots=True, repr=False)
class Action:
    """One move: ``Action("fold")``, ``Action("ante", 5)``, ``Action("flip", card="As")``,
    ``Action("replace", cards=("As", "7d"))``."""

    kind: str
    amount: int | None = None
    card: str | None = None
    target: int | None = None
    rank: str | None = None
    cards: tuple[str, ...] | None = None

    def __repr__(self) -> str:
        fields = [f"kind={self.kind!r}"] + [f"{name}={getattr(self, name)!r}"
                                            for name in _FIELDS if name != "cards"]
        if self.cards is not None:
            fields.append(f"cards={self.cards!r}")
        return f"Action({', '.join(fields)})"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        for name in _FIELDS:
            value = getattr(self, name)
            if value is not None:
                data[name] = list(value) if name == "cards" else value
        return data

    @classmethod
    def from_json(cls, data: object) -> Action:
        if isinstance(data, Action):
            return data
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise IllegalAction(
                'An action must look like {"kind": "fold"} or {"kind": "ante", "amount": 5}.'
            )
        kind = data["kind"]
        if len(kind) > MAX_KIND_CHARS:
            raise IllegalAction(f"There is no move {quote(kind)}.")
        extra = set(data) - {"kind", *_FIELDS}
        if extra:
            raise IllegalAction(f"An action has no field {quote(sorted(extra, key=str)[0])}; its "
                                f"fields are kind, {', '.join(_FIELDS[:-1])} and {_FIELDS[-1]}.")
        for name in ("amount", "target"):
            value = data.get(name)
            if value is not None and (not isinstance(value, int) or isinstance(value, bool)
                                      or not -MAX_AMOUNT <= value <= MAX_AMOUNT):
                what = "chips" if name == "amount" else "a seat number"
                raise IllegalAction(f"The {name} must be a whole number ({what}), not {quote(value)}.")
        card = data.get("card")
        if card is not None:
            card = _card_code(card)
        cards = data.get("cards")
        if cards is not None:
            if not isinstance(cards, list | tuple) or len(cards) > MAX_CARDS:
                raise IllegalAction(f"Cards are a list of card texts such as ['As', '7d'], not "
                                    f"{quote(cards)}.")
            cards = tuple(_card_code(c) for c in cards)
        rank = data.get("rank")
        if rank is not None and (not isinstance(rank, str) or rank.upper() not in RANK_CHARS
                                 or len(rank) != 1):
            raise IllegalAction(f"A rank is one of {', '.join(RANK_CHARS)}, not {quote(rank)}.")
        return cls(kind, data.get("amount"), card, data.get("target"),
                   rank.upper() if rank else None, cards)


def _card_code(card: object) -> str:
    if not isinstance(card, str) or len(card) > MAX_CARD_CHARS:
        raise IllegalAction(f"A card is written as text such as 'As', not {quote(card)}.")
    try:
        return parse_card(card).code
    except BadCard as err:
        raise IllegalAction(err.message) from err


@dataclass(frozen=True, slots=True)
class Template:
    """A legal action as the UI draws it."""

    kind: str
    label: str
    low: int | None = None
    high: int | None = None
    default: int | None = None
    cards: tuple[str, ...] | None = None
    targets: tuple[int, ...] | None = None
    ranks: tuple[str, ...] | None = None
    focus: bool = False
    pick: tuple[int, int] | None = None  # with ``cards``: choose from pick[0] to pick[1] of them
    secret: bool = False  # chosen in secret, revealed when everyone has chosen
    #: "start": the move of a player who stands for the rest of the hand (the offer's "No card"),
    #: "keep": a move a standing player still makes for nothing (a check); see the contract.
    stand: Literal["start", "keep"] | None = None
    unit: str = "chips"  # what ``amount`` counts, in the plural: the game's word ("points")

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "label": self.label}
        if self.low is not None:
            data.update(min=self.low, max=self.high, default=self.default)
        if self.focus:
            data["focus"] = True
        if self.cards is not None:
            data["cards"] = [_card_choice(code) for code in self.cards]
        if self.pick is not None:
            data["pick"] = {"min": self.pick[0], "max": self.pick[1]}
        if self.secret:
            data["secret"] = True
        if self.stand is not None:
            data["stand"] = self.stand
        if self.low is not None and self.unit != "chips":
            data["unit"] = self.unit
        if self.targets is not None:
            data["targets"] = [{"value": s, "label": f"Seat {s + 1}"} for s in self.targets]
        if self.ranks is not None:
            data["ranks"] = [{"value": r, "label": rank_name(RANK_CHARS.index(r) + 2, plural=True)}
                             for r in self.ranks]
        return data

    def amounts(self) -> str:
        """The amounts this move takes, in words: ``2 chips``, ``a whole number from 2 to 30
        points``."""
        assert self.low is not None
        if self.low == self.high:
            return count_of(self.low, self.unit)
        return f"a whole number from {self.low} to {self.high} {self.unit}"

    def problem(self, action: Action) -> str | None:
        """Why ``action`` (of this kind) does not fit, or ``None`` if it does."""
        if self.low is None and action.amount is not None:
            return f"{self.label} takes no amount."
        if self.low is not None and (action.amount is None
                                     or not self.low <= action.amount <= (self.high or 0)):
            return f"{self.label} must be {self.amounts()}, not {action.amount}."
        if self.pick is not None:
            return self._pick_problem(action)
        if action.cards is not None:
            return f"{self.label} takes one card, not a list of cards."
        for name, allowed in (("card", self.cards), ("target", self.targets), ("rank", self.ranks)):
            value = getattr(action, name)
            if allowed is None and value is not None:
                return f"{self.label} takes no {name}."
            if allowed is not None and value not in allowed:
                return (f"{self.label}: {quote(value)} is not one of the {name}s you can choose "
                        f"({_list(allowed)}).")
        return None

    def _pick_problem(self, action: Action) -> str | None:
        assert self.pick is not None and self.cards is not None
        least, most = self.pick
        chosen = action.cards
        if action.card is not None or chosen is None:
            return f"{self.label} takes a list of cards (from {least} to {most})."
        if not least <= len(chosen) <= most:
            return (f"{self.label}: choose from {least} to {most} cards, not {len(chosen)}.")
        if len(set(chosen)) != len(chosen):
            return f"{self.label}: each card can be chosen only once."
        for code in chosen:
            if code not in self.cards:
                return (f"{self.label}: {quote(code)} is not one of the cards you can choose "
                        f"({_list(self.cards)}).")
        for name in ("target", "rank"):
            if getattr(action, name) is not None:
                return f"{self.label} takes no {name}."
        return None


def count_of(number: int, unit: str) -> str:
    """``2 chips``, ``1 chip``: a number of ``unit`` (a plural ending in s)."""
    return f"{number} {unit[:-1] if number == 1 and unit.endswith('s') else unit}"


def _card_choice(code: str) -> dict[str, str]:
    card = parse_card(code)
    return {"value": code, "label": card.short, "text": card.text}


def _list(values: Sequence[object]) -> str:
    return ", ".join(str(v) for v in values) or "none"


def check_legal(action: Action, legal: list[Template], whose: str) -> None:
    """Raise :class:`IllegalAction` unless one of ``legal`` admits ``action``."""
    if not legal:
        raise IllegalAction(f"No one can act now: the hand is over, so {quote(action.kind)} is not allowed.")
    problems = [p for t in legal if t.kind == action.kind for p in [t.problem(action)]]
    if None in problems:
        return
    if problems:
        raise IllegalAction(str(problems[0]))
    choices = ", ".join(t.label for t in legal)
    raise IllegalAction(
        f"{quote(action.kind.replace('_', ' '))} is not a move {whose} can make now; "
        f"the choices are: {choices}."
    )
