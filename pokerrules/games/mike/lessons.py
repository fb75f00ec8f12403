"""Lessons for Mike (``MIKE_LESSONS``) and Kenosha (``KENOSHA_LESSONS``), imported by the
games' declarations when they are first asked for."""

from __future__ import annotations

from pokerrules.table.teach.asks import Decoy, WhoWins, YourHand
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

# Mike, two seats; you sit left of the dealer (seat 2) and open every round. Face down: A♥ A♦
# to you, 5♣ 9♠ to seat 2; then 7♣ and 9♦, 3♥ and 9♥, K♣ and 2♠.
_MIKE = "Ah 5c Ad 9s 7c 9d 3h 9h Kc 2s"
_RAISED = ("bet", "call", "bet", "raise")

BLIND = Lesson(
    id="every-card-down",
    title="Every card face down",
    seats=2,
    basics=("poker-hands", "betting-round"),
    steps=(
        MoveStep(
            goal="Your two face-down cards are a pair of aces, and nobody can see them. You "
                 "speak first: bet.",
            situation=Situation(_MIKE),
            accept=("bet",),
            wrong=(Wrong("check", "Checking is allowed, but a pair of aces is a strong start "
                                  "in five-card poker: make seat 2 pay to see more cards."),),
            hint="In Mike the player on the dealer's left opens every round: nothing is face up.",
            explain="Seat 2 calls, and each of you gets a third card, face down.",
        ),
        QuestionStep(
            goal="Name your hand.",
            situation=Situation(_MIKE, moves=("bet", "call")),
            question="You hold A♥ A♦ 7♣. What is your hand?",
            ask=YourHand(decoys=(
                Decoy("Ace-seven high", "Your two aces make a pair, which beats any hand "
                                        "without one."),
                Decoy("Two pair, aces and sevens", "You hold one seven: two pair needs a "
                                                   "second pair."),
                Decoy("Three of a kind, aces", "You hold two aces, not three."),
            )),
            hint="Two cards of the same rank make a pair.",
            explain="A pair of aces with a seven: still a strong hand after three cards.",
        ),
        MoveStep(
            goal="You bet and seat 2 raises. You cannot see any of its cards: its betting is all "
                 "you have to go on. Call.",
            situation=Situation(_MIKE, moves=_RAISED),
            accept=("call",),
            wrong=(Wrong("fold", "A pair of aces beats most hands after three cards: folding "
                                 "gives up your bets for a raise that may be a bluff."),
                   Wrong("raise", "A raise back tells seat 2 you are strong, and a raise "
                                  "from a hidden hand may mean it already has you beaten.")),
            hint="With every card hidden, a raise is the only warning you get.",
            explain="You call. Two more cards come, face down, and you both check each round.",
        ),
        QuestionStep(
            goal="Judge the showdown.",
            situation=Situation(_MIKE, moves=(*_RAISED, "call", "check", "check", "check",
                                              "check")),
            question="Who wins the pot?",
            ask=WhoWins("high"),
            hint="The hands are shown only now: compare the best five cards.",
            explain="Seat 2 had two nines when it raised, and the 9♥ gave it three: three of a "
                    "kind beats your pair of aces.",
        ),
    ),
)

# Kenosha, two seats; you sit left of the dealer (seat 2), open every round and speak first.
# Face down: K♥ 4♦ to you, 5♣ 6♣ to seat 2; then 9♠ and 2♥, K♦ and 8♥.
_KENOSHA = "Kh 5c 4d 6c 9s 2h Kd 8h"
_THREE = ("check", "check", "check", "check")
_FOUR = (*_THREE, "deal-on", "deal-on", "check", "check")

CALL_IT = Lesson(
    id="call-it-blind",
    title="Deal on, or call it",
    seats=2,
    basics=("poker-hands", "betting-round"),
    steps=(
        MoveStep(
            goal="You hold only king-nine high after three cards. Let the dealing go on.",
            situation=Situation(_KENOSHA, moves=_THREE),
            accept=("deal-on",),
            wrong=(Wrong("call-it", "Calling it stops the cards now: after one last round of "
                                    "betting you would show down a hand without even a pair."),),
            hint="Call it only when you believe your hand is the best one now.",
            explain="Seat 2 lets it go on too, so each of you gets another face-down card and a "
                    "round of betting.",
        ),
        MoveStep(
            goal="The K♦ paired your king. Nobody can see it; call it now, while you are ahead.",
            situation=Situation(_KENOSHA, moves=_FOUR),
            accept=("call-it",),
            wrong=(Wrong("deal-on", "Each card you let come gives seat 2 another chance to "
                                    "pass your pair."),),
            hint="The first player to call it stops the dealing for everyone.",
            explain="No more cards come. One last round of betting follows, then the showdown.",
        ),
        MoveStep(
            goal="Play the last round of betting: bet your pair of kings.",
            situation=Situation(_KENOSHA, moves=(*_FOUR, "call-it")),
            accept=("bet",),
            wrong=(Wrong("check", "Checking lets seat 2 reach the showdown for nothing more, "
                                  "and you believed your hand was the best when you called it."),),
            hint="The player on the dealer's left opens every round of betting.",
            explain="Seat 2 calls, and the hands are shown.",
        ),
        QuestionStep(
            goal="Judge the showdown.",
            situation=Situation(_KENOSHA, moves=(*_FOUR, "call-it", "bet", "call")),
            question="Who wins the pot?",
            ask=WhoWins("high"),
            hint="The best five cards of each hand play; here each player has four.",
            explain="Your pair of kings beats seat 2's eight high: calling it stopped seat 2 "
                    "from getting another card.",
        ),
    ),
)

MIKE_LESSONS: tuple[Lesson, ...] = (BLIND,)
KENOSHA_LESSONS: tuple[Lesson, ...] = (CALL_IT,)
