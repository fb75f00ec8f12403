"""Lessons for the 7/27 children that change what a card counts: Double Clubs, 8/28, Black,
Red and Price is Right 7/27 (each game's declaration in
:mod:`pokerrules.games.seven_twenty_seven` names its lesson).

The deck is dealt in turn: your face-down card, Seat 2's, your face-up card, Seat 2's, then one
card to each player who takes one, you first.
"""

from __future__ import annotations

from pokerrules.table.teach.asks import Decoy, WhoWins, YourHand
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

CHECKS = ("check", "check")

# Double Clubs. You: 4♣ down, 9♦ up. Seat 2: 2♠ down, 3♥ up. Offer: 5♣ to you, 6♥ to Seat 2.
_CLUBS = "4c 2s 9d 3h 5c 6h"
_CLUBS_ONE = (*CHECKS, "take", "take", *CHECKS)

DOUBLE_CLUBS = Lesson(
    id="clubs-count-double",
    title="Every club counts double",
    seats=2,
    steps=(
        QuestionStep(
            goal="Count a hand with a club.",
            situation=Situation(_CLUBS),
            question="You hold 4♣ and 9♦. What does your hand count?",
            ask=YourHand(decoys=(
                Decoy("high 13, low 13",
                      "A club counts double here: the 4♣ is 8, so 17."),
                Decoy("high 26, low 26",
                      "Only clubs count double; the 9♦ counts 9, so 17."),
            )),
            hint="Only the club doubles: 4♣ counts 8.",
            explain="4♣ counts 8 and 9♦ counts 9: 17.",
        ),
        MoveStep(
            goal="You are on 17. Take a card towards 27.",
            situation=Situation(_CLUBS, moves=CHECKS),
            accept=("take",),
            wrong=(Wrong("decline", "17 is 10 short of 27. Most cards help, though a big club "
                                    "could now jump you far past."),),
            hint="Even a 9 leaves you at 26.",
            explain="You take 5♣, which counts 10.",
        ),
        QuestionStep(
            goal="Count your new card.",
            situation=Situation(_CLUBS, moves=_CLUBS_ONE),
            question="You now hold 4♣ 9♦ 5♣. What does your hand count?",
            ask=YourHand(decoys=(
                Decoy("high 18, low 18",
                      "Both clubs count double: 8 + 9 + 10 is 27."),
                Decoy("high 22, low 22",
                      "The new 5♣ is a club too, so it counts 10: 27."),
                Decoy("high 32, low 32",
                      "Only the clubs double, and the 9♦ counts 9: 8 + 9 + 10 is 27."),
            )),
            hint="Both clubs double: 8 + 9 + 10.",
            explain="Exactly 27.",
        ),
        MoveStep(
            goal="You have exactly 27. Refuse a card.",
            situation=Situation(_CLUBS, moves=_CLUBS_ONE),
            accept=("decline",),
            wrong=(Wrong("take", "Every card moves you off 27, and a club twice as far."),),
            hint="You cannot get closer than exactly 27.",
            explain="You keep 27. A picture club counts 1 here, and an ace of clubs 2 or 22.",
        ),
    ),
)

# 8/28. You: 3♣ down, 2♦ up. Seat 2: 2♣ down, 3♥ up; it takes K♥ in the first offer.
_EIGHT = "3c 2c 2d 3h Kh"
_EIGHT_ONE = (*CHECKS, "decline", "take", *CHECKS)

EIGHT_28 = Lesson(
    id="eight-and-twenty-eight",
    title="Aim at 8 and 28, with clubs double",
    seats=2,
    options={"clubs": "double"},
    steps=(
        QuestionStep(
            goal="Count a hand with a club.",
            situation=Situation(_EIGHT),
            question="You hold 3♣ and 2♦. What does your hand count?",
            ask=YourHand(decoys=(
                Decoy("high 5, low 5",
                      "This table counts a club double, so the 3♣ is 6: 8."),
                Decoy("high 10, low 10",
                      "Only the club doubles; the 2♦ counts 2, so 8."),
            )),
            hint="With this table's house rule (as the source has it), a club counts double.",
            explain="3♣ counts 6: your hand is 8, exactly the low target in 8/28.",
        ),
        MoveStep(
            goal="You are on exactly 8. Refuse a card.",
            situation=Situation(_EIGHT, moves=CHECKS),
            accept=("decline",),
            wrong=(Wrong("take", "Any card adds at least ½ and moves you off 8."),),
            hint="The low target here is 8, not 7.",
            explain="Seat 2 takes K♥, so the offer comes round again.",
        ),
        MoveStep(
            goal="Keep your 8.",
            situation=Situation(_EIGHT, moves=_EIGHT_ONE),
            accept=("decline",),
            wrong=(Wrong("take", "Your 8 is still perfect; a card only spoils it."),),
            hint="Nothing has changed for your hand.",
            explain="Seat 2 refuses too, so the drawing is over.",
        ),
        QuestionStep(
            goal="Judge the low half.",
            situation=Situation(_EIGHT, moves=(*_EIGHT_ONE, "decline", "decline", *CHECKS)),
            question="Your 8 against Seat 2's 2♣ 3♥ K♥. Who wins the low half?",
            ask=WhoWins("low"),
            hint="2♣ counts 4, so Seat 2 has 7½.",
            explain="Your 8 is exactly the target and beats 7½. In 7/27, 7½ would be nearer.",
        ),
    ),
)

# Black 7/27. You: 9♥ down, 5♠ up. Seat 2: K♠ down, 7♦ up. Offer: 2♣ to you, 6♠ to Seat 2.
_BLACK = "9h Ks 5s 7d 2c 6s"
_BLACK_ONE = (*CHECKS, "take", "take", *CHECKS)

BLACK = Lesson(
    id="red-cards-count-nothing",
    title="Red cards count nothing",
    seats=2,
    steps=(
        QuestionStep(
            goal="Count a hand with a red card.",
            situation=Situation(_BLACK),
            question="You hold 9♥ and 5♠. What does your hand count?",
            ask=YourHand(decoys=(
                Decoy("high 14, low 14",
                      "In Black 7/27 the red 9♥ counts nothing, so only the 5♠ counts."),
                Decoy("high 9, low 9",
                      "It is the red card that counts nothing: the 9♥ is 0 and the black 5♠ is 5."),
            )),
            hint="In Black 7/27 hearts and diamonds count 0.",
            explain="9♥ counts nothing: your hand is 5.",
        ),
        MoveStep(
            goal="Take a card: a red card costs you nothing, and a small black card helps.",
            situation=Situation(_BLACK, moves=CHECKS),
            accept=("take",),
            wrong=(Wrong("decline", "At 5 you are 2 short of 7, and half the deck (the red "
                                    "cards) cannot hurt you."),),
            hint="A red card leaves 5 as it is.",
            explain="You take 2♣: 7.",
        ),
        MoveStep(
            goal="You have exactly 7. Refuse a card.",
            situation=Situation(_BLACK, moves=_BLACK_ONE),
            accept=("decline",),
            wrong=(Wrong("take", "A red card would change nothing, but any black card moves you "
                                 "off 7."),),
            hint="You cannot beat exactly 7.",
            explain="You keep 7. Seat 2 refuses too, so the drawing is over.",
        ),
        QuestionStep(
            goal="Judge the low half.",
            situation=Situation(_BLACK, moves=(*_BLACK_ONE, "decline", "decline", *CHECKS)),
            question="Your 7 against Seat 2's K♠ 7♦ 6♠. Who wins the low half?",
            ask=WhoWins("low"),
            hint="7♦ is red: Seat 2 has ½ + 0 + 6.",
            explain="Seat 2 has 6½; your exact 7 wins the low half.",
        ),
    ),
)

# Red 7/27. You: 9♠ down, 5♥ up. Seat 2: K♥ down, 7♣ up. Offer: 2♦ to you, 6♥ to Seat 2.
_RED = "9s Kh 5h 7c 2d 6h"
_RED_ONE = (*CHECKS, "take", "take", *CHECKS)

RED = Lesson(
    id="black-cards-count-nothing",
    title="Black cards count nothing",
    seats=2,
    steps=(
        QuestionStep(
            goal="Count a hand with a black card.",
            situation=Situation(_RED),
            question="You hold 9♠ and 5♥. What does your hand count?",
            ask=YourHand(decoys=(
                Decoy("high 14, low 14",
                      "In Red 7/27 the black 9♠ counts nothing, so only the 5♥ counts."),
                Decoy("high 9, low 9",
                      "It is the black card that counts nothing: the 9♠ is 0 and the red 5♥ is 5."),
            )),
            hint="In Red 7/27 spades and clubs count 0.",
            explain="9♠ counts nothing: your hand is 5.",
        ),
        MoveStep(
            goal="Take a card: a black card costs you nothing, and a small red card helps.",
            situation=Situation(_RED, moves=CHECKS),
            accept=("take",),
            wrong=(Wrong("decline", "At 5 you are 2 short of 7, and half the deck (the black "
                                    "cards) cannot hurt you."),),
            hint="A black card leaves 5 as it is.",
            explain="You take 2♦: 7.",
        ),
        MoveStep(
            goal="You have exactly 7. Refuse a card.",
            situation=Situation(_RED, moves=_RED_ONE),
            accept=("decline",),
            wrong=(Wrong("take", "A black card would change nothing, but any red card moves you "
                                 "off 7."),),
            hint="You cannot beat exactly 7.",
            explain="You keep 7. Seat 2 refuses too, so the drawing is over.",
        ),
        QuestionStep(
            goal="Judge the low half.",
            situation=Situation(_RED, moves=(*_RED_ONE, "decline", "decline", *CHECKS)),
            question="Your 7 against Seat 2's K♥ 7♣ 6♥. Who wins the low half?",
            ask=WhoWins("low"),
            hint="7♣ is black: Seat 2 has ½ + 0 + 6.",
            explain="Seat 2 has 6½; your exact 7 wins the low half.",
        ),
    ),
)

# Price is Right. You: 4♣ down, 9♦ up. Seat 2: 10♦ down, 9♥ up. Offer: 8♥ to you, 9♠ to Seat 2.
_PRICE = "4c Td 9d 9h 8h 9s"
_PRICE_ONE = (*CHECKS, "take", "take", *CHECKS)

PRICE_IS_RIGHT = Lesson(
    id="over-loses",
    title="Go over and you lose to anything under",
    seats=2,
    options={"clubs": "double"},
    steps=(
        QuestionStep(
            goal="Count a hand with a club.",
            situation=Situation(_PRICE),
            question="You hold 4♣ and 9♦. What does your hand count?",
            ask=YourHand(decoys=(
                Decoy("high 13, low 13",
                      "This table counts a club double: the 4♣ is 8, so 17."),
                Decoy("high 26, low 26",
                      "Only the club doubles; the 9♦ counts 9, so 17."),
            )),
            hint="With this table's house rule (as the source has it), a club counts double.",
            explain="4♣ counts 8: 17.",
        ),
        MoveStep(
            goal="You are on 17. Take a card.",
            situation=Situation(_PRICE, moves=CHECKS),
            accept=("take",),
            wrong=(Wrong("decline", "17 is 10 short of 27; only a club from the 6 to the 10 "
                                    "could take you over."),),
            hint="Most cards bring 17 closer to 27 without passing it.",
            explain="You take 8♥: 25.",
        ),
        MoveStep(
            goal="You are on 25. Refuse a card.",
            situation=Situation(_PRICE, moves=_PRICE_ONE),
            accept=("decline",),
            wrong=(Wrong("take", "A 3 or more (a 2 too, if a club) puts you over 27, and here a total over "
                                 "27 loses high to any total under it, even 18."),),
            hint="Here 27 is a ceiling as much as a target.",
            explain="You keep 25. Seat 2 refuses too, so the drawing is over.",
        ),
        QuestionStep(
            goal="Judge over against under.",
            situation=Situation(_PRICE, moves=(*_PRICE_ONE, "decline", "decline", *CHECKS)),
            question="Your 25 against Seat 2's 10♦ 9♥ 9♠ (28). Who wins the high half?",
            ask=WhoWins("high"),
            hint="28 is nearer 27 than 25 is, but it is over.",
            explain="Any total of 27 or under beats any over it, so your 25 wins. Low works the "
                    "same way: 7 or under beats anything over 7.",
        ),
    ),
)
