"""The shared basics a game's lesson can point to (``Lesson.basics``): each is played on one
host game's table, named here with its id.

Both are played on Ten Card Stud's table, the plainest poker game here: ordinary hand ranks,
the best five cards win, and ordinary rounds of betting opened by the best hand showing.
"""

from __future__ import annotations

from pokerrules.table.teach.asks import Decoy, WhoWins, YourHand
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

HOST = "ten-card-stud"

# Two seats. You get K♥ 9♣ down, seat 2 (the dealer) 2♥ 5♥; face up: K♦ to you and 7♥ to seat 2,
# then 9♦ and 8♥, then K♣ and J♥. The rest of the deck follows in its usual order.
_HANDS_DECK = "Kh 2h 9c 5h Kd 7h 9d 8h Kc Jh"
_TO_THE_RAISE = ("bet", "call", "check", "check", "bet", "raise")
_TO_THE_END = (*_TO_THE_RAISE, "raise", "call", *("check",) * 10)

POKER_HANDS = Lesson(
    id="poker-hands",
    title="Poker hands: which hand beats which",
    seats=2,
    steps=(
        QuestionStep(
            goal="Name your hand.",
            situation=Situation(_HANDS_DECK),
            question="You hold K♥ 9♣ and K♦. What is your hand?",
            ask=YourHand(decoys=(
                Decoy("King-nine high",
                      "Your two kings make a pair, and any pair beats a hand with no pair."),
                Decoy("Two pair, kings and nines",
                      "You hold only one nine: two pair needs a second pair."),
                Decoy("Three of a kind, kings",
                      "You hold two kings, not three."),
            )),
            hint="Two cards of the same rank make a pair; the best other card is the kicker.",
            explain="A pair of kings, with the nine as kicker. Hands run: high card, pair, two "
                    "pair, three of a kind, straight, flush, full house, four of a kind, "
                    "straight flush.",
        ),
        MoveStep(
            goal="Your K♦ is the best card showing, so you open the betting. Bet with your pair.",
            situation=Situation(_HANDS_DECK),
            accept=("bet",),
            wrong=(Wrong("check", "Checking is allowed, but a pair of kings is worth a bet "
                                  "against a seven showing."),),
            hint="Any pair beats a hand with no pair.",
            explain="Seat 2 calls, and a 9♦ comes up for you.",
        ),
        QuestionStep(
            goal="Name your hand again.",
            situation=Situation(_HANDS_DECK, moves=("bet", "call")),
            question="With the 9♦ you hold K♥ 9♣ K♦ 9♦. What is your hand now?",
            ask=YourHand(decoys=(
                Decoy("Pair of kings, nine kicker",
                      "The 9♦ pairs your 9♣, so you now hold two pairs."),
                Decoy("Full house, kings over nines",
                      "A full house needs three cards of one rank, and you hold two kings and two nines."),
                Decoy("Three of a kind, kings",
                      "You hold two kings, not three; the K♣ has not come yet."),
            )),
            hint="Count the pairs.",
            explain="Two pair, kings and nines: the higher pair names it, and it beats any one "
                    "pair.",
        ),
        MoveStep(
            goal="The K♣ gives you a full house. Seat 2 shows three hearts and raises: raise "
                 "again.",
            situation=Situation(_HANDS_DECK, moves=_TO_THE_RAISE),
            accept=("raise", "call"),
            wrong=(Wrong("fold", "A full house beats a flush, the hand those hearts are "
                                 "hoping for: folding throws away a strong hand."),),
            hint="A full house is three of a kind and a pair together; it beats a flush and a "
                 "straight.",
            explain="Seat 2 calls. Only four of a kind or a straight flush beat your full house.",
        ),
        QuestionStep(
            goal="Judge the showdown.",
            situation=Situation(_HANDS_DECK, moves=_TO_THE_END),
            question="Seat 2 made a flush in hearts. Who wins the pot?",
            ask=WhoWins("high"),
            hint="Each player plays their best five cards. Which comes first, a flush or a full "
                 "house?",
            explain="Your full house, kings over nines, beats seat 2's flush: a full house ranks "
                    "above a flush.",
        ),
    ),
)

# Three seats. You get 7♦ 2♣ down, seat 2 5♠ 6♥, seat 3 (the dealer) 3♦ 4♥. Face up: A♥ to you,
# K♣ to seat 2, 9♠ to seat 3; then A♦, K♦, 10♣; then 8♣ to you and K♠ to seat 2.
_BETTING_DECK = "7d 5s 3d 2c 6h 4h Ah Kc 9s Ad Kd Tc 8c Ks"
_ROUND_ONE = ("check", "bet", "call")

BETTING_ROUND = Lesson(
    id="betting-round",
    title="A round of betting: check, bet, call, raise, fold",
    seats=3,
    steps=(
        MoveStep(
            goal="Your A♥ is the best card showing, so you act first. You have nothing else yet: "
                 "check.",
            situation=Situation(_BETTING_DECK),
            accept=("check",),
            wrong=(Wrong("bet", "A bet costs 2 chips on a lone ace; while nobody has bet, a "
                                "check keeps you in for free."),),
            hint="A check means: I bet nothing for now, and I am still in.",
            explain="You stay in for free. Now seat 2 bets 2 and seat 3 calls.",
        ),
        MoveStep(
            goal="Seat 2 bet 2 and seat 3 called. Call: put in 2 to stay in.",
            situation=Situation(_BETTING_DECK, moves=_ROUND_ONE),
            accept=("call",),
            wrong=(Wrong("fold", "Folding gives up your ace and your ante for the sake of "
                                 "2 chips."),
                   Wrong("raise", "Raising puts in 4, not 2: it makes the others pay more to "
                                  "stay in.")),
            hint="Once someone has bet you can no longer check: call, raise or fold.",
            explain="Everyone has put in the same, so the round is over and the next card comes.",
        ),
        MoveStep(
            goal="Your A♦ makes a pair of aces showing, so you open this round. Bet.",
            situation=Situation(_BETTING_DECK, moves=(*_ROUND_ONE, "call")),
            accept=("bet",),
            wrong=(Wrong("check", "Checking lets the kings see another card for free while "
                                  "your aces lead."),),
            hint="The first player to put in chips bets; in this game a bet is 2.",
            explain="Seat 2 raises to 4, and seat 3 folds: its cards are out of the hand.",
        ),
        MoveStep(
            goal="Seat 2 raised your bet to 4. Raise again, to 6.",
            situation=Situation(_BETTING_DECK, moves=(*_ROUND_ONE, "call", "bet", "raise",
                                                      "fold")),
            accept=("raise",),
            wrong=(Wrong("call", "Calling matches the 4 and ends the round; this step asks "
                                 "you to raise."),
                   Wrong("fold", "Folding now gives up the 2 you just bet, with the best pair "
                                 "showing.")),
            hint="A raise matches the bet and adds one more bet on top.",
            explain="Seat 2 calls your raise. The round ends once everyone still in has put in "
                    "the same.",
        ),
        MoveStep(
            goal="Seat 2's K♠ makes three kings showing, and seat 2 bets. Your pair of aces is "
                 "beaten: fold.",
            situation=Situation(_BETTING_DECK, moves=(*_ROUND_ONE, "call", "bet", "raise", "fold",
                                                      "raise", "call", "bet")),
            accept=("fold",),
            wrong=(Wrong("call", "Calling pays 2 more with two aces against three kings you "
                                 "can already see."),),
            hint="Three of a kind beats a pair.",
            explain="You are out of the hand: what you put in stays in the pot, and you pay "
                    "nothing more.",
        ),
    ),
)

#: How a game's Learn section offers each basic first: "New to betting? Play *A round of
#: betting* first".
LEADS: dict[str, str] = {"poker-hands": "New to poker hands?", "betting-round": "New to betting?"}

#: (host game id, lesson); ids are unique across the basics.
BASICS: tuple[tuple[str, Lesson], ...] = ((HOST, POKER_HANDS), (HOST, BETTING_ROUND))
