"""The ledger: the chips each player won or lost in one hand, found from what was entered, and
the running totals. Every hand's chips sum to zero.

- A pot at a real table (:func:`pot_chips`): the chips each player put in; the pot is shared
  equally among its parts that were won (high and low, say), the odd chip to the first part, and
  each part equally among its winners, odd chips by seat order from the dealer's left.
- A pot whose showdown was typed in (:func:`judged_parts`): the hands shown (and the board,
  in a game that deals one) are judged as the ``judge`` op judges them, and the parts won are
  shared as above.
- A game played for points, not chips (:func:`stake_chips`): each loser pays the night's stake,
  shared among the winners the same way.
- A hand played on the screen (:func:`screen_chips`): its history is replayed and the result's
  chips are taken per seat. In a game played against a house, the dealer of the hand banks: the
  house's part is the dealer's. The engine's last seat is the dealer's, and the seats before it
  go round from the dealer's left (:func:`seat_players`).

>>> pot_chips((10, 10, 4), ((0, 1),), dealer=2)
(2, 2, -4)
>>> stake_chips((1,), stake=10, dealer=0, players=4)
(-10, 30, -10, -10)
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from pokerrules.core.errors import PokerRulesError
from pokerrules.lookup.history import replay
from pokerrules.lookup.judging import judged
from pokerrules.lookup.registry import get
from pokerrules.night.errors import BadNight
from pokerrules.night.limits import MAX_HISTORY_CHARS, canonical, too_long_history
from pokerrules.night.model import Entry, Hand, MenuItem
from pokerrules.table.judging import listed
from pokerrules.table.turns import left_of_dealer

#: Replayed histories remembered (by their canonical JSON), so that a night checked again and
#: again replays each hand once.
_REPLAYED: OrderedDict[str, tuple[int, ...]] = OrderedDict()
_REPLAYED_SIZE = 512


def seat_players(dealer: int, players: int) -> list[int]:
    """The player in each of the engine's seats for a hand dealt by ``dealer``: the engine's
    dealer is its last seat and deals from seat 1, the dealer's left."""
    return left_of_dealer(dealer, players)


def split(amount: int, winners: Sequence[int], dealer: int, players: int) -> list[int]:
    """``amount`` shared equally among ``winners``, odd chips one each by seat order from the
    dealer's left; returns each player's share."""
    shares = [0] * players
    ordered = [p for p in left_of_dealer(dealer, players) if p in winners]
    each, odd = divmod(amount, len(ordered))
    for rank, player in enumerate(ordered):
        shares[player] = each + (1 if rank < odd else 0)
    return shares


def pot_chips(put_in: Sequence[int], parts: Sequence[Sequence[int]], dealer: int) -> tuple[int, ...]:
    """The chips of a pot at a real table (see the module's docstring)."""
    players = len(put_in)
    pot = sum(put_in)
    each, odd = divmod(pot, len(parts))
    won = [0] * players
    for rank, winners in enumerate(parts):
        share = split(each + (1 if rank < odd else 0), winners, dealer, players)
        won = [a + b for a, b in zip(won, share, strict=True)]
    return tuple(w - p for w, p in zip(won, put_in, strict=True))


_HANDS_NAMED = re.compile(r"\b([Hh])ands? (\d+(?:(?:, | and )\d+)*)")


def judged_parts(entry: Entry, item: MenuItem, what: str) -> tuple[tuple[int, ...], ...]:
    """The parts of the pot won, each by its players, when the hands ``entry.shown`` (one per
    player; empty: none shown) are judged with ``entry.board`` under the menu's house rules.
    Anything the judge refuses is :class:`BadNight`, its hands named by their players. Verdicts
    are remembered, so that a night checked again and again judges each hand once."""
    found = _verdict(item.variant, item.options, entry.shown, entry.board)
    if isinstance(found, str):
        raise BadNight(f"{what}: {found}")
    return found


@lru_cache(maxsize=512)
def _verdict(variant: str, options: tuple[tuple[str, str], ...], shown: tuple[str, ...],
             board: str) -> tuple[tuple[int, ...], ...] | str:
    """What :func:`judged_parts` finds: the parts won, or why there are none, in words."""
    players = [p for p, text in enumerate(shown) if text]
    if not players:
        return "type the cards of at least one hand shown."
    try:
        found = judged(variant, [shown[p] for p in players], dict(options), board)
    except PokerRulesError as err:
        def named(match: re.Match[str]) -> str:
            numbers = [int(n) for n in re.findall(r"\d+", match.group(2))]
            if not all(1 <= n <= len(players) for n in numbers):
                return match.group(0)
            who = listed([players[n - 1] + 1 for n in numbers])
            words = f"player {who}'s hand" if len(numbers) == 1 else f"the hands of players {who}"
            return words[0].upper() + words[1:] if match.group(1) == "H" else words
        return _HANDS_NAMED.sub(named, err.message)
    parts = tuple(tuple(players[w] for w in r.winners) for r in found.results
                  if r.winning and r.winners)
    return parts or ("no hand wins the pot by the judge's verdict: type each player's chips "
                     "instead.")


def stake_chips(winners: Sequence[int], stake: int, dealer: int, players: int) -> tuple[int, ...]:
    """A game played for points: each loser pays ``stake``, shared among the winners."""
    if not winners:
        return (0,) * players
    losers = [p for p in range(players) if p not in winners]
    won = split(stake * len(losers), winners, dealer, players)
    return tuple(-stake if p in losers else won[p] for p in range(players))


def is_points_only(variant_id: str) -> bool:
    """Whether a game is played for points only: it deals with empty stacks."""
    return get(variant_id).start_stack == 0


def screen_chips(history: dict[str, Any], item: MenuItem, dealer: int, players: int,
                 stake: int, what: str) -> tuple[int, ...]:
    """The chips of a hand played on the screen, by replaying its ``history``."""
    text = canonical(history)
    if len(text) > MAX_HISTORY_CHARS:
        raise BadNight(too_long_history(len(text), what))
    key = canonical([item.variant, item.options, dealer, players, stake]) + text
    if key in _REPLAYED:
        _REPLAYED.move_to_end(key)
        return _REPLAYED[key]
    if history.get("variant") != item.variant:
        raise BadNight(f"{what}: its history is a hand of another game than the one called.")
    try:
        state = replay(history)
    except PokerRulesError as err:
        raise BadNight(f"{what}: its history does not replay: {err.message}") from err
    if dict(state.table.options) != item.options_dict():
        raise BadNight(f"{what}: its history was played under other house rules than the menu's.")
    if state.table.seats != players:
        raise BadNight(f"{what}: its history seats {state.table.seats} players, not the night's "
                       f"{players}.")
    result = state.result(None)
    if not state.is_over or result is None:
        raise BadNight(f"{what}: its history stops before the end of the hand.")
    seats = seat_players(dealer, players)
    if result.get("chips", True) is False or is_points_only(item.variant):
        winners = [seats[s] for s in result.get("winners") or []]
        chips = stake_chips(winners, stake, dealer, players)
    else:
        found = [0] * players
        for seat, net in enumerate(result["net"]):
            found[seats[seat]] += net
        found[dealer] += result.get("house", 0)  # the dealer banks
        chips = tuple(found)
    if sum(chips) != 0:
        raise BadNight(f"{what}: its chips do not add up to zero.")
    _REPLAYED[key] = chips
    if len(_REPLAYED) > _REPLAYED_SIZE:
        _REPLAYED.popitem(last=False)
    return chips


def hand_chips(hand: Hand, item: MenuItem, players: int, stake: int, what: str) -> tuple[int, ...]:
    """What the hand's chips must be, from its entry (a direct entry: as given, if they sum to
    zero)."""
    entry = hand.entry
    points = is_points_only(item.variant)
    name = get(item.variant).name
    if entry.by == "pot":
        if points:
            raise BadNight(f"{what}: {name} is played for points, not a pot: pick the winners.")
        return pot_chips(entry.put_in, entry.parts, hand.dealer)
    if entry.by == "judge":
        if points:
            raise BadNight(f"{what}: {name} is played for points, not a pot: pick the winners.")
        return pot_chips(entry.put_in, judged_parts(entry, item, what), hand.dealer)
    if entry.by == "winners":
        if not points:
            raise BadNight(f"{what}: {name} is played for chips: enter the pot.")
        return stake_chips(entry.winners, stake, hand.dealer, players)
    if entry.by == "screen":
        assert entry.history is not None
        return screen_chips(entry.history, item, hand.dealer, players, stake, what)
    if sum(hand.chips) != 0:
        raise BadNight(f"{what}: the chips won and lost must add up to zero, not "
                       f"{sum(hand.chips):+,}.")
    return hand.chips


def totals_of(hands: Sequence[Hand], players: int) -> tuple[int, ...]:
    """The running totals: each player's chips summed over ``hands``."""
    totals = [0] * players
    for hand in hands:
        totals = [t + c for t, c in zip(totals, hand.chips, strict=True)]
    return tuple(totals)
