"""The lesson every game of the 7/27 family shares: betting between the offers, and standing for
the rest of the hand (each game of the family declares it after its own lessons, in
:mod:`pokerrules.games.seven_twenty_seven`).

The family's games differ in what a card counts, in the targets and in how cards are offered, so
this lesson says nothing about totals: its steps are about the moves. Its situations are found by
playing each game's own engine from one stacked deck: Seat 2 makes the quiet move (check, No card,
keep, don't ask) but where a step needs it to bet or call, and the learner's moves between the
steps are the quiet ones too. A step whose decision a game never asks on that path (Go Fish offers
no card to take) is left out of that game's lesson. The lesson points to the shared "A round of
betting", which teaches the rest of a betting round (calling and folding).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pokerrules.core.actions import Template
from pokerrules.table.teach.deal import situation_state
from pokerrules.table.teach.model import Lesson, MoveStep, Situation, Step, Wrong
from pokerrules.table.teach.moves import STAND, read, write
from pokerrules.table.teach.play import default_move

if TYPE_CHECKING:
    from pokerrules.table.game import Variant

# You: 2♣ down, 3♦ up. Seat 2: K♦ down, Q♠ up. Then the cards of the offers, in turn: 2♥, 9♣...
DECK = "2c Kd 3d Qs 2h 9c Jd 8s"
#: Enough moves to reach the second offer in every game of the family.
MOST_MOVES = 60

Want = Callable[[Sequence[Template]], bool]


@dataclass(frozen=True)
class _Plan:
    """One step the lesson may have: the learner's move, what it teaches, and Seat 2's move
    (``reply``) wherever it can make it until the next step."""

    move: str
    goal: str
    explain: str
    hint: str
    wrong: tuple[Wrong, ...] = ()
    reply: str | None = None


def _kinds(legal: Sequence[Template]) -> set[str]:
    return {t.kind for t in legal}


KEEP = _Plan(
    move="keep",
    goal="Keep both your cards: no swap this hand.",
    explain="Swapping is a choice made once, before the first round of betting; you keep yours "
            "for a later hand.",
    hint="Keep my cards changes nothing.",
)
CHECK = _Plan(
    move="check",
    goal="Nobody has bet in this round yet: check.",
    explain="You stay in for free. A round of betting follows the deal, and another follows "
            "each offer of cards.",
    hint="While nobody has bet, a check puts nothing in and keeps you in.",
    wrong=(Wrong("bet", "A bet is allowed, but it puts chips in; this step asks you to stay "
                        "in for free with a check."),),
    reply="bet",
)
RAISE = _Plan(
    move="raise",
    goal="Seat 2 bets: raise.",
    explain="Seat 2 calls your raise, and the round is over: everyone still in has put in the "
            "same.",
    hint="A raise matches the bet and puts one more bet on top.",
    wrong=(Wrong("call", "Calling matches the bet and ends the round; this step asks you to put "
                         "in one more bet."),
           Wrong("fold", "Folding throws in your cards, and the chips you put in stay in the "
                         "pot.")),
    reply="call",
)
TAKE = _Plan(
    move="take",
    goal="The cards are offered: take one.",
    explain="The card is yours. When everyone has answered the offer, a round of betting comes "
            "again.",
    hint="Each offer you choose again: take a card, or none.",
)
BET = _Plan(
    move="bet",
    goal="Nobody has bet in this round: bet.",
    explain="Seat 2 calls: everyone still in has put in the same, so the round is over.",
    hint="The first chips put in a round are a bet.",
    wrong=(Wrong("check", "A check puts nothing in; this step asks you to open the betting."),),
    reply="call",
)
STANDS = _Plan(
    move=STAND,
    goal="Stand for the rest of the hand: no more cards for you.",
    explain="The table now answers No card for you at each offer, and checks for you while "
            "nobody bets; when you face a bet, the decision is yours again.",
    hint="The button Stand for the rest of the hand sits beside No card.",
    wrong=(Wrong("decline", "No card turns down this card only: you would be asked again at "
                            "the next offer."),),
)

#: The steps in the order the hand reaches them; each is taken when the learner first meets its
#: decision (keep only before the first round of betting).
PLANS = (KEEP, CHECK, RAISE, TAKE, BET, STANDS)


def _offers(plan: _Plan, legal: Sequence[Template]) -> bool:
    if plan.move == STAND:
        return any(t.stand == "start" for t in legal)
    kinds = _kinds(legal)
    if plan is CHECK:
        return "check" in kinds and "bet" in kinds
    if plan is RAISE:
        return "raise" in kinds and "call" in kinds
    return plan.move in kinds


#: The lesson as built for each game of the family, by the game's id (built once, when that
#: game's lessons are first asked for).
_BUILT: dict[str, Lesson] = {}


def family_lesson(variant: Variant) -> Lesson:
    """The shared lesson as played on ``variant``'s own table (the same object every time)."""
    if variant.id not in _BUILT:
        _BUILT[variant.id] = _build(variant)
    return _BUILT[variant.id]


def _build(variant: Variant) -> Lesson:
    moves: list[str] = []
    steps: list[Step] = []
    reply: str | None = None
    remaining = list(PLANS)
    state = situation_state(variant, {}, Situation(DECK), 2)
    for _ in range(MOST_MOVES):
        if state.is_over or not remaining:
            break
        legal = state.legal_actions()
        if state.to_act == 0:
            plan = next((p for p in remaining if _offers(p, legal)), None)
            if plan is not None:
                steps.append(MoveStep(goal=plan.goal, situation=Situation(DECK, moves=tuple(moves)),
                                      accept=(plan.move,), explain=plan.explain, hint=plan.hint,
                                      wrong=plan.wrong))
                remaining = remaining[remaining.index(plan) + 1:]
                reply = plan.reply
                moves.append(write(read(plan.move, legal)))
            else:
                if KEEP in remaining and not {"replace", "keep"} & _kinds(legal):
                    remaining.remove(KEEP)
                moves.append(default_move(legal))
        elif reply is not None and reply in _kinds(legal):
            moves.append(reply)
        else:
            moves.append(default_move(legal))
        state.apply(read(moves[-1], legal))
    return Lesson(
        id="betting-and-standing",
        title="Betting between the offers, and standing for the rest of the hand",
        seats=2,
        steps=tuple(steps),
        basics=("betting-round",),
    )
