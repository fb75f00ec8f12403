"""What the coaches of games played as matches share: where a world played on by the bots has
gone far enough (the deal moved on), each seat's cards in the deal a world started in, read back
after the next deal was dealt, and how many such worlds to draw by default.
"""

from __future__ import annotations

from typing import Any

from pokerrules.core.cards import Card, parse_card

#: How many worlds a coach draws by default when each is played on by the bots through the rest
#: of a round or deal: fewer than a coach that reads its worlds at once (ask for more to refine).
PLAYED_ON = 100


def deal_moved_on(start: Any, now: Any) -> bool:
    """Whether the match ``now`` is past the deal it was in at ``start`` (or over)."""
    return bool(now.is_over or now.turn != start.turn)


def deal_hands(start: Any, now: Any, size: int | None = None) -> list[list[Card]]:
    """Each seat's cards (the first ``size`` of them, or all) in the deal of ``start``, as the
    world ``now`` dealt them: its hands while that deal goes on, else what each seat saw of its
    own hand when the deal ended (the last finished deal; each seat always sees its own hand)."""
    if now.turn == start.turn:
        return [list(hand[:size]) for hand in now.hands]
    assert now.last_deal is not None and now.last_deal.number == start.turn
    return [[parse_card(c["code"]) for c in now.last_deal.hands[seat][seat]["cards"]][:size]
            for seat in range(now.table.seats)]
