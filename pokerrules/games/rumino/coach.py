"""Rumino's coach: deadwood after each discard and the outs, the draw's deadwood, exactly.

The figures are those of :mod:`pokerrules.kits.rummy.coach`, read from the seat's own view,
with Rumino's own rules: deadwood in points (ace 1, court cards and jokers 10), melds of three
or four with jokers wild, and going out as knocking with 7 or less (or a rumino). A card lets a
hand go out when the hand cannot knock now and could after drawing it and discarding.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from pokerrules.core.actions import Action
from pokerrules.core.cards import Card, parse_card
from pokerrules.games.rumino.rules import KNOCK_LIMIT, best, meld_rules, rumino, rumino_deck, value
from pokerrules.games.rumino.state import RuminoState
from pokerrules.kits.melds import arrange
from pokerrules.kits.rummy.coach import (
    DEADWOOD,
    GOING_OUT,
    OUTS,
    Hand,
    HandRules,
    after_discard,
    after_stock,
    after_upcard,
    best_discard,
    own_hand,
    sort,
    unseen_cards,
)
from pokerrules.table.coaching.grades import DEADWOOD_GRADES
from pokerrules.table.coaching.model import Coach
from pokerrules.table.state import State


@lru_cache(maxsize=65536)
def _deadwood(cards: Hand, identical: bool) -> int:
    return best(cards, identical).points


@lru_cache(maxsize=65536)
def _melded(cards: Hand, identical: bool) -> int:
    return len(cards) - len(arrange(cards, meld_rules(identical)).deadwood)


def hand_rules(identical: bool) -> HandRules:
    """Rumino's answers about a hand under the table's rule for identical cards."""
    def deadwood(cards: Hand) -> int:
        return _deadwood(cards, identical)

    def melded(cards: Hand) -> int:
        return _melded(cards, identical)

    def goes_out(hand: Hand, drawn: Card) -> bool:
        if deadwood(hand) <= KNOCK_LIMIT:
            return False  # it may knock already: no card is needed for that
        more = sort((*hand, drawn))
        found = best(more, identical)
        # A discard takes away at most its own value, and a card out of melds exactly that.
        if found.points - max(value(card) for card in more) > KNOCK_LIMIT:
            return rumino(more, identical) is not None
        if found.points - max((value(card) for card in found.deadwood), default=0) <= KNOCK_LIMIT:
            return True
        return best_discard(rules, more) <= KNOCK_LIMIT or rumino(more, identical) is not None

    rules = HandRules(deadwood, melded, goes_out)
    return rules


def _direct(state: State, seat: int, choices: list[Action]) -> list[Mapping[str, float]] | None:
    if not isinstance(state, RuminoState):
        return None
    view = state.view(seat)
    rules = hand_rules(state.rules.identical)
    hand = own_hand(view)
    pile = [parse_card(code) for code in state.facts(seat)["pile"]]  # all thrown face up
    unseen = unseen_cards(rumino_deck(), view, pile)
    upcard = pile[-1] if pile else None
    figures: list[Mapping[str, float]] = []
    stock: float | None = None
    for action in choices:
        if action.kind == "discard" and action.card is not None:
            figures.append(after_discard(rules, hand, parse_card(action.card), unseen))
        elif action.kind == "upcard" and upcard is not None:
            figures.append({DEADWOOD: after_upcard(rules, hand, upcard, False)})
        elif action.kind == "stock":
            stock = after_stock(rules, hand, unseen) if stock is None else stock
            figures.append({DEADWOOD: stock})
        elif action.kind in ("knock", "gin"):
            figures.append({DEADWOOD: float(rules.deadwood(hand))})
        else:  # rebuy or leave: nothing about the cards
            figures.append({})
    return figures


COACH = Coach(
    direct=_direct,
    direct_model=("Exact, from what you can see: the cards you cannot see are the two decks and "
                  "jokers less your hand and the cards face up, each copy counted, and each is "
                  "as likely as the next to be the one you draw from the stock. Deadwood is "
                  "counted after your best discard; outs are the cards you cannot see that would "
                  "complete a meld, or let you knock, if you drew one next."),
    names={DEADWOOD: "deadwood", OUTS: "outs", GOING_OUT: "outs that let you knock"},
    means={DEADWOOD: "the points left in your hand outside melds after the move (lower is "
                     "better)",
           OUTS: "how many of the cards you cannot see would meld more of your cards, or let "
                 "you knock, if drawn next",
           GOING_OUT: "how many of the cards you cannot see would let you knock if drawn next"},
    numbers=(DEADWOOD, OUTS, GOING_OUT),
    first=(DEADWOOD, OUTS, GOING_OUT),
    own_only=True,
    key=DEADWOOD,
    lower_is_better=True,
    grades=DEADWOOD_GRADES,
)
