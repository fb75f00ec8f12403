"""Actions a seat can take, and the templates that describe the legal ones."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pokerrules.errors import IllegalAction


@dataclass(frozen=True, slots=True)
class Action:
    """One move: ``Action("fold")`` or ``Action("ante", 5)``."""

    kind: str
    amount: int | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        if self.amount is not None:
            data["amount"] = self.amount
        return data

    @classmethod
    def from_json(cls, data: object) -> Action:
        if isinstance(data, Action):
            return data
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise IllegalAction(
                'An action must look like {"kind": "fold"} or {"kind": "ante", "amount": 5}.'
            )
        extra = set(data) - {"kind", "amount", "seat"}
        if extra:
            raise IllegalAction(f"An action has no field {sorted(extra)[0]!r}.")
        amount = data.get("amount")
        if amount is not None and (not isinstance(amount, int) or isinstance(amount, bool)):
            raise IllegalAction(f"An amount must be a whole number of chips, not {amount!r}.")
        return cls(data["kind"], amount)


@dataclass(frozen=True, slots=True)
class Template:
    """A legal action as the UI draws it; ``low``/``high`` bound an amount if there is one."""

    kind: str
    label: str
    low: int | None = None
    high: int | None = None
    default: int | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "label": self.label}
        if self.low is not None:
            data.update(min=self.low, max=self.high, default=self.default)
        return data

    def admits(self, action: Action) -> bool:
        if action.kind != self.kind:
            return False
        if self.low is None:
            return action.amount is None
        return action.amount is not None and self.low <= action.amount <= (self.high or 0)


def check_legal(action: Action, legal: list[Template], whose: str) -> None:
    """Raise :class:`IllegalAction` unless one of ``legal`` admits ``action``."""
    if not legal:
        raise IllegalAction(f"No one can act now: the hand is over, so {action.kind!r} is not allowed.")
    for template in legal:
        if template.kind == action.kind:
            if template.admits(action):
                return
            if template.low is None:
                raise IllegalAction(f"{template.label} takes no amount.")
            raise IllegalAction(
                f"{template.label} must be a whole number from {template.low} to {template.high} "
                f"chips, not {action.amount}."
            )
    choices = ", ".join(t.label for t in legal)
    raise IllegalAction(
        f"{action.kind.replace('_', ' ')!r} is not a move {whose} can make now; "
        f"the choices are: {choices}."
    )
