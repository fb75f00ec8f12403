"""The judge: who wins a showdown among hands typed in, for any game, by the comparison every
game's showdown uses (:mod:`pokerrules.table.showdown`), in sentences. The game is given as its
declaration (:func:`judge_game`, :func:`judged_game`); :mod:`pokerrules.lookup.judging` takes
its id instead.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, cast

from pokerrules.core.cards import Card, parse
from pokerrules.core.errors import BadCard, BadRequest
from pokerrules.table.game import Variant
from pokerrules.table.judge_box import max_hands
from pokerrules.table.showdown import PartResult, compare, in_words

#: No game compares more hands than this (each game's own limit is
#: :func:`pokerrules.table.judge_help.max_hands`, as many as it seats unless it says otherwise).
MAX_HANDS = 26


def judge_game(variant: Variant, hands: object, options: object = None,
               shared: object = "") -> dict[str, Any]:
    """Who wins each part of the pot among ``hands`` (each a string of cards such as
    ``"As Kd 5c 9h 9s"``) under the game's rules and the chosen options. Each part also gives,
    for every hand, what its cards alone do not say (``notes``: "3♠ counts as a king").

    Bad cards, a wrong number of cards (on the board too), or a card held twice in a one-deck
    game (on the board and in a hand too) raise
    :class:`~pokerrules.core.errors.BadCard`; an unknown option raises its own coded error.
    """
    return in_json(judged_game(variant, hands, options, shared))


def in_json(found: Judged) -> dict[str, Any]:
    """The judge's reply for results found by :func:`judged`."""
    return {"variant": found.variant, "options": found.options,
            "parts": [{**r.to_json(), "notes": [list(v.notes) if v is not None else []
                                                for v in r.values]} for r in found.results],
            "text": [_sentence(r) for r in found.results]}


@dataclass(frozen=True)
class Judged:
    """The judge's results before they are put in words: the game, the resolved options, the
    hands as cards, and each part's :class:`~pokerrules.table.showdown.PartResult`."""

    variant: str
    options: dict[str, str]
    hands: tuple[tuple[Card, ...], ...]
    results: tuple[PartResult, ...]


def judged_game(variant: Variant, hands: object, options: object = None,
                shared: object = "") -> Judged:
    """What :func:`judge_game` decides, as results (for the words of the drill and the lessons).
    ``shared``: cards every hand plays with after its own (a board, held once in the deck), in a
    game that deals one (``Variant.board_cards``): exactly that many cards, or none (each hand
    then holds a board of its own after its own cards)."""
    if variant.showdown_parts is None:
        raise BadRequest(f"{variant.name} has no showdown between players to judge.")
    if not isinstance(hands, list) or not 1 <= len(hands) <= MAX_HANDS:
        raise BadRequest(f"Give the cards of 1 to {MAX_HANDS} hands, one string of cards each.")
    most = max_hands(variant)
    if len(hands) > most:  # more hands than the game has players: cards that do not fit it
        raise BadCard(f"Give at most {most} hands: a {variant.name} showdown has at most {most} "
                      f"players, not {len(hands)}.")
    resolved = variant.resolve_options(cast("dict[str, object] | None", options))  # checked there
    board = _board(variant, shared)
    parsed: list[tuple[Card, ...]] = []
    low, high = variant.showdown_cards
    for number, text in enumerate(hands, start=1):
        if not isinstance(text, str) or len(text) > 200:
            raise BadCard(f"Hand {number} must be cards written as text, such as 'As Kd 5c'.")
        cards = parse(text) + board
        if not low <= len(cards) <= high:
            raise BadCard(_wrong_size(variant, number, len(cards) - len(board), len(board)))
        parsed.append(cards)
    deck = Counter(variant.deck_for(resolved))
    held = Counter(c for cards in parsed for c in cards[:len(cards) - len(board)])
    held.update(board)
    for card, count in held.items():
        if count > deck[card]:
            raise BadCard(f"{card.short} is {_where(card, parsed, board)}, but the deck has "
                          f"only {_copies(deck[card])}." if deck[card] else
                          f"There is no {card.short} in the {variant.name} deck.")
    if variant.showdown_verdict is not None:
        results: list[PartResult] = variant.showdown_verdict(resolved, parsed)
    else:
        results = compare(variant.showdown_parts(resolved), parsed)
    return Judged(variant.id, resolved, tuple(parsed), tuple(results))


def _board(variant: Variant, shared: object) -> tuple[Card, ...]:
    """The board typed once (``shared``), checked: as many cards as the game deals to the
    middle, or none at all (each hand then holds its board after its own cards)."""
    if shared is None or shared == "":
        return ()
    if not isinstance(shared, str) or len(shared) > 200:
        raise BadCard("The board must be cards written as text, such as 'As Kd 5c'.")
    if not variant.board_cards:
        raise BadCard(f"{variant.name} deals no board: give each hand all its cards.")
    try:
        board = parse(shared)
    except BadCard as error:
        raise BadCard(f"The board: {error}") from None
    if len(board) != variant.board_cards:
        raise BadCard(f"The board has {_cards(len(board))}; a {variant.name} board has "
                      f"{_cards(variant.board_cards)}.")
    return board


def _wrong_size(variant: Variant, number: int, own: int, board: int) -> str:
    """Why hand ``number`` (``own`` cards typed, with a board of ``board`` cards) does not fit."""
    low, high = variant.showdown_cards
    if board:
        return (f"Hand {number} has {_cards(own)} of its own; with the board, a {variant.name} "
                f"hand has {_cards(low - board)} of its own." if low == high else
                f"Hand {number} has {_cards(own)} of its own; with the board, a {variant.name} "
                f"hand has {low - board} to {high - board} of its own.")
    return (f"Hand {number} has {_cards(own)}; a {variant.name} hand at the showdown has "
            f"{low} to {high}." if low != high else
            f"Hand {number} has {_cards(own)}; a {variant.name} hand has {_cards(low)}.")


def _cards(count: int) -> str:
    """``1`` -> ``"1 card"``, ``3`` -> ``"3 cards"``."""
    return f"{count} card" + ("" if count == 1 else "s")


def listed(numbers: Sequence[int]) -> str:
    """``[1, 2, 3]`` -> ``"1, 2 and 3"``."""
    words = [str(n) for n in numbers]
    return ", ".join(words[:-1]) + " and " + words[-1] if len(words) > 1 else "".join(words)


def hands_named(indices: Sequence[int]) -> str:
    """Hands by their 0-based indices, counted from 1: ``"hand 2"``, ``"hands 1, 2 and 3"``."""
    return ("hand " if len(indices) == 1 else "hands ") + listed([i + 1 for i in indices])


def _times(count: int) -> str:
    return {1: "once", 2: "twice"}.get(count, f"{_copies(count)} times")


def _where(card: Card, hands: Sequence[Sequence[Card]], board: Sequence[Card] = ()) -> str:
    """Where a card held too often is: ``"twice in hand 1"``, ``"in hands 1, 2 and 3"``,
    ``"twice in hand 1 and once in hand 3"``, ``"on the board and in hand 2"`` (each hand's
    cards are its own, then the ``board`` every hand shares)."""
    own = [list(cards)[:len(cards) - len(board)] for cards in hands]
    counts = [(i, cards.count(card)) for i, cards in enumerate(own) if card in cards]
    on_board = list(board).count(card)
    if not counts:
        return f"{_times(on_board)} on the board"
    if all(n == 1 for _, n in counts):
        where = "in " + hands_named([i for i, _ in counts])
    else:
        spots = [f"{_times(n)} in hand {i + 1}" for i, n in counts]
        where = ", ".join(spots[:-1]) + " and " + spots[-1] if len(spots) > 1 else spots[0]
    if not on_board:
        return where
    return f"{'' if on_board == 1 else _times(on_board) + ' '}on the board and {where}"


def _copies(count: int) -> str:
    """``1`` -> ``"one"``: how many of a card a deck holds, in words."""
    return {1: "one", 2: "two", 3: "three", 4: "four"}.get(count, str(count))


def _sentence(result: PartResult) -> str:
    """``"High: hand 2 wins with a flush, king high."`` in plain words."""
    if not result.winners:
        return f"{result.part.capitalize()}: {result.nobody or 'no hand qualifies'}."
    names = hands_named(result.winners)
    value = result.values[result.winners[0]]
    assert value is not None
    verb = result.verbs[0] if len(result.winners) == 1 else result.verbs[1]
    return f"{result.part.capitalize()}: {names} {verb} with {in_words(value)}."
