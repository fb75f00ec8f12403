"""The coach's figures in words, for the table and the terminal alike."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pokerrules.core.actions import Action
from pokerrules.table.coaching.model import Coach

_NAMES = {"ev": "chips against this table", "share": "pot share if everyone stays",
          "points": "points"}


@dataclass(frozen=True)
class Weighed:
    """One move's figures: means, and (sampled) standard errors."""

    action: Action
    means: dict[str, float]
    errors: dict[str, float]


#: What each of the general figures means, for the legend beside the figures.
_MEANS = {
    "ev": "the chips you can expect to win or lose by the end of the hand if the others play as "
          "this table's bots do, and your own later moves too",
    "share": "your share of the pot as it would stand if nobody folded or raised from here on",
    "points": "the points you can expect to gain by the end of the deal",
}
#: The plain sentence of a game whose figures are counted without dealing the unseen cards.
DIRECT_PLAIN = ("The coach counts every possibility exactly, knowing only your cards and the "
                "cards on view.")
#: How play goes on in the play "against this table", for the exact statement.
AGAINST = ("for the chips against this table, every later choice, bets and folds included and "
           "yours too, is made as the table's bots make it")


def model_sentence(unseen: int, later: str, chips: bool = False) -> str:
    """The exact statement of what the figures assume."""
    cards = "the card you cannot see lies" if unseen == 1 else \
        f"the {unseen} cards you cannot see lie"
    against = f"; {AGAINST}" if chips else ""
    return f"Assumed: {cards} in any order, each order equally likely, and {later}{against}."


def plain_sentence(chips: bool) -> str:
    """The model in one sentence for a newcomer."""
    who = "the others" if chips else "everyone"
    return ("The coach knows only your cards and the cards on view: it deals the cards you "
            f"cannot see at random, many times over, and plays each deal out with {who} playing "
            "as this table's bots do.")


def legend(coach: Coach, weighed: list[Weighed], parts: list[str]) -> dict[str, str]:
    """What each figure shown means, in a short phrase (the game's own words first); ``parts``
    are the parts of the pot in the game."""
    names = sorted({name for move in weighed for name in move.means})
    out = {}
    for name in names:
        if name in coach.means:
            out[name] = coach.means[name]
        elif name in _MEANS:
            out[name] = _MEANS[name]
        elif name in coach.names and name not in coach.numbers:
            out[name] = f"the chance {coach.names[name]}"
        elif name in parts:
            out[name] = "the chance you win the pot (a tie counts as a share)" if parts == [name] \
                else f"the chance you win the {name} part of the pot (a tie counts as a share)"
        else:
            out[name] = name_of(coach, name)
    return out


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


def describe(coach: Coach, weighed: list[Weighed],
             means: dict[str, str] | None = None) -> dict[str, Any]:
    names = {name for move in weighed for name in move.means}
    order = order_of(coach, names)
    words = [" · ".join(figure_words(coach, n, m.means[n], m.errors.get(n)) for n in order
                        if n in m.means) for m in weighed]
    head = {"figures": [{"name": n, "words": name_of(coach, n),
                         "chance": n not in coach.numbers and n not in _NAMES,
                         "means": (means or {}).get(n, name_of(coach, n))} for n in order]}
    return {"head": head, "words": words}
