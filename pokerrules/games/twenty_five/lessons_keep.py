"""Twenty-Five's lesson on not robbing, when every card you hold beats the turned-up one (merged
into ``LESSONS`` of :mod:`pokerrules.games.twenty_five.lessons`)."""

from __future__ import annotations

from pokerrules.core.cards import format_cards
from pokerrules.table.declare import deal_order
from pokerrules.table.teach.model import Lesson, MoveStep, Situation, Wrong

# Diamonds are trumps (the 2♦ is turned up). You: 5♦ J♦ A♥ A♦ K♦, the five best trumps; seat 2:
# Q♦ 3♣ Q♠ 8♥ 4♣; seat 3 (the dealer): 9♣ K♠ 10♠ 10♣ 6♥.
_TOP_FIVE = format_cards(deal_order(("5d Jd Ah Ad Kd", "Qd 3c Qs 8h 4c", "9c Ks Ts Tc 6h"),
                                    "2d"))
_FIRST_TRICK = ("keep", "play 5d", "play Qd", "play 9c")

NO_ROBBING = Lesson(
    id="when-not-to-rob",
    title="When not to rob",
    seats=3,
    steps=(
        MoveStep(
            goal="You hold the five best trumps, each better than the 2♦: do not rob.",
            situation=Situation(_TOP_FIVE),
            accept=("keep",),
            wrong=(Wrong("rob Kd", "Robbing makes you throw away a card: even your K♦ is a "
                                   "better trump than the 2♦ you would take."),),
            hint="Robbing swaps one of your cards for the turned-up card.",
            explain="You keep your hand. You sit left of the dealer, so you lead the first trick.",
        ),
        MoveStep(
            goal="Lead the 5♦, the best card in the deck.",
            situation=Situation(_TOP_FIVE, moves=("keep",)),
            accept=("play 5d",),
            hint="The 5 of trumps beats everything, then the jack of trumps, then the A♥.",
            explain="Seat 2 must follow with its one trump, the Q♦, and seat 3 has none: your 5♦ "
                    "wins the trick, worth 5 points.",
        ),
        MoveStep(
            goal="Nobody else holds a trump now: lead any of your cards.",
            situation=Situation(_TOP_FIVE, moves=_FIRST_TRICK),
            accept=("play Jd", "play Ah", "play Ad", "play Kd"),
            hint="A trump beats any card of another suit.",
            explain="Every trick of this deal is yours: five tricks of 5 points make 25, and 25 "
                    "wins the game.",
        ),
    ),
)
