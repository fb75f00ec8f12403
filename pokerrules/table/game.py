"""The protocol every game follows, and what a variant declares about itself.

A state says whose turn it is (``to_act``), lists the legal actions as templates, applies an
action (or raises :class:`~pokerrules.core.errors.IllegalAction` and changes nothing), shows each seat
what it may see (``view``), and gives the ``result`` when the hand is over. Its ``table`` and
``actions`` are the hand history: replaying them gives the same state.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from pokerrules.core.cards import Card
from pokerrules.core.errors import BadOption, quote
from pokerrules.core.options import OptionSpec, resolve
from pokerrules.core.rng import MAX_SEED, is_seed, seed_message, shuffled
from pokerrules.table.card_words import CardWords
from pokerrules.table.judge_help import JudgeHelp
from pokerrules.table.state import MAX_HAND_ACTIONS, Bot, State, Table

if TYPE_CHECKING:
    from pokerrules.table.coaching.model import Coach
    from pokerrules.table.teach.model import LessonSource

#: The largest bankroll a seat may bring to a hand. With at most a few dozen seats, every amount
#: a hand can produce stays far below 2**53, so it is exact in JSON and in JavaScript too.
MAX_BANKROLL = 10**12
#: House-rule options: at most this many, each name and each value at most this long.
MAX_OPTIONS = 32
MAX_OPTION_CHARS = 40


@dataclass(frozen=True)
class Variant:
    """What the registry knows about one game."""

    id: str
    name: str
    family: str
    summary: str
    tags: tuple[str, ...]
    min_seats: int
    max_seats: int
    default_seats: int
    start_stack: int
    deck: Callable[[], tuple[Card, ...]]
    start: Callable[[Table], State]
    rules: str = ""
    options: tuple[OptionSpec, ...] = ()
    bots: Mapping[str, Callable[[], Bot]] = field(default_factory=dict)
    default_bot: str = "random"
    #: For games with a showdown: the parts of the pot and their rankings under given options,
    #: and how many cards a hand at the showdown may hold (for the judge).
    showdown_parts: Callable[[dict[str, str]], list[tuple[str, Any]]] | None = None
    showdown_cards: tuple[int, int] = (1, 52)
    #: How many common cards (a board) every hand shares at the showdown, counted in
    #: ``showdown_cards``: the judge takes them once, apart from each hand's own cards.
    board_cards: int = 0
    #: Who wins a showdown among given hands, by the game's own showdown rules (scoops too);
    #: without it, the judge compares the hands part by part.
    showdown_verdict: Callable[[dict[str, str], list[tuple[Card, ...]]], list[Any]] | None = None
    #: The deck under given options, for a game where an option changes it (Chaos's jokers);
    #: without it the deck is ``deck()`` whatever the options. Use :meth:`deck_for`.
    options_deck: Callable[[Mapping[str, str]], tuple[Card, ...]] | None = None
    #: Tables for the game's page that only this game has, by directive name (``ranking``...).
    tables: Mapping[str, Callable[[], str]] = field(default_factory=dict)
    #: What the judge box says about this game's hands, where its deck, hand size and rankings
    #: do not say enough (:mod:`pokerrules.table.judge_help`).
    judge_help: JudgeHelp | None = None
    #: The game's lessons (:mod:`pokerrules.lessons`), loaded only when first asked for: a
    #: function the game's package writes, importing its own lesson module inside it.
    lessons: LessonSource | None = None
    #: What the game adds to the coach's figures (:mod:`pokerrules.table.coaching.model`); without it
    #: the coach reads the parts of the pot and the chips off the end of each world.
    coach: Coach | None = None
    #: The game's exact figures under given (resolved) options, for a game that has them
    #: (:mod:`pokerrules.analysis`); loaded only when first asked for.
    analysis: Callable[[Mapping[str, str]], dict[str, Any]] | None = None
    #: What the game's printable card says under given (resolved) options: wild cards, betting,
    #: how the pot is won, ties (:mod:`pokerrules.table.card_words`); without it, the defaults.
    card_words: Callable[[Mapping[str, str]], CardWords] | None = None
    #: Whether the game favours its dealer (the dealer acts last in every betting round, banks
    #: against the players, or may rob the turned-up trump): a game night may then play it once
    #: round the table, so that everyone deals it once (:mod:`pokerrules.night.rotation`).
    favours_dealer: bool = False
    #: The most actions one hand (or match) of this game may have (OpenSpiel's
    #: ``max_game_length``): the facade plays no further and refuses a longer history. At most
    #: :data:`~pokerrules.table.state.MAX_HAND_ACTIONS`, which is also the default.
    max_actions: int = MAX_HAND_ACTIONS

    def __post_init__(self) -> None:
        if not 0 < self.max_actions <= MAX_HAND_ACTIONS:
            raise ValueError(f"{self.id}: max_actions must be 1 to {MAX_HAND_ACTIONS}, "
                             f"not {self.max_actions}")
        # Every state the game starts knows its game: the table it is started with carries it.
        raw = self.start.raw if isinstance(self.start, _Starts) else self.start
        object.__setattr__(self, "start", _Starts(self, raw))

    def __deepcopy__(self, memo: dict[int, Any]) -> Variant:
        return self  # a declaration never changes: a copied state shares its game

    def __copy__(self) -> Variant:
        return self

    def deck_for(self, options: Mapping[str, str]) -> tuple[Card, ...]:
        """The cards a hand is dealt from, under the table's (resolved) options."""
        return self.options_deck(options) if self.options_deck is not None else self.deck()

    def words_for(self, options: Mapping[str, str]) -> CardWords:
        """The card's sentences under the table's (resolved) options."""
        return self.card_words(options) if self.card_words is not None else CardWords()

    def catalogue_entry(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "family": self.family,
            "summary": self.summary,
            "tags": list(self.tags),
            "players": {"min": self.min_seats, "max": self.max_seats},
        }

    def describe(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "seats": {"min": self.min_seats, "max": self.max_seats, "default": self.default_seats},
            "start_stack": self.start_stack,
            "options": [spec.to_json() for spec in self.options],
            "bots": sorted(self.bots),
            "seed": {"min": 0, "max": MAX_SEED, "max_text": str(MAX_SEED)},
        }

    def resolve_options(self, given: Mapping[str, object] | None) -> dict[str, str]:
        return resolve(self.options, given)

    def check_seats(self, seats: object) -> int:
        if not isinstance(seats, int) or isinstance(seats, bool):
            raise BadOption(f"The number of seats must be a whole number, not {quote(seats)}.")
        if not self.min_seats <= seats <= self.max_seats:
            raise BadOption(
                f"{self.name} seats {self.min_seats} to {self.max_seats} players, not {quote(seats)}."
            )
        return seats

    def new(
        self,
        seed: int,
        options: Mapping[str, object] | None = None,
        seats: int | None = None,
        stacks: list[int] | tuple[int, ...] | None = None,
    ) -> State:
        """A fresh hand: options checked, deck shuffled by ``seed``."""
        if not is_seed(seed):
            raise BadOption(seed_message(seed))
        count = self.check_seats(self.default_seats if seats is None else seats)
        chips = check_stacks(stacks, count, self.start_stack)
        check_options(options)
        resolved = self.resolve_options(options)
        table = Table(self.id, resolved, seed, chips, tuple(shuffled(self.deck_for(resolved), seed)))
        return self.start(table)


@dataclass(frozen=True, eq=False)
class _Starts:
    """A game's ``start``: the game's own start function, given the table with the game set on
    it (:attr:`Table.game`), so that every state reaches its declaration."""

    game: Variant
    raw: Callable[[Table], State]

    def __call__(self, table: Table) -> State:
        return self.raw(table if table.game is self.game else replace(table, game=self.game))


def game_of(table: Table) -> Variant:
    """The game a table was started by (``LookupError`` for a table no game started, as a
    test may build by hand)."""
    if not isinstance(table.game, Variant):
        raise LookupError(f"no game started this {table.variant!r} table")
    return table.game


def check_stacks(stacks: object, seats: int, start: int) -> tuple[int, ...]:
    """One bankroll per seat, each a whole number from 0 to :data:`MAX_BANKROLL`."""
    if stacks is None:
        return (start,) * seats
    if not isinstance(stacks, list | tuple):
        raise BadOption(f"Give one bankroll per seat ({seats}) as a list, not {quote(stacks)}.")
    if len(stacks) != seats:
        raise BadOption(f"Give one bankroll per seat ({seats}), not {len(stacks)}.")
    for chips in stacks:
        if not isinstance(chips, int) or isinstance(chips, bool) or not 0 <= chips <= MAX_BANKROLL:
            raise BadOption(f"A bankroll must be a whole number of chips from 0 to {MAX_BANKROLL:,}, "
                            f"not {quote(chips)}.")
    return tuple(stacks)


def check_options(given: object) -> None:
    """The shape of house-rule options before any is looked at: a mapping of at most
    :data:`MAX_OPTIONS` names to text values, names and values at most :data:`MAX_OPTION_CHARS`
    characters. Whether a name or value means anything is the variant's business."""
    if given is None:
        return
    if not isinstance(given, Mapping):
        raise BadOption(f"Options must be a mapping of names to values, not {quote(given)}.")
    if len(given) > MAX_OPTIONS:
        raise BadOption(f"A game has at most {MAX_OPTIONS} options, not {len(given)}.")
    for name, value in given.items():
        if not isinstance(name, str) or len(name) > MAX_OPTION_CHARS:
            raise BadOption(f"There is no option {quote(name)}.")
        if not isinstance(value, str):
            raise BadOption(f"The option {quote(name)} must be given as text, not {quote(value)}.")
        if len(value) > MAX_OPTION_CHARS:
            raise BadOption(f"The option {quote(name)} takes at most {MAX_OPTION_CHARS} characters, "
                            f"not {len(value):,}.")
