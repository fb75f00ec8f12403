"""A whole night checked against its own rules: the menu's games and house rules exist, the deal
passed left, each game was called as the rotation allows, each hand's chips are what its entry
gives (a hand played on the screen is replayed) and sum to zero, and the totals are the sums of
the hands. Anything wrong raises :class:`~pokerrules.night.errors.BadNight` naming it.

A night changed by hand (numbers corrected in a text editor) may instead be read with its
numbers found again (:func:`recomputed_night`): each hand's chips from its entry, where the
entry gives them, and the totals from the hands; every other rule is checked as ever.
"""

from __future__ import annotations

from dataclasses import replace

from pokerrules.core.errors import PokerRulesError
from pokerrules.lookup.registry import get
from pokerrules.night.errors import BadNight
from pokerrules.night.ledger import hand_chips, totals_of
from pokerrules.night.model import (
    MAX_MENU,
    Call,
    Hand,
    MenuItem,
    Night,
    fields,
    listed,
    menu_item_from,
    night_from_json,
)
from pokerrules.night.rotation import check_call, dealer_of
from pokerrules.table.game import check_options


def checked_item(value: object, number: int) -> MenuItem:
    """One menu entry: a game of the registry and its house rules, resolved."""
    variant_id, options = menu_item_from(value, number)
    try:
        variant = get(variant_id)
        check_options(options)
        resolved = variant.resolve_options(options)
    except PokerRulesError as err:
        raise BadNight(f"Game {number} of the menu: {err.message}") from err
    return MenuItem(variant.id, tuple(sorted(resolved.items())))


def checked_menu(value: object) -> tuple[MenuItem, ...]:
    rows = listed(value, "The menu", 1, MAX_MENU)
    return tuple(checked_item(row, number) for number, row in enumerate(rows, start=1))


def read_night(data: object) -> Night:
    """The night in ``data``, every field's type and range checked, and its menu's games and
    house rules (listed in full); not yet its rules (:func:`check_hands`)."""
    raw = fields(data, "The night", ("players", "menu", "settings", "call", "hands", "totals"))
    menu = checked_menu(raw["menu"])
    night = night_from_json(data, menu)
    given = raw["menu"]
    for number, (item, row) in enumerate(zip(menu, given, strict=True), start=1):
        if row.get("options", {}) != item.options_dict():
            raise BadNight(f"Game {number} of the menu does not list its house rules in full.")
    return night


def checked_night(data: object) -> Night:
    """The night in ``data``, every field and rule checked (see the module's docstring)."""
    night = read_night(data)
    check_hands(night)
    return night


def recomputed_night(data: object) -> tuple[Night, list[str]]:
    """The night in ``data`` with each hand's chips found again from its entry and the totals
    summed again, every other field and rule checked; and each number that changed, in words
    (an empty list when none did)."""
    night = read_night(data)
    names = [p.name for p in night.players]
    players = len(names)
    changes = []
    hands = []
    for number, hand in enumerate(night.hands, start=1):
        what = f"Hand {number}"
        chips = hand_chips(hand, night.menu[hand.game], players, night.settings.stake, what)
        if chips != hand.chips:
            changes.append(f"{what}'s chips were worked out again from what was entered for it: "
                           f"{_differences(names, hand.chips, chips)}.")
        hands.append(replace(hand, chips=chips))
    totals = totals_of(hands, players)
    if totals != night.totals:
        changes.append(f"The running totals were worked out again from the hands: "
                       f"{_differences(names, night.totals, totals)}.")
    night = replace(night, hands=tuple(hands), totals=totals)
    check_hands(night)
    return night, changes


def check_hands(night: Night) -> None:
    players = len(night.players)
    for index, hand in enumerate(night.hands):
        what = f"Hand {index + 1}"
        if hand.dealer != dealer_of(index, players):
            raise BadNight(f"{what} was dealt by the wrong player: the deal passes left.")
        check_call(night, index, _call_of(hand), what)
        expected = hand_chips(hand, night.menu[hand.game], players, night.settings.stake, what)
        if expected != hand.chips:
            raise BadNight(f"{what}'s chips ({_listed(hand.chips)}) are not what its entry gives "
                           f"({_listed(expected)}).")
    if night.call is not None:
        check_call(night, len(night.hands), night.call, "The game called")
    totals = totals_of(night.hands, players)
    if totals != night.totals:
        raise BadNight(f"The running totals ({_listed(night.totals)}) are not the sums of the "
                       f"hands ({_listed(totals)}).")


def _call_of(hand: Hand) -> Call:
    return Call(hand.game, hand.how)


def _signed(chips: int) -> str:
    return f"{chips:+,}" if chips else "0"


def _differences(names: list[str], given: tuple[int, ...], found: tuple[int, ...]) -> str:
    """"Ana from +5 to +3, Ben from -5 to -3": each player whose number changed."""
    return ", ".join(f"{name} from {_signed(a)} to {_signed(b)}"
                     for name, a, b in zip(names, given, found, strict=True) if a != b)


def _listed(chips: tuple[int, ...]) -> str:
    return ", ".join(f"{c:+,}" if c else "0" for c in chips)
