"""Lessons for Twenty-Five (``LESSONS``): robbing the turned-up card with the ace of trumps, the
5 and the jack of trumps on top, the A♥ always a trump, and keeping those three back from a
trump lead (reneging); imported by the game's declaration when they are first asked for."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokerrules.core.cards import format_cards, parse_card
from pokerrules.games.twenty_five.rules import Trumps
from pokerrules.table.declare import deal_order
from pokerrules.table.teach.asks import Computed, Decoy, seat_name
from pokerrules.table.teach.kit import listed
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

if TYPE_CHECKING:
    from pokerrules.table.state import State


def your_trumps(state: State, seat: int) -> str:
    """The learner's cards that are trumps now, in hand order ("J♠ and A♥")."""
    view = state.view(seat)
    trumps = Trumps(view["match"]["trumps"])
    mine = next(h for h in view["hands"] if h["seat"] == seat)
    held = [card["short"] for card in mine["cards"] if trumps.is_trump(parse_card(card["code"]))]
    return listed(held, "and") or "None of them"


def winning_so_far(state: State, seat: int) -> str:
    """Who holds the trick in play so far: the highest trump, or the highest card of the suit
    led (every card of a trick is played face up)."""
    facts = state.view(seat)["match"]
    trick = facts["trick"]
    if not trick:
        raise ValueError("no card has been played to the trick")
    place = Trumps(facts["trumps"]).winner([parse_card(play["card"]) for play in trick])
    return seat_name(trick[place]["seat"], seat)


# Diamonds are trumps (the 7♦ is turned up). You: A♦ 5♦ K♣ 2♠ 9♥; seat 2: J♦ 3♣ Q♠ 8♥ 4♦;
# seat 3 (the dealer): A♥ K♦ K♠ T♣ 6♥.
_ROB = format_cards(deal_order(("Ad 5d Kc 2s 9h", "Jd 3c Qs 8h 4d", "Ah Kd Ks Tc 6h"), "7d"))
# Spades are trumps (the 4♠ is turned up; nobody holds the A♠). You: Q♦ J♠ A♥ 2♣ 8♦; seat 2:
# K♦ K♠ 7♣ 3♥ 9♦; seat 3: 5♠ 6♦ T♣ 9♣ 7♥. Seat 2 wins the first trick and leads the K♠.
_KEEP = format_cards(deal_order(("Qd Js Ah 2c 8d", "Kd Ks 7c 3h 9d", "5s 6d Tc 9c 7h"), "4s"))
_TRUMP_LED = ("play Qd", "play Kd", "play 6d", "play Ks", "play 5s")

TOP_TRUMPS = Lesson(
    id="top-trumps",
    title="The 5, the jack and the A♥",
    seats=3,
    steps=(
        MoveStep(
            goal="You hold the A♦, the ace of trumps. Rob the turned-up 7♦, discarding a low "
                 "card that is not a trump.",
            situation=Situation(_ROB),
            accept=("rob 9h", "rob 2s"),
            wrong=(Wrong("keep", "You would leave a free trump on the table: robbing swaps your "
                                 "weakest card for the 7♦."),
                   Wrong("rob Ad", "You would throw away the ace of trumps, a far better card "
                                   "than the 7♦ you take.")),
            hint="Discard a low card that is not a trump.",
            explain="The others see that you robbed, but not what you discarded.",
        ),
        MoveStep(
            goal="Lead the highest card in the deck.",
            situation=Situation(_ROB, moves=("rob 9h",)),
            accept=("play 5d",),
            wrong=(Wrong("play Ad", "The A♦ is only the fourth-best trump: the 5♦, the J♦ and the "
                                    "A♥ all beat it."),),
            hint="In Twenty-Five the 5 of trumps is the best card of all.",
            explain="Trumps rank 5, jack, A♥, ace, king, queen. Nothing beats your 5♦: the trick "
                    "and its 5 points are yours.",
        ),
        QuestionStep(
            goal="Find your trumps.",
            situation=Situation(_KEEP),
            question="The 4♠ is turned up, so spades are trumps. Which of your cards are trumps?",
            ask=Computed(your_trumps, decoys=(
                Decoy("J♠",
                      "The A♥ is a trump too, whatever suit is turned up."),
                Decoy("A♥",
                      "Your J♠ is a spade, and spades are trumps."),
                Decoy("Q♦ and 8♦",
                      "Diamonds are not trumps: spades are, with the A♥ always."),
            )),
            hint="One card is a trump whatever suit is turned up.",
            explain="The A♥ is always a trump, the third-best card after the 5 and the jack of "
                    "trumps, and never counts as a heart.",
        ),
        QuestionStep(
            goal="Read the trick.",
            situation=Situation(_KEEP, moves=_TRUMP_LED),
            question="Seat 2 led the K♠ and seat 3 played the 5♠. Who is winning the trick?",
            ask=Computed(winning_so_far, decoys=(
                Decoy("Seat 2",
                      "The K♠ is a trump, but the 5 of trumps is the best card of all."),
                Decoy("You",
                      "You have not played to this trick yet, and the 5♠ beats any card you hold."),
            )),
            hint="Which is the best trump?",
            explain="The 5 of trumps beats every card, so seat 3 takes this trick whatever you "
                    "play.",
        ),
        MoveStep(
            goal="A trump was led, but your J♠ and A♥ need not follow it. Keep them back and "
                 "throw a small card.",
            situation=Situation(_KEEP, moves=_TRUMP_LED),
            accept=("play 2c", "play 8d"),
            wrong=(Wrong("play Js", "Your jack would lose to the 5♠ and be wasted. The 5, the "
                                    "jack and the A♥ never have to be played to a trump lead."),
                   Wrong("play Ah", "Your A♥ would lose to the 5♠ and be wasted. It need not "
                                    "be played to a trump lead.")),
            hint="Holding a lower trump would force you to play a trump; you hold none.",
            explain="Keeping back a top trump like this is called reneging. Your jack and A♥ are "
                    "still there to win later tricks.",
        ),
    ),
)

def _merged() -> tuple[Lesson, ...]:
    from pokerrules.games.twenty_five.lessons_keep import NO_ROBBING

    return (TOP_TRUMPS, NO_ROBBING)


LESSONS: tuple[Lesson, ...] = _merged()
