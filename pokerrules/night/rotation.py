"""The rotation: the deal passes left (to the next player in the list), each dealer calls a game
from the menu or the site picks one at random, and a game may be played once round the table.

Player 1 deals the first hand, so hand ``k`` (from 0) is dealt by player ``k mod n``. Under the
orbit setting (``"every"`` game, or the ``"dealer-favouring"`` ones: a game whose declaration
says it favours the dealer, :attr:`~pokerrules.table.game.Variant.favours_dealer`), a game
called is played once round the table: the next ``n - 1`` dealers deal it too, and only then is
a new game called. The random pick for hand ``k`` comes from the night's seed and ``k``, so it
is the same however often it is asked for.

>>> from pokerrules.night.model import Player, Settings, MenuItem
>>> players = (Player("Ana"), Player("Ben"), Player("Cy"))
>>> dealer_of(4, len(players))
1
"""

from __future__ import annotations

from dataclasses import dataclass

from pokerrules.core.rng import SeededRandom, derive_seed
from pokerrules.lookup.registry import get
from pokerrules.night.errors import BadNight
from pokerrules.night.model import Call, Hand, MenuItem, Night, Settings


def dealer_of(hand: int, players: int) -> int:
    """The dealer of hand ``hand`` (from 0): the deal passes left, player 1 deals first."""
    return hand % players


def playable_reason(item: MenuItem, players: int) -> str | None:
    """Why the game cannot seat ``players`` (None when it can)."""
    variant = get(item.variant)
    if variant.min_seats <= players <= variant.max_seats:
        return None
    seats = (f"exactly {variant.min_seats}" if variant.min_seats == variant.max_seats
             else f"{variant.min_seats} to {variant.max_seats}")
    return f"{variant.name} seats {seats} players, not {players}."


def playable(menu: tuple[MenuItem, ...], players: int) -> list[int]:
    """The menu's games (indices) that seat ``players``."""
    return [i for i, item in enumerate(menu) if playable_reason(item, players) is None]


def goes_round(item: MenuItem, settings: Settings) -> bool:
    """Whether a call of this game is played once round the table."""
    if settings.orbit == "every":
        return True
    return settings.orbit == "dealer-favouring" and get(item.variant).favours_dealer


def random_pick(night: Night, hand: int) -> int:
    """The game the site picks for hand ``hand`` (from 0): seeded by the night and the hand."""
    games = playable(night.menu, len(night.players))
    if not games:
        raise BadNight("No game on the menu seats this many players: add one that does.")
    rng = SeededRandom(derive_seed(night.settings.seed, "night", hand))
    return games[rng.below(len(games))]


@dataclass(frozen=True)
class Orbit:
    """A game being played round the table: the menu index and how many deals are left."""

    game: int
    left: int


def orbit_after(night: Night, hands: tuple[Hand, ...]) -> Orbit | None:
    """The orbit still going after ``hands`` (the night's first hands), if any."""
    orbit: Orbit | None = None
    count = len(night.players)
    for hand in hands:
        if orbit is not None and orbit.left > 0:
            orbit = Orbit(orbit.game, orbit.left - 1)
        elif goes_round(night.menu[hand.game], night.settings) and count > 1:
            orbit = Orbit(hand.game, count - 1)
        else:
            orbit = None
    return orbit if orbit is not None and orbit.left > 0 else None


def check_call(night: Night, hand: int, call: Call, what: str) -> None:
    """:class:`BadNight` unless ``call`` may be the game of hand ``hand`` (from 0) after the
    night's first ``hand`` hands: the orbit's game while one goes round, else a playable game
    (the random pick, if the site picked it)."""
    orbit = orbit_after(night, night.hands[:hand])
    item = night.menu[call.game]
    if orbit is not None:
        if call.how != "orbit" or call.game != orbit.game:
            name = get(night.menu[orbit.game].variant).name
            raise BadNight(f"{what}: {name} is going round the table ({orbit.left} more "
                           f"{'deal' if orbit.left == 1 else 'deals'}), so it is dealt again.")
        return
    if call.how == "orbit":
        raise BadNight(f"{what}: no game is going round the table, so this one was not.")
    reason = playable_reason(item, len(night.players))
    if reason is not None:
        raise BadNight(f"{what}: {reason}")
    if call.how == "random" and call.game != random_pick(night, hand):
        raise BadNight(f"{what}: this is not the game the site picked at random.")


def next_call(night: Night, pick: int | str | None) -> Call:
    """The call for the hand in progress: the orbit's game while one goes round (``pick`` must
    then be None or that game), else the menu game ``pick`` or, for ``"random"``, the site's."""
    hand = len(night.hands)
    orbit = orbit_after(night, night.hands)
    if orbit is not None and (pick is None or pick == orbit.game):
        call = Call(orbit.game, "orbit")
    elif pick == "random":
        call = Call(random_pick(night, hand), "random")
    elif isinstance(pick, int) and not isinstance(pick, bool) and 0 <= pick < len(night.menu):
        call = Call(pick, "called")
    else:
        raise BadNight(f"Call a game on the menu (1 to {len(night.menu)}) or pick one at random.")
    check_call(night, hand, call, "This call")
    return call
