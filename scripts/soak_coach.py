"""The coach answers at every decision: seeded random hands of every game, with ``odds`` asked
through the facade at each decision of one seat of each hand (the reader).

    .venv/bin/python scripts/soak_coach.py                       # 200 hands of every game
    .venv/bin/python scripts/soak_coach.py --hands 5 --games give-me-five,mus
    .venv/bin/python scripts/soak_coach.py --hands 20 --decisions 4 --samples 2

Each hand is dealt with a seed, a number of seats, house rules and a reader's seat drawn from
a ``random.Random`` seeded by the game and the hand's number (``--seat`` fixes the reader), and
played by random legal moves for every seat (a move chosen among the coach's concrete moves of
the decision). At each of the reader's decisions (up to ``--decisions`` a hand, all of them by
default) the history so far, with the reader as its one person, is sent to the facade as
``{"op": "odds", "history": H, "seat": reader, "samples": n}``. (A reader other than seat 0
reaches the decisions seat 0 never has, such as a secret pass after others have chosen.) It prints JSON
counts ``{"hands", "decisions", "ok", "refused", "errors", "seconds", "games"}`` (each game's
with a few ``examples`` of its errors; each game's line goes to stderr as it is done) and exits
non-zero on any error. A refusal because the
deck holds a card twice (:data:`TWICE`) is counted apart, under ``refused``.
``tests/coach/test_coach_answers.py`` runs a small part of it through :func:`soak_game`.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pokerrules.api import handle  # noqa: E402
from pokerrules.coach.play import moves  # noqa: E402
from pokerrules.coach.worlds import places  # noqa: E402
from pokerrules.lookup.history import to_json  # noqa: E402
from pokerrules.lookup.registry import get, variants  # noqa: E402
from pokerrules.table.game import Variant  # noqa: E402
from pokerrules.table.state import State  # noqa: E402

#: The longest hand played, in actions.
MOST_ACTIONS = 400
#: How many failing decisions of each game are kept as examples.
EXAMPLES = 3
#: The one refusal counted apart: the coach weighs no game whose deck holds a card twice (two
#: jokers alike), since its worlds swap cards by value (:func:`pokerrules.coach.worlds.places`).
TWICE = "a card twice in the deck"


@dataclass
class Counts:
    """What one game's hands gave."""

    hands: int = 0
    decisions: int = 0
    ok: int = 0
    #: Refused because the deck holds a card twice (:data:`TWICE`), apart from the errors.
    twice: int = 0
    errors: Counter[str] = field(default_factory=Counter)
    examples: list[dict[str, Any]] = field(default_factory=list)
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {"hands": self.hands, "decisions": self.decisions, "ok": self.ok,
                "refused": {TWICE: self.twice} if self.twice else {},
                "errors": dict(self.errors), "examples": self.examples,
                "seconds": round(self.seconds, 2)}


def deal(variant: Variant, number: int) -> tuple[State, int, random.Random]:
    """Hand ``number`` of ``variant`` and its reader: its seed, seats, house rules and reader
    drawn from a generator seeded by the game and the number, which then draws the moves."""
    rng = random.Random(f"{variant.id}:{number}")
    seats = rng.randint(variant.min_seats, variant.max_seats)
    options = {option.name: rng.choice(option.choices).value
               for option in variant.options if option.choices}
    state = variant.new(rng.randrange(2**31), options=options, seats=seats)
    return state, rng.randrange(seats), rng


def ask(state: State, reader: int, samples: int) -> dict[str, Any]:
    """The facade's ``odds`` reply for ``reader`` at ``state``, the reader its one person."""
    history = dict(to_json(state))
    actions = history.pop("actions")
    history.pop("people", None)
    history = {**history, "people": [reader], "actions": actions}  # people before actions
    request = {"op": "odds", "history": history, "seat": reader, "samples": samples}
    reply: dict[str, Any] = json.loads(handle(json.dumps(request)))
    return reply


def soak_game(game: str, hands: int, samples: int = 2, decisions: int | None = None,
              first: int = 0, seat: int | None = None) -> Counts:
    """Hands ``first`` to ``first + hands - 1`` of ``game``, ``odds`` asked at each of the
    reader's decisions (at most ``decisions`` a hand); ``seat`` fixes the reader (a seat the
    hand has; otherwise the hand's own is used)."""
    variant = get(game)
    counts = Counts()
    started = time.perf_counter()
    for number in range(first, first + hands):
        state, reader, rng = deal(variant, number)
        if seat is not None and seat < state.table.seats:
            reader = seat
        counts.hands += 1
        asked = 0
        while not state.is_over and len(state.actions) < MOST_ACTIONS:
            if state.to_act == reader and (decisions is None or asked < decisions):
                asked += 1
                reply = ask(state, reader, samples)
                counts.decisions += 1
                if reply["ok"]:
                    counts.ok += 1
                elif reply["error"]["code"] == "bad-request" and places(state, reader) is None:
                    counts.twice += 1
                else:
                    code = reply["error"]["code"]
                    counts.errors[code] += 1
                    if len(counts.examples) < EXAMPLES:
                        counts.examples.append({
                            "hand": number, "seats": state.table.seats, "reader": reader,
                            "options": dict(state.table.options), "actions": len(state.actions),
                            "code": code, "message": reply["error"]["message"][:300]})
            state.apply(rng.choice(moves(state.legal_actions())))
    counts.seconds = time.perf_counter() - started
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=200, help="hands of every game (200)")
    parser.add_argument("--games", default="", help="game ids, comma-separated (every game)")
    parser.add_argument("--samples", type=int, default=2, help="worlds sampled a decision (2)")
    parser.add_argument("--decisions", type=int, default=None,
                        help="at most this many of the reader's decisions a hand (every one)")
    parser.add_argument("--first", type=int, default=0, help="the number of the first hand (0)")
    parser.add_argument("--seat", type=int, default=None,
                        help="the reader's seat, counted from 0 (drawn for each hand)")
    args = parser.parse_args(argv)
    games = [g for g in args.games.split(",") if g] or [v.id for v in variants()]
    started = time.perf_counter()
    per_game = {}
    for game in games:
        per_game[game] = counts = soak_game(game, args.hands, args.samples, args.decisions,
                                            args.first, args.seat)
        print(json.dumps({game: counts.to_json()}), file=sys.stderr, flush=True)  # progress
    errors: Counter[str] = Counter()
    for counts in per_game.values():
        errors.update(counts.errors)
    print(json.dumps({
        "hands": sum(c.hands for c in per_game.values()),
        "decisions": sum(c.decisions for c in per_game.values()),
        "ok": sum(c.ok for c in per_game.values()),
        "refused": {TWICE: sum(c.twice for c in per_game.values())},
        "errors": dict(errors),
        "seconds": round(time.perf_counter() - started, 1),
        "games": {g: c.to_json() for g, c in per_game.items()},
    }, indent=1))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
