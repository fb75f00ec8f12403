"""What a game may declare about judging its showdown (:class:`JudgeHelp`,
``Variant.judge_help``): for what only it knows (Mus's turn order, Jubilee's one card onto a
running total, Twenty-Five's trick). Everything it leaves out is derived from the game's deck,
its showdown hand size and its rankings by :mod:`pokerrules.table.judge_box`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pokerrules.core.cards import Card

if TYPE_CHECKING:
    from pokerrules.core.rng import SeededRandom


@dataclass(frozen=True)
class JudgeHelp:
    """What a game says about judging its showdown; every field left empty is derived.

    ``text``: what a hand is and what counts, in the game's words (instead of the derived
    "A hand has 5 to 10 cards..." and the rankings' descriptions). ``examples``: hands that
    can be judged together with the default options. ``max_hands``: how many hands may be
    compared (by default, as many as the game seats). In a game with a board, the box takes
    the board once and each hand's own cards."""

    text: str = ""
    examples: tuple[str, ...] = ()
    max_hands: int = 0
    #: In a game that deals a board (``Variant.board_cards``): an example board, typed once,
    #: that judges together with ``examples`` (each then only a hand's own cards).
    board: str = ""
    #: How the "Who wins?" drill deals this game's hands from a shuffled deck, where 2 to 4
    #: hands of the first example's size do not fit it (:mod:`pokerrules.lessons.drill`).
    drill: Callable[[SeededRandom, tuple[Card, ...]], list[tuple[Card, ...]]] | None = None
    #: What the drill says above its hands, under given options, where the cards alone do not
    #: say how they are judged (the trump suit; the total the plays start from).
    drill_note: Callable[[Mapping[str, str]], str] | None = None
    #: Options the drill picks for each showdown where the request names none (Chaos's wild
    #: suit at the showdown), so the drill shows what the cards alone cannot.
    drill_options: Callable[[SeededRandom], Mapping[str, str]] | None = None
    #: Options the board a drill deals sets for judging its showdown, where the request names
    #: none (Spit in the Ocean's wild rank, the rank of its card in the middle).
    board_options: Callable[[tuple[Card, ...]], Mapping[str, str]] | None = None


def deal_hands(rng: SeededRandom, deck: tuple[Card, ...], fewest: int, most: int = 0, *,
               one_size: bool = False, most_hands: int = 4) -> list[tuple[Card, ...]]:
    """Hands for the "Who wins?" drill, dealt in turn from the top of ``deck``: 2 to
    ``most_hands`` of them (never more than 4), each of ``fewest`` to ``most`` cards (``fewest``
    when ``most`` is 0), or all of one size drawn once with ``one_size``. ``rng`` draws the
    number of hands first, then the sizes.

    >>> from pokerrules.core.cards import standard_deck
    >>> from pokerrules.core.rng import SeededRandom
    >>> hands = deal_hands(SeededRandom(1), standard_deck(), 2, 4)
    >>> 2 <= len(hands) <= 4 and all(2 <= len(h) <= 4 for h in hands)
    True
    """
    count = 2 + rng.below(max(1, min(4, most_hands) - 1))

    def size() -> int:
        return fewest + rng.below(most - fewest + 1) if most > fewest else fewest

    shared = size() if one_size else 0
    hands, top = [], 0
    for _ in range(count):
        cards = shared or size()
        hands.append(deck[top:top + cards])
        top += cards
    return hands
