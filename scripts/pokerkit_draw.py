"""The draw games against PokerKit: the same cards, the same actions, the same chips at the end.

For each hand, our table is dealt from a seed; PokerKit is given exactly the cards ours deals, in
the same order (its own deck is never used), and both play the same seeded random legal actions:
bets, raises, calls, checks, folds and draws. At the end every stack must be the same, and so must
the pot (all of it paid out, on both sides).

Games compared (PokerKit 0.7):

- ``triple-draw-lowball`` against ``FixedLimitDeuceToSevenLowballTripleDraw``;
- ``badugi`` against ``FixedLimitBadugi``.

Our house rules are set to PokerKit's: deuce-to-seven, any number of cards per draw (PokerKit has
no "up to three, four with an ace"), fixed limit with a bet of 2 in every round and at most four
bets and raises per round. PokerKit is given our forced bets: an ante of 1 from everyone and no
blinds, so that its first player (left of the button) opens every round, as ours does. Its burn
card before each draw is burnt face down, unnamed: ours burns none, and a burnt card is never seen.

    python scripts/pokerkit_draw.py --hands 2000

prints the counts per game and every difference found, and exits 1 if there is one.
"""

from __future__ import annotations

import argparse
import json
import sys
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pokerkit import Automation, FixedLimitBadugi, FixedLimitDeuceToSevenLowballTripleDraw  # noqa: E402

from pokerrules.core.actions import Action  # noqa: E402
from pokerrules.core.rng import SeededRandom, derive_seed  # noqa: E402
from pokerrules.lookup.registry import get  # noqa: E402
from pokerrules.steps.draw import Draw  # noqa: E402

ANTE, BET, STACK = 1, 2, 200
#: Our games, with the house rules that match PokerKit's, and PokerKit's game.
GAMES: dict[str, tuple[dict[str, str], Any]] = {
    "triple-draw-lowball": ({"draw_limit": "any", "low": "deuce7", "betting": "fixed",
                             "stakes": "1-2", "raise_cap": "3"},
                            FixedLimitDeuceToSevenLowballTripleDraw),
    "badugi": ({"draw_limit": "any", "betting": "fixed", "stakes": "1-2", "raise_cap": "3"},
               FixedLimitBadugi),
}
_AUTOMATIONS = (Automation.ANTE_POSTING, Automation.BET_COLLECTION,
                Automation.BLIND_OR_STRADDLE_POSTING, Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
                Automation.HAND_KILLING, Automation.CHIPS_PUSHING, Automation.CHIPS_PULLING)


@dataclass(frozen=True)
class Outcome:
    """One hand played on both tables."""

    game: str
    seed: int
    seats: int
    moves: tuple[str, ...]
    ours: tuple[int, ...]
    theirs: tuple[int, ...]
    pot_ours: int
    pot_theirs: int
    #: How many draws ended with the same cards in every hand still in (negative: one did not).
    held: int = 0
    drew: bool = False
    showdown: bool = False
    reshuffled: bool = False

    @property
    def same(self) -> bool:
        return (self.ours == self.theirs and self.pot_ours == self.pot_theirs == 0
                and self.held >= 0 and (self.held > 0 or not self.drew))


def _codes(cards: Any) -> str:
    return "".join(c.code for c in cards)


def _random_move(state: Any, rng: SeededRandom) -> Action:
    """A random legal move: any betting move (folding seldom, so that most hands reach the
    showdown), or a draw of a random number of random cards."""
    legal = state.legal_actions()
    if len(legal) > 1 and any(t.kind == "fold" for t in legal) and rng.below(8):
        legal = [t for t in legal if t.kind != "fold"]  # fold one time in eight when facing a bet
    template = legal[rng.below(len(legal))]
    if template.kind == "draw":
        assert template.cards is not None and template.pick is not None
        cards = list(template.cards)
        count = template.pick[0] + rng.below(template.pick[1] - template.pick[0] + 1)
        picked = []
        for _ in range(count):
            picked.append(cards.pop(rng.below(len(cards))))
        return Action("draw", cards=tuple(picked))
    if template.low is not None:
        return Action(template.kind, template.low)
    return Action(template.kind)


def play(game: str, seed: int, seats: int) -> Outcome:
    """One hand of ``game`` on our table and PokerKit's, with the same cards and actions."""
    options, theirs_class = GAMES[game]
    ours = get(game).new(seed=seed, seats=seats, options=options)
    theirs = theirs_class.create_state(_AUTOMATIONS, True, (ANTE,) * seats, (0,) * seats, BET, BET,
                                       (STACK,) * seats, seats)
    for seat in range(seats):
        theirs.deal_hole(_codes(ours.players[seat].held))
    rng = SeededRandom(derive_seed(seed, "pokerkit-draw", seats))
    moves: list[str] = []
    pending: dict[int, str] = {}
    held = 0  # the times every hand still in was the same on both tables after a draw
    while not ours.is_over:
        seat = ours.to_act
        move = _random_move(ours, rng)
        before = [c for c in ours.players[seat].held]
        ours.apply(move)
        moves.append(f"{seat}:{move.kind}" + (f" {' '.join(move.cards)}" if move.cards else ""))
        if move.kind == "fold":
            theirs.fold()
        elif move.kind in ("check", "call"):
            theirs.check_or_call()
        elif move.kind in ("bet", "raise"):
            theirs.complete_bet_or_raise_to()
        elif move.kind in ("draw", "keep"):
            thrown = [c for c in before if c.code in (move.cards or ())]
            new = [c for c in ours.players[seat].held if c not in before]
            theirs.stand_pat_or_discard(_codes(thrown))
            if new:
                pending[seat] = _codes(new)
            if not isinstance(ours.step, Draw) or ours.to_act is None or ours.to_act <= seat:
                _deal_draws(theirs, pending)
                held += _same_cards(ours, theirs)
        else:
            raise AssertionError(f"no PokerKit move for {move.kind}")
    _deal_draws(theirs, pending)
    result = ours.result()
    assert result is not None
    return Outcome(game, seed, seats, tuple(moves), tuple(result["stacks"]),
                   tuple(int(s) for s in theirs.stacks), 0, int(theirs.total_pot_amount), held,
                   sum(1 for m in moves if m.split(":")[1].startswith(("draw", "keep"))) > 0,
                   ours.uncontested is None,
                   any("deck is out" in line for line in ours.view(0)["log"]))


def _same_cards(ours: Any, theirs: Any) -> int:
    """1 when every hand still in holds the same cards on both tables, else -1000 (a
    difference, whatever else the hand counts)."""
    for seat, player in enumerate(ours.players):
        if player.folded:
            continue
        if sorted(c.code for c in player.held) != sorted(repr(c) for c in theirs.hole_cards[seat]):
            return -1000
    return 1


def _deal_draws(theirs: Any, pending: dict[int, str]) -> None:
    """Burn (face down, unnamed) and deal each drawing player the cards ours dealt it."""
    if theirs.can_burn_card():
        theirs.burn_card("??")
    while pending and theirs.can_deal_hole():
        seat = theirs.hole_dealee_index
        theirs.deal_hole(pending.pop(seat))


def compare(game: str, hands: int, first_seed: int = 0) -> tuple[dict[str, int], list[Outcome]]:
    """``hands`` hands of ``game`` from 2 to 6 players; the counts (hands, showdowns, hands
    where the discards were reshuffled) and the differences."""
    differences = []
    counts = {"hands": hands, "showdowns": 0, "reshuffled": 0}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PokerKit warns when a reshuffled discard is dealt again
        for n in range(hands):
            seed = first_seed + n
            outcome = play(game, seed, 2 + seed % 5)
            counts["showdowns"] += outcome.showdown
            counts["reshuffled"] += outcome.reshuffled
            if not outcome.same:
                differences.append(outcome)
    return counts, differences


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=2000, help="hands per game (default 2000)")
    parser.add_argument("--seed", type=int, default=0, help="the first seed")
    args = parser.parse_args(argv)
    failed = False
    for game in GAMES:
        counts, differences = compare(game, args.hands, args.seed)
        print(json.dumps({"game": game, **counts, "differences": len(differences)}))
        for outcome in differences:
            failed = True
            print(json.dumps({"seed": outcome.seed, "seats": outcome.seats, "ours": outcome.ours,
                              "pokerkit": outcome.theirs, "pot_left": outcome.pot_theirs,
                              "moves": outcome.moves}))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
