"""Lessons for Ten Card Stud and Survivor; each game's declaration names its own, imported
when they are first asked for."""

from __future__ import annotations

from pokerrules.table.teach.asks import Decoy, WhoWins, YourHand
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

# Two seats. You get A♥ 4♥ down, seat 2 (the dealer) 5♣ 6♣. Face up, you then seat 2: 9♣ Q♠,
# J♥ Q♦, 2♠ 3♣, 7♥ 8♦; face down: K♥ Q♣, 10♦ 10♠, 3♠ 2♦, 5♦ 9♠.
_TEN_DECK = "Ah 5c 4h 6c 9c Qs Jh Qd 2s 3c 7h 8d Kh Qc Td Ts 3s 2d 5d 9s"
_FOUR_UP = ("check", "check") * 4
_TO_THE_LAST = (*_FOUR_UP, "bet", "raise", "call", *("check", "check") * 2, "check")

BEST_FIVE_OF_TEN = Lesson(
    id="best-five-of-ten",
    title="Ten cards, the best five play",
    seats=2,
    basics=("poker-hands", "betting-round"),
    steps=(
        QuestionStep(
            goal="Find your best five cards.",
            situation=Situation(_TEN_DECK, moves=(*_FOUR_UP, "bet")),
            question="Your fifth card, the K♥, came face down. What is your best hand of five?",
            ask=YourHand(decoys=(
                Decoy("Ace-king-jack-nine-seven high",
                      "Five hearts make a flush, which beats any hand of high cards."),
                Decoy("Pair of kings",
                      "You hold only one king, the K♥."),
                Decoy("Straight, ace high",
                      "An ace-high straight needs a queen and a ten, and you hold neither."),
            )),
            hint="Count your hearts, face up and face down alike.",
            explain="A♥ K♥ J♥ 7♥ 4♥ make a flush. Two of them are hidden, so seat 2 sees only "
                    "J♥ 7♥ among a nine and a two.",
        ),
        MoveStep(
            goal="Seat 2 shows a pair of queens and bets. Your hidden flush beats it: raise.",
            situation=Situation(_TEN_DECK, moves=(*_FOUR_UP, "bet")),
            accept=("raise", "call"),
            wrong=(Wrong("fold", "A flush beats a pair of queens, and even three queens: "
                                 "folding throws away the best hand you have had."),),
            hint="From the fifth card on, every card comes face down: your rivals cannot see "
                 "what you made.",
            explain="Seat 2 calls. The last three cards also come face down, with a round of "
                    "betting after each: eight rounds in all.",
        ),
        MoveStep(
            goal="The last card is dealt and seat 2 checks. Bet your flush.",
            situation=Situation(_TEN_DECK, moves=_TO_THE_LAST),
            accept=("bet",),
            wrong=(Wrong("check", "Checking ends the hand without another chip from seat 2, "
                                  "though your flush is very likely best."),),
            hint="This is the eighth and last round of betting.",
            explain="Seat 2 calls, and both hands are shown: ten cards each.",
        ),
        QuestionStep(
            goal="Judge the showdown.",
            situation=Situation(_TEN_DECK, moves=(*_TO_THE_LAST, "bet", "call")),
            question="Seat 2 shows three queens. Who wins the pot?",
            ask=WhoWins("high"),
            hint="Only the best five cards of each ten count; a flush beats three of a kind.",
            explain="Your flush beats seat 2's three queens; the other five cards of each hand "
                    "play no part.",
        ),
    ),
)

# Two seats. You get A♥ A♦ down, seat 2 (the dealer) 5♣ 6♣; face up K♣ to you, 9♠ to seat 2,
# K♠ to you, 8♦ to seat 2. Then 2♥ down to you, 4♠ down to seat 2, 7♣ up to you, 9♣ up to seat 2.
_SURVIVOR_DECK = "Ah 5c Ad 6c Kc 9s Ks 8d 2h 4s 7c 9c"

THE_BEST_HAND_SHOWING_THROWS_A_CARD = Lesson(
    id="best-showing-throws-away",
    title="The best hand showing must throw a card away",
    seats=2,
    basics=("poker-hands", "betting-round"),
    steps=(
        MoveStep(
            goal="Your two kings are the best hand showing, so you must throw a card away. "
                 "Keep your pair of aces.",
            situation=Situation(_SURVIVOR_DECK),
            accept=("discard Kc", "discard Ks"),
            wrong=(Wrong("discard Ah", "Throwing away an ace leaves you two kings and one "
                                       "ace: you break your best pair."),
                   Wrong("discard Ad", "Throwing away an ace leaves you two kings and one "
                                       "ace: you break your best pair.")),
            hint="Any card may go, face up or face down. Which pair is worth less?",
            explain="Two aces and a king are left. A thrown card is gone for good, so the "
                    "leader keeps paying for being ahead.",
        ),
        QuestionStep(
            goal="Name what you kept.",
            situation=Situation(_SURVIVOR_DECK, moves=("discard Kc",)),
            question="After throwing away the K♣, what is your hand?",
            ask=YourHand(decoys=(
                Decoy("Two pair, aces and kings",
                      "You threw away the K♣, so only one king is left."),
                Decoy("Ace-king high",
                      "Your two aces make a pair, which beats ace-king high."),
                Decoy("Three of a kind, aces",
                      "You hold two aces, not three."),
            )),
            hint="Your two aces are face down; one king is left face up.",
            explain="A pair of aces. Your K♠ still shows the best card, so you open this round "
                    "of betting as well.",
        ),
        MoveStep(
            goal="Now seat 2 showed the best hand, a pair of nines, and had to throw a card "
                 "away. It bets: call with your aces.",
            situation=Situation(_SURVIVOR_DECK, moves=("discard Kc", "check", "check",
                                                       "discard 8d", "bet")),
            accept=("call", "raise"),
            wrong=(Wrong("fold", "Two aces beat the two nines seat 2 shows; folding gives "
                                 "up the better hand."),),
            hint="This time the discard was not yours: your aces are all still there.",
            explain="Before each of the four betting rounds, whoever shows the best hand "
                    "throws a card away, so being ahead early costs you cards.",
        ),
    ),
)
