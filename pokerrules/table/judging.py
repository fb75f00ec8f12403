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


def judge_game(variant: Variant, hands: object, options: object = None, shared: str = "") -> dict[str, Any]:
    """Who wins each part of the pot among ``hands`` (each a string of cards such as
    ``"As Kd 5c 9h 9s"``) under the game's rules and the chosen options. Each part also gives,
    for every hand, what its cards alone do not say (``notes``: "3♠ counts as a king").

    Bad cards, a wrong number of cards, or a card held twice in a one-deck game raise
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
                shared: str = "") -> Judged:
    """What :func:`judge_game` decides, as results (for the words of the drill and the lessons).
    ``shared``: cards every hand plays with after its own (a board, held once in the deck)."""
    if variant.showdown_parts is None:
        raise BadRequest(f"{variant.name} has no showdown between players to judge.")
    if not isinstance(hands, list) or not 1 <= len(hands) <= MAX_HANDS:
        raise BadRequest(f"Give the cards of 1 to {MAX_HANDS} hands, one string of cards each.")
    most = max_hands(variant)
    if len(hands) > most:  # more hands than the game has players: cards that do not fit it
        raise BadCard(f"Give at most {most} hands: a {variant.name} showdown has at most {most} "
                      f"players, not {len(hands)}.")
    resolved = variant.resolve_options(cast("dict[str, object] | None", options))  # checked there
    parsed: list[tuple[Card, ...]] = []
    low, high = variant.showdown_cards
    board = parse(shared) if shared else ()
    for number, text in enumerate(hands, start=1):
        if not isinstance(text, str) or len(text) > 200:
            raise BadCard(f"Hand {number} must be cards written as text, such as 'As Kd 5c'.")
        cards = parse(text) + board
        if not low <= len(cards) <= high:
            raise BadCard(f"Hand {number} has {_cards(len(cards))}; a {variant.name} hand at the "
                          f"showdown has {low} to {high}." if low != high else
                          f"Hand {number} has {_cards(len(cards))}; a {variant.name} hand has "
                          f"{_cards(low)}.")
        parsed.append(cards)
    deck = Counter(variant.deck_for(resolved))
    held = Counter(c for cards in parsed for c in cards[:len(cards) - len(board)])
    held.update(board)
    for card, count in held.items():
        if count > deck[card]:
            raise BadCard(f"{card.short} is {_where(card, parsed)}, but the deck has "
                          f"only {_copies(deck[card])}." if deck[card] else
                          f"There is no {card.short} in the {variant.name} deck.")
    if variant.showdown_verdict is not None:
        results: list[PartResult] = variant.showdown_verdict(resolved, parsed)
    else:
        results = compare(variant.showdown_parts(resolved), parsed)
    return Judged(variant.id, resolved, tuple(parsed), tuple(results))


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


def _where(card: Card, hands: Sequence[Sequence[Card]]) -> str:
    """Where a card held too often is: ``"twice in hand 1"``, ``"in hands 1, 2 and 3"``,
    ``"twice in hand 1 and once in hand 3"``."""
    counts = [(i, list(cards).count(card)) for i, cards in enumerate(hands) if card in cards]
    if all(n == 1 for _, n in counts):
        return "in " + hands_named([i for i, _ in counts])
    spots = [f"{_times(n)} in hand {i + 1}" for i, n in counts]
    return ", ".join(spots[:-1]) + " and " + spots[-1] if len(spots) > 1 else spots[0]


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
