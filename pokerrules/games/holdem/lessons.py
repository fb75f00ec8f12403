"""Lessons for the Hold'em family (Texas Hold'em, Omaha, Omaha High/Low, Pineapple), imported by
the declarations when first asked for: ``lessons_for(spec)`` gives each game its own. The lessons
point to the shared basics for the hand ranks and the betting round."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokerrules.table.teach.asks import Decoy, YourHand
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

if TYPE_CHECKING:
    from pokerrules.steps.spec import Spec

_BASICS = ("poker-hands", "betting-round")

# Three seats; you are seat 1, the small blind. You get A♠ K♠, seat 2 (the big blind) Q♦ Q♣,
# seat 3 7♥ 2♣; the board comes A♥ 9♠ 4♠, then 3♦, then 8♣.
_HOLDEM_DECK = "As Qd 7h Ks Qc 2c Ah 9s 4s 3d 8c"
_PREFLOP = ("fold", "call", "check")

THE_BOARD = Lesson(
    id="the-board",
    title="Blinds and the board",
    seats=3,
    basics=_BASICS,
    steps=(
        MoveStep(
            goal="You put in the small blind of 1 and seat 2 the big blind of 2; seat 3 folded. "
                 "With the ace and king of spades, call the 1 more.",
            situation=Situation(_HOLDEM_DECK, moves=("fold",)),
            accept=("call", "raise"),
            wrong=(Wrong("fold", "Folding gives up the blind you already put in, with one of "
                                 "the best starting pairs of cards."),),
            hint="The big blind counts as a bet: to stay in you must match it.",
            explain="Seat 2, the big blind, may still raise now that the betting has come round; "
                    "it checks, and three cards come face up in the middle.",
        ),
        MoveStep(
            goal="The flop is A♥ 9♠ 4♠. The A♥ belongs to your hand too: you have a pair of aces. "
                 "Bet.",
            situation=Situation(_HOLDEM_DECK, moves=_PREFLOP),
            accept=("bet",),
            wrong=(Wrong("check", "Checking lets seat 2 see the next card for free while your "
                                  "aces are ahead."),),
            hint="After the flop the player still in nearest the dealer's left bets first.",
            explain="Seat 2 calls with its queens. The turn and the river add one card each.",
        ),
        QuestionStep(
            goal="Read your hand with the whole board.",
            situation=Situation(_HOLDEM_DECK, moves=(*_PREFLOP, "bet", "call", "check", "check")),
            question="The board is A♥ 9♠ 4♠ 3♦ 8♣. What is your hand?",
            ask=YourHand(decoys=(
                Decoy("Ace-king high", "The A♥ on the board pairs the A♠ in your hand: the board "
                                       "is part of every hand."),
                Decoy("Flush, ace high", "Your two spades and the board's two make four spades; "
                                         "a flush needs five."),
            )),
            hint="Your hand is the best five of your two cards and the five on the board.",
            explain="A pair of aces with the king, the nine and the eight beside it.",
        ),
    ),
)

# Two seats; you are seat 1, the big blind (seat 2 deals, puts in the small blind and acts first
# before the flop). You get A♥ K♥ Q♥ J♥, seat 2 8♣ 8♦ J♠ 7♦; the board 10♥ 2♣ 3♦, 9♠, 4♣.
_OMAHA_DECK = "Ah 8c Kh 8d Qh Js Jh 7d Th 2c 3d 9s 4c"

EXACTLY_TWO = Lesson(
    id="exactly-two",
    title="Exactly two of your own",
    seats=2,
    basics=_BASICS,
    steps=(
        MoveStep(
            goal="Seat 2 deals, so it put in the small blind and has called your big blind. "
                 "See the flop: check.",
            situation=Situation(_OMAHA_DECK, moves=("call",)),
            accept=("check",),
            wrong=(Wrong("raise", "With four cards of one suit you hold only two useful "
                                  "for a flush, as you will see; checking sees the flop for "
                                  "nothing more."),),
            hint="With two players the dealer is the small blind and speaks first before the flop.",
            explain="The flop is 10♥ 2♣ 3♦.",
        ),
        MoveStep(
            goal="You hold A♥ K♥ Q♥ J♥ and the board shows the 10♥. It looks like a straight, "
                 "but only two of your cards may play: you have ace high. Check.",
            situation=Situation(_OMAHA_DECK, moves=("call", "check")),
            accept=("check",),
            wrong=(Wrong("bet", "Ace-king-queen-jack with a ten is a straight only if four of "
                                "your own cards play; here exactly two do."),),
            hint="Every hand is exactly two of your four cards and exactly three from the board.",
            explain="Seat 2 checks too; the turn is the 9♠.",
        ),
        QuestionStep(
            goal="Read your hand at the river.",
            situation=Situation(_OMAHA_DECK, moves=("call", "check", "check", "check", "check",
                                                    "check")),
            question="The board is 10♥ 2♣ 3♦ 9♠ 4♣. What is your hand?",
            ask=YourHand(decoys=(
                Decoy("Straight, ace high", "That takes four of your own cards, A♥ K♥ Q♥ J♥, with "
                                            "the 10♥; exactly two of your own must play."),
                Decoy("Royal flush", "The board has one heart: a flush needs three from the "
                                     "board with two of yours."),
            )),
            hint="Try every two of your cards with every three of the board's.",
            explain="Your best is the ace and king with the 10, 9 and 4 of the board.",
        ),
    ),
)

# Two seats; you are seat 1, the big blind. You get A♥ 2♥ K♣ K♦, seat 2 A♣ Q♦ J♦ 10♦; the board
# 3♠ 4♠ 7♣, K♥, Q♠.
_HI_LO_DECK = "Ah Ac 2h Qd Kc Jd Kd Td 3s 4s 7c Kh Qs"

BOTH_HALVES = Lesson(
    id="both-halves",
    title="A high and a low, two of your own for each",
    seats=2,
    options={"stakes": "5-10"},
    basics=_BASICS,
    steps=(
        MoveStep(
            goal="Seat 2 called your big blind of 10. Check to see the flop.",
            situation=Situation(_HI_LO_DECK, moves=("call",)),
            accept=("check", "raise"),
            wrong=(),
            hint="Before the flop the dealer, who put in the small blind of 5, speaks first.",
            explain="The flop is 3♠ 4♠ 7♣: three low cards, so a low is possible.",
        ),
        MoveStep(
            goal="Your A♥ 2♥ with the board's 7-4-3 make a seven-four low, and your kings are a "
                 "pair. Bet.",
            situation=Situation(_HI_LO_DECK, moves=("call", "check")),
            accept=("bet",),
            wrong=(Wrong("check", "You hold the best low this board allows and a pair for the "
                                  "high half: make seat 2 pay to go on."),),
            hint="A low needs two of your own cards of eight or under with three such cards on "
                 "the board, all five different.",
            explain="Seat 2 calls. The turn is the K♥, the river the Q♠.",
        ),
        QuestionStep(
            goal="Read both halves of your hand.",
            situation=Situation(_HI_LO_DECK, moves=("call", "check", "bet", "call", "check",
                                                    "check")),
            question="The board is 3♠ 4♠ 7♣ K♥ Q♠. What is your hand?",
            ask=YourHand(decoys=(
                Decoy("high Straight, seven high, low Seven-four low (7-4-3-2-A)",
                      "A straight here would need three of your own cards."),
                Decoy("high Three of a kind, kings, queen-seven kickers, no low",
                      "The high and the low may use different pairs of your cards: the A♥ 2♥ "
                      "make the low."),
            )),
            hint="Pick two of your cards for the high and two, maybe others, for the low.",
            explain="K♣ K♦ with the K♥ make three kings for the high; A♥ 2♥ with 7-4-3 make the low.",
        ),
    ),
)

# Three seats; you are seat 1, the small blind. You get A♠ A♥ 5♣, seat 2 Q♦ Q♣ 9♠, seat 3 7♥ 2♣
# 4♠; the flop is K♦ 5♥ 5♦.
_PINEAPPLE_DECK = "As Qd 7h Ah Qc 2c 5c 9s 4s Kd 5h 5d 8h 3c"
_THROWN = ("discard 5c", "discard 9s", "discard 4s")

THIRD_CARD = Lesson(
    id="third-card",
    title="Three cards, keep two",
    seats=3,
    basics=_BASICS,
    steps=(
        MoveStep(
            goal="You hold A♠ A♥ 5♣. Keep the pair of aces: throw away the 5♣.",
            situation=Situation(_PINEAPPLE_DECK),
            accept=("discard 5c",),
            wrong=(Wrong("discard As", "That breaks up your pair of aces, the best two cards "
                                       "anyone can start with."),),
            hint="Nobody sees which card you throw away, and it is out of the hand for good.",
            explain="Everyone throws one card away in turn; then the blinds' betting round "
                    "begins.",
        ),
        MoveStep(
            goal="Seat 3 folded. With your aces, raise from the small blind.",
            situation=Situation(_PINEAPPLE_DECK, moves=(*_THROWN, "fold")),
            accept=("raise", "call"),
            wrong=(Wrong("fold", "Folding a pair of aces throws away the best start there is."),),
            hint="You owe 1 to match the big blind; a raise puts in more.",
            explain="Seat 2 calls, and the flop comes.",
        ),
        QuestionStep(
            goal="Read your hand on the flop.",
            situation=Situation(_PINEAPPLE_DECK, moves=(*_THROWN, "fold", "call", "check")),
            question="The flop is K♦ 5♥ 5♦. What is your hand?",
            ask=YourHand(decoys=(
                Decoy("Full house, fives over aces",
                      "The 5♣ you threw away is out of the hand for good."),
            )),
            hint="Only your two kept cards and the board play.",
            explain="Your aces and the board's pair of fives make two pair.",
        ),
    ),
)


def lessons_for(spec: Spec) -> tuple[Lesson, ...]:
    """The lessons of the game ``spec`` declares."""
    own = {"texas-holdem": (THE_BOARD,), "omaha": (EXACTLY_TWO,),
           "omaha-high-low": (BOTH_HALVES,), "pineapple": (THIRD_CARD,)}
    return own[spec.id]
