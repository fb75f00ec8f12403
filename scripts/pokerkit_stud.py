"""The stud games against PokerKit, a library nobody here wrote: the same cards, the same moves,
the same chips.

For each game PokerKit also plays (Seven Card Stud, High/Low 8 or Better and Razz, fixed limit),
each hand is dealt from one seeded shuffle to both: ours draws it in its own order, and
PokerKit is handed each player's cards as ours received them (its burnt cards are cards nobody
holds). At every turn both must agree on who acts and on the pot; a random legal move of ours
(seeded) is played on both, and the moves PokerKit offers must be the ones ours offers (the
bring-in or its completion, check or call, fold, the bet or raise and its amount). At the end
every stack must be the same.

Our house rules are set to PokerKit's: the bring-in then the best hand showing (in Razz the
highest card, then the best low hand showing), fixed limit, a bring-in of half the small bet,
the big bet from the fifth card on, and four bets and raises at most in a round (the opening bet
or completion and three raises).

    python scripts/pokerkit_stud.py --hands 2000

prints, for each game, the hands played and every difference found; it exits 1 if there is any.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from pokerkit import (
    Automation,
    FixedLimitRazz,
    FixedLimitSevenCardStud,
    FixedLimitSevenCardStudHighLowSplitEightOrBetter,
)

from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import Card, standard_deck
from pokerrules.lookup.registry import get
from pokerrules.steps.bet import current_round
from pokerrules.steps.bring_in import bring_in_amount
from pokerrules.table.state import Table

#: Our game id and PokerKit's game for it.
GAMES: dict[str, Any] = {
    "seven-card-stud": FixedLimitSevenCardStud,
    "seven-stud-high-low-eight": FixedLimitSevenCardStudHighLowSplitEightOrBetter,
    "razz": FixedLimitRazz,
}
#: PokerKit deals everything except the players' cards and its burnt cards.
AUTOMATIONS = (
    Automation.ANTE_POSTING, Automation.BET_COLLECTION, Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.BOARD_DEALING, Automation.RUNOUT_COUNT_SELECTION,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING, Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING, Automation.CHIPS_PULLING,
)
STAKES = ("1-2", "5-10")
STACK = 200
#: At most six players: seven cards each and four burnt cards must come from one deck.
MOST_SEATS = 6
#: How often a player who may fold does.
FOLDS = 0.08


@dataclass
class Report:
    game: str
    hands: int = 0
    moves: int = 0
    showdowns: int = 0
    differences: list[str] = field(default_factory=list)


def _pk_card(card: Card) -> str:
    return card.code[0] + card.code[1]


def _pk_state(game: str, stakes: str, seats: int) -> Any:
    ante, bet = (int(n) for n in stakes.split("-"))
    return GAMES[game].create_state(AUTOMATIONS, False, ante, bring_in_amount(bet), bet, 2 * bet,
                                    (STACK,) * seats, seats)


def _deal(pk: Any, ours: Any, spare: list[Card]) -> None:
    """Give PokerKit every card ours has dealt so far, each to its player in the order ours gave
    them; a card PokerKit burns is one nobody holds."""
    while True:
        if pk.can_burn_card():
            pk.burn_card(_pk_card(spare.pop()))
        elif pk.can_deal_hole():
            seat = pk.hole_dealee_index
            have = len(pk.hole_cards[seat])
            mine = ours.players[seat].cards
            if have >= len(mine):
                raise AssertionError(f"PokerKit deals seat {seat + 1} card {have + 1}, which ours "
                                     "has not dealt")
            pk.deal_hole(_pk_card(mine[have][0]), seat)
        else:
            return


def _pot(pk: Any) -> int:
    return int(pk.total_pot_amount)


def _our_moves(legal: Sequence[Template]) -> dict[str, tuple[int, int] | None]:
    return {t.kind: (t.low, t.high) if t.low is not None and t.high is not None else None
            for t in legal}


def _compare_moves(pk: Any, ours: Any, seat: int, bringing: bool) -> list[str]:
    """Where the moves PokerKit offers differ from ours, in words."""
    problems = []
    legal = _our_moves(ours.legal_actions())
    rnd = current_round(ours)
    in_round = rnd.in_round[seat] if rnd is not None else 0
    owe = min(rnd.level - in_round, ours.players[seat].stack) if rnd is not None else 0
    if bringing != pk.can_post_bring_in():
        problems.append(f"the bring-in: ours {bringing}, PokerKit {pk.can_post_bring_in()}")
    if ("fold" in legal) != pk.can_fold():
        problems.append(f"fold: ours {'fold' in legal}, PokerKit {pk.can_fold()}")
    aggressive = legal.get("bet", legal.get("raise"))
    can_raise = pk.can_complete_bet_or_raise_to()
    if ("bet" in legal or "raise" in legal) != can_raise:
        problems.append(f"bet or raise: ours {not can_raise}, PokerKit {can_raise}")
    elif aggressive is not None and can_raise:
        low, high = aggressive
        to_low, to_high = in_round + owe + low, in_round + owe + high
        pk_low = pk.min_completion_betting_or_raising_to_amount
        pk_high = pk.max_completion_betting_or_raising_to_amount
        if (to_low, to_high) != (pk_low, pk_high):
            problems.append(f"bet or raise to: ours {to_low}-{to_high}, PokerKit {pk_low}-{pk_high}")
    return problems


def play_hand(game: str, seed: int, report: Report) -> None:
    rng = random.Random(seed)
    seats = rng.randint(2, MOST_SEATS)
    stakes = STAKES[seed % len(STAKES)]
    deck = list(standard_deck())
    rng.shuffle(deck)
    variant = get(game)
    options = variant.resolve_options({"stakes": stakes, "betting": "fixed", "raise_cap": "3",
                                       "opener": "bring-in"})
    ours = variant.start(Table(game, options, 0, (STACK,) * seats, tuple(deck)))
    pk = _pk_state(game, stakes, seats)
    held = {c for c in deck[:seats * 7]}
    spare = [c for c in deck if c not in held]
    where = f"{game} seed {seed} ({seats} players, stakes {stakes})"
    report.hands += 1
    while not ours.is_over:
        _deal(pk, ours, spare)
        seat = ours.to_act
        if pk.actor_index != seat:
            report.differences.append(f"{where}: ours has seat {seat + 1} to act, PokerKit "
                                      f"{None if pk.actor_index is None else pk.actor_index + 1}")
            return
        if _pot(pk) != ours.pot:
            report.differences.append(f"{where}: the pot is {ours.pot} here, {_pot(pk)} in PokerKit")
            return
        bringing = ours.memory.get("bring_in") == seat
        for problem in _compare_moves(pk, ours, seat, bringing):
            report.differences.append(f"{where}, move {report.moves}: {problem}")
        legal = ours.legal_actions()
        staying = [t for t in legal if t.kind != "fold"]
        # a fold now and then, so that many hands reach the showdown
        template = (next(t for t in legal if t.kind == "fold")
                    if len(staying) < len(legal) and rng.random() < FOLDS
                    else staying[rng.randrange(len(staying))])
        amount = None
        if template.low is not None and template.high is not None:
            amount = rng.randint(template.low, template.high)
        action = Action(template.kind, amount)
        rnd = current_round(ours)
        assert rnd is not None
        level = rnd.level + (amount or 0)  # a bet or raise: the call, then the amount on top
        ours.apply(action)
        report.moves += 1
        if action.kind == "fold":
            pk.fold()
        elif bringing and action.kind == "call":
            pk.post_bring_in()
        elif action.kind in ("check", "call"):
            pk.check_or_call()
        else:
            pk.complete_bet_or_raise_to(level)
    _deal(pk, ours, spare)
    if pk.status:
        report.differences.append(f"{where}: ours is over, PokerKit is not")
        return
    report.showdowns += ours.uncontested is None
    mine = [p.stack for p in ours.players]
    theirs = list(pk.stacks)
    if mine != theirs:
        report.differences.append(f"{where}: stacks ours {mine}, PokerKit {theirs}; "
                                  f"{ours.showdown_lines}")


def run(game: str, hands: int, first_seed: int = 0) -> Report:
    report = Report(game)
    for seed in range(first_seed, first_seed + hands):
        try:
            play_hand(game, seed, report)
        except (AssertionError, ValueError) as err:
            report.differences.append(f"{game} seed {seed}: {type(err).__name__}: {err}")
    return report


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=2000, help="hands per game")
    parser.add_argument("--seed", type=int, default=0, help="the first seed")
    parser.add_argument("--game", action="append", choices=sorted(GAMES), help="only this game")
    args = parser.parse_args(argv)
    failed = False
    for game in args.game or list(GAMES):
        report = run(game, args.hands, args.seed)
        print(f"{game}: {report.hands} hands, {report.moves} moves, {report.showdowns} showdowns, "
              f"{len(report.differences)} differences")
        for line in report.differences:
            print(f"  {line}")
        failed |= bool(report.differences)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
