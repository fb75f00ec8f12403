"""The coach's figures in words, for the table and the terminal alike."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pokerrules.coach.model import Coach
from pokerrules.core.actions import Action

_NAMES = {"ev": "chips against this table", "share": "pot share if everyone stays",
          "points": "points"}


@dataclass(frozen=True)
class Weighed:
    """One move's figures: means, and (sampled) standard errors."""

    action: Action
    means: dict[str, float]
    errors: dict[str, float]


def model_sentence(unseen: int, later: str) -> str:
    cards = "the card you cannot see lies" if unseen == 1 else \
        f"the {unseen} cards you cannot see lie"
    return f"Assumed: {cards} in any order, each order equally likely, and {later}."


def name_of(coach: Coach, figure: str) -> str:
    return coach.names.get(figure) or _NAMES.get(figure) or figure.replace("_", " ")


def figure_words(coach: Coach, figure: str, value: float, error: float | None) -> str:
    """``high 41%``, ``over 27: 35%``, ``deadwood 12``, ``chips +1.5``."""
    name = name_of(coach, figure)
    sep = ": " if any(ch.isdigit() for ch in name) else " "
    if figure in ("ev", "share"):
        text = f"{name} {value:+.1f}" if abs(value) >= 0.05 else f"{name} 0"
    elif figure in coach.numbers or figure == "points":
        text = f"{name}{sep}{value:g}" if value == int(value) else f"{name}{sep}{value:.1f}"
    else:
        text = f"{name}{sep}{round(100 * value)}%"
    if error:
        spread = f"{round(100 * error)}%" if figure not in coach.numbers and figure not in _NAMES \
            else f"{error:.1f}"
        text += f" ±{spread}"
    return text


def order_of(coach: Coach, names: set[str]) -> list[str]:
    first = [n for n in coach.first if n in names]
    rest = sorted(n for n in names if n not in first and n not in ("ev", "share", "points"))
    tail = [n for n in ("points", "share", "ev") if n in names]
    return first + rest + tail


def describe(coach: Coach, weighed: list[Weighed]) -> dict[str, Any]:
    names = {name for move in weighed for name in move.means}
    order = order_of(coach, names)
    words = [" · ".join(figure_words(coach, n, m.means[n], m.errors.get(n)) for n in order
                        if n in m.means) for m in weighed]
    head = {"figures": [{"name": n, "words": name_of(coach, n),
                         "chance": n not in coach.numbers and n not in _NAMES} for n in order]}
    return {"head": head, "words": words}
