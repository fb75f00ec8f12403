"""Lessons for Baseball and Night Baseball (``LESSONS``, by game), imported by the declarations
when they are first asked for."""

from __future__ import annotations

from pokerrules.table.teach.asks import Decoy, WildCards
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

# Two seats. You get 9♥ A♣ down, seat 2 (the dealer) K♦ 8♦; face up 4♣ to you, J♦ to seat 2;
# the card you buy is the A♠; then 4♥ to you and 2♦ to seat 2. Your 4♣ is the lowest card
# showing, so you bring it in (or complete the bet).
_DECK = "9h Kd Ac 8d 4c Jd As 4h 2d"

A_FOUR_BUYS_A_CARD = Lesson(
    id="a-four-buys-a-card",
    title="Threes and nines are wild; a four buys a card",
    seats=2,
    basics=("poker-hands", "betting-round"),
    steps=(
        MoveStep(
            goal="You were dealt the 4♣ face up: you may buy another face-up card for one bet. "
                 "Buy it.",
            situation=Situation(_DECK),
            accept=("buy",),
            wrong=(Wrong("pass", "One more card can only add to your best five, and it costs "
                                 "just one bet this early."),),
            hint="The best five of all your cards play, however many you hold.",
            explain="You get the A♠, face up: you will hold eight cards at the end.",
        ),
        QuestionStep(
            goal="Find your wild cards.",
            situation=Situation(_DECK, moves=("buy",)),
            question="Which of your cards are wild?",
            ask=WildCards(decoys=(
                Decoy("None of them", "Nines are wild, and your 9♥ is a nine."),
                Decoy("4♣", "A four buys a card; it is not wild."),
                Decoy("9♥ and 4♣", "Only threes and nines are wild; the 4♣ is a plain four."),
            )),
            hint="Threes and nines are wild, face up or face down.",
            explain="The 9♥ is wild: with your two aces it makes three aces.",
        ),
        MoveStep(
            goal="Your 4♣ is the lowest card showing, so you must start the betting with the "
                 "bring-in, half a bet. But you hold three aces with your wild nine: complete "
                 "the bet to a full bet.",
            situation=Situation(_DECK, moves=("buy",)),
            accept=("bet",),
            wrong=(Wrong("call", "Bringing it in for half a bet lets seat 2 see the next card "
                                 "cheaply while you hold three aces."),),
            hint="The bring-in is owed by the lowest card showing, whatever else you hold; you "
                 "may always make it a full bet.",
            explain="Seat 2 calls, and the next round of face-up cards is dealt.",
        ),
        MoveStep(
            goal="Another four, the 4♥: you already hold a full house. Buying is your choice "
                 "each time: buy, or keep your cards.",
            situation=Situation(_DECK, moves=("buy", "bet", "call")),
            accept=("pass", "buy"),
            hint="A card bought is one bet into the pot; it can only help your hand.",
            explain="Each four dealt face up gives its player the same choice, and a bought four "
                    "gives it again.",
        ),
    ),
)

# Two seats; you turn first. Your seven cards, by place: 4♦ K♣ 7♥ 2♣ 5♠ 6♦ 8♣; seat 2's:
# J♣ J♥ 9♠ 10♠ 2♥ 7♣ 5♦; the starting card is the Q♠, and the top card of the deck the K♥.
_NIGHT = "4d Jc Kc Jh 7h 9s 2c Ts 5s 2h 6d 7c 8c 5d Qs Kh"
_ANY_CARD = tuple(f"turn-{place}" for place in range(1, 8))

TURN_AND_SWAP_THE_FOURS = Lesson(
    id="turn-and-swap-the-fours",
    title="Turn cards until you beat the hand showing",
    seats=2,
    basics=("poker-hands", "betting-round"),
    steps=(
        MoveStep(
            goal="Nobody may look at their own cards. Beat the starting card, the Q♠: turn up "
                 "one of yours.",
            situation=Situation(_NIGHT),
            accept=_ANY_CARD,
            hint="You cannot see your cards, so any place is as good as another.",
            explain="Your first card is the 4♦: a four turned up is thrown away, and the top "
                    "card of the deck, the K♥, takes its place. A wild first card would have "
                    "made you fold.",
        ),
        MoveStep(
            goal="Your K♥ beats the Q♠: you lead. Bet or check.",
            situation=Situation(_NIGHT, moves=("turn-1",)),
            accept=("check", "bet"),
            hint="Once you beat the hand showing, you stop turning.",
            explain="Now seat 2 must turn up cards until its cards beat your king.",
        ),
        MoveStep(
            goal="Seat 2 turned up two jacks and bets. Call: you have six cards left to turn.",
            situation=Situation(_NIGHT, moves=("turn-1", "check", "turn-1", "turn-2", "bet")),
            accept=("call", "raise"),
            wrong=(Wrong("fold", "Six cards are still face down, and any three or nine among "
                                 "them is wild: folding gives up your chance."),),
            hint="If you turn up all your cards and still do not beat the hand showing, you "
                 "must fold; until then you are in.",
            explain="After the betting it is your turn: you turn up cards again until you beat "
                    "the jacks, or run out and fold.",
        ),
    ),
)

LESSONS: dict[str, tuple[Lesson, ...]] = {
    "baseball": (A_FOUR_BUYS_A_CARD,),
    "night-baseball": (TURN_AND_SWAP_THE_FOURS,),
}
