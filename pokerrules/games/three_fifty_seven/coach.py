"""Three Fifty Seven's coach: in or out, with the chance to pay and the chance to win the round.

Each world (an arrangement of the cards you cannot see) is played on by the game's own machine
and bots until the round's declarations are all made and the round is settled, and read there:

- *you pay*: you are in, someone else is in too, and yours is the lowest hand (hands not all
  equal);
- *you win the round*: you are in and either alone (a point) or holding the best hand among
  those in (hands not all equal).

The round's hands are compared by the game's own ranking for the round
(:func:`~pokerrules.games.three_fifty_seven.rules.ranking_for`). The round settles inside the
move that makes its last declaration, and the next round is dealt at once, so the hands are
read back from the world: the first cards of each hand while the turn goes on, or what each
seat saw of its own hand when the turn ended.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from pokerrules.core.cards import Card
from pokerrules.core.rng import SeededRandom, derive_seed
from pokerrules.games.three_fifty_seven.bots import DeclareBot
from pokerrules.games.three_fifty_seven.rules import ROUNDS, ranking_for
from pokerrules.games.three_fifty_seven.state import ThreeFiftySevenState
from pokerrules.table.coaching.matches import PLAYED_ON, deal_hands, deal_moved_on
from pokerrules.table.coaching.model import Coach
from pokerrules.table.state import State

#: The figures: you pay (the lowest hand among several in); you win the round.
PAYS, WINS = "pays", "wins_round"


def round_settled(start: State, now: State) -> bool:
    """Whether the round being declared at ``start`` is settled in ``now``."""
    if not isinstance(start, ThreeFiftySevenState) or not isinstance(now, ThreeFiftySevenState):
        return False
    return deal_moved_on(start, now) or now.round != start.round


def declarations(start: ThreeFiftySevenState, now: ThreeFiftySevenState) -> dict[int, bool]:
    """Each seat's last word in the round: what it had said at ``start`` (in the world, as the
    game holds it), then every declaration made since."""
    said = dict(start.declared)
    for seat, action in now.actions[len(start.actions):]:
        if action.kind in ("in", "out"):
            said[seat] = action.kind == "in"
    return said


def round_hands(start: ThreeFiftySevenState, now: ThreeFiftySevenState) -> list[list[Card]]:
    """Each seat's cards in the round of ``start``, as the world dealt them."""
    return deal_hands(start, now, ROUNDS[start.round].cards)


def outcome(keys: Mapping[int, int], seat: int) -> dict[str, float]:
    """The figures from the keys of the hands that are in."""
    if seat not in keys:
        return {PAYS: 0.0, WINS: 0.0}
    if len(keys) == 1:
        return {PAYS: 0.0, WINS: 1.0}
    low, high = min(keys.values()), max(keys.values())
    if low == high:
        return {PAYS: 0.0, WINS: 0.0}
    return {PAYS: float(keys[seat] == low), WINS: float(keys[seat] == high)}


def round_figures(start: State, now: State, seat: int,
                  judge: Callable[[Mapping[int, int], int], dict[str, float]] = outcome,
                  ) -> Mapping[str, float]:
    """The figures of the settled round; ``judge`` reads them from the keys of the hands in
    (:func:`outcome`; Three Five Seven has its own)."""
    if not round_settled(start, now):
        return {}
    assert isinstance(start, ThreeFiftySevenState) and isinstance(now, ThreeFiftySevenState)
    said = declarations(start, now)
    hands = round_hands(start, now)
    ranking = ranking_for(start.round, start.rules.three_cards)
    ins: Sequence[int] = [s for s in start.in_turn if said.get(s)]
    return judge({s: ranking.key(hands[s]) for s in ins}, seat)


def secret_choices(world: State, seat: int, seed: int) -> None:
    """With declarations made together, the others' choices so far are not yet shown: in a
    world they are made again by the table's bot from that world's cards."""
    if not isinstance(world, ThreeFiftySevenState) or not world.rules.together or not world.queue:
        return
    bot = DeclareBot()
    for other in sorted(world.declared):
        if other != seat:
            rng = SeededRandom(derive_seed(seed, "declared", other))
            world.declared[other] = bot.wants_in(world.view(other), rng)


COACH = Coach(
    secrets=secret_choices,
    figures=round_figures,
    stop=round_settled,
    # Each world is played on by the bots: fewer worlds by default (ask for more to refine).
    samples=PLAYED_ON,
    names={PAYS: "you pay (lowest hand among those in)", WINS: "you win the round"},
    first=(WINS, PAYS),
    later=("everyone else, and you on a second chance, declares as the table's bots declare, "
           "and the figures are read when the round is settled"),
)
