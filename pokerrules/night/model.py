"""A night as a document: frozen dataclasses, written to JSON and read back with every field's
type and range checked (:func:`night_from_json`). Whether the night keeps its own rules (the
games exist, the deal passed left, each hand's chips add up) is :mod:`pokerrules.night.checks`'s.

The JSON of a night::

    {"players": [{"name": "Ana", "person": true}, ...],          # 2 to 8, in seating order
     "menu": [{"variant": "chaos", "options": {...}}, ...],       # options as resolved
     "settings": {"orbit": "dealer-favouring", "stake": 10, "mode": "table", "seed": 7},
     "call": {"game": 0, "how": "called"} or null,                 # the hand in progress
     "hands": [{"dealer": 0, "game": 0, "how": "called", "chips": [...], "entry": {...}}],
     "totals": [...]}                                              # one per player

A hand's ``entry`` says how its chips were found: ``{"by": "pot", "put_in": [...], "parts":
[[players], ...]}`` (a pot at a real table, its parts and who won each), ``{"by": "winners",
"winners": [...]}`` (a game played for points, at the night's stake), ``{"by": "direct"}`` (each
player's chips typed in), ``{"by": "judge", "put_in": [...], "shown": [...], "board": "..."}``
(a pot at a real table and the hands shown at its showdown, one string of cards per player, empty
for a player who showed none, judged by the package; ``board``, the common cards typed once in a
game that deals them, may be left out), or ``{"by": "screen", "history": {...}}`` (played on the
screen; the history is replayed). Players are numbered from 0 in the JSON, in seating order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from pokerrules.core.errors import quote
from pokerrules.night.errors import BadNight

MIN_PLAYERS, MAX_PLAYERS = 2, 8
MAX_NAME_CHARS = 24
MAX_MENU = 64
MAX_HANDS = 400
MAX_STAKE = 10_000
#: The most chips one player may win or lose in one hand (far above any game's stacks).
MAX_HAND_CHIPS = 10**9
DEFAULT_STAKE = 10
#: The largest seed of a night: a whole number the page's JavaScript keeps exactly (2**53 - 1).
MAX_NIGHT_SEED = 2**53 - 1
ORBITS = ("off", "dealer-favouring", "every")
MODES = ("table", "screen")
CALLS = ("called", "random", "orbit")
ENTRIES = ("pot", "winners", "direct", "screen", "judge")
#: The longest text of one hand shown, or of the board, in an entry judged by the package.
MAX_SHOWN_CHARS = 64

Orbit = Literal["off", "dealer-favouring", "every"]
Mode = Literal["table", "screen"]
How = Literal["called", "random", "orbit"]


@dataclass(frozen=True)
class Player:
    name: str
    person: bool = True  # at the device (on the screen); False: a bot plays this player's seat


@dataclass(frozen=True)
class MenuItem:
    variant: str
    options: tuple[tuple[str, str], ...]  # resolved, sorted by name

    def options_dict(self) -> dict[str, str]:
        return dict(self.options)


@dataclass(frozen=True)
class Settings:
    orbit: Orbit = "dealer-favouring"
    stake: int = DEFAULT_STAKE
    mode: Mode = "table"
    seed: int = 0


@dataclass(frozen=True)
class Call:
    """The game called for the hand in progress (a menu index), and how it came."""

    game: int
    how: How


@dataclass(frozen=True)
class Entry:
    """How a hand's chips were found (see the module's docstring); unused fields are empty."""

    by: Literal["pot", "winners", "direct", "screen", "judge"]
    put_in: tuple[int, ...] = ()
    parts: tuple[tuple[int, ...], ...] = ()
    winners: tuple[int, ...] = ()
    history: dict[str, Any] | None = None
    shown: tuple[str, ...] = ()  # "judge": each player's cards shown ("": none)
    board: str = ""  # "judge": the common cards, typed once, in a game that deals them

    def to_json(self) -> dict[str, Any]:
        if self.by == "pot":
            return {"by": "pot", "put_in": list(self.put_in), "parts": [list(p) for p in self.parts]}
        if self.by == "winners":
            return {"by": "winners", "winners": list(self.winners)}
        if self.by == "screen":
            return {"by": "screen", "history": self.history}
        if self.by == "judge":
            board = {"board": self.board} if self.board else {}
            return {"by": "judge", "put_in": list(self.put_in), "shown": list(self.shown), **board}
        return {"by": "direct"}


@dataclass(frozen=True)
class Hand:
    dealer: int
    game: int
    how: How
    chips: tuple[int, ...]  # won (+) or lost (-) per player; they sum to zero
    entry: Entry

    def to_json(self) -> dict[str, Any]:
        return {"dealer": self.dealer, "game": self.game, "how": self.how,
                "chips": list(self.chips), "entry": self.entry.to_json()}


@dataclass(frozen=True)
class Night:
    players: tuple[Player, ...]
    menu: tuple[MenuItem, ...]
    settings: Settings
    call: Call | None
    hands: tuple[Hand, ...]
    totals: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "players": [{"name": p.name, "person": p.person} for p in self.players],
            "menu": [{"variant": m.variant, "options": m.options_dict()} for m in self.menu],
            "settings": {"orbit": self.settings.orbit, "stake": self.settings.stake,
                         "mode": self.settings.mode, "seed": self.settings.seed},
            "call": None if self.call is None else {"game": self.call.game, "how": self.call.how},
            "hands": [h.to_json() for h in self.hands],
            "totals": list(self.totals),
        }


# Reading ----------------------------------------------------------------------------------------


def fields(data: object, what: str, required: tuple[str, ...],
           optional: tuple[str, ...] = ()) -> dict[str, Any]:
    """``data`` if it is an object with exactly these fields (``optional`` may be left out)."""
    if not isinstance(data, dict):
        raise BadNight(f"{what} must be an object, not {quote(data)}.")
    missing = next((name for name in required if name not in data), None)
    if missing is not None:
        raise BadNight(f"{what} has no {missing!r}.")
    extra = next((name for name in data if name not in required + optional), None)
    if extra is not None:
        raise BadNight(f"{what} has an unknown field {quote(extra)}.")
    return data


def whole(value: object, what: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise BadNight(f"{what} must be a whole number from {low:,} to {high:,}, not {quote(value)}.")
    return value


def listed(value: object, what: str, low: int, high: int) -> list[Any]:
    if not isinstance(value, list) or not low <= len(value) <= high:
        size = f"{len(value)} entries" if isinstance(value, list) else quote(value)
        raise BadNight(f"{what} must be a list of {low} to {high} entries, not {size}.")
    return value


def one_of(value: object, what: str, allowed: tuple[str, ...]) -> Any:
    if not isinstance(value, str) or value not in allowed:
        raise BadNight(f"{what} must be one of {', '.join(allowed)}, not {quote(value)}.")
    return value


def player_name(value: object, number: int) -> str:
    """A player's name: 1 to :data:`MAX_NAME_CHARS` printable characters, spaces trimmed."""
    if not isinstance(value, str) or not value.strip():
        raise BadNight(f"Player {number} needs a name, not {quote(value)}.")
    name = " ".join(value.split())
    if len(name) > MAX_NAME_CHARS or not name.isprintable():
        raise BadNight(f"Player {number}'s name must be at most {MAX_NAME_CHARS} printable "
                       f"characters, not {quote(value)}.")
    return name


def players_from(value: object) -> tuple[Player, ...]:
    rows = listed(value, "The players", MIN_PLAYERS, MAX_PLAYERS)
    players = []
    for number, row in enumerate(rows, start=1):
        data = fields(row, f"Player {number}", ("name",), ("person",))
        person = data.get("person", True)
        if not isinstance(person, bool):
            raise BadNight(f"Whether player {number} is a person must be true or false, "
                           f"not {quote(person)}.")
        players.append(Player(player_name(data["name"], number), person))
    names = [p.name.casefold() for p in players]
    twice = next((p.name for p, n in zip(players, names, strict=True) if names.count(n) > 1), None)
    if twice is not None:
        raise BadNight(f"Two players are called {quote(twice)}: give each player a different name.")
    return tuple(players)


def settings_from(value: object) -> Settings:
    data = fields(value, "The night's settings", (), ("orbit", "stake", "mode", "seed"))
    return Settings(
        orbit=one_of(data.get("orbit", "dealer-favouring"), "The orbit setting", ORBITS),
        stake=whole(data.get("stake", DEFAULT_STAKE), "The stake of a game played for points",
                    1, MAX_STAKE),
        mode=one_of(data.get("mode", "table"), "The night's mode", MODES),
        seed=whole(data.get("seed", 0), "The night's seed", 0, MAX_NIGHT_SEED))


def call_from(value: object, menu_size: int) -> Call | None:
    if value is None:
        return None
    data = fields(value, "The game called", ("game", "how"))
    return Call(whole(data["game"], "The game called", 0, menu_size - 1),
                one_of(data["how"], "How the game was called", CALLS))


def seats_list(value: object, what: str, players: int, low: int, high: int) -> tuple[int, ...]:
    rows = listed(value, what, players, players)
    return tuple(whole(v, f"{what} (each)", low, high) for v in rows)


def player_set(value: object, what: str, players: int) -> tuple[int, ...]:
    rows = listed(value, what, 1, players)
    found = tuple(whole(v, f"{what} (each a player)", 0, players - 1) for v in rows)
    if len(set(found)) != len(found):
        raise BadNight(f"{what} names a player twice.")
    return found


def shown_text(value: object, what: str) -> str:
    """Cards typed as text (spaces trimmed), at most :data:`MAX_SHOWN_CHARS` characters; the
    judge checks the cards themselves."""
    if value is None:
        return ""
    if not isinstance(value, str) or len(value) > MAX_SHOWN_CHARS or not value.isprintable():
        raise BadNight(f"{what} must be cards written as text, such as 'As Kd 5c', of at most "
                       f"{MAX_SHOWN_CHARS} characters, not {quote(value)}.")
    return " ".join(value.split())


def entry_from(value: object, what: str, players: int) -> Entry:
    if not isinstance(value, dict):
        raise BadNight(f"{what} must be an object, not {quote(value)}.")
    by = one_of(value.get("by"), f"How {what.lower()} was entered", ENTRIES)
    if by == "pot":
        data = fields(value, what, ("by", "put_in", "parts"))
        put_in = seats_list(data["put_in"], f"{what}: the chips put in", players, 0, MAX_HAND_CHIPS)
        parts = listed(data["parts"], f"{what}: the parts of the pot", 1, 4)
        return Entry("pot", put_in=put_in, parts=tuple(
            player_set(p, f"{what}: the winners of a part", players) for p in parts))
    if by == "winners":
        data = fields(value, what, ("by", "winners"))
        return Entry("winners", winners=player_set(data["winners"], f"{what}: the winners", players))
    if by == "screen":
        data = fields(value, what, ("by", "history"))
        if not isinstance(data["history"], dict):
            raise BadNight(f"{what}: the hand history must be an object, not {quote(data['history'])}.")
        return Entry("screen", history=data["history"])
    if by == "judge":
        data = fields(value, what, ("by", "put_in", "shown"), ("board",))
        put_in = seats_list(data["put_in"], f"{what}: the chips put in", players, 0, MAX_HAND_CHIPS)
        rows = listed(data["shown"], f"{what}: the hands shown", players, players)
        shown = tuple(shown_text(v, f"{what}: player {number}'s cards shown")
                      for number, v in enumerate(rows, start=1))
        return Entry("judge", put_in=put_in, shown=shown,
                     board=shown_text(data.get("board", ""), f"{what}: the board"))
    fields(value, what, ("by",))
    return Entry("direct")


def hand_from(value: object, number: int, players: int, menu_size: int) -> Hand:
    what = f"Hand {number}"
    data = fields(value, what, ("dealer", "game", "how", "chips", "entry"))
    return Hand(
        dealer=whole(data["dealer"], f"{what}'s dealer", 0, players - 1),
        game=whole(data["game"], f"{what}'s game", 0, menu_size - 1),
        how=one_of(data["how"], f"How hand {number}'s game was called", CALLS),
        chips=seats_list(data["chips"], f"{what}'s chips", players, -MAX_HAND_CHIPS, MAX_HAND_CHIPS),
        entry=entry_from(data["entry"], f"{what}'s entry", players))


def menu_item_from(value: object, number: int) -> tuple[str, dict[str, Any]]:
    """A menu entry's game id and options as given (the registry checks them)."""
    data = fields(value, f"Game {number} of the menu", ("variant",), ("options",))
    variant, options = data["variant"], data.get("options", {})
    if not isinstance(variant, str) or not variant or len(variant) > 64:
        raise BadNight(f"Game {number} of the menu names no game: {quote(variant)}.")
    if not isinstance(options, dict):
        raise BadNight(f"The house rules of game {number} must be an object, not {quote(options)}.")
    return variant, options


def night_from_json(data: object, menu: tuple[MenuItem, ...]) -> Night:
    """A night with every field's type and range checked, its ``menu`` already checked against
    the registry (:func:`pokerrules.night.checks.checked_menu`)."""
    night = fields(data, "The night", ("players", "menu", "settings", "call", "hands", "totals"))
    players = players_from(night["players"])
    count = len(players)
    hands = listed(night["hands"], "The hands", 0, MAX_HANDS)
    return Night(
        players=players, menu=menu, settings=settings_from(night["settings"]),
        call=call_from(night["call"], len(menu)),
        hands=tuple(hand_from(h, i, count, len(menu)) for i, h in enumerate(hands, start=1)),
        totals=seats_list(night["totals"], "The running totals", count,
                          -MAX_HAND_CHIPS * MAX_HANDS, MAX_HAND_CHIPS * MAX_HANDS))
