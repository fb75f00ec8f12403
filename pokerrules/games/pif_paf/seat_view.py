"""What each seat of a Pif Paf match sees (the state's :meth:`hands_view`, ``view``, ``prompt``,
``facts`` and ``info``): its own hand laid out in melds, the discard pile, the card turned up for
the curinga, the lives of a match by lives, and the words of its turn."""

from __future__ import annotations

from functools import partial
from typing import Any

from pokerrules.core.card_view import CardView, PileView, card_view
from pokerrules.core.cards import Card, parse_card
from pokerrules.games.pif_paf.rules import HAND, best, without
from pokerrules.kits.melds import melded_completely
from pokerrules.kits.rummy.table import add_hints, discard_piles, groups, pile_cards, sorted_hand
from pokerrules.table.view import HandView, MatchFacts, View

#: The deal's state (a ``PifPafState``): named by its role, since the state's module imports
#: this one and the import graph has no cycle, not even for type checking.
PifPafState = Any


def _left_over(count: int) -> str:
    return f"Left over: {count} {'card' if count == 1 else 'cards'}"


def hands_view(state: PifPafState, viewer: int) -> list[HandView]:
    hands: list[HandView] = []
    for seat, cards in enumerate(state.hands):
        see = seat == viewer or seat in state.shown
        notes = [f"Deals won {state.points[seat]}"]
        if state.lives:
            notes.append(f"Lives {state.lives[seat]}")
        if not state.playing[seat]:
            notes.append("Out of the match")
        elif seat not in state.active and cards:
            notes.append("Folded")
        if state.over:
            notes.append(f"{state.stacks[seat] - state.table.stacks[seat]:+d}")
        name = "You" + f" (seat {seat + 1})" if seat == viewer else f"Seat {seat + 1}"
        hand: HandView = {
            "name": name + (" · dealer" if seat == state.dealer else ""),
            "seat": seat, "stack": state.stacks[seat], "label": None, "notes": notes,
            "folded": seat not in state.active,
            "cards": _cards_view(state, seat, viewer, see),
        }
        if see and len(cards) >= HAND:  # in its melds, the cards left over apart
            done = melded_completely(cards, state.melds) if len(cards) == HAND else None
            arrangement = done or best(cards, state.melds)
            hand["label"] = arrangement.text()
            hand["groups"] = groups(arrangement, _left_over(len(arrangement.deadwood)),
                                    partial(_card_view, state, seat=seat, viewer=viewer, see=True))
        hands.append(hand)
    return hands


def _card_view(state: PifPafState, card: Card, seat: int, viewer: int, see: bool,
               public: bool = False) -> CardView:
    data = card_view(card if see or public else None, seat in state.shown or public)
    if see and seat == viewer and card == state.drawn and seat == state.current:
        data["new"] = True
    return data


def _cards_view(state: PifPafState, seat: int, viewer: int, see: bool) -> list[CardView]:
    """A hand's cards as ``viewer`` sees them: sorted when seen. A card just claimed out of
    turn lies face up until its claimer goes out (everyone saw it thrown and taken); in a
    hand the viewer cannot see, it comes last, so its place tells nothing of the others."""
    hand = state.hands[seat]
    if see:
        return [_card_view(state, c, seat, viewer, True) for c in sorted_hand(hand)]
    claimed = state.taken if state.phase == "claim-out" and seat == state.current else None
    cards = [_card_view(state, c, seat, viewer, False) for c in hand]
    if claimed is not None:
        cards[-1] = _card_view(state, claimed, seat, viewer, False, public=True)
    return cards


def curinga_words(state: PifPafState) -> str | None:
    """The deal's curinga in words (never its symbol: a copy may be hidden in a hand), or None."""
    if state.turned_up is None or state.melds.wild is None:
        return None
    return (f"Curinga: the {state.melds.wild.text}, one above the card turned up; wild in "
            "sequences only")


def add_table(state: PifPafState, data: View, seat: int) -> None:
    """The view's discard pile (and the card turned up for the curinga) and, on each discard,
    how many cards it leaves out of melds."""
    piles: list[PileView] = discard_piles(state.discards, "Top of the discard pile", "Empty")
    if state.turned_up is not None:
        piles.append({"label": "Turned up", "cards": pile_cards([state.turned_up]),
                      "note": curinga_words(state)})
    data["piles"] = piles
    hand = state.hands[seat]
    add_hints(data["legal"], ("discard",), lambda code: "left over after: "
              f"{len(best(without(hand, parse_card(code)), state.melds).deadwood)}")
    add_hints(data["legal"], ("out",), lambda code: "goes out")


def prompt(state: PifPafState, viewer: int) -> str:
    seat = state.to_act
    if seat != viewer:
        return f"Waiting for seat {(seat or 0) + 1}."
    if state.phase == "bet":
        owed = state.betting.to_call(viewer)
        return f"Betting: {owed} to call." if owed else "Betting: check or bet."
    if state.phase == "draw":
        return ("Your turn: draw from the stock or take the top of the discard pile."
                if state.stock else "Your turn: the stock is empty, so the discard pile is "
                "turned over as the new stock, and you draw from it.")
    if state.phase == "claim-out":
        return (f"You have claimed {state.taken.short if state.taken else 'the discard'} out of "
                "turn: choose the card to discard and go out; the other nine are your melds.")
    if state.rules.ten_cards:
        return ("Discard a card (or go out, if your other nine cards all form melds, or all ten "
                "of them do).")
    return "Discard a card (or go out, if your other nine cards all form melds)."


def facts(state: PifPafState, viewer: int) -> MatchFacts:
    wild = state.melds.wild
    return {
        "phase": state.phase, "current": state.current, "ante": state.rules.ante,
        "bet_cap": state.stakes.top, "to_call": state.betting.to_call(viewer),
        "active": list(state.active), "stock": len(state.stock),
        "discard_pile": len(state.discards),
        "discard_top": state.discards[-1].code if state.discards else None,
        "turned_over": state.turned,
        "deals": state.rules.deals, "turns": state.turns,
        "turned_up": state.turned_up.code if state.turned_up else None,
        "curinga": wild.code if wild is not None else None,
        "lives": list(state.lives) if state.lives else None,
    }


def info(state: PifPafState, viewer: int) -> list[str]:
    top = state.discards[-1].short if state.discards else "empty"
    won = ", ".join(f"{'you' if s == viewer else f'seat {s + 1}'} {int(p)}"
                    for s, p in enumerate(state.points))
    stock = (f"Stock {len(state.stock)} cards; turned over {state.turned} of "
             f"{state.rules.turnovers} times")
    pile = f"Discard pile: {top} ({len(state.discards)} cards)"
    curinga = curinga_words(state)
    if state.lives:
        lives = " · ".join(f"{'you' if s == viewer else f'seat {s + 1}'} {n}"
                           for s, n in enumerate(state.lives) if state.playing[s])
        lines = [f"Deal {state.turn}", f"Stakes {state.pot}, to the last player left",
                 f"Lives: {lives}", stock, pile]
    else:
        lines = [f"Deal {state.turn} of {state.rules.deals}", f"Pot {state.pot}",
                 f"Ante {state.rules.ante}; no bet or raise over {state.stakes.top}", stock, pile]
    if curinga:
        lines.append(curinga)
    return [*lines, f"Deals won: {won}"]
