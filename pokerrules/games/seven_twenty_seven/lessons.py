"""Lessons for the 7/27 family: 7/27's own lessons and those of the games that move the targets
(3/33, 5½/21, 2/22, Thirty One). The children that change what a card counts and those that
change how cards are offered have modules of their own (``lessons_counts``, ``lessons_offers``),
and so does the lesson every game of the family shares (``lessons_betting``: betting between the
offers, standing for the rest of the hand). Each game's declaration in
:mod:`pokerrules.games.seven_twenty_seven` names its lessons, imported when first asked for.

In every situation the deck is dealt in turn: your face-down card, Seat 2's, your face-up card,
Seat 2's, then one card to each player who takes one, you first.
"""

from __future__ import annotations

from pokerrules.table.teach.asks import Decoy, WhoWins, YourHand
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

CHECKS = ("check", "check")

# You: A♠ down, 9♣ up. Seat 2: K♦ down, 5♥ up. First offer: 6♦ to you, 3♠ to Seat 2.
_FIRST = "As Kd 9c 5h 6d 3s"
_FIRST_OFFER = (*CHECKS, "take", "take", *CHECKS)

FIRST_HAND = Lesson(
    id="first-hand",
    title="Your first hand: two totals at once",
    seats=2,
    steps=(
        QuestionStep(
            goal="Count your hand both ways.",
            situation=Situation(_FIRST),
            question="You hold A♠ and 9♣. What does your hand count?",
            ask=YourHand(decoys=(
                Decoy("high 10, low 10",
                      "The ace counts 11 for the high total, so high is 20."),
                Decoy("high 20, low 20",
                      "The ace counts 1 for the low total, so low is 10."),
                Decoy("high 19, low 9",
                      "An ace counts 1 or 11, never 10 or 0: 20 and 10."),
            )),
            hint="An ace counts 1 or 11, whichever helps, and a 9 counts 9.",
            explain="The ace is 11 for the high total (20) and 1 for the low total (10): you chase "
                    "27 and 7 with the same cards, and each half of the pot is judged on its own.",
        ),
        MoveStep(
            goal="You are on 10 or 20. Take a card to get closer to 27.",
            situation=Situation(_FIRST, moves=CHECKS),
            accept=("take",),
            wrong=(Wrong("decline", "Standing on 20 leaves you 7 short of 27, and every card "
                                    "in the deck would bring you closer: even a 10 makes 30, "
                                    "only 3 away."),),
            hint="No card can leave 20 further from 27.",
            explain="You take 6♦, face up: now 16 or 26. A card you take is always dealt face up.",
        ),
        MoveStep(
            goal="You have 26 and Seat 2 shows 5♥ 3♠. Refuse the next card.",
            situation=Situation(_FIRST, moves=_FIRST_OFFER),
            accept=("decline",),
            wrong=(Wrong("take", "Only an ace (27) or a picture card (26½) would help. A 2 makes "
                                 "28, as far from 27 as 26 but on the wrong side, and anything "
                                 "bigger takes you further away."),),
            hint="Count which cards would bring 26 closer to 27, and which would push it past.",
            explain="No card passes this offer only: if anyone takes a card, you are asked again "
                    "next time. The drawing ends after an offer in which nobody takes a card.",
        ),
        QuestionStep(
            goal="Read the showdown.",
            situation=Situation(_FIRST, moves=(*_FIRST_OFFER, "decline", "decline", *CHECKS)),
            question="Your A♠ 9♣ 6♦ against Seat 2's K♦ 5♥ 3♠. Who wins the low half?",
            ask=WhoWins("low"),
            hint="A king counts ½. Add Seat 2's three cards and compare with your 16.",
            explain="Seat 2 has 8½ and your best low is 16, so Seat 2 takes the low half; your 26 "
                    "takes the high half. The pot is split in two, and an odd chip goes to high.",
        ),
    ),
)

# You: Q♥ down, 6♣ up (6½). Seat 2: 6♦ down, A♠ up; it takes K♣ in the first offer.
_TIES = "Qh 6d 6c As Kc"
_TIES_OFFER_ONE = (*CHECKS, "decline", "take", *CHECKS)

TIES = Lesson(
    id="picture-cards-and-ties",
    title="Picture cards, standing pat, and equally close totals",
    seats=2,
    steps=(
        QuestionStep(
            goal="Count a hand with a picture card.",
            situation=Situation(_TIES),
            question="You hold Q♥ and 6♣. What does your hand count?",
            ask=YourHand(decoys=(
                Decoy("high 16, low 16",
                      "In 7/27 a queen counts ½, not 10: 6½."),
                Decoy("high 6, low 6",
                      "The queen counts ½, not nothing: 6½."),
                Decoy("high 16, low 6",
                      "A picture card counts ½ in 7/27, for both totals alike: 6½ and 6½."),
            )),
            hint="Kings, queens and jacks count ½ each.",
            explain="The queen counts ½: your hand is 6½ for both halves, just ½ short of 7.",
        ),
        MoveStep(
            goal="You are ½ from 7. Refuse a card.",
            situation=Situation(_TIES, moves=CHECKS),
            accept=("decline",),
            wrong=(Wrong("take", "Only a picture card (7) or an ace (7½) would help; any other "
                                 "card, a 2 or more, puts you further from 7."),),
            hint="Which cards would bring 6½ closer to 7? Very few.",
            explain="You stand on 6½. Seat 2 takes K♣, so there will be another offer.",
        ),
        MoveStep(
            goal="Seat 2 took a card, so the offer comes round again. Refuse again.",
            situation=Situation(_TIES, moves=_TIES_OFFER_ONE),
            accept=("decline",),
            wrong=(Wrong("take", "Your 6½ has not changed: a card still helps only if it is a "
                                 "picture card or an ace."),),
            hint="Nothing about your hand has changed since the last offer.",
            explain="Refusing one offer does not stop you taking a card in the next. This time "
                    "Seat 2 refuses too, so the drawing is over.",
        ),
        QuestionStep(
            goal="Judge two totals equally close to 7.",
            situation=Situation(_TIES, moves=(*_TIES_OFFER_ONE, "decline", "decline", *CHECKS)),
            question="Your 6½ against Seat 2's 6♦ A♠ K♣ (7½ or 17½). Who wins the low half?",
            ask=WhoWins("low"),
            hint="Both are ½ from 7. The table's tie rule, unless the house changes it, is "
                 "'inside': the total on the side of the other target wins.",
            explain="With the default inside rule, 7½ (towards 27) beats 6½ for low, as 26 would "
                    "beat 28 for high. The 'Equally close totals' house rule can change it; "
                    "exactly equal totals share.",
        ),
        QuestionStep(
            goal="See one hand take both halves.",
            situation=Situation(_TIES, moves=(*_TIES_OFFER_ONE, "decline", "decline", *CHECKS)),
            question="And who wins the high half?",
            ask=WhoWins("high"),
            hint="Count Seat 2's ace as 11 this time.",
            explain="Seat 2's ace counts 11 for high: 17½ beats your 6½. Seat 2 takes the whole "
                    "pot, which is what one ace can do for a hand.",
        ),
    ),
)

# 3/33. You: K♠ down, 9♦ up (19). Seat 2: 8♣ down, 7♥ up; it takes J♣, then 9♠.
_33 = "Ks 8c 9d 7h Qd Jc 9s"
_33_ONE = (*CHECKS, "take", "take", *CHECKS)
_33_TWO = (*_33_ONE, "decline", "take", *CHECKS, "decline", "decline", *CHECKS)

THREE_33 = Lesson(
    id="faces-count-ten",
    title="Faces count 10, and 33 must not be passed",
    seats=2,
    steps=(
        QuestionStep(
            goal="Count a hand where picture cards are worth 10.",
            situation=Situation(_33),
            question="You hold K♠ and 9♦. What does your hand count?",
            ask=YourHand(decoys=(
                Decoy("high 9½, low 9½",
                      "In 3/33 a king counts 10, not ½: 10 and 9 make 19."),
                Decoy("high 29, low 19",
                      "The king counts 10 for both totals; only an ace has two values: 19."),
            )),
            hint="In 3/33 kings, queens and jacks count 10, not ½.",
            explain="The king counts 10: 19. High aims at 33 and low at 3.",
        ),
        MoveStep(
            goal="You are on 19, far from both targets. Take a card.",
            situation=Situation(_33, moves=CHECKS),
            accept=("take",),
            wrong=(Wrong("decline", "19 is 14 short of 33: every card in the deck brings it "
                                    "closer."),),
            hint="No single card can take 19 past 33.",
            explain="You take Q♦: 29.",
        ),
        MoveStep(
            goal="You have 29. Refuse a card.",
            situation=Situation(_33, moves=_33_ONE),
            accept=("decline",),
            wrong=(Wrong("take", "Over 33 your hand cannot win high at all, and a 5 or more, a "
                                 "ten or any picture card would put you there."),),
            hint="In 3/33 the high hand must not go over 33.",
            explain="You keep 29. Seat 2 takes 9♠, and when the offer comes round again you both "
                    "refuse.",
        ),
        QuestionStep(
            goal="Judge a hand that went over.",
            situation=Situation(_33, moves=_33_TWO),
            question="Your 29 against Seat 2's 8♣ 7♥ J♣ 9♠ (34). Who wins the high half?",
            ask=WhoWins("high"),
            hint="34 is nearer 33 than 29 is, but is it allowed?",
            explain="34 is over 33, so it cannot win high: your 29 does. Low works the same way "
                    "from below: a total under 3 cannot win it.",
        ),
    ),
)

# 5½/21. You: K♦ down, 5♥ up. Seat 2: 9♣ down, Q♣ up; it takes 3♠.
_21 = "Kd 9c 5h Qc 3s"
_21_ONE = (*CHECKS, "decline", "take", *CHECKS)

FIVE_HALF_21 = Lesson(
    id="faces-half-or-ten",
    title="A picture card counts ½ or 10",
    seats=2,
    steps=(
        QuestionStep(
            goal="Count a picture card both ways.",
            situation=Situation(_21),
            question="You hold K♦ and 5♥. What does your hand count?",
            ask=YourHand(decoys=(
                Decoy("high 5½, low 5½",
                      "For high the king counts 10, which brings you nearer 21: 15."),
                Decoy("high 15, low 15",
                      "For low the king counts ½, which brings you to 5½ exactly."),
                Decoy("high 16, low 6",
                      "A picture card counts ½ or 10 here, never 11 or 1: 15 and 5½."),
            )),
            hint="In this game a king, queen or jack counts ½ or 10, whichever suits each half.",
            explain="The king is 10 for high (15) and ½ for low (5½): exactly the low target.",
        ),
        MoveStep(
            goal="Your low total is exactly 5½. Refuse a card.",
            situation=Situation(_21, moves=CHECKS),
            accept=("decline",),
            wrong=(Wrong("take", "Every card adds at least ½ to your low total and moves it off "
                                 "5½; a 6 would make high 21 but wreck your low."),),
            hint="You cannot get closer than exactly 5½.",
            explain="You keep your perfect low. Seat 2 takes 3♠, so the offer comes round again.",
        ),
        MoveStep(
            goal="The offer is back to you. Keep your 5½.",
            situation=Situation(_21, moves=_21_ONE),
            accept=("decline",),
            wrong=(Wrong("take", "Your low is still exactly 5½, and any card moves it away."),),
            hint="Nothing has changed for your hand.",
            explain="Seat 2 refuses too, so the drawing is over.",
        ),
        QuestionStep(
            goal="Judge the high half.",
            situation=Situation(_21, moves=(*_21_ONE, "decline", "decline", *CHECKS)),
            question="Your 15 against Seat 2's 9♣ Q♣ 3♠. Who wins the high half?",
            ask=WhoWins("high"),
            hint="Count Seat 2's queen as 10.",
            explain="Seat 2 has 22, 1 from 21, and a total over 21 may still win. Your 5½ takes "
                    "low. Here two equally close totals go to the lower one, unless the house "
                    "rule says otherwise.",
        ),
    ),
)

# 2/22. You: 10♠ down, A♦ up. Seat 2: 5♥ down, 6♠ up; it takes 9♣, then 4♦.
_22 = "Ts 5h Ad 6s Kc 9c 4d"
_22_ONE = (*CHECKS, "take", "take", *CHECKS)
_22_END = (*_22_ONE, "decline", "take", *CHECKS, "decline", "decline", *CHECKS)

TWO_22 = Lesson(
    id="tens-count-half",
    title="Tens and faces count ½: 2 and 22, never past them",
    seats=2,
    steps=(
        QuestionStep(
            goal="Count a ten in 2/22.",
            situation=Situation(_22),
            question="You hold 10♠ and A♦. What does your hand count?",
            ask=YourHand(decoys=(
                Decoy("high 21, low 11",
                      "In 2/22 a ten counts ½, not 10: 11½."),
                Decoy("high 11½, low 1½",
                      "A low total under 2 cannot win, so the ace counts 11 for low as well: 11½."),
                Decoy("high 21, low 21",
                      "The ten counts ½ here, so the most you have is 11½."),
            )),
            hint="Tens, kings, queens and jacks count ½; an ace 1 or 11. A low total under 2 "
                 "cannot win.",
            explain="1½ would be under 2, which cannot win low, so your best low is 11½ too.",
        ),
        MoveStep(
            goal="Take a card: ½ more would make your low exactly 2.",
            situation=Situation(_22, moves=CHECKS),
            accept=("take",),
            wrong=(Wrong("decline", "At 1½ or 11½ you are under 2 for low and far from 22 for "
                                    "high; a ten or picture card would give you a perfect 2."),),
            hint="Tens and picture cards are 16 of the 52 cards.",
            explain="You take K♣: 2 with the ace as 1, a perfect low, or 12 for high.",
        ),
        MoveStep(
            goal="Your low is exactly 2. Refuse a card.",
            situation=Situation(_22, moves=_22_ONE),
            accept=("decline",),
            wrong=(Wrong("take", "Every card adds at least ½ and moves you off a perfect 2."),),
            hint="A low total can only go up.",
            explain="You keep 2. Seat 2 takes 4♦; next offer you both refuse.",
        ),
        QuestionStep(
            goal="Judge a hand that went over 22.",
            situation=Situation(_22, moves=_22_END),
            question="Your 12 against Seat 2's 5♥ 6♠ 9♣ 4♦ (24). Who wins the high half?",
            ask=WhoWins("high"),
            hint="A high total over 22 cannot win.",
            explain="24 is over 22, so only your 12 can win high: you take both halves.",
        ),
    ),
)

# Thirty One. You: K♠ down, Q♦ up (20). Seat 2: 8♥ down, 7♠ up; it takes 10♣, then 7♦.
_31 = "Ks 8h Qd 7s 9c Tc 7d"
_31_ONE = (*CHECKS, "take", "take", *CHECKS)
_31_END = (*_31_ONE, "decline", "take", *CHECKS, "decline", "decline", *CHECKS)

THIRTY_ONE = Lesson(
    id="under-beats-over",
    title="One pot, closest to 31, and under beats over",
    seats=2,
    steps=(
        QuestionStep(
            goal="Count a hand in Thirty One.",
            situation=Situation(_31),
            question="You hold K♠ and Q♦. What does your hand count?",
            ask=YourHand(decoys=(
                Decoy("high 1",
                      "In Thirty One picture cards count 10, not ½: 20."),
                Decoy("high 20, low 1",
                      "Thirty One has no low total: one pot, one target, 31."),
                Decoy("high 11",
                      "Both picture cards count 10, not just one of them: 20."),
            )),
            hint="Picture cards count 10 here, and there is only one target: 31.",
            explain="20. There is no low half: the whole pot goes to the total nearest 31.",
        ),
        MoveStep(
            goal="You are on 20. Take a card.",
            situation=Situation(_31, moves=CHECKS),
            accept=("take",),
            wrong=(Wrong("decline", "20 is 11 short of 31, and no single card can take you "
                                    "over."),),
            hint="The biggest a card can add is 11.",
            explain="You take 9♣: 29.",
        ),
        MoveStep(
            goal="You are on 29. Refuse a card.",
            situation=Situation(_31, moves=_31_ONE),
            accept=("decline",),
            wrong=(Wrong("take", "Only an ace or a 2 helps. A 3 or more puts you over 31, and "
                                 "any hand under 31 beats any hand over it."),),
            hint="Which cards keep you at 31 or under?",
            explain="You keep 29. Seat 2 takes 7♦; next offer you both refuse.",
        ),
        QuestionStep(
            goal="Judge under against over.",
            situation=Situation(_31, moves=_31_END),
            question="Your 29 against Seat 2's 8♥ 7♠ 10♣ 7♦ (32). Who wins the pot?",
            ask=WhoWins("high"),
            hint="32 is only 1 away, but it is over.",
            explain="Any total of 31 or under beats any total over it, so your 29 beats 32 and "
                    "takes the whole pot.",
        ),
    ),
)
