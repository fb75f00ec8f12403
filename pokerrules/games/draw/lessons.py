"""Lessons for the draw games, one for each game, imported when first asked for.

Every lesson is played by two seats: you sit left of the dealer (you act first) and seat 2 deals.
The decks below are the cards drawn first, one to each seat in turn, then the cards the draws
take, in order.
"""

from __future__ import annotations

from pokerrules.table.teach.asks import Decoy, WhoWins, YourHand
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong


def deck(mine: str, theirs: str, then: str = "") -> str:
    """The draw order that deals ``mine`` and ``theirs`` one card at a time, then ``then``."""
    pairs = zip(mine.split(), theirs.split(), strict=True)
    return " ".join(card for pair in pairs for card in pair) + (f" {then}" if then else "")


_OPEN = ("check", "check")
_BETS = ("check", "check")

# -- Five Card Draw ----------------------------------------------------------------------------
# A pair of queens drawing three (two fives and a queen come); seat 2's nines draw to three nines.
_QUEENS = deck("Qs Qd 7c 4h 2s", "9h 9d Kc 8s 3d", "Qh 5d 5c 9s 4d 2c")
_ACE_KING = deck("As Kd 8c 5h 2s", "Jh Jd 9c 7s 3h")
_STRAIGHT = deck("9s 8d 7c 6h 5s", "Kh Kd 4c 3s 2d")

FIVE_CARD_DRAW = Lesson(
    id="the-draw",
    title="Throw away, draw, or stand pat",
    basics=("poker-hands", "betting-round"),
    steps=(
        MoveStep(
            goal="You hold a pair of queens. Keep the pair and throw away the other three cards "
                 "to draw three new ones.",
            situation=Situation(_QUEENS, moves=_OPEN),
            accept=("draw 7c 4h 2s",),
            wrong=(Wrong("keep", "Standing pat with one pair leaves you with one pair: three "
                                 "new cards could make three queens, two pair or better."),
                   Wrong("draw 4h 2s", "Keeping the seven beside your pair gives you one card "
                                       "fewer to improve with, and a seven kicker rarely "
                                       "decides a hand.")),
            hint="Pick the cards to throw away; you may change up to three.",
            explain="The other player sees only that you drew three cards, never which cards "
                    "went or came.",
        ),
        MoveStep(
            goal="No pair this time, but you hold an ace. Show the ace, keep it, and change the "
                 "other four cards.",
            situation=Situation(_ACE_KING, moves=_OPEN),
            accept=("show-ace As",),
            wrong=(Wrong("keep", "Ace-king high with no pair seldom wins at the showdown: "
                                 "standing pat gives up the draw."),),
            hint="Three cards is the most you may change, unless you show an ace you keep: "
                 "then you may change four.",
            explain="Everyone sees your ace and that you took four cards; the ace goes back "
                    "into your hand face down.",
        ),
        MoveStep(
            goal="You were dealt a straight, nine high. Keep all five cards.",
            situation=Situation(_STRAIGHT, moves=_OPEN),
            accept=("keep",),
            wrong=(Wrong("draw 5s", "Throwing the five away breaks your straight: only a five "
                                    "or a ten would make it again."),),
            hint="Drawing no cards is called standing pat.",
            explain="A pat hand tells the table you liked your five cards, which is information "
                    "too.",
        ),
        QuestionStep(
            goal="See the showdown.",
            situation=Situation(_QUEENS, moves=(*_OPEN, "draw 7c 4h 2s", "draw Kc 8s 3d",
                                                *_BETS)),
            question="You drew to your queens, seat 2 to its nines. Who wins the pot?",
            ask=WhoWins("high"),
            hint="Compare the two hands after the draw, as at any showdown.",
            explain="You drew a queen and two fives: a full house, queens over fives. Seat 2 "
                    "made three nines, which a full house beats.",
        ),
    ),
)

# -- Lowboy (ace-to-five) ----------------------------------------------------------------------
_ONE_AWAY = deck("5s 4d 3c 2h Kd", "Qh Jd 9c 8s 8h", "Ah")
_ACE_ALONE = deck("As Kc Qh Jh 9d", "8c 7d 6s 4h 3c")
_EIGHT_SIX = deck("8s 6d 4c 3h 2s", "Kh Kd 9c 7s 5h")

LOWBOY = Lesson(
    id="draw-for-low",
    title="Drawing for the lowest hand",
    basics=("betting-round",),
    steps=(
        MoveStep(
            goal="Four low cards and a king: throw the king away and draw one card.",
            situation=Situation(_ONE_AWAY, moves=_OPEN),
            accept=("draw Kd",),
            wrong=(Wrong("keep", "King-five low is a weak low: the king is the worst card you "
                                 "hold."),),
            hint="In lowball the low cards are the good ones.",
            explain="Any ace, six or seven keeps a fine low; only a pair or another high card "
                    "spoils it.",
        ),
        QuestionStep(
            goal="Name your hand.",
            situation=Situation(_ONE_AWAY, moves=(*_OPEN, "draw Kd")),
            question="You drew the ace of hearts. What is your hand worth?",
            ask=YourHand(decoys=(
                Decoy("Straight, five high",
                      "Straights and flushes do not count in ace-to-five lowball."),
                Decoy("Ace-five high",
                      "The ace counts as one, the lowest card, not as the highest."),
            )),
            hint="Aces are low, and straights and flushes are ignored.",
            explain="5-4-3-2-A, called the wheel, is the best hand in ace-to-five lowball.",
        ),
        MoveStep(
            goal="An ace and four high cards: show the ace and change the other four.",
            situation=Situation(_ACE_ALONE, moves=_OPEN),
            accept=("show-ace As",),
            wrong=(Wrong("draw Kc Qh Jh", "Keeping the nine beside your ace leaves a nine in "
                                          "your low; four new cards give a better chance."),),
            hint="With an ace shown, you may change four cards instead of three.",
            explain="The ace is the best card for low, so it is the one to keep.",
        ),
        MoveStep(
            goal="You were dealt 8-6-4-3-2, a fair low. Stand pat.",
            situation=Situation(_EIGHT_SIX, moves=_OPEN),
            accept=("keep",),
            wrong=(Wrong("draw 8s", "Throwing the eight away risks a pair or a high card for a "
                                    "hand that already beats most others."),),
            hint="Drawing no cards is standing pat.",
            explain="With one draw only, a made eight low is worth keeping against one player.",
        ),
    ),
)

# -- Triple Draw Lowball (deuce-to-seven) ------------------------------------------------------
_SEVEN_ACE = deck("7s 5d 3c 2h Ah", "6s 5h 4c 3d 2d", "4d")
_FOUR_KINGS = deck("Ah Kh Kd Ks Kc", "9c 8d 6s 4h 3c")
_SEVEN_SIX = deck("7s 6d 4c 3h 2s", "Kh Qd Jc 9s 8h")
_STAND_ALL = (*_BETS, "keep", "keep") * 2 + _BETS

TRIPLE_DRAW = Lesson(
    id="deuce-to-seven",
    title="Three draws, and aces high",
    basics=("betting-round",),
    steps=(
        MoveStep(
            goal="In deuce-to-seven the ace is the highest card. Throw it away and draw one.",
            situation=Situation(_SEVEN_ACE, moves=_OPEN),
            accept=("draw Ah",),
            wrong=(Wrong("keep", "Ace-seven high is a poor deuce-to-seven hand: the ace counts "
                                 "high."),
                   Wrong("show-ace Ah", "Showing the ace keeps your worst card and throws your "
                                        "four good ones away.")),
            hint="The best hand is 7-5-4-3-2; you hold four of its cards.",
            explain="You still have two more draws to come if this one misses.",
        ),
        MoveStep(
            goal="Four kings and an ace: a terrible low. Keep only the ace and change four.",
            situation=Situation(_FOUR_KINGS, moves=_OPEN),
            accept=("show-ace Ah",),
            wrong=(Wrong("draw Kh Kd Ks", "That keeps a king beside the ace: two high cards "
                                          "instead of one."),),
            hint="Three cards is the most you may change unless you show an ace you keep.",
            explain="The ace is a bad card here, but keeping one bad card is better than "
                    "keeping two.",
        ),
        MoveStep(
            goal="You hold 7-6-4-3-2 of mixed suits, the second best hand. Stand pat.",
            situation=Situation(_SEVEN_SIX, moves=_OPEN),
            accept=("keep",),
            wrong=(Wrong("draw 7s", "Any card but a five spoils it or makes it no better."),),
            hint="Standing pat keeps all five cards.",
            explain="Standing pat through all three draws tells the table your hand is made.",
        ),
        QuestionStep(
            goal="See the showdown.",
            situation=Situation(_SEVEN_ACE, moves=(*_OPEN, "draw Ah", "keep", *_STAND_ALL)),
            question="You made 7-5-4-3-2; seat 2 stood pat on 6-5-4-3-2. Who wins the pot?",
            ask=WhoWins("low"),
            hint="In deuce-to-seven, straights and flushes count against you.",
            explain="Seat 2's cards make a straight, which is a made hand and so a bad low: your "
                    "seven low wins.",
        ),
    ),
)

# -- Badugi ------------------------------------------------------------------------------------
_PAIRED = deck("As 2h 3d 3c", "Kh Qd Js 9c", "4c")
_PAT = deck("8s 5h 3d 2c", "Kh Kd Qs Jc")
_TANGLED = deck("Kd 2d 3c 3h", "9h 8d 7s 4c")

BADUGI = Lesson(
    id="four-suits",
    title="Four suits, four ranks",
    basics=("betting-round",),
    steps=(
        MoveStep(
            goal="Your two threes spoil each other. Throw one of them away and draw one card.",
            situation=Situation(_PAIRED, moves=_OPEN),
            accept=("draw 3c", "draw 3d"),
            wrong=(Wrong("keep", "Only one of your threes counts: you have a three-card hand."),
                   Wrong("draw As", "The ace is the lowest and best card in Badugi.")),
            hint="A Badugi hand counts only cards of different suits and different ranks.",
            explain="A four of the one suit you lack would give you the best hand, A-2-3-4.",
        ),
        MoveStep(
            goal="8-5-3-2 in four suits is a badugi. Stand pat.",
            situation=Situation(_PAT, moves=_OPEN),
            accept=("keep",),
            wrong=(Wrong("draw 8s", "Any four-card badugi beats every three-card hand; "
                                    "drawing risks it."),),
            hint="Standing pat keeps all your cards.",
            explain="A four-card badugi dealt at once comes about once in sixteen hands.",
        ),
        QuestionStep(
            goal="Name your hand.",
            situation=Situation(_TANGLED, moves=_OPEN),
            question="You hold K♦ 2♦ 3♣ 3♥. What hand do they make?",
            ask=YourHand(decoys=(
                Decoy("Four-card badugi, king-three (K-3-3-2)",
                      "Two of your cards are diamonds and two are threes."),
                Decoy("Three-card hand, king-three (K-3-2)",
                      "K♦ and 2♦ share a suit, so they cannot both count."),
            )),
            hint="Find the most cards that share neither a suit nor a rank.",
            explain="Only two cards play together: the 3 and the 2, of different suits.",
        ),
        QuestionStep(
            goal="See the showdown.",
            situation=Situation(_PAIRED, moves=(*_OPEN, "draw 3c", "keep", *_STAND_ALL)),
            question="You made A-2-3-4 in four suits; seat 2 stood pat on K-Q-J-9 in four "
                     "suits. Who wins the pot?",
            ask=WhoWins("low"),
            hint="Both are four-card hands: the lower highest card wins.",
            explain="Your four beats seat 2's king: A-2-3-4 is the best hand there is.",
        ),
    ),
)

LESSONS: tuple[Lesson, ...] = (FIVE_CARD_DRAW, LOWBOY, TRIPLE_DRAW, BADUGI)
