"""A whole night checked against its own rules: the menu's games and house rules exist, the deal
passed left, each game was called as the rotation allows, each hand's chips are what its entry
gives (a hand played on the screen is replayed) and sum to zero, and the totals are the sums of
the hands. Anything wrong raises :class:`~pokerrules.night.errors.BadNight` naming it.
"""

from __future__ import annotations

from pokerrules.core.errors import PokerRulesError
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
from pokerrules.registry import get
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


def checked_night(data: object) -> Night:
    """The night in ``data``, every field and rule checked (see the module's docstring)."""
    raw = fields(data, "The night", ("players", "menu", "settings", "call", "hands", "totals"))
    menu = checked_menu(raw["menu"])
    night = night_from_json(data, menu)
    given = raw["menu"]
    for number, (item, row) in enumerate(zip(menu, given, strict=True), start=1):
        if row.get("options", {}) != item.options_dict():
            raise BadNight(f"Game {number} of the menu does not list its house rules in full.")
    check_hands(night)
    return night


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


def _listed(chips: tuple[int, ...]) -> str:
    return ", ".join(f"{c:+,}" if c else "0" for c in chips)
