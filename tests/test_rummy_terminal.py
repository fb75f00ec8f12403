"""The terminal shows a rummy hand sorted (issue 18, point 20: "Rumino hands are not sorted"):
suit by suit, aces low, jokers last, as the view's cards come."""

from __future__ import annotations

import io
import re

import pytest

from pokerrules.cli.terminal import Session
from pokerrules.core.cards import parse
from pokerrules.kits.rummy.table import sort_key
from pokerrules.lookup.registry import get
from pokerrules.table.agents import make_bot

#: The reader's hand line: "  You (seat 1) · dealer [190 chips]: [9♣] [K♦] ...  (Melds: ...)".
_HAND_LINE = re.compile(r"^\s*You \(seat 1\)[^:]*: (.*?)(?:  \(|$)")


def _my_hands(game: str, seed: int, answers: list[str]) -> list[list[str]]:
    """The reader's hand each time the terminal shows it, as card codes (the answers typed,
    then quit)."""
    variant = get(game)
    text = io.StringIO()
    queue = list(answers)
    playing = Session(variant, make_bot(variant), lambda line: print(line, file=text),
                      lambda prompt: queue.pop(0) if queue else "quit")
    playing.run(seed, lambda: seed)
    shown = []
    for line in text.getvalue().splitlines():
        found = _HAND_LINE.match(line)
        if found:
            shorts = found.group(1).replace("[", "").replace("]", "").replace("10", "T").split()
            shown.append([_code(s) for s in shorts])
    return shown


def _code(short: str) -> str:
    short = short.rstrip("*+~")  # the terminal's marks after a card
    if short == "🃏":
        return "Jk"
    suit = {"♣": "c", "♦": "d", "♥": "h", "♠": "s"}[short[-1]]
    return short[:-1] + suit


@pytest.mark.parametrize(("game", "answers"), [
    ("rumino", ["stock"]),  # seven cards, then eight after the draw
    ("pif-paf", ["check", "call", "draw"]),
])
def test_the_terminal_shows_the_readers_rummy_hand_sorted(game: str, answers: list[str]) -> None:
    unsorted_deals = 0
    for seed in (3, 4, 5):
        dealt = get(game).new(seed, {}, None).hands[0]  # type: ignore[attr-defined]
        unsorted_deals += dealt != sorted(dealt, key=sort_key)
        shown = _my_hands(game, seed, answers)
        assert len(shown) >= 2, "the terminal did not show the reader's hand after a move"
        assert sorted(parse(" ".join(shown[0]))) == sorted(dealt)  # the cards dealt...
        for hand in shown:
            cards = list(parse(" ".join(hand)))
            assert cards == sorted(cards, key=sort_key), f"{game} seed {seed}: {hand} is not sorted"
    assert unsorted_deals  # ...which the deal left unsorted, so the check can fail
