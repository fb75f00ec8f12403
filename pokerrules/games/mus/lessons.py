"""Lessons for Mus (``LESSONS``): mus or no mus and the discard, then the bidding of the contests
(pass, open, fold, órdago) and who wins each contest once the hands are shown.

Every lesson plays the first deal of a match, where seat 4 deals and you (seat 1) are mano: you
speak first in everything and win every exact tie. The lessons are imported by the game's
declaration when they are first asked for.
"""

from __future__ import annotations

from pokerrules.table.teach.asks import Decoy, WhoWins, YourHand
from pokerrules.table.teach.kit import dealt
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong


def deal(*hands: str, stock: str = "") -> str:
    """The deck that deals ``hands`` (seat 1's first, four cards each, one card at a time from
    mano round the table), followed by ``stock``, the cards drawn after a mus."""
    return dealt(hands, 4, stock)


# You hold one king and three low cards; after everyone says mus you keep the king, throw the
# rest, and draw K♠ Q♣ A♦: a pair of kings and 31, the best juego.
_WEAK = deal("Kh 4c 5d 6s", "Ah As 4h 5h", "Qh Js 6c 7c", "Jh Qs 6h 7h",
             stock="Ks Qc Ad 7d 7s 5s")
_ALL_MUS = ("mus", "mus", "mus", "mus")
_DISCARDS = ("discard 4c 5d 6s", "discard 4h 5h", "discard Qh Js 6c 7c", "discard Jh Qs 6h 7h")

MUS_OR_NO_MUS = Lesson(
    id="mus-or-no-mus",
    title="Mus or no mus: changing cards",
    seats=4,
    steps=(
        MoveStep(
            goal="Your hand is weak in every contest. Say mus, to ask for a change of cards.",
            situation=Situation(_WEAK),
            accept=("mus",),
            wrong=(Wrong("no-mus", "No mus starts the bidding at once with these cards: no "
                                   "pares, no juego and only one high card."),),
            hint="Mus asks to change cards; one player saying no mus keeps every hand as it is.",
            explain="Everyone has to agree: only when all four say mus does anyone change cards. "
                    "Here the other three say mus too.",
        ),
        MoveStep(
            goal="Everyone said mus. Keep your king and discard the other three cards.",
            situation=Situation(_WEAK, moves=_ALL_MUS),
            accept=("discard 4c 5d 6s",),
            wrong=(Wrong("discard Kh 4c 5d 6s", "The king is your best card for Grande, and "
                                                "kings count 10 towards juego: keep it."),
                   Wrong("discard 4c", "Keeping 5♦ and 6♠ leaves you little for any contest; "
                                       "throw away all three low cards.")),
            hint="Pick the three low cards: 4♣, 5♦ and 6♠.",
            explain="Each player throws away one to four cards, then draws as many from the "
                    "stock, in turn from mano.",
        ),
        QuestionStep(
            goal="Read your new hand.",
            situation=Situation(_WEAK, moves=(*_ALL_MUS, *_DISCARDS)),
            question="You drew K♠, Q♣ and A♦. What does your hand hold for Pares and Juego?",
            ask=YourHand(decoys=(
                Decoy("Par simple, kings; No juego (21)",
                      "The queen counts 10 as well: 10 + 10 + 10 + 1 is 31, the best juego."),
                Decoy("Duples, kings and queens; Juego of 31",
                      "Duples needs two pairs, and you hold only one queen."),
                Decoy("No pares; Juego of 31",
                      "Your two kings are a pair: par simple."),
            ), hides=("label", "notes")),
            hint="Two kings are a pair. For the count, kings and queens are 10 and an ace 1.",
            explain="K♥ K♠ are a pair (par simple), and 10 + 10 + 10 + 1 make 31, the best "
                    "juego of all.",
        ),
        MoveStep(
            goal="Speak again. With a pair of kings and 31, keep these cards: say no mus.",
            situation=Situation(_WEAK, moves=(*_ALL_MUS, *_DISCARDS)),
            accept=("no-mus",),
            wrong=(Wrong("mus", "Another mus, if all agree, would make you throw away cards "
                                "of a hand that holds the best juego."),),
            hint="Which word keeps the cards and starts the bidding?",
            explain="One no mus ends the changing: the four contests are now bid in order, "
                    "Grande, Chica, Pares and Juego, starting with you as mano.",
        ),
    ),
)

# You hold four aces (2s count as aces): the lowest hand there is, and weak in Grande. Seat 2
# holds two kings, your partner duples of queens and jacks, seat 4 K Q J 7.
_ACES = deal("Ah Ad 2s 2c", "Kh Ks 7c 6d", "Qh Qs Jc Jd", "Kd Qd Jh 7h")
_GRANDE_OPENED = ("no-mus", "pass", "bid 2", "fold")
_ORDAGO_SEEN = (*_GRANDE_OPENED, "fold", "ordago", "see")

ENVITE_AND_ORDAGO = Lesson(
    id="envite-and-ordago",
    title="Bidding the contests, and órdago",
    seats=4,
    steps=(
        MoveStep(
            goal="Grande, the highest cards, is bid first. Your aces are the lowest cards of "
                 "all: pass.",
            situation=Situation(_ACES, moves=("no-mus",)),
            accept=("pass",),
            wrong=(Wrong("bid 2", "Opening Grande with four aces asks to be seen: any king "
                                  "beats you, and the other side would score 2."),),
            hint="In Grande kings are best and aces worst.",
            explain="A pass costs nothing. If all four pass, Grande is still worth one point "
                    "to the best hand at the end.",
        ),
        MoveStep(
            goal="Seat 2 opens Grande with 2 and your partner folds. Fold too.",
            situation=Situation(_ACES, moves=_GRANDE_OPENED),
            accept=("fold",),
            wrong=(Wrong("see", "Seeing puts 2 points on Grande at the end, and any king "
                                "beats your aces."),
                   Wrong("raise 3", "A raise asks for more on a contest you cannot win.")),
            hint="Both of you folding ends Grande now.",
            explain="When both opponents fold, the bidder's side scores at once what was last "
                    "accepted; nothing was, so seat 2 and seat 4 score just 1.",
        ),
        MoveStep(
            goal="Chica, the lowest cards, comes next. As mano you cannot lose it with four "
                 "aces: call órdago.",
            situation=Situation(_ACES, moves=(*_GRANDE_OPENED, "fold")),
            accept=("ordago",),
            wrong=(Wrong("bid 2", "A bid wins only points. With a hand that cannot lose, "
                                  "stake the whole game."),
                   Wrong("pass", "Passing lets the others decide what Chica is worth, with "
                                 "the best Chica there is in your hand.")),
            hint="Exact ties go to mano, and nothing is lower than four aces.",
            explain="Órdago stakes the whole game on this contest. If the other side sees it, "
                    "the hands are shown at once and your aces win Chica and the game; if both "
                    "fold, your side scores 1.",
        ),
        QuestionStep(
            goal="Suppose seat 2 had seen your órdago: the hands are shown at once and your "
                 "side wins the game. Look back at Grande.",
            situation=Situation(_ACES, moves=_ORDAGO_SEEN),
            question="Who holds the best hand for Grande?",
            ask=WhoWins("Grande"),
            hint="Compare the highest cards first, then the next ones. Kings are highest.",
            explain="Seat 2's K K 7 6 beats seat 4's K Q J 7: both start with a king, and the "
                    "second card decides.",
        ),
        QuestionStep(
            goal="Now judge Pares: duples beat medias, which beat a single pair.",
            situation=Situation(_ACES, moves=_ORDAGO_SEEN),
            question="Your four aces count as duples. Who holds the best pares?",
            ask=WhoWins("Pares"),
            hint="Between two duples, the higher pair wins.",
            explain="Your partner's queens and jacks beat your aces: aces are the lowest rank, "
                    "so four aces make the lowest duples.",
        ),
    ),
)


def _merged() -> tuple[Lesson, ...]:
    from pokerrules.games.mus.lessons_bidding import ENVITES
    from pokerrules.games.mus.lessons_house import REAL_AND_PEDRETE

    return (MUS_OR_NO_MUS, ENVITE_AND_ORDAGO, ENVITES, REAL_AND_PEDRETE)


LESSONS: tuple[Lesson, ...] = _merged()
