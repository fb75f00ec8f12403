"""Lessons for the classic stud games; each game's declaration picks its own by id, imported when
they are first asked for. Every lesson is two seats: you, then seat 2 (the dealer)."""

from __future__ import annotations

from pokerrules.table.teach.asks import Decoy, WhoWins, YourHand
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

_BASICS = ("poker-hands", "betting-round")


def _checks(rounds: int) -> tuple[str, ...]:
    """Both players check through ``rounds`` betting rounds."""
    return ("check", "check") * rounds


# You: K♥ K♦ down, 2♣ up; seat 2: 9♣ 9♦ down, A♥ up. Then up 5♠/Q♣, 8♥/J♦, 3♠/9♠; down 4♦/7♣.
_SEVEN = "Kh 9c Kd 9d 2c Ah 5s Qc 8h Jd 3s 9s 4d 7c"
_SEVEN_END = ("call", "raise", "raise", "call", *_checks(4))

SEVEN_BRING_IN = Lesson(
    id="bring-in",
    title="The bring-in: the lowest card starts the betting",
    seats=2,
    basics=_BASICS,
    steps=(
        MoveStep(
            goal="Your 2♣ is the lowest card showing, so you must start the betting with the "
                 "bring-in, a forced bet of half a bet. Bring it in for 1.",
            situation=Situation(_SEVEN),
            accept=("call",),
            wrong=(Wrong("bet", "Completing puts in a full bet of 2 at once. It is allowed, "
                                "but it tells seat 2 that your low card hides something "
                                "strong."),),
            hint="The bring-in is owed by whoever shows the lowest card, whatever is face down.",
            explain="You put in 1. Seat 2, with an ace showing, completes the bet to 2.",
        ),
        MoveStep(
            goal="Seat 2 completed the bet to 2. Your hidden pair of kings is strong: raise.",
            situation=Situation(_SEVEN, moves=("call", "raise")),
            accept=("raise", "call"),
            wrong=(Wrong("fold", "A pair of kings this early is a fine hand; folding gives up "
                                 "your ante and your bring-in."),),
            hint="A completion counts as the round's first full bet: a raise goes on top of it.",
            explain="Seat 2 calls. From now on the best hand showing opens each round, and from "
                    "the fifth card the bets are doubled.",
        ),
        QuestionStep(
            goal="Judge the showdown.",
            situation=Situation(_SEVEN, moves=_SEVEN_END),
            question="Everyone checked to the end. Who wins the pot?",
            ask=WhoWins("high"),
            hint="The best five of each player's seven cards play.",
            explain="Seat 2's three nines beat your pair of kings.",
        ),
    ),
)

# You: A♣ down, K♦ up; seat 2: 7♦ down, 4♥ up. Then up K♠/4♣, 9♠/8♥, 2♦/J♣.
_FIVE = "Ac 7d Kd 4h Ks 4c 9s 8h 2d Jc"
_FIVE_THIRD = ("call", "raise", "call")

FIVE_CARD_STUD = Lesson(
    id="five-card-stud",
    title="One card hidden: play what shows and what you know",
    seats=2,
    basics=_BASICS,
    steps=(
        MoveStep(
            goal="Seat 2 showed the lowest card, the 4♥, and brought it in for 1. Your king "
                 "showing with an ace in the hole is strong: complete the bet to 2.",
            situation=Situation(_FIVE, moves=("call",)),
            accept=("raise",),
            wrong=(Wrong("fold", "Ace-king is a strong start in Five Card Stud, where a "
                                 "single pair often wins."),
                   Wrong("call", "Calling matches the 1 and ends the round cheaply; this "
                                 "step asks you to complete the bet.")),
            hint="Completing raises the small bring-in to a full bet.",
            explain="Seat 2 calls. Only one card of each hand is hidden, so most of what "
                    "your rival holds is in plain sight.",
        ),
        MoveStep(
            goal="Your K♠ makes a pair of kings showing, the best hand showing, so you open. "
                 "Bet.",
            situation=Situation(_FIVE, moves=_FIVE_THIRD),
            accept=("bet",),
            wrong=(Wrong("check", "Checking lets the fours see another card for free while "
                                  "your kings lead."),),
            hint="Seat 2 can see your kings; it shows only a pair of fours.",
            explain="Seat 2 calls. Two more cards come face up, with a round of betting after "
                    "each.",
        ),
        QuestionStep(
            goal="Judge the showdown.",
            situation=Situation(_FIVE, moves=(*_FIVE_THIRD, "bet", "call", *_checks(2))),
            question="Everyone checked to the end. Who wins the pot?",
            ask=WhoWins("high"),
            hint="A pair of kings against a pair of fours.",
            explain="Your pair of kings beats seat 2's pair of fours.",
        ),
    ),
)

# You: 5♣ 6♣ down; seat 2: K♣ K♦. Up 7♣/2♠ (seat 2 brings it in), Q♦/3♠, 8♦/9♥, J♥/10♠;
# down 4♥/A♦, 9♣/A♣, and for Nine Card Stud 2♦/3♥.
_EIGHT = "5c Kc 6c Kd 7c 2s Qd 3s 8d 9h Jh Ts 4h Ad 9c Ac"
_NINE = _EIGHT + " 2d 3h"


def _best_five(cards: int, deck: str) -> Lesson:
    """The lesson of the stud game dealing ``cards`` cards: find the best five, bet them."""
    rounds = cards - 4  # the rounds after the bring-in's, before the last one
    to_the_last = ("call", "call", *_checks(rounds))
    return Lesson(
        id=f"best-five-of-{cards}",
        title=f"{cards} cards, the best five play",
        seats=2,
        basics=_BASICS,
        steps=(
            MoveStep(
                goal="Seat 2's 2♠ is the lowest card showing, and it brought it in for 1. Your "
                     "5-6-7 of clubs is worth a call.",
                situation=Situation(deck, moves=("call",)),
                accept=("call", "raise"),
                wrong=(Wrong("fold", "Three clubs in a row is a fine start with so many cards "
                                     "still to come; calling costs only 1."),),
                hint="The bring-in is half a bet: calling it is cheap.",
                explain=f"Three more cards come face up and {cards - 6} face down, with a round "
                        "of betting after each.",
            ),
            QuestionStep(
                goal="Find your best five cards.",
                situation=Situation(deck, moves=to_the_last),
                question="Your last card has come face down. What is your best hand of five?",
                ask=YourHand(decoys=(
                    Decoy("Straight, queen high", "A queen-high straight needs a ten, and you "
                                                  "hold none."),
                    Decoy("Flush, clubs", "You hold four clubs, one short of a flush."),
                    Decoy("Queen-jack high", "Five cards in a row make a straight, which "
                                             "beats any hand of high cards."),
                )),
                hint="Look for five cards in a row, face up and face down alike.",
                explain="4-5-6-7-8-9: the best five of them is the straight from five to nine.",
            ),
            MoveStep(
                goal="Your straight is hidden behind the cards you show. Bet it.",
                situation=Situation(deck, moves=to_the_last),
                accept=("bet",),
                wrong=(Wrong("check", "Checking lets seat 2 show down its pairs for "
                                      "nothing, though your straight beats them."),),
                hint="This is the last round of betting.",
                explain="Seat 2 calls, and both hands are shown.",
            ),
            QuestionStep(
                goal="Judge the showdown.",
                situation=Situation(deck, moves=(*to_the_last, "bet", "call")),
                question="Who wins the pot?",
                ask=WhoWins("high"),
                hint="A straight beats two pair.",
                explain="Your straight beats seat 2's aces and kings; the other cards of each "
                        "hand play no part.",
            ),
        ),
    )


# You: A♠ 2♦ down, 3♥ up; seat 2: K♣ Q♣ down, K♥ up (the highest card brings it in). Then up
# K♠/4♣, 5♦/7♠, 7♥/8♦; down J♣/9♣.
_RAZZ = "As Kc 2d Qc 3h Kh Ks 4c 5d 7s 7h 8d Jc 9c"
_RAZZ_SEVENTH = ("call", "raise", "call", "bet", "call", "bet", "call", *_checks(1))

RAZZ = Lesson(
    id="razz-lowest-wins",
    title="Razz: the lowest hand wins",
    seats=2,
    basics=_BASICS,
    steps=(
        MoveStep(
            goal="In Razz the highest card brings it in: seat 2's K♥ did. Your A-2-3 is the "
                 "best start there is: complete the bet.",
            situation=Situation(_RAZZ, moves=("call",)),
            accept=("raise",),
            wrong=(Wrong("fold", "Three different cards of three and under: no start in Razz "
                                 "is better."),
                   Wrong("call", "Calling keeps it cheap for a king; this step asks you to "
                                 "complete the bet.")),
            hint="Aces are low, and the lowest hand wins.",
            explain="Seat 2 calls. Each later round is opened by the best low hand showing.",
        ),
        MoveStep(
            goal="You show 3-K-5 and seat 2 shows K-4-7: your low showing is the better, so "
                 "you open. With A-2-3-5 among your cards, bet.",
            situation=Situation(_RAZZ, moves=("call", "raise", "call", "bet", "call")),
            accept=("bet",),
            wrong=(Wrong("check", "Four cards of five and under: you are well ahead, and a "
                                  "check lets seat 2 draw for free."),),
            hint="Your king showing does not count: only your five lowest cards will play.",
            explain="Seat 2 calls. From this round on, bets are the big bet, 4.",
        ),
        QuestionStep(
            goal="Name your low hand.",
            situation=Situation(_RAZZ, moves=_RAZZ_SEVENTH),
            question="Your seventh card came face down. What is your best low hand?",
            ask=YourHand(decoys=(
                Decoy("King-seven low (K-7-5-3-2)", "You have five cards under the king, so "
                                                    "the king does not play."),
                Decoy("Jack-seven low (J-7-5-3-2)", "The jack is not needed: the ace makes "
                                                    "five cards of seven and under."),
                Decoy("Pair of sevens (7-7-5-3-2)", "You may leave a paired card out: only "
                                                    "the five lowest different cards play."),
            )),
            hint="Take the five lowest different ranks you hold; aces are low.",
            explain="A-2-3-5-7: a seven-five low. Straights and flushes do not count.",
        ),
        QuestionStep(
            goal="Judge the showdown.",
            situation=Situation(_RAZZ, moves=(*_RAZZ_SEVENTH, "check", "check")),
            question="Who wins the pot?",
            ask=WhoWins("low"),
            hint="Compare the highest card of each low first.",
            explain="Your seven-low beats seat 2's queen-low.",
        ),
    ),
)

# You: A♥ 2♦ down, 3♣ up (the lowest card); seat 2: Q♠ Q♥ down, Q♦ up. Then up 4♠/9♣,
# 7♥/9♦, K♦/J♣; down K♣/10♠.
_EIGHT_OR_BETTER = "Ah Qs 2d Qh 3c Qd 4s 9c 7h 9d Kd Jc Kc Ts"
_SPLIT = ("call", "raise", "call", "check", "bet", "call", *_checks(3))

HIGH_LOW_EIGHT = Lesson(
    id="eight-or-better",
    title="High and low: the pot splits when a low of eight or better is made",
    seats=2,
    basics=_BASICS,
    steps=(
        MoveStep(
            goal="Your 3♣ is the lowest card showing: bring it in for 1.",
            situation=Situation(_EIGHT_OR_BETTER),
            accept=("call",),
            wrong=(Wrong("bet", "Completing to 2 at once is allowed, but your hand is only a "
                                "start for low so far."),),
            hint="The lowest card showing owes the bring-in, even in a game with a low half.",
            explain="Seat 2 completes to 2 and you call: A-2-3 is a fine start for the low half.",
        ),
        MoveStep(
            goal="Seat 2 shows the best hand, queen-nine, and checks. Your A-2-3-4 are four "
                 "cards to a low: bet.",
            situation=Situation(_EIGHT_OR_BETTER, moves=("call", "raise", "call", "check")),
            accept=("bet",),
            wrong=(Wrong("check", "Checking gives seat 2 a free card, though you are halfway "
                                  "to the best low there is."),),
            hint="Any five different cards of eight or under will make a low.",
            explain="Seat 2 calls. Everyone then checks to the end.",
        ),
        QuestionStep(
            goal="Judge the low half.",
            situation=Situation(_EIGHT_OR_BETTER, moves=_SPLIT),
            question="Everyone checked to the end. Who wins the low half?",
            ask=WhoWins("low"),
            hint="A low needs five different cards of eight or under.",
            explain="Your 7-4-3-2-A is a seven low; seat 2 holds no card under nine, so it "
                    "makes no low at all.",
        ),
        QuestionStep(
            goal="Judge the high half.",
            situation=Situation(_EIGHT_OR_BETTER, moves=_SPLIT),
            question="Who wins the high half?",
            ask=WhoWins("high"),
            hint="Queens full of nines against a pair of kings.",
            explain="Seat 2's full house takes the high half: the pot is split.",
        ),
    ),
)

EIGHT_CARD_STUD = _best_five(8, _EIGHT)
NINE_CARD_STUD = _best_five(9, _NINE)
