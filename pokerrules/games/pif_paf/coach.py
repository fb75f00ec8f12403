"""Pif Paf's coach: cards left out of melds after each discard and the outs, and the draw's,
exactly.

The figures are those of :mod:`pokerrules.kits.rummy.coach`, read from what the seat may see,
with Pif Paf's own rules (:mod:`~pokerrules.games.pif_paf.rules`): deadwood is the number of
cards in no meld, and a hand goes out when, with a card drawn, nine of its ten cards all form
melds. A card taken from the discard pile may not go straight back (unless the hand holds its
twin). When the stock is empty, the draw takes the oldest card of the discard pile, turned over
without shuffling, which the seat has seen.

The round of betting gets the hand's figures as it stands, the same for every move: the cards
decide nothing there.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from pokerrules.core.actions import Action
from pokerrules.core.cards import Card, parse_card
from pokerrules.games.pif_paf.rules import best, double_deck, outs
from pokerrules.games.pif_paf.state import PifPafState
from pokerrules.kits.melds import MeldRules
from pokerrules.kits.rummy.coach import (
    DEADWOOD,
    GOING_OUT,
    OUTS,
    Hand,
    HandRules,
    after_discard,
    after_stock,
    after_upcard,
    as_it_stands,
    own_hand,
    sort,
    unseen_cards,
)
from pokerrules.table.coaching.grades import DEADWOOD_GRADES
from pokerrules.table.coaching.model import Coach
from pokerrules.table.state import State


@lru_cache(maxsize=65536)
def _left_over(cards: Hand, melds: MeldRules) -> int:
    return len(best(cards, melds).deadwood)


def hand_rules(melds: MeldRules) -> HandRules:
    """Pif Paf's answers about a hand under the table's meld rules."""
    def deadwood(cards: Hand) -> int:
        return _left_over(cards, melds)

    def melded(cards: Hand) -> int:
        return len(cards) - deadwood(cards)

    def goes_out(hand: Hand, drawn: Card) -> bool:
        more = sort((*hand, drawn))
        # Ten cards with two or more out of melds cannot leave nine all in melds (the nine's
        # melds would leave only one of the ten out): the game's own test is asked only when
        # it may say yes.
        return deadwood(more) <= 1 and bool(outs(more, melds))

    return HandRules(deadwood, melded, goes_out)


def _direct(state: State, seat: int, choices: list[Action]) -> list[Mapping[str, float]] | None:
    if not isinstance(state, PifPafState):
        return None
    view = state.view(seat)
    rules = hand_rules(state.melds)
    hand = own_hand(view)
    pile = list(state.discards)  # every card of it was thrown face up
    unseen = unseen_cards(double_deck(), view, pile)
    figures: list[Mapping[str, float]] = []
    for action in choices:
        if action.kind in ("discard", "out") and action.card is not None:
            figures.append(after_discard(rules, hand, parse_card(action.card), unseen))
        elif action.kind == "take" and pile:
            figures.append({DEADWOOD: after_upcard(rules, hand, pile[-1], True)})
        elif action.kind == "draw":
            if state.stock:
                figures.append({DEADWOOD: after_stock(rules, hand, unseen)})
            else:  # the pile turned over, as it lies: its oldest card comes first
                figures.append({DEADWOOD: after_upcard(rules, hand, pile[0], False)})
        else:  # the betting, or going out with all ten cards: the hand as it stands
            figures.append(as_it_stands(rules, hand, unseen))
    return figures


COACH = Coach(
    direct=_direct,
    direct_model=("Exact, from what you can see: the cards you cannot see are the two decks less "
                  "your hand, the cards face up and the discard pile, each copy counted, and "
                  "each is as likely as the next to be the one you draw from the stock. Cards "
                  "left out of melds are counted after your best discard; outs are the cards you "
                  "cannot see that would complete a meld, or let you go out, if you drew one "
                  "next."),
    names={DEADWOOD: "cards out of melds", OUTS: "outs", GOING_OUT: "outs that let you go out"},
    means={DEADWOOD: "how many of your cards are in no meld after the move (lower is better)",
           OUTS: "how many of the cards you cannot see would meld more of your cards, or let "
                 "you go out, if drawn next",
           GOING_OUT: "how many of the cards you cannot see would let you go out if drawn "
                      "next"},
    numbers=(DEADWOOD, OUTS, GOING_OUT),
    first=(DEADWOOD, OUTS, GOING_OUT),
    own_only=True,
    key=DEADWOOD,
    lower_is_better=True,
    grades=DEADWOOD_GRADES,
)
