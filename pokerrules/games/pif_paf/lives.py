"""A match of Pif Paf (Cacheta) by lives (option ``lives``): everyone stakes the ante once and
there is no betting; each player who goes out costs every other player a life (two for going out
with all ten cards, where option ``ten_cards`` allows it); a player with no lives left leaves the
match, and the last player left takes the stakes.

A saved game holds at most :data:`~pokerrules.table.state.MAX_HAND_ACTIONS` moves, so a match that
would need more ends when one more turn might not fit: the players with the most lives left share
the stakes.
"""

from __future__ import annotations

from typing import Any

from pokerrules.table.state import MAX_HAND_ACTIONS

#: The deal's state (a ``PifPafState``): named by its role, since the state's module imports
#: this one and the import graph has no cycle, not even for type checking.
PifPafState = Any


def lives_text(count: int) -> str:
    """``"1 life"``, ``"6 lives"``."""
    return f"{count} {'life' if count == 1 else 'lives'}"


def lose_lives(state: PifPafState, seat: int, cost: int) -> None:
    """``seat`` went out: every other player still in loses ``cost`` lives, and a player left
    with none leaves the match."""
    lost = "a life" if cost == 1 else f"{cost} lives"
    for other in state.active:
        if other == seat:
            continue
        state.lives[other] = max(0, state.lives[other] - cost)
        if state.lives[other]:
            state.say(other, f"lose {lost} and [have] {lives_text(state.lives[other])} left")
        else:
            state.playing[other] = False
            state.say(other, f"lose {lost} and [leave] the match with no lives left")


def out_of_moves(state: PifPafState) -> bool:
    """Whether one more turn (a draw, and a discard or going out) might not fit in a saved game,
    counting the move being made."""
    return bool(state.lives) and len(state.actions) + 3 > MAX_HAND_ACTIONS


def stakes_won(state: PifPafState) -> None:
    """The end of the match: the stakes go to the last player left or, when the match has
    reached the moves a saved game can hold, to the players with the most lives left."""
    left = [s for s in range(state.table.seats) if state.playing[s]]
    most = max(state.lives[s] for s in left)
    best = [s for s in left if state.lives[s] == most]
    stakes = state.pot
    state.share_pot(best)
    names = " and ".join(f"<{s}>" for s in best)
    why = (f"The stakes of {stakes} go to the last player left: {names}." if len(left) == 1
           else f"The match has reached the {MAX_HAND_ACTIONS:,} moves a saved game can hold, so "
                f"it ends here: the stakes of {stakes} go to the most lives left: {names}.")
    state.end(why, winners=best)
