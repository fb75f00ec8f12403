"""Lessons for Pif Paf (``LESSONS``): melds (groups need exactly three suits), the cards left
over, going out, and a discard claimed for you out of turn, after which you choose your discard.

Each lesson is a three-player match whose first deal is stacked: seat 3 deals, so you bet and
play first; everyone checks. Question answers come from Pif Paf's own rules
(:mod:`~pokerrules.games.pif_paf.rules`), read from the learner's own hand only. The lessons are
imported by the game's declaration when they are first asked for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokerrules.games.pif_paf.rules import HAND, best, claim_outs, double_deck, meld_rules
from pokerrules.kits.melds import MeldRules
from pokerrules.table.teach.asks import Computed, Decoy
from pokerrules.table.teach.kit import dealt, listed, own_cards
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

if TYPE_CHECKING:
    from pokerrules.table.state import State


def deal(*hands: str, stock: str = "") -> str:
    """The deck that deals ``hands`` (seat 1's first, nine cards each, one at a time), with
    ``stock`` on top of the stock."""
    return dealt(hands, HAND, stock)


def deal_rules(state: State) -> MeldRules:
    """The meld rules of the deal being played: the table's, with its curinga if it has one."""
    melds = getattr(state, "melds", None)
    return melds if isinstance(melds, MeldRules) else meld_rules(state.table.options)


def cards_left_over(state: State, seat: int) -> str:
    """How many of the learner's cards are in no meld, arranged at their best."""
    return str(len(best(own_cards(state, seat), deal_rules(state)).deadwood))


def claimed_for_you(state: State, seat: int) -> str:
    """The discards that would be claimed for the learner: the cards that let the hand go out
    (``"10♦ or K♦"``)."""
    hand = own_cards(state, seat)
    rules = deal_rules(state)
    wanted = [card.short for card in sorted(set(double_deck()), key=lambda c: (c.rank, c.suit))
              if claim_outs(hand, card, rules)]
    return listed(wanted) if wanted else "No card"


_CHECKS = ("check", "check", "check")
_OTHERS = ("3h 4h 9c 9d 9s Kc Kh 8c 6s", "5d 8d Jh Qh 2c 4s 6d Tc Ac")

# You: A-2-3 of spades, four 7s of four suits (only three of them make a group) and J♦ Q♦; you
# draw K♦.
_SEVENS = deal("As 2s 3s 7h 7d 7c 7s Jd Qd", *_OTHERS, stock="Kd")

# You: A-2-3 of spades, three 7s, J♦ Q♦ and 5♣; you draw 10♠, seat 2 draws 2♦ and throws away
# 8♣, and seat 3 draws K♦ and throws it away: it is claimed for you.
_CLAIM = deal("As 2s 3s 7h 7d 7c Jd Qd 5c", *_OTHERS, stock="Ts 2d Kd")
_WAITING = (*_CHECKS, "draw", "discard Ts")

MELDS_AND_GOING_OUT = Lesson(
    id="melds-and-going-out",
    title="Melds, going out, and a claim out of turn",
    seats=3,
    steps=(
        QuestionStep(
            goal="Sort your hand into melds. A group of a kind needs exactly three suits.",
            situation=Situation(_SEVENS, moves=_CHECKS),
            question="You hold four 7s, one of each suit. How many of your nine cards are in no "
                     "meld?",
            ask=Computed(cards_left_over, decoys=(
                Decoy("1",
                      "J♦ and Q♦ are only two cards, and a run needs three: they are left over too."),
                Decoy("2",
                      "Only three of your four 7s can be a group, so one 7 is left over with J♦ and Q♦."),
                Decoy("4",
                      "Three of the 7s make a group; only the fourth 7, J♦ and Q♦ are left over."),
            ), hides=("label", "groups")),
            hint="7♣ 7♦ 7♥ 7♠ shows four suits, so only three of the 7s can be a group.",
            explain="A♠ 2♠ 3♠ is a run and three 7s are a group; the fourth 7, J♦ and Q♦ are "
                    "left over.",
        ),
        MoveStep(
            goal="You drew K♦: J♦ Q♦ K♦ is a run. Go out, discarding a card that leaves the "
                 "other nine all in melds.",
            situation=Situation(_SEVENS, moves=(*_CHECKS, "draw")),
            accept=("out 7c", "out 7d", "out 7h", "out 7s"),
            wrong=(Wrong("discard 7s", "A plain discard passes the turn, though your other "
                                       "nine cards already form melds: go out instead."),
                   Wrong("discard Kd", "Throwing back the K♦ breaks the run you just made.")),
            hint="Any one of your four 7s: three 7s of three suits are a group.",
            explain="Going out shows your melds and takes the whole pot. A hand goes out only "
                    "when all nine cards left are in melds.",
        ),
        MoveStep(
            goal="Another hand. You drew 10♠, which fits no meld. Throw away a card that is in "
                 "no meld.",
            situation=Situation(_CLAIM, moves=(*_CHECKS, "draw")),
            accept=("discard Ts", "discard 5c"),
            wrong=(Wrong("discard Jd", "J♦ Q♦ wait for 10♦ or K♦ to make a run: keep them."),
                   Wrong("discard 7h", "That breaks your group of three 7s.")),
            hint="10♠ and 5♣ fit none of your melds.",
            explain="Your discard starts the discard pile; the next player may take it or draw "
                    "from the stock.",
        ),
        QuestionStep(
            goal="You hold A♠ 2♠ 3♠, three 7s, J♦ Q♦ and 5♣. Find the cards you wait for.",
            situation=Situation(_CLAIM, moves=_WAITING),
            question="Which card, if another player throws it away, is claimed for you out of "
                     "turn?",
            ask=Computed(claimed_for_you, decoys=(
                Decoy("Only K♦",
                      "The 10♦ also makes a run with your J♦ Q♦."),
                Decoy("Any diamond",
                      "Only a diamond next to J♦ Q♦ makes a run: the 10♦ or the K♦."),
                Decoy("No card",
                      "The 10♦ or the K♦ makes a third meld, and you go out by discarding the 5♣."),
            )),
            hint="A claimed card must go into one of your melds, and the rest must go out.",
            explain="Nobody is asked: a discard that lets you go out is claimed for you at once, "
                    "even out of turn. Otherwise play simply goes on.",
        ),
        MoveStep(
            goal="Seat 3 threw away K♦, and it was claimed for you. Choose your discard and go "
                 "out.",
            situation=Situation(_CLAIM, moves=(*_WAITING, "draw", "discard 8c", "draw",
                                               "discard Kd")),
            accept=("out 5c",),
            hint="Only one card is left over once K♦ joins J♦ Q♦.",
            explain="The claimed card joins your run J♦ Q♦ K♦, you discard 5♣, show your melds "
                    "and take the pot, though it was not your turn.",
        ),
    ),
)


def _merged() -> tuple[Lesson, ...]:
    from pokerrules.games.pif_paf.lessons_house import HOUSE_RULES
    from pokerrules.games.pif_paf.lessons_turns import BETTING, DRAW_OR_TAKE

    return (MELDS_AND_GOING_OUT, BETTING, DRAW_OR_TAKE, HOUSE_RULES)


LESSONS: tuple[Lesson, ...] = _merged()
