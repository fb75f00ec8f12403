"""Lessons for Give Me Five (``LESSONS``), imported by the game's declaration when they are first
asked for."""

from __future__ import annotations

from pokerrules.table.teach.asks import WhoWins
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

# Three seats; you sit left of the dealer (seat 3). Your ten cards: A♠ A♥ A♦ A♣ 7♠ 9♥ 10♥ 2♠ 4♠
# 6♠. Seat 2's: K♦ 3♣ 8♦ 5♣ J♥ 2♦ 9♣ 4♥ Q♠ 7♦. Seat 3's: 2♣ K♠ 6♥ Q♦ 3♠ 8♣ J♣ 5♥ 10♦ 9♠.
_DECK = "As Kd 2c Ah 3c Ks Ad 8d 6h Ac 5c Qd 7s Jh 3s 9h 2d 8c Th 9c Jc 2s 4h 5h 4s Qs Td 6s 7d 9s"
_NOT_ACES = ("7s", "9h", "Th", "2s", "4s", "6s")
_FIRST_FLIPS = ("flip 6s", "flip 7d", "flip 9s")
_CHECKS = ("check",) * 3
# The whole hand: five times everyone turns up a card and passes one; a betting round after
# each of the first four exchanges (everyone checks).
_HAND = (*_FIRST_FLIPS, "pass 7s", "pass Kd", "pass 2c", *_CHECKS,
         "flip 4s", "flip Qs", "flip Td", "pass 9h", "pass 3c", "pass Ks", *_CHECKS,
         "flip 2s", "flip 4h", "flip 5h", "pass Th", "pass 8d", "pass 6h", *_CHECKS,
         "flip Ac", "flip 9c", "flip Jc", "pass 2s", "pass 5c", "pass Qd", *_CHECKS,
         "flip Ad", "flip 2d", "flip 8c", "pass 4s", "pass Jh", "pass 3s")

PASS_IN_SECRET = Lesson(
    id="pass-in-secret",
    title="Turn one up, pass one on",
    seats=3,
    basics=("poker-hands", "betting-round"),
    steps=(
        MoveStep(
            goal="You hold four aces among ten face-down cards. Turn one card up, but not an ace.",
            situation=Situation(_DECK),
            accept=tuple(f"flip {card}" for card in _NOT_ACES),
            wrong=(Wrong("flip As", "An ace face up tells everyone where your strength is, and "
                                    "from then on the table watches your aces."),),
            hint="Any card you turn up is shown to everyone for the rest of the hand.",
            explain="Everyone turns up one card, in turn from the dealer's left.",
        ),
        MoveStep(
            goal="Now pass one card to seat 3, on your right. Keep your aces: pass a card you do "
                 "not need.",
            situation=Situation(_DECK, moves=_FIRST_FLIPS),
            accept=tuple(f"pass {card}" for card in _NOT_ACES),
            wrong=(Wrong("pass As", "That gives seat 3 an ace, and your four aces become "
                                    "three."),),
            hint="Nobody sees what you chose until everyone has chosen; then all the cards move "
                 "at once, face up.",
            explain="Seat 2 passes you a card at the same moment. This happens five times, with "
                    "a round of betting after each of the first four.",
        ),
        QuestionStep(
            goal="Split the pot.",
            situation=Situation(_DECK, moves=_HAND),
            question="Your four aces are the best hand and take half the pot. Who takes the "
                     "other half?",
            ask=WhoWins("left"),
            hint="The other half goes to the player on the best hand's left, whatever they "
                 "hold.",
            explain="Seat 2 sits on your left, so it takes the other half with just two pair, "
                    "while seat 3's straight gets nothing.",
        ),
    ),
)

LESSONS: tuple[Lesson, ...] = (PASS_IN_SECRET,)
