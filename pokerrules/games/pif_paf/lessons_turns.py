"""Pif Paf's lessons on the round of betting before the play (bets from the ante to the ante
times the players) and on the turn's first choice, drawing from the stock or taking the top
discard (merged into ``LESSONS`` of :mod:`pokerrules.games.pif_paf.lessons`).

Three players, seat 3 deals, so you bet and play first; the ante is 2, so a bet or a raise is 2
to 6. The other hands are those of the game's other lessons: seat 2 3♥ 4♥ 9♣ 9♦ 9♠ K♣ K♥ 8♣ 6♠,
seat 3 5♦ 8♦ J♥ Q♥ 2♣ 4♠ 6♦ 10♣ A♣. The cards are dealt one at a time, you first (as
``lessons.deal`` does), then the stock.
"""

from __future__ import annotations

from pokerrules.table.teach.model import Lesson, MoveStep, Situation, Wrong

# You: A-2-3 of spades, three 7s and J♦ Q♦ K♦: all nine cards in melds already.
_MADE = "As 3h 5d 2s 4h 8d 3s 9c Jh 7h 9d Qh 7d 9s 2c 7c Kc 4s Jd Kh 6d Qd 8c Tc Kd 6s Ac"
_RAISED = ("bet 6", "raise 2", "call")
# You: A-2-3 of spades, three 7s, J♦ Q♦ and 5♣. You draw 10♠; seat 2 draws 2♦ and throws away
# 8♣; seat 3 draws 5♥ and throws away 4♠; then 9♥ for seat 2 and Q♣ for seat 3.
_TWO_MELDS = ("As 3h 5d 2s 4h 8d 3s 9c Jh 7h 9d Qh 7d 9s 2c 7c Kc 4s Jd Kh 6d Qd 8c Tc 5c 6s Ac "
              "Ts 2d 5h 9h Qc")
_CHECKED = ("check", "check", "check")
_FOUR_SPADES = (*_CHECKED, "draw", "discard 5c", "draw", "discard 8c", "draw", "discard 4s")
_QUEEN_THROWN = (*_FOUR_SPADES, "take", "discard Ts", "draw", "discard 9h", "draw", "discard Qc")
# You: nine cards in no meld at all.
_NOTHING = "2h 3h 5d 5s 4h 8d 8h 9c Jh Jc 9d Qh Kd 9s 2c 4c Kc 4s Ts Kh 6d Qs 8c Tc 6d 6s Ac"
_BET_INTO = ("check", "bet 2", "call")

BETTING = Lesson(
    id="betting-before-the-play",
    title="The round of betting before the play",
    seats=3,
    basics=("betting-round",),
    steps=(
        MoveStep(
            goal="Your nine cards are all in melds already: bet the most, 6.",
            situation=Situation(_MADE),
            accept=("bet 6",),
            wrong=(Wrong("check", "Checking lets everyone play on for the ante alone, with a "
                                  "hand that goes out on your first turn."),
                   Wrong("bet 2", "A bet may be anything from 2 to 6, and this hand is worth "
                                  "the most.")),
            hint="Set the amount to 6, the ante times the three players.",
            explain="Seat 2 calls your 6 and raises by 2, and seat 3 calls.",
        ),
        MoveStep(
            goal="Seat 2 raised by 2: raise back.",
            situation=Situation(_MADE, moves=_RAISED),
            accept=tuple(f"raise {amount}" for amount in range(2, 7)),
            wrong=(Wrong("fold", "Folding gives up everything you put in, with a hand that is "
                                 "out as soon as you draw."),),
            hint="A raise first calls what you owe, then adds 2 to 6 more.",
            explain="Whatever you raise, the others may call it: the round ends when everyone "
                    "still in has put in the same.",
        ),
        MoveStep(
            goal="Another deal: two melds, but three cards still to place. Check.",
            situation=Situation(_TWO_MELDS),
            accept=("check",),
            wrong=(Wrong("bet 6", "A big bet on a hand that is not out yet may cost you 6 "
                                  "before you draw a card."),),
            hint="While nobody has bet, a check keeps you in for nothing.",
            explain="Seat 2 bets 2, and seat 3 calls.",
        ),
        MoveStep(
            goal="Seat 2 bets 2: call, to play your two melds on.",
            situation=Situation(_TWO_MELDS, moves=_BET_INTO),
            accept=("call",),
            wrong=(Wrong("fold", "Folding gives up your ante and the pot for 2 chips, with "
                                 "six of your cards already in melds."),),
            hint="Calling puts in what the bet asks and keeps you in the deal.",
            explain="Everyone has put in the same: the betting is over and the play begins.",
        ),
        MoveStep(
            goal="Another deal: none of your cards make a meld, and seat 2 bets 2. Fold.",
            situation=Situation(_NOTHING, moves=_BET_INTO),
            accept=("fold",),
            wrong=(Wrong("call", "Calling puts 2 more behind nine cards with no meld, against "
                                 "two players who have put chips in."),),
            hint="Folding costs nothing more than the ante you have already put in.",
            explain="You sit this deal out; your ante stays in the pot.",
        ),
    ),
)

DRAW_OR_TAKE = Lesson(
    id="draw-or-take",
    title="Draw from the stock, or take the discard",
    seats=3,
    steps=(
        MoveStep(
            goal="Seat 3 threw away the 4♠, which lengthens your A♠ 2♠ 3♠: take it.",
            situation=Situation(_TWO_MELDS, moves=_FOUR_SPADES),
            accept=("take",),
            wrong=(Wrong("draw", "The card from the stock is unknown, and the 4♠ fits your run "
                                 "for sure."),),
            hint="The top card of the discard pile is yours for the taking at the start of your "
                 "turn.",
            explain="The 4♠ joins your run: A♠ 2♠ 3♠ 4♠. Now throw a card away.",
        ),
        MoveStep(
            goal="Throw away the 10♠, which fits no meld.",
            situation=Situation(_TWO_MELDS, moves=(*_FOUR_SPADES, "take")),
            accept=("discard Ts",),
            wrong=(Wrong("discard Jd", "J♦ Q♦ wait for the 10♦ or the K♦ to make a run: keep "
                                       "them."),),
            hint="The card you just took may not go straight back.",
            explain="Seat 2 and seat 3 play their turns; seat 3 throws away the Q♣.",
        ),
        MoveStep(
            goal="The Q♣ fits none of your melds: draw from the stock.",
            situation=Situation(_TWO_MELDS, moves=_QUEEN_THROWN),
            accept=("draw",),
            wrong=(Wrong("take", "The Q♣ completes no meld, and a card you take may not go "
                                 "straight back, so you would break up your hand."),),
            hint="Take the discard only when it fits.",
            explain="The stock card is unknown, but it might be the 10♦ or the K♦ your diamonds "
                    "wait for.",
        ),
    ),
)
