"""Lessons for the 7/27 children that change how cards are dealt or offered: No Chaser, with a
Lock, with Replace, Chilcoot's, Go Fish and Twists (each game's declaration in
:mod:`pokerrules.games.seven_twenty_seven` names its lesson).

Cards are dealt in turn, you first, then Seat 2; in each offer you are asked first.
"""

from __future__ import annotations

from pokerrules.table.teach.asks import Decoy, WhoWins, YourHand
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

CHECKS = ("check", "check")

# No Chaser. You: A♠ down, 5♦ up. Seat 2: 9♣ down, 8♥ up. Offer 1: T♠ to you, 2♥ to Seat 2;
# offer 2: Seat 2 takes 6♣; offer 3 asks only Seat 2.
_CHASER = "As 9c 5d 8h Ts 2h 6c"
_CHASER_ONE = (*CHECKS, "take", "take", *CHECKS)
_CHASER_TWO = (*_CHASER_ONE, "decline", "take", *CHECKS)

NO_CHASER = Lesson(
    id="one-refusal-is-final",
    title="Turn down a card and you get no more",
    seats=2,
    steps=(
        MoveStep(
            goal="You hold A♠ 5♦: 6 or 16. Take a card.",
            situation=Situation(_CHASER, moves=CHECKS),
            accept=("take",),
            wrong=(Wrong("decline", "In No Chaser a refusal is final: you would keep 6 or 16 "
                                    "for the whole hand, with no hope for high."),),
            hint="Standing now means standing for good.",
            explain="You take T♠: 16 or 26.",
        ),
        MoveStep(
            goal="You have 26. Refuse a card, knowing it is your last chance to draw.",
            situation=Situation(_CHASER, moves=_CHASER_ONE),
            accept=("decline",),
            wrong=(Wrong("take", "Only an ace or a picture card brings 26 closer to 27; a 2 "
                                 "makes 28, and anything bigger takes you further away."),),
            hint="26 is 1 from 27; few cards do better.",
            explain="You stand on 26 for the rest of the hand. Seat 2 takes 6♣.",
        ),
        MoveStep(
            goal="Check. The next offer will skip you.",
            situation=Situation(_CHASER, moves=(*_CHASER_TWO[:-2], "check")),
            accept=("check",),
            wrong=(Wrong("bet", "A bet is allowed, but this step is about the offer that "
                                "follows: check and watch it skip you."),),
            hint="Betting goes on as usual; only the card offers change.",
            explain="In the next offer only Seat 2, who took a card last time, is asked. It "
                    "refuses, and the hand goes to the showdown.",
        ),
        QuestionStep(
            goal="Judge the high half.",
            situation=Situation(_CHASER, moves=(*_CHASER_TWO, "decline", *CHECKS)),
            question="Your 26 against Seat 2's 9♣ 8♥ 2♥ 6♣ (25). Who wins the high half?",
            ask=WhoWins("high"),
            hint="Both are under 27; which is nearer?",
            explain="Your 26 wins high, and your 16 is nearer 7 than Seat 2's 25, so you take "
                    "low too. Standing on 26 was safe; standing on 16 would have been final.",
        ),
    ),
)

# With a Lock. You: 4♠ down, 3♦ up (7). Seat 2: 9♣ down, 8♥ up; it takes 2♥, A♣ and 3♣, then
# refuses when the offer that skips you comes round.
_LOCK = "4s 9c 3d 8h 2h Ac 3c"
_LOCK_ONE = (*CHECKS, "decline", "take", *CHECKS)
_LOCK_TWO = (*_LOCK_ONE, "decline", "take", *CHECKS)
_LOCK_THREE = (*_LOCK_TWO, "decline", "take", *CHECKS)

WITH_A_LOCK = Lesson(
    id="three-refusals-lock",
    title="Three refusals in a row lock you out",
    seats=2,
    steps=(
        MoveStep(
            goal="You hold exactly 7. Refuse a card.",
            situation=Situation(_LOCK, moves=CHECKS),
            accept=("decline",),
            wrong=(Wrong("take", "Any card moves you off 7."),),
            hint="You cannot beat exactly 7.",
            explain="That is one refusal. Seat 2 takes 2♥.",
        ),
        MoveStep(
            goal="Refuse again.",
            situation=Situation(_LOCK, moves=_LOCK_ONE),
            accept=("decline",),
            wrong=(Wrong("take", "Your 7 is still perfect; a card only spoils it."),),
            hint="Nothing has changed for your hand.",
            explain="Two refusals in a row. Seat 2 takes A♣.",
        ),
        MoveStep(
            goal="Refuse a third time, and you are locked: no more cards this hand.",
            situation=Situation(_LOCK, moves=_LOCK_TWO),
            accept=("decline",),
            wrong=(Wrong("take", "Taking a card would start your count of refusals again, but "
                                 "it would spoil your 7."),),
            hint="Being locked costs you nothing when you want no more cards.",
            explain="After this offer your hand is marked Locked: later offers skip you. Seat 2 "
                    "takes 3♣.",
        ),
        QuestionStep(
            goal="Judge the showdown.",
            situation=Situation(_LOCK, moves=(*_LOCK_THREE, "decline", *CHECKS)),
            question="Your 7 against Seat 2's 9♣ 8♥ 2♥ A♣ 3♣. Who wins the low half?",
            ask=WhoWins("low"),
            hint="Seat 2 has 23 or 33.",
            explain="Your 7 takes low and Seat 2's 23 takes high. Locking hurts only a player "
                    "who still needs a card.",
        ),
    ),
)

# With Replace. You: 9♠ down, 4♦ up. Seat 2: K♥ down, 8♣ up. Your new card: 3♣.
_REPLACE = "9s Kh 4d 8c 3c"
_REPLACED = ("replace 9s", "keep")

WITH_REPLACE = Lesson(
    id="one-swap",
    title="One swap before the betting",
    seats=2,
    steps=(
        MoveStep(
            goal="You hold 9♠ and 4♦: 13, far from both targets. Swap the 9.",
            situation=Situation(_REPLACE),
            accept=("replace 9s",),
            wrong=(Wrong("keep", "13 is 6 from 7 and 14 from 27; keeping it wastes the one "
                                 "swap of the hand."),
                   Wrong("replace 4d", "The 4 helps your low total; the 9 is the card in the "
                                       "way.")),
            hint="Which card keeps you from a low total near 7?",
            explain="The new card takes the old one's place, face down: 3♣, so you hold 7. You "
                    "get only this one swap each hand.",
        ),
        QuestionStep(
            goal="Count your hand after the swap.",
            situation=Situation(_REPLACE, moves=_REPLACED),
            question="You now hold 3♣ and 4♦. What does your hand count?",
            ask=YourHand(decoys=(
                Decoy("high 13, low 13",
                      "Your 9♠ is gone: the 3♣ took its place, so 3 + 4 is 7."),
                Decoy("high 17, low 7",
                      "Without an ace a hand has one total only: 7 for both halves."),
            )),
            hint="Your 9♠ is gone.",
            explain="7, exactly the low target.",
        ),
        MoveStep(
            goal="Refuse a card: your 7 is perfect.",
            situation=Situation(_REPLACE, moves=(*_REPLACED, *CHECKS)),
            accept=("decline",),
            wrong=(Wrong("take", "Any card moves you off 7, and there is no second swap to "
                                 "undo it."),),
            hint="You cannot beat exactly 7.",
            explain="From here the hand goes on like 7/27.",
        ),
    ),
)

# Chilcoot's. You: A♠ 4♦ down, 9♣ up. Seat 2: 8♥ 7♠ down, 3♦ up. Offer: 2♠ to you, 6♣ to Seat 2.
_CHILCOOT = "As 8h 4d 7s 9c 3d 2s 6c"
_CHILCOOT_ONE = (*CHECKS, "take", "take", *CHECKS)

CHILCOOT = Lesson(
    id="two-cards-down",
    title="Two cards down: more hidden than shown",
    seats=2,
    steps=(
        QuestionStep(
            goal="Count a hand of two hidden cards and one showing.",
            situation=Situation(_CHILCOOT),
            question="You hold A♠ 4♦ face down and 9♣ face up. What does your hand count?",
            ask=YourHand(decoys=(
                Decoy("high 20, low 10",
                      "Your face-down 4♦ counts too: 24 and 14."),
                Decoy("high 24, low 24",
                      "For low the ace counts 1: 1 + 4 + 9 is 14."),
                Decoy("high 13, low 13",
                      "The ace counts as well, 1 or 11: 14 and 24."),
            )),
            hint="Count all three cards; the ace is 1 or 11.",
            explain="14 or 24. Seat 2 sees only your 9♣, and you see only its 3♦.",
        ),
        MoveStep(
            goal="You are on 24. Take a card.",
            situation=Situation(_CHILCOOT, moves=CHECKS),
            accept=("take",),
            wrong=(Wrong("decline", "24 is 3 short of 27: any card up to a 5, or a picture "
                                    "card, brings you closer (28 and 29 are nearer 27 than 24 "
                                    "is)."),),
            hint="A small card helps, and many cards are small.",
            explain="You take 2♠: 26.",
        ),
        MoveStep(
            goal="You have 26. Refuse a card.",
            situation=Situation(_CHILCOOT, moves=_CHILCOOT_ONE),
            accept=("decline",),
            wrong=(Wrong("take", "Only an ace or a picture card would help 26."),),
            hint="Few cards bring 26 closer to 27.",
            explain="Seat 2 refuses too, and the hands are shown.",
        ),
        QuestionStep(
            goal="See what two hidden cards can hold.",
            situation=Situation(_CHILCOOT, moves=(*_CHILCOOT_ONE, "decline", "decline", *CHECKS)),
            question="Seat 2 showed only 3♦ 6♣; its hidden cards were 8♥ 7♠. Who wins high?",
            ask=WhoWins("high"),
            hint="Seat 2 has 24 in all.",
            explain="Your 26 beats Seat 2's 24, but 15 of those 24 were hidden: with two cards "
                    "down, what a player shows tells you less than in 7/27.",
        ),
    ),
)

# Go Fish. You: 3♠ down, 2♦ up. Seat 2: 2♣ down, 9♥ up. Seat 2 then asks you for a king and
# draws 8♠ from the deck.
_FISH = "3s 2c 2d 9h 8s"
_FISH_ASKED = (*CHECKS, "ask 1 2", "ask 0 K", *CHECKS)

GO_FISH = Lesson(
    id="ask-for-a-rank",
    title="Fish for a card by its rank",
    seats=2,
    steps=(
        MoveStep(
            goal="You are on 5 and want a 2 for 7. Ask Seat 2 for a two.",
            situation=Situation(_FISH, moves=CHECKS),
            accept=("ask 1 2",),
            wrong=(Wrong("pass", "Not asking is like refusing a card: you would stay on 5."),
                   Wrong("ask 1 9", "A 9 would take you to 14, far from 7, whether it came "
                                    "from Seat 2's hidden card or from the deck.")),
            hint="Name the seat and the rank you need.",
            explain="Seat 2 had 2♣ face down, so it comes to you face up: 7. Had it no two, you "
                    "would have taken the top card of the deck.",
        ),
        QuestionStep(
            goal="Count your hand.",
            situation=Situation(_FISH, moves=(*CHECKS, "ask 1 2")),
            question="You now hold 3♠ 2♦ 2♣. What does your hand count?",
            ask=YourHand(decoys=(
                Decoy("high 5, low 5",
                      "The 2♣ Seat 2 gave you counts too: 3 + 2 + 2 is 7."),
                Decoy("high 17, low 7",
                      "Without an ace a hand has one total only: 7 for both halves."),
            )),
            hint="3 + 2 + 2.",
            explain="Exactly 7. Seat 2 now asks you for a king; you have none, so it draws 8♠.",
        ),
        MoveStep(
            goal="Your 7 is perfect. Don't ask this time.",
            situation=Situation(_FISH, moves=_FISH_ASKED),
            accept=("pass",),
            wrong=(Wrong("ask 1 9", "Seat 2 has no hidden card left, so you would take the "
                                    "deck's top card, and any card spoils your 7."),),
            hint="Any card you get moves you off 7.",
            explain="Seat 2 does not ask either, so the asking is over.",
        ),
        QuestionStep(
            goal="Judge the high half.",
            situation=Situation(_FISH, moves=(*_FISH_ASKED, "pass", "pass", *CHECKS)),
            question="Your 7 against Seat 2's 9♥ 8♠ (17). Who wins the high half?",
            ask=WhoWins("high"),
            hint="Which total is nearer 27?",
            explain="Seat 2's 17 takes high and your 7 takes low: the pot splits.",
        ),
    ),
)

# Twists. You: 9♠ 9♦ 7♣ down; Seat 2: A♣ 4♦ 2♠ down. Offer: 2♥ to you.
_TWISTS = "9s Ac 9d 4d 7c 2s 2h"
_FLIPPED = ("flip 7c", "flip 2s")
_TWISTS_ONE = (*_FLIPPED, *CHECKS, "take", "decline", *CHECKS)

TWISTS = Lesson(
    id="twenty-seven-scoops",
    title="Choose a card to show, and scoop with 27",
    seats=2,
    steps=(
        MoveStep(
            goal="You hold 9♠ 9♦ 7♣ face down. Turn up the 7♣.",
            situation=Situation(_TWISTS),
            accept=("flip 7c",),
            wrong=(Wrong("flip 9s", "Allowed, but a 9 showing tells the table you are heading "
                                    "for high; the 7 says less."),),
            hint="You choose which of your own cards the others see.",
            explain="Only the 7♣ shows; your two nines stay hidden. Seat 2 turns up its 2♠.",
        ),
        MoveStep(
            goal="You are on 25. Take a card.",
            situation=Situation(_TWISTS, moves=(*_FLIPPED, *CHECKS)),
            accept=("take",),
            wrong=(Wrong("decline", "At 25 an ace or a 2 gets you 26 or 27, and exactly 27 in "
                                    "ten cards or fewer takes the whole pot."),),
            hint="One card could make exactly 27.",
            explain="You take 2♥: exactly 27 with four cards.",
        ),
        MoveStep(
            goal="You have exactly 27. Refuse a card.",
            situation=Situation(_TWISTS, moves=_TWISTS_ONE),
            accept=("decline",),
            wrong=(Wrong("take", "Any card moves you off 27 and loses the scoop."),),
            hint="You cannot beat exactly 27.",
            explain="Nobody takes a card, so the hands are shown.",
        ),
        QuestionStep(
            goal="Judge a scoop.",
            situation=Situation(_TWISTS, moves=(*_TWISTS_ONE, "decline", "decline", *CHECKS)),
            question="Seat 2 has exactly 7 for low. Who wins the whole pot?",
            ask=WhoWins("whole pot"),
            hint="A hand of exactly 27 in ten cards or fewer takes everything.",
            explain="Your 27 in four cards scoops: Seat 2's perfect 7 gets nothing.",
        ),
    ),
)
