"""Night Chaos's lesson on the fee: staying in with every card turned up (merged into
``LESSONS`` of :mod:`pokerrules.games.chaos.night_chaos_lessons`)."""

from __future__ import annotations

from pokerrules.table.teach.model import Lesson, MoveStep, Situation, Wrong

# Three seats; seat 3 deals, so you turn first. Your seven cards, by place: 3♣ 4♦ 6♥ 8♠ 9♣ J♦ 2♥;
# seat 2's first card is the K♣ and seat 3's the A♠; the starting card is the 2♠. No queen shows.
_DECK = "3c Kc As 4d 5c 6c 6h 7d 7s 8s Th 9d 9c 3s Td Jd 4s 2c 2h 5h 8h 2s"
_YOU_LEAD = ("turn-1",)
_KING_BETS = (*_YOU_LEAD, "bet", "call", "call", "turn-1", "bet", "call")
_ALL_UP = (*_KING_BETS, "call", "turn-1", "check", *(f"turn-{place}" for place in range(2, 8)))

THE_FEE = Lesson(
    id="the-fee",
    title="The fee: staying in with every card turned up",
    seats=3,
    basics=("poker-hands", "betting-round"),
    steps=(
        MoveStep(
            goal="Your 3♣ beats the starting card, the 2♠: you lead. Bet.",
            situation=Situation(_DECK, moves=_YOU_LEAD),
            accept=("bet",),
            wrong=(Wrong("turn-2", "Once you lead, every extra card you turn up costs a penalty "
                                   "of one ante."),),
            hint="Leading, you may bet or check without turning another card.",
            explain="Seats 2 and 3 call. Then seat 2 turns up the K♣, which beats your three "
                    "high, and bets.",
        ),
        MoveStep(
            goal="Seat 2's K♣ leads and bets. Call: you will turn again later.",
            situation=Situation(_DECK, moves=_KING_BETS),
            accept=("call",),
            wrong=(Wrong("fold", "Six of your cards are still face down: folding gives up your "
                                 "chance to beat the king for 2 chips."),),
            hint="A beaten player gets another turn to beat the new leader.",
            explain="Seat 3 turns up the A♠, takes the lead and checks. You turn up all six "
                    "cards left and reach only jack high.",
        ),
        MoveStep(
            goal="All seven of your cards are up and do not beat the ace: pay the fee to stay "
                 "in.",
            situation=Situation(_DECK, moves=_ALL_UP),
            accept=("fee",),
            wrong=(Wrong("fold", "Folding gives up the pot, while a queen turned up by seat 2 "
                                 "or seat 3 would make some of your cards wild."),),
            hint="Your cards cannot change, but the wild cards can: each queen turned up makes "
                 "the 2 to 10 of her suit wild.",
            explain="You pay one bet, 2 chips, and stay in. If a queen turns up, your wild cards "
                    "may yet beat the ace; if not, your jack high cannot win.",
        ),
    ),
)
