"""Finding moments of matches for the browser tests, in Python through the package's own facade
(the page runs the same package, so the same history plays the same way there).

``match_games()`` lists the games played as matches, from the registry (a game whose view has a
``match`` object). ``moment(game, ends)`` plays matches of ``game`` (the bots for every other
seat, the reader pressing the first button of a move, as :func:`simkit.click` does) until the
reader's move ends a deal of a match of several deals (``ends="deal"``) or the match itself
(``ends="match"``), trying the default house rules first and then each other value of each
option in turn, so that a game whose default is a single deal (Jubilee) is still found.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pokerrules.api import handle_request
from pokerrules.lookup.registry import get, variants

#: The most reader moves tried in one match before another seed is taken.
MOVES = 400
SEEDS = range(1, 6)


def _ok(request: dict[str, Any]) -> dict[str, Any]:
    answer = handle_request(request)
    assert answer["ok"], answer
    return answer


def match_games() -> list[str]:
    """Every registered game played as a match (its view carries ``match``)."""
    return [v.id for v in variants()
            if "match" in _ok({"op": "new", "variant": v.id, "seed": 1})["view"]]


def click_action(template: dict[str, Any]) -> dict[str, Any] | None:
    """The action the page sends when the first button of this template's kind is pressed (as
    ``simkit.click`` presses it), or None for a template drawn as a form (amount, lists)."""
    action: dict[str, Any] = {"kind": template["kind"]}
    low, high = template.get("min"), template.get("max")
    if template.get("targets") or template.get("ranks") or (low is not None and low != high):
        return None
    if low is not None:
        action["amount"] = low
    cards = template.get("cards")
    if cards and template.get("pick"):
        action["cards"] = [c["value"] for c in cards[:max(1, template["pick"]["min"])]]
    elif cards:
        action["card"] = cards[0]["value"]
    return action


def last_deal(view: dict[str, Any]) -> int:
    deal = (view.get("match") or {}).get("last_deal")
    return deal["number"] if deal else 0


@dataclass(frozen=True)
class Moment:
    """The reader to move (``history``, ``view``, as the page keeps them), the button kind to
    press and the view the package answers with (``after``)."""

    game: str
    options: dict[str, str]
    history: dict[str, Any]
    view: dict[str, Any]
    kind: str
    after: dict[str, Any]


def _rule_sets(game: str) -> list[dict[str, str]]:
    sets: list[dict[str, str]] = [{}]
    for option in get(game).options:
        sets += [{option.name: c.value} for c in option.choices if c.value != option.default]
    return sets


def _play(game: str, options: dict[str, str], seed: int, ends: str) -> Moment | None:
    answer = _ok({"op": "new", "variant": game, "seed": seed, "options": options})
    for _ in range(MOVES):
        view = answer["view"]
        if view["result"]:
            return None
        templates = [t for t in view["legal"] if click_action(t) is not None]
        if not templates:
            return None
        # the move the page offers first if it is a plain one, else the first plain one
        template = next((t for t in templates if t.get("focus")), templates[0])
        if next(t for t in view["legal"] if t["kind"] == template["kind"]) is not template:
            return None  # the page's first button of this kind is another move
        after = _ok({"op": "act", "history": answer["history"], "action": click_action(template)})
        done = after["view"]["result"] is not None
        if (ends == "match" and done) or (ends == "deal" and not done
                                          and last_deal(after["view"]) > last_deal(view) >= 0
                                          and after["view"]["match"]["turn"] > 1):
            return Moment(game, options, answer["history"], view, template["kind"], after["view"])
        answer = after
    return None


def moment(game: str, ends: str = "deal") -> Moment | None:
    """The first moment found (see the module's docstring), or None if the game has none."""
    for options in _rule_sets(game):
        for seed in SEEDS:
            found = _play(game, options, seed, ends)
            if found is not None:
                return found
    return None
