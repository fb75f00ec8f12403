"""What the "Judge a showdown" box says for one game: how to type a hand, how many cards it
holds, what counts, how many hands may be compared, and two example hands that can be judged.

A game may declare a :class:`JudgeHelp` (``Variant.judge_help``) for what only it knows (Mus's
turn order, Jubilee's one card onto a running total, Twenty-Five's trick); everything it leaves
out is derived from the game's deck, its showdown hand size and its rankings. The same words
reach the page's box (rendered into the page by ``pokerrules.pages.docs_tables``), the ``describe``
op (``"judge"``) and the no-JavaScript fallback, which prints a command that runs.

>>> from pokerrules.lookup.registry import get
>>> box = judge_box(get("ten-card-stud"))
>>> box["max_hands"], box["examples"]
(5, ['As Kd Qc Jh 9s', '2c 3d 4h 5s 7c'])
>>> command(get("ten-card-stud"))
'python -m pokerrules judge ten-card-stud "As Kd Qc Jh 9s" "2c 3d 4h 5s 7c"'

A game whose declaration deals common cards (``Variant.board_cards``) takes the board once, in
a box of its own, and each hand's own cards; its examples share one board:

>>> box = judge_box(get("spit-in-the-ocean"))
>>> box["board"], box["examples"], box["board_example"]
(1, ['As Kd Qc Jh', '2c 3d 4h 5s'], 'Kh')
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from pokerrules.core.cards import Card, parse
from pokerrules.table.game import Variant
from pokerrules.table.judge_help import JudgeHelp

#: Cards to take example hands from: varied, so that two hands rarely tie.
_EXAMPLE_CARDS = ("As Kd Qc Jh 9s 8c 7d 6h 5s 4c", "2c 3d 4h 5s 7c 8d 9h Tc Js Qd")
#: Cards to take an example board from, where the game declares none.
_BOARD_CARDS = "Kh Td 6c 3s 8h Ac Qh 4d 9c 2s"
_RANK_ORDER = "A23456789TJQK"


def _help(variant: Variant) -> JudgeHelp:
    return variant.judge_help if variant.judge_help is not None else JudgeHelp()


def max_hands(variant: Variant) -> int:
    """How many hands the judge compares at most for this game."""
    return _help(variant).max_hands or variant.max_seats


def _ranks(deck: tuple[Card, ...]) -> str:
    """The ranks a deck holds, as typed: ``"2-9, T or 10, J, Q, K, A"`` for a full deck,
    ``"A, 2-7, J, Q, K"`` for a Spanish one."""
    held = {c.rank for c in deck if not c.is_joker}
    numbers = [r for r in range(2, 10) if r in held]
    words: list[str] = []
    if 14 in held and 2 in held and 9 not in held:
        words.append("A")
    run: list[int] = []
    for r in [*numbers, None]:
        if r is not None and (not run or r == run[-1] + 1):
            run.append(r)
            continue
        if run:
            words.append(f"{run[0]}\u2013{run[-1]}" if len(run) > 2 else ", ".join(map(str, run)))
        run = [r] if r is not None else []
    if 10 in held:
        words.append("T or 10")
    words += [ch for rank, ch in ((11, "J"), (12, "Q"), (13, "K")) if rank in held]
    if 14 in held and words[0] != "A":
        words.append("A")
    return ", ".join(words)


def _decks(variant: Variant) -> list[tuple[Card, ...]]:
    """The decks the game may be played with: the default one, and each option's choice's."""
    base = variant.deck_for(variant.resolve_options({}))
    if variant.options_deck is None:
        return [base]
    out = [base]
    for option in variant.options:
        for choice in option.choices:
            deck = variant.deck_for(variant.resolve_options({option.name: choice.value}))
            if deck not in out:
                out.append(deck)
    return out


def _deck_words(variant: Variant) -> str:
    """How to type a card, from the game's deck: its ranks, the joker, copies of a card."""
    decks = _decks(variant)
    deck = decks[0]
    example = " ".join(_examples(variant)[0].split()[:min(3, _own(variant)[0])])
    suits = [s for s in "shdc" if any(c.suit == s for c in deck)]
    whose = "each player's own cards" if variant.board_cards else "each player's cards"
    text = (f"Type {whose}, separated by spaces: a rank ({_ranks(deck)}) followed by "
            f"a suit ({', '.join(suits[:-1])} or {suits[-1]}), such as {example}.")
    if variant.board_cards:
        text += (" Type the board once, in its own box: "
                 + ("its card belongs" if variant.board_cards == 1 else
                    f"its {_count(variant.board_cards)} belong") + " to every hand.")
    plain = len({c for c in deck if not c.is_joker})
    if plain != 52:
        text += f" The {variant.name} deck has {plain} different cards."
    if any(c.is_joker for c in deck):
        text += " Type a joker as Jk."
    elif any(c.is_joker for d in decks for c in d):
        text += " When the house rules add jokers, type a joker as Jk."
    copies = set(Counter(c for c in deck if not c.is_joker).values())
    if copies == {2}:
        text += " The deck holds two of each card, so a card may be in two hands."
    elif max(copies) > 1:
        text += " The deck holds some cards twice, so such a card may be in two hands."
    return text


def _own(variant: Variant) -> tuple[int, int]:
    """How many cards of its own a hand has at the showdown, the board apart."""
    low, high = variant.showdown_cards
    return max(1, low - variant.board_cards), max(1, high - variant.board_cards)


def _count(cards: int) -> str:
    """``1`` -> ``"one card"``, ``5`` -> ``"five cards"``."""
    word = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}.get(cards, str(cards))
    return f"{word} card{'s' if cards > 1 else ''}"


def _derived_text(variant: Variant) -> str:
    """What a hand is and what counts, from the showdown's hand size and its rankings."""
    low, high = _own(variant)
    board = f" of its own, and plays with the board's {_count(variant.board_cards)}" \
        if variant.board_cards else ""
    size = f"A hand has {_count(low)}{board}." if low == high else (
        f"A hand has {low} {'or' if high == low + 1 else 'to'} {high} cards{board}: all the "
        "cards the player holds at the showdown.")
    assert variant.showdown_parts is not None
    parts = variant.showdown_parts(variant.resolve_options({}))
    said: list[str] = []
    for name, ranking in parts:
        words = ranking.describe() if hasattr(ranking, "describe") else ""
        if not words:
            continue
        words = words.rstrip(".")
        said.append(f"{name.capitalize()}: {words}." if len(parts) > 1 else
                    words[0].upper() + words[1:] + ".")
        count = getattr(ranking, "count", None)
        values = count.describe() if count is not None and hasattr(count, "describe") else ""
        if values and values[0].upper() + values[1:] not in said:
            said.append(values[0].upper() + values[1:])
    return " ".join([size, *said])


def _examples(variant: Variant) -> list[str]:
    declared = _help(variant).examples
    if declared:
        return list(declared)
    low, high = _own(variant)
    size = min(max(low, 5), high) if not variant.board_cards else low
    deck = set(variant.deck_for(variant.resolve_options({})))
    out = []
    for row in _EXAMPLE_CARDS:
        cards = [c for c in parse(row) if c in deck]
        out.append(" ".join(c.code for c in cards[:size]))
    return out


def board_example(variant: Variant) -> str:
    """An example board that judges with the example hands (``""`` in a game without one): the
    game's own, or cards of its deck that no example hand holds."""
    if not variant.board_cards:
        return ""
    declared = _help(variant).board
    if declared:
        return declared
    deck = set(variant.deck_for(variant.resolve_options({})))
    held = {c for hand in _examples(variant) for c in parse(hand)}
    cards = [c for c in parse(_BOARD_CARDS) if c in deck and c not in held]
    return " ".join(c.code for c in cards[:variant.board_cards])


def help_text(variant: Variant) -> str:
    """The box's help: how to type cards (from the deck), then the game's own words about a
    hand and what counts, or words derived from its hand size and rankings."""
    return f"{_deck_words(variant)} {_help(variant).text or _derived_text(variant)}"


def judge_box(variant: Variant) -> dict[str, Any]:
    """Everything the judge box needs from the game, as JSON (the ``describe`` op's
    ``"judge"``)."""
    return {"help": help_text(variant), "max_hands": max_hands(variant),
            "examples": _examples(variant), "board": variant.board_cards,
            "board_example": board_example(variant), "command": command(variant)}


def command(variant: Variant) -> str:
    """A command line that judges the example hands (the page's no-JavaScript fallback), with
    the example board once (``--board``) in a game that deals one."""
    hands = " ".join(f'"{hand}"' for hand in _examples(variant))
    board = f' --board "{board_example(variant)}"' if variant.board_cards else ""
    return f"python -m pokerrules judge {variant.id}{board} {hands}"
