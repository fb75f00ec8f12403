"""The board games against PokerKit: Texas Hold'em (fixed limit, with our house rule of the big
bet on the turn and river too, and no limit), Omaha (pot limit) and Omaha High/Low (fixed limit),
each hand dealt the same in both and played with the same seeded random legal moves; every stack
and the pot are compared at the end.

PokerKit is a library nobody here wrote (in the ``bench`` extra). Each hand: our game starts from
a seed (its own shuffle); PokerKit gets the same hole cards, seat by seat, and the same board.
Seats map one to one: our seat 1 (left of the dealer) is PokerKit's player 0, the small blind;
heads-up, both put the dealer on the small blind. Our fixed limit bets the same in every round by
default: PokerKit's small and big bet are then both our bet; with our house rule "Bets on the
turn and the river: twice the bet", PokerKit's big bet is twice it. Where PokerKit allows a raise
ours does not (its cap of four raises before the flop, over the blind, against ours of the blind
and three raises), the move is a call instead: a difference of house rule, counted in
``capped``. A pot split three ways or more leaves odd chips: ours go one at a time to the winners
from the dealer's left, PokerKit's all to one winner; such hands are counted in ``odd_chips`` and
listed, not failed.

    python scripts/pokerkit_board.py --hands 2000

prints the counts per game and every difference, and exits 1 if there is any.
"""

from __future__ import annotations

import argparse
import json
import sys
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pokerrules.core.actions import Action, Template
from pokerrules.core.rng import SeededRandom
from pokerrules.lookup.registry import get

#: Each check: our game, its betting option, and PokerKit's game.
CHECKS: tuple[tuple[str, str, str], ...] = (
    ("texas-holdem", "fixed", "FixedLimitTexasHoldem"),
    ("texas-holdem", "fixed-double", "FixedLimitTexasHoldem"),
    ("texas-holdem", "no-limit", "NoLimitTexasHoldem"),
    ("omaha", "pot", "PotLimitOmahaHoldem"),
    ("omaha-high-low", "fixed", "FixedLimitOmahaHoldemHighLowSplitEightOrBetter"),
)
SMALL, BIG = 1, 2
START = 200


@dataclass
class Tally:
    hands: int = 0
    showdowns: int = 0
    capped: int = 0
    #: Pots split three ways or more with two odd chips or more: ours gives them out one at a
    #: time from the dealer's left, PokerKit all to one winner (a house rule, not a fault).
    odd_chips: list[str] = field(default_factory=list)
    differences: list[str] = field(default_factory=list)


def _pokerkit_state(name: str, seats: int, hole: int, double: bool = False) -> Any:
    import pokerkit
    from pokerkit import Automation

    automations = (Automation.ANTE_POSTING, Automation.BET_COLLECTION,
                   Automation.BLIND_OR_STRADDLE_POSTING, Automation.CARD_BURNING,
                   Automation.HOLE_CARDS_SHOWING_OR_MUCKING, Automation.HAND_KILLING,
                   Automation.CHIPS_PUSHING, Automation.CHIPS_PULLING)
    game = getattr(pokerkit, name)
    if name.startswith("FixedLimit"):
        return game.create_state(automations, True, 0, (SMALL, BIG), BIG, BIG * (2 if double else 1),
                                 START, seats)
    return game.create_state(automations, True, 0, (SMALL, BIG), BIG, START, seats)


def _choose(legal: list[Template], rng: SeededRandom) -> Action:
    """A random legal move of ours: a fold a fifth of the time it is allowed, a bet or raise of
    a random size a quarter of the time, otherwise a check or call."""
    kinds = {t.kind: t for t in legal}
    roll = rng.below(20)
    if "fold" in kinds and roll < 4:
        return Action("fold")
    raising = kinds.get("bet") or kinds.get("raise")
    if raising is not None and roll >= 15:
        low, high = raising.low or 0, raising.high or 0
        # Mostly small bets, sometimes all the way: all-ins and side pots come up too.
        amount = high if rng.below(6) == 0 else low + rng.below(min(high, low * 3) - low + 1)
        return Action(raising.kind, amount=amount)
    return Action("check" if "check" in kinds else "call")


def play_one(game: str, betting: str, pokerkit_name: str, seats: int, seed: int,
             tally: Tally) -> None:
    """One hand in both; differences go to ``tally``."""
    from pokerrules.steps.bet import current_round

    variant = get(game)
    double = betting.endswith("-double")  # our house rule: the turn and river at the big bet
    options = {"betting": betting.removesuffix("-double"), "stakes": f"{SMALL}-{BIG}",
               "raise_cap": "3", "later_bets": "double" if double else "same"}
    state: Any = variant.new(seed, options, seats=seats)
    hole = 2 if game == "texas-holdem" else 4
    deck = state.table.deck
    holes = [[deck[r * seats + s] for r in range(hole)] for s in range(seats)]
    board = deck[hole * seats:hole * seats + 5]
    pk = _pokerkit_state(pokerkit_name, seats, hole, double)
    for cards in holes:
        pk.deal_hole("".join(c.code for c in cards))
    rng = SeededRandom(seed * 31 + seats)
    dealt = 0
    where = f"{game} {betting} seats={seats} seed={seed}"
    for _ in range(400):
        if state.is_over:
            break
        while pk.can_deal_board() and dealt < len(state.common):
            count = 3 if dealt == 0 else 1
            pk.deal_board("".join(c.code for c in board[dealt:dealt + count]))
            dealt += count
        seat = state.to_act
        if pk.actor_index != seat:
            tally.differences.append(f"{where}: we ask seat {seat + 1}, PokerKit player "
                                     f"{pk.actor_index}")
            return
        action = _choose(state.legal_actions(), rng)
        if action.kind in ("bet", "raise"):
            rnd = current_round(state)
            owe = min(rnd.level - rnd.in_round[seat], state.players[seat].stack)
            to = rnd.in_round[seat] + owe + (action.amount or 0)
            if not pk.can_complete_bet_or_raise_to(to):
                tally.capped += 1
                action = Action("call")
            else:
                state.apply(action)
                pk.complete_bet_or_raise_to(to)
                continue
        state.apply(action)
        if action.kind == "fold":
            pk.fold()
        else:
            pk.check_or_call()
    while pk.status and pk.can_deal_board():
        pk.deal_board("".join(c.code for c in board[dealt:dealt + (3 if dealt == 0 else 1)]))
        dealt += 3 if dealt == 0 else 1
    tally.hands += 1
    tally.showdowns += state.uncontested is None
    ours = [p.stack for p in state.players]
    paid = {seat for seat, chips in state.payouts.items() if chips}
    if not pk.status and _odd_chips_only(ours, list(pk.stacks), paid, _pulled(pk)):
        tally.odd_chips.append(f"{where}: stacks ours {ours}, PokerKit {list(pk.stacks)}")
    elif pk.status or list(pk.stacks) != ours:
        tally.differences.append(f"{where}: stacks ours {ours}, PokerKit {list(pk.stacks)}"
                                 f"{' (PokerKit not over)' if pk.status else ''}")
    pot = sum(p.put_in for p in state.players)
    if sum(state.payouts.values()) != pot or _pokerkit_pot(pk) != pot:
        tally.differences.append(f"{where}: our pot {pot}, paid out {sum(state.payouts.values())}; "
                                 f"PokerKit's pot {_pokerkit_pot(pk)}")


def _odd_chips_only(ours: list[int], theirs: list[int], paid: set[int], pulled: set[int]) -> bool:
    """Whether the stacks differ only in who got a split pot's odd chips: the same total, the
    same seats paid, and no seat more than the odd chips apart (fewer than the seats paid)."""
    if ours == theirs or sum(ours) != sum(theirs) or paid != pulled:
        return False
    apart = [abs(o - t) for o, t in zip(ours, theirs, strict=True)]
    return all(seat in paid for seat, a in enumerate(apart) if a) and max(apart) < len(paid)


def _pulled(pk: Any) -> set[int]:
    """The players PokerKit paid chips to."""
    from pokerkit import ChipsPulling

    return {op.player_index for op in pk.operations if isinstance(op, ChipsPulling) and op.amount}


def _pokerkit_pot(pk: Any) -> int:
    """Every chip PokerKit's winners pulled in: its pots, and a bet nobody called (returned)."""
    from pokerkit import ChipsPulling

    return int(sum(op.amount for op in pk.operations if isinstance(op, ChipsPulling)))


def run(hands: int, seed: int = 0, only: Callable[[str], bool] = lambda _: True) -> dict[str, Tally]:
    """``hands`` hands of every check (2 to 6 seats in turn), from seeds after ``seed``."""
    warnings.simplefilter("ignore")  # PokerKit warns of burnt cards it did not shuffle itself
    out: dict[str, Tally] = {}
    for game, betting, name in CHECKS:
        key = f"{game} ({betting})"
        if not only(key):
            continue
        tally = out[key] = Tally()
        for n in range(hands):
            play_one(game, betting, name, 2 + n % 5, seed + n, tally)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=2000, help="hands per game (default 2000)")
    parser.add_argument("--seed", type=int, default=0, help="the first seed")
    args = parser.parse_args(argv)
    results = run(args.hands, args.seed)
    report = {key: {"hands": t.hands, "showdowns": t.showdowns, "capped_raises": t.capped,
                    "odd_chips_apart": len(t.odd_chips), "differences": len(t.differences)}
              for key, t in results.items()}
    print(json.dumps(report, indent=2))
    for key, tally in results.items():
        for line in tally.odd_chips:
            print(f"{key}: odd chips only: {line}")
        for line in tally.differences:
            print(f"{key}: {line}")
    return 1 if any(t.differences for t in results.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
