"""The coach's figures for the draw-and-discard rummy games (Rumino, Pif Paf), exactly and
without worlds (their decks hold every card twice, so the coach cannot build worlds for them).

Everything here reads what the seat may see only: its hand and the hands laid down (from its
view), the discard pile (every card of it was thrown face up), and the deck the table plays
with. The cards the seat *cannot see* are the
deck less the cards it can see, each copy counted: another player's hand and the stock, in any
order.

- *Deadwood after a discard*: what the game counts as deadwood (points in Rumino, cards in Pif
  Paf) in the best arrangement of the hand that is left.
- *Outs* after a discard: how many of the cards the seat cannot see would, drawn next, complete
  a meld (more cards in melds than before) or let the hand go out; and, of those, how many let
  it go out.
- *A draw*: the deadwood after the best discard once the upcard is taken, against the average
  over the cards the seat cannot see of the deadwood after drawing one of them and making the
  best discard.

Each game supplies what only it knows (:class:`HandRules`): its deadwood, its melds, what going
out is.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from pokerrules.core.cards import Card, parse_card

Hand = tuple[Card, ...]

#: The figures' keys.
DEADWOOD, OUTS, GOING_OUT = "deadwood", "outs", "going_out"


@dataclass(frozen=True)
class HandRules:
    """One game's questions about a hand (each may be asked often: remember answers)."""

    #: The deadwood of the best arrangement of a hand between turns.
    deadwood: Callable[[Hand], int]
    #: The most cards of a hand that melds can hold.
    melded: Callable[[Hand], int]
    #: Whether a hand between turns, with ``drawn`` added, may go out (after a discard, or at
    #: the start of the next turn, as the game has it).
    goes_out: Callable[[Hand, Card], bool]


def sort(cards: Iterable[Card]) -> Hand:
    return tuple(sorted(cards))


def without(cards: Iterable[Card], card: Card) -> Hand:
    """``cards`` less one copy of ``card``."""
    rest = list(cards)
    rest.remove(card)
    return sort(rest)


def seen_cards(view: Mapping[str, Any], pile: Iterable[Card]) -> Counter[Card]:
    """Every card a seat has seen and knows where it lies: the cards face up in its view (its
    own hand, hands shown) and the whole discard pile, every card of which was seen thrown
    (the view shows only its top cards)."""
    codes = [c["code"] for hand in view["hands"] for c in hand["cards"]]
    return Counter(parse_card(code) for code in codes if code != "??") + Counter(pile)


def unseen_cards(deck: Iterable[Card], view: Mapping[str, Any],
                 pile: Iterable[Card]) -> Counter[Card]:
    """The deck less what the seat has seen, each copy counted."""
    return Counter(deck) - seen_cards(view, pile)


def own_hand(view: Mapping[str, Any]) -> Hand:
    mine = view["hands"][view["your_seat"]]
    return sort(parse_card(c["code"]) for c in mine["cards"])


def best_discard(rules: HandRules, cards: Hand, keep: Card | None = None) -> int:
    """The least deadwood left by any discard from ``cards`` (never the one copy of ``keep``,
    a card just taken that may not go straight back)."""
    choices = [c for c in set(cards) if c != keep or cards.count(c) > 1]
    return min(rules.deadwood(without(cards, c)) for c in choices)


def outs(rules: HandRules, hand: Hand, unseen: Counter[Card]) -> tuple[int, int]:
    """Of the unseen cards (copies counted), how many would complete a meld or let ``hand`` go
    out if drawn next, and how many of those let it go out."""
    now = rules.melded(hand)
    helping = going = 0
    for card, copies in unseen.items():
        out = rules.goes_out(hand, card)
        if out or rules.melded(sort((*hand, card))) > now:
            helping += copies
            going += copies * out
    return helping, going


def as_it_stands(rules: HandRules, hand: Hand, unseen: Counter[Card]) -> dict[str, float]:
    """The deadwood and outs of a hand between turns."""
    helping, going = outs(rules, hand, unseen)
    return {DEADWOOD: float(rules.deadwood(hand)), OUTS: float(helping),
            GOING_OUT: float(going)}


def after_discard(rules: HandRules, hand: Hand, card: Card,
                  unseen: Counter[Card]) -> dict[str, float]:
    """The figures of discarding ``card`` from ``hand``."""
    return as_it_stands(rules, without(hand, card), unseen)


def after_upcard(rules: HandRules, hand: Hand, upcard: Card, keep_upcard: bool) -> float:
    """Deadwood after taking ``upcard`` and making the best discard."""
    return float(best_discard(rules, sort((*hand, upcard)), upcard if keep_upcard else None))


def after_stock(rules: HandRules, hand: Hand, unseen: Counter[Card]) -> float:
    """The average, over the unseen cards (copies counted), of the deadwood after drawing that
    card and making the best discard: exact, every card counted."""
    total = sum(unseen.values())
    if not total:
        return float(rules.deadwood(hand))
    weighed = sum(copies * best_discard(rules, sort((*hand, card)))
                  for card, copies in unseen.items())
    return float(Fraction(weighed, total))
