"""What a step game's view marks on the table beyond the cards themselves.

- The cards that make a hand's best hand (``"best": true`` on a card of the view), wherever the
  game's ranking picks some of the cards it is given (the best five of seven, say): a hand of
  five cards or fewer, and a point count that adds every card, mark nothing. Only cards the
  reader sees are valued: the reader's own cards (not those dealt blind), everyone's cards once
  they are shown, and otherwise a hand's face-up cards alone, so no mark depends on a hidden card.
- A note for the reader when their hand can never win a part of the pot any more ("Over 22:
  you can only win the low half"), from the game's declared rankings (``out_of_reach``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from pokerrules.core.cards import Card
from pokerrules.core.errors import BadCard
from pokerrules.rankings.base import Ranking

if TYPE_CHECKING:
    from pokerrules.core.card_view import CardView
    from pokerrules.steps.game import StepGame

def best_indexes(ranking: Ranking, cards: Sequence[Card]) -> set[int]:
    """The positions in ``cards`` of the cards that make their best hand for ``ranking``; empty
    when the ranking uses every card (or cannot value these cards at all)."""
    if not cards:
        return set()
    try:
        used = list(ranking.evaluate(cards).used)
    except BadCard:
        return set()
    if not used or len(used) >= len(cards):
        return set()
    marks = set()
    for i, card in enumerate(cards):
        if card in used:
            used.remove(card)
            marks.add(i)
    return marks


def mark_best(shown: list[CardView], held: Sequence[Card], counted: Sequence[bool],
              ranking: Ranking, common: Sequence[Card] = ()) -> None:
    """Set ``"best": True`` on the card dicts in ``shown`` (one per card of ``held``, in order)
    that make the best hand of the cards ``counted`` marks (those the reader may see), with the
    ``common`` cards every hand uses (a board) after them."""
    positions = [i for i, seen in enumerate(counted) if seen]
    if not positions:
        return
    for k in best_indexes(ranking, [held[i] for i in positions] + list(common)):
        if k < len(positions):
            shown[positions[k]]["best"] = True


def _can_lose_cards(game: StepGame) -> bool:
    """Whether the game has a step that can take a card out of a hand (so a total may come
    down again): each step kind says whether it can."""
    return any(step.takes_cards for step in game.spec.flat_steps())


def lost_parts_note(game: StepGame, cards: Sequence[Card]) -> str | None:
    """``"Over 22: you can only win the low half"`` when ``cards`` (the reader's whole hand)
    can never win some part of the pot, whatever cards come; ``None`` otherwise."""
    if not cards or _can_lose_cards(game):
        return None
    parts = game.spec.parts()
    lost: list[str] = []
    kept: list[str] = []
    for name, ranking in parts:
        check = getattr(ranking, "out_of_reach", None)
        why = check(cards) if check is not None else None
        if why:
            lost.append(why)
        else:
            kept.append(name)
    if not lost:
        return None
    if not kept:
        return f"{lost[0]}: you can no longer win any part of the pot"
    return f"{lost[0]}: you can only win the {' or '.join(kept)} half"
