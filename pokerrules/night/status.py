"""What a page shows of a night, worked out by the package: the players and their totals, whose
deal it is, the game called and whether one is going round the table, the menu with what each
game can seat, the hands so far, the settle-up, and how full the night is. Players are numbered
from 0; names are the players' own, for the page to set as text.

A game called comes with the seed its hand is dealt from on the screen (``deal_seed``): found
from the night's seed and the hand's number, so that a night's seed fixes its deals, as it fixes
its random picks, and a hand taken back is dealt the same cards again.
"""

from __future__ import annotations

from typing import Any

from pokerrules.core.rng import derive_seed
from pokerrules.lookup.registry import get
from pokerrules.night.file import to_file
from pokerrules.night.ledger import is_points_only, seat_players
from pokerrules.night.limits import canonical, room
from pokerrules.night.model import Night
from pokerrules.night.rotation import dealer_of, goes_round, orbit_after, playable_reason
from pokerrules.night.settle import settle

_HOW = {"called": "called by the dealer", "random": "picked at random", "orbit": "going round the table"}


def chips_words(chips: int) -> str:
    return f"{chips:,} chip" + ("" if chips == 1 else "s")


def menu_status(night: Night) -> list[dict[str, Any]]:
    players = len(night.players)
    rows = []
    for item in night.menu:
        variant = get(item.variant)
        reason = playable_reason(item, players)
        rows.append({"variant": item.variant, "name": variant.name,
                     "options": item.options_dict(), "playable": reason is None,
                     "reason": reason, "favours_dealer": variant.favours_dealer,
                     "goes_round": goes_round(item, night.settings),
                     "points_only": is_points_only(item.variant)})
    return rows


def hands_status(night: Night) -> list[dict[str, Any]]:
    return [{"number": number, "dealer": hand.dealer, "game": hand.game,
             "name": get(night.menu[hand.game].variant).name, "how": hand.how,
             "how_words": _HOW[hand.how], "by": hand.entry.by, "chips": list(hand.chips)}
            for number, hand in enumerate(night.hands, start=1)]


def settle_status(night: Night) -> dict[str, Any]:
    names = [p.name for p in night.players]
    payments = settle(night.totals)
    return {"payments": [{"payer": p.payer, "payee": p.payee, "chips": p.chips,
                          "text": f"{names[p.payer]} pays {names[p.payee]} {chips_words(p.chips)}."}
                         for p in payments],
            "square": not payments}


#: Deal seeds are below this, as the facade's fresh seeds are: numbers a page keeps exactly.
DEAL_SEEDS = 1_000_000_000


def deal_seed(night: Night, hand: int) -> int:
    """The seed hand ``hand`` (from 0) is dealt from on the screen."""
    return derive_seed(night.settings.seed, "deal", hand) % DEAL_SEEDS


def night_status(night: Night, size: int | None = None) -> dict[str, Any]:
    """Everything the page draws of ``night`` (see the module's docstring); ``size`` is its
    file's size in characters, if known."""
    players = len(night.players)
    hand = len(night.hands)
    dealer = dealer_of(hand, players)
    orbit = orbit_after(night, night.hands)
    call = None
    if night.call is not None:
        item = night.menu[night.call.game]
        variant = get(item.variant)
        judge_only = {spec.name for spec in variant.options if spec.judge_only}
        call = {"game": night.call.game, "how": night.call.how, "how_words": _HOW[night.call.how],
                "name": variant.name, "variant": item.variant, "options": item.options_dict(),
                # the house rules a table is dealt with (options only for judging left out)
                "play_options": {k: v for k, v in item.options if k not in judge_only},
                "points_only": is_points_only(item.variant), "deal_seed": deal_seed(night, hand),
                # the common cards a showdown plays with, typed once (0: each hand holds all)
                "board": variant.board_cards}
    if size is None:
        size = len(canonical(to_file(night)))
    return {
        "players": [{"name": p.name, "person": p.person, "total": total}
                    for p, total in zip(night.players, night.totals, strict=True)],
        "settings": {"orbit": night.settings.orbit, "stake": night.settings.stake,
                     "mode": night.settings.mode},
        "hand": hand + 1,
        "dealer": dealer,
        "seats": seat_players(dealer, players),
        "call": call,
        "orbit": None if orbit is None else {
            "game": orbit.game, "name": get(night.menu[orbit.game].variant).name,
            "left": orbit.left},
        "menu": menu_status(night),
        "hands": hands_status(night),
        "conserved": sum(night.totals) == 0,
        "settle": settle_status(night),
        "room": room(night, size),
    }
