"""Lessons for Rumino (``LESSONS``): melds and deadwood, drawing and discarding, knocking, and a
rumino, which wins at once, even from another player's discard, claimed out of turn for you.

Each lesson is a two-player game whose first deal is stacked: seat 2 deals, so you play first.
Question answers come from Rumino's own rules (:mod:`~pokerrules.games.rumino.rules`), read from
the learner's own hand only. The lessons are imported by the game's declaration when they are first asked for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokerrules.games.rumino.rules import HAND_SIZE, best, rumino, rumino_deck
from pokerrules.table.teach.asks import Computed, Decoy
from pokerrules.table.teach.kit import dealt, listed, own_cards
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

if TYPE_CHECKING:
    from pokerrules.table.state import State


def deal(*hands: str, upcard: str, stock: str = "") -> str:
    """The deck that deals ``hands`` (seat 1's first, seven cards each, one at a time), then
    turns ``upcard`` and leaves ``stock`` on top of the stock."""
    return dealt(hands, HAND_SIZE, f"{upcard} {stock}")


def your_deadwood(state: State, seat: int) -> str:
    """The deadwood of the learner's hand, arranged at its best."""
    return str(best(own_cards(state, seat), state.table.options["identical"] == "yes").points)


def rumino_cards(state: State, seat: int) -> str:
    """The cards that would complete a rumino for the learner's hand (``"6♦, K♦ or a joker"``)."""
    identical = state.table.options["identical"] == "yes"
    hand = own_cards(state, seat)
    wanted = [card for card in sorted(set(rumino_deck()), key=lambda c: (c.is_joker, c.rank, c.suit))
              if rumino([*hand, card], identical) is not None]
    words = ["a joker" if card.is_joker else card.short for card in wanted]
    return listed(words) if words else "No card"


# You: a run of spades, two 9s and two loose cards; the upcard 9♥ makes three 9s. Seat 2 draws
# J♠ and throws away K♠, and then you may knock.
_FIRST = deal("5s 6s 7s 9d 9c 4h Kc", "2c 4c 6h 8c Tc Qd Ks", upcard="9h", stock="Js")
_DISCARDED = ("upcard", "discard Kc", "stock", "discard Ks")

MELDS_AND_KNOCKING = Lesson(
    id="melds-and-knocking",
    title="Melds, deadwood and knocking",
    seats=2,
    steps=(
        QuestionStep(
            goal="Count your deadwood: the cards in no meld.",
            situation=Situation(_FIRST),
            question="5♠ 6♠ 7♠ is a meld. How much deadwood do you hold?",
            ask=Computed(your_deadwood, decoys=(
                Decoy("4",
                      "Four cards are left over, but deadwood counts their points: 9 + 9 + 4 + 10."),
                Decoy("14",
                      "All four cards outside the meld count: 9♣, 9♦, 4♥ and K♣ make 32."),
                Decoy("23",
                      "Both nines count, and the K♣ counts 10: 9 + 9 + 4 + 10 is 32."),
            ), hides=("label", "groups")),
            hint="Add the cards outside the meld: an ace counts 1, a picture card 10, the others "
                 "their number.",
            explain="9♣ 9♦ 4♥ K♣ are in no meld: 9 + 9 + 4 + 10 = 32. Two of a kind is not a "
                    "meld yet; it takes three.",
        ),
        MoveStep(
            goal="The upcard 9♥ makes three 9s with your 9♣ and 9♦. Take it.",
            situation=Situation(_FIRST),
            accept=("upcard",),
            wrong=(Wrong("stock", "The top of the stock is a blind draw; the upcard is a sure "
                                  "meld of three 9s."),),
            hint="You draw one card a turn: the upcard, or the top of the stock.",
            explain="Three of a kind is a meld, and so are three or four in a row of one suit. "
                    "Melds stay hidden in your hand.",
        ),
        MoveStep(
            goal="Now discard one card. Throw away the one that leaves the least deadwood.",
            situation=Situation(_FIRST, moves=("upcard",)),
            accept=("discard Kc",),
            wrong=(Wrong("discard 4h", "Keeping the K♣ leaves 10 deadwood instead of 4."),
                   Wrong("discard 9h", "That breaks your three 9s and leaves 32 deadwood.")),
            hint="The table shows each discard's deadwood after it.",
            explain="Only 4♥ is left over: 4 deadwood. Your discard is the next player's upcard.",
        ),
        MoveStep(
            goal="Seat 2 drew and threw away K♠. With 4 deadwood you may knock before you draw. "
                 "Knock.",
            situation=Situation(_FIRST, moves=_DISCARDED),
            accept=("knock",),
            wrong=(Wrong("stock", "Drawing gives seat 2 another turn to cut their deadwood; "
                                  "yours is already low enough to knock."),
                   Wrong("upcard", "The K♠ fits none of your melds: it would only be thrown "
                                   "away again.")),
            hint="You may knock at the start of your turn with 7 deadwood or less.",
            explain="Everyone shows their melds and adds their own deadwood to their score: you "
                    "4, seat 2 far more. At 100 points a player is out; with no deadwood you "
                    "would go gin and score -10.",
        ),
    ),
)

# You: five diamonds in a row and two loose cards; the upcard 7♦ makes six. Seat 2 takes your 5♥
# and throws away K♠, and the top card of the stock is K♦.
_RUN = deal("8d 9d Td Jd Qd 3c 5h", "2c 4c 6h 8c Tc Qs Ks", upcard="7d", stock="Kd")
_WAITING = ("upcard", "discard 5h")

A_RUMINO = Lesson(
    id="a-rumino",
    title="A rumino wins at once",
    seats=2,
    steps=(
        MoveStep(
            goal="Seven diamonds in a row would be a rumino, which wins the game. Take the "
                 "upcard 7♦.",
            situation=Situation(_RUN),
            accept=("upcard",),
            wrong=(Wrong("stock", "The upcard gives you six diamonds in a row; a stock card "
                                  "is a blind draw."),),
            hint="7♦ goes just below your 8♦.",
            explain="7♦ to Q♦: six in a row. One more card that fits the run makes seven.",
        ),
        MoveStep(
            goal="Discard a card, and keep all six diamonds.",
            situation=Situation(_RUN, moves=("upcard",)),
            accept=("discard 5h",),
            wrong=(Wrong("discard Qd", "That breaks your run: you would need two cards again."),
                   Wrong("discard 3c", "Keeping the 5♥ leaves 5 deadwood instead of 3.")),
            hint="Throw away the higher of your two loose cards.",
            explain="A meld is at most four cards, so 7♦ to Q♦ count as two runs of three, and "
                    "only 3♣ is left over: 3 deadwood.",
        ),
        QuestionStep(
            goal="You hold six diamonds in a row and 3♣. Work out what completes your rumino.",
            situation=Situation(_RUN, moves=_WAITING),
            question="Which card, if seat 2 throws it away, is claimed for you out of turn?",
            ask=Computed(rumino_cards, decoys=(
                Decoy("Only K♦",
                      "Your run can grow at either end: the 6♦ completes it too, and so does a joker."),
                Decoy("6♦ or K♦",
                      "Jokers are wild in a rumino, so a joker completes it as well."),
                Decoy("Any diamond",
                      "Only a card at an end of your run helps: 6♦ or K♦, or a joker."),
            )),
            hint="Jokers are wild in a rumino too.",
            explain="Nobody is asked: a discard that completes your rumino is claimed for you at "
                    "once, and you win. Otherwise play simply goes on.",
        ),
        MoveStep(
            goal="Seat 2 took your 5♥ and threw away K♠. You could knock with 3, but one card "
                 "wins the whole game: draw from the stock.",
            situation=Situation(_RUN, moves=(*_WAITING, "upcard", "discard Ks")),
            accept=("stock",),
            wrong=(Wrong("knock", "A knock ends the deal: you score 3 and your rumino, one "
                                  "card away, is gone."),
                   Wrong("upcard", "The K♠ does nothing for your diamonds.")),
            hint="Only the stock can bring you 6♦, K♦ or a joker now.",
            explain="You draw K♦: seven diamonds in a row, a rumino. You win the game and the "
                    "pool at once.",
        ),
    ),
)


def _merged() -> tuple[Lesson, ...]:
    from pokerrules.games.rumino.lessons_gin import GOING_GIN
    from pokerrules.games.rumino.lessons_rebuy import OUT_AT_100

    return (MELDS_AND_KNOCKING, A_RUMINO, GOING_GIN, OUT_AT_100)


LESSONS: tuple[Lesson, ...] = _merged()
