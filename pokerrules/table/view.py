"""A view as a type: what one seat may see (the contract's "A view is what seat 0 may see").

In the spirit of OpenSpiel's observer: one shape every game's view has, with a typed slot for
what each game adds. :class:`View`'s required keys are those every game's view carries (the
contract's example); the optional ones are the *parts* a game declares (:data:`PARTS`): a step
game's ``info``, ``options``, ``step`` and the facts of the step in play (``betting``,
``replace``, ``turn_until_beat``), a match's ``match`` object (its common fields, then each
game's own facts, typed per game below), the table's ``piles`` and ``terms``, Chaos's
``wild_cards``. A game names its parts in ``view_parts`` (a class attribute of its state;
:func:`view_parts`), and ``tests/test_view_type.py`` plays every registered game and checks
every view against this module: no undeclared key, every required key present, no part the
game did not declare.

This module does not postpone its annotations: a TypedDict must see ``NotRequired`` itself.
"""

from typing import Any, Literal, NotRequired, TypedDict

from pokerrules.core.card_view import CardView, GroupView, PileView

# -- hands (cards, groups and piles: pokerrules.core.card_view) ------------------------------


class HandView(TypedDict):
    """One seat's hand (or the dealer's: ``seat`` and ``stack`` null)."""

    name: str
    seat: int | None
    stack: int | None
    label: str | None
    notes: list[str]
    folded: NotRequired[bool]
    cards: list[CardView]
    groups: NotRequired[list[GroupView]]


class TermView(TypedDict):
    term: str
    meaning: str


# -- a step game's facts -----------------------------------------------------------------------


class BettingView(TypedDict):
    pot: int
    raises: int
    owe: int


class ReplaceView(TypedDict):
    price: int
    most: int
    pot: int
    bet: int


class TurnUntilBeatView(TypedDict):
    turn: int | None
    high: int | None
    pot: int
    fee: int
    start: str | None


class WildCardsView(TypedDict):
    suit: str | None
    jokers: str | None
    cards: list[str]
    why: str


class StepFacts(TypedDict, total=False):
    """The facts of the step in play (``Step.facts``)."""

    betting: BettingView
    replace: ReplaceView
    turn_until_beat: TurnUntilBeatView


# -- a match -----------------------------------------------------------------------------------


class LastDealView(TypedDict):
    number: int
    hands: NotRequired[list[HandView]]
    lines: NotRequired[list[str]]


class TrickCardView(TypedDict):
    seat: int
    card: str


class JubileePlayView(TypedDict):
    seat: int
    card: str
    points: int


class MatchFacts(TypedDict, total=False):
    """Each match game's own facts (``Match.facts``), one group of keys per game."""

    # Three Fifty Seven
    round: int
    rounds: int
    round_name: str
    cards: int
    wild_rank: int
    ante: int  # and Pif Paf
    penalty: int
    target: int  # and Mus, Twenty-Five
    loser_pays: Literal["each", "pot"]
    declaring: Literal["in turn", "together"]
    declared: list[str | None] | dict[str, bool]  # Three Fifty Seven's list, Mus's object
    waiting: list[int]
    # Jubilee
    total: int
    stock: int  # and Rumino, Pif Paf
    deals: int | None  # and Pif Paf
    pile: list[str]  # and Rumino
    last: JubileePlayView | None
    zero_counts: bool
    joker_repeats: bool
    hand_sizes: list[int]  # and Rumino
    # Twenty-Five
    trumps: str
    upcard: str | None  # and Rumino
    robbed_by: int | None
    trick: list[TrickCardView]
    played: list[str]
    leader: int
    teams: list[int]
    tricks: list[int]
    reneging: str
    # Mus
    phase: str  # and Rumino, Pif Paf
    score: list[int]
    eight: bool
    mus_rounds: int
    games: list[int]
    best_of: int
    order: list[int]
    contest: str | None
    contests: list[str]
    bid: int | None
    ordago: bool
    accepted: int
    bidder: int | None
    outcomes: dict[str, Any]
    # Rumino
    stake: int
    rebuys: list[int]
    rebuy_costs: list[int]
    asked: list[int]
    identical: bool
    # Pif Paf
    current: int
    bet_cap: int
    to_call: int
    active: list[int]
    discard_pile: int
    discard_top: str | None
    turned_over: int
    turns: int
    turned_up: str | None
    curinga: str | None
    lives: list[int] | None


class MatchView(MatchFacts):
    """A match's facts: those of every match, then the game's own (:class:`MatchFacts`)."""

    turn: int
    turn_cap: int | None
    dealer: int
    pot: int
    points: list[float]
    points_text: list[str]
    playing: list[bool]
    chips: bool
    last_deal: LastDealView | None


# -- the view ----------------------------------------------------------------------------------


class View(StepFacts):
    """What one seat may see. The keys of :class:`StepFacts` and the ``NotRequired`` ones here
    are the optional parts (:data:`PARTS`)."""

    variant: str
    options: NotRequired[dict[str, str]]
    seed: int
    stage: str
    step: NotRequired[int]
    to_act: int | None
    your_seat: int
    prompt: str
    legal: list[dict[str, Any]]
    hands: list[HandView]
    info: NotRequired[list[str]]
    match: NotRequired[MatchView]
    piles: NotRequired[list[PileView]]
    terms: NotRequired[list[TermView]]
    wild_cards: NotRequired[WildCardsView]
    log: list[str]
    log_seats: list[int | None]
    result: dict[str, Any] | None


#: A bot's lean view (``bot_view``): the view's facts without its words, built fast for the
#: coach's worlds; each game shapes its own, and only its bots read it, so it stays untyped.
LeanView = dict[str, Any]

#: The optional parts a game may declare, each with the view keys it brings.
PARTS: dict[str, frozenset[str]] = {
    "table": frozenset({"options", "info"}),  # the table's options and short facts
    "steps": frozenset({"step"}),  # where play is in a declared game's program
    "betting": frozenset({"betting"}),
    "replace": frozenset({"replace"}),
    "turn_until_beat": frozenset({"turn_until_beat"}),
    "match": frozenset({"match"}),
    "piles": frozenset({"piles"}),
    "terms": frozenset({"terms"}),
    "wild_cards": frozenset({"wild_cards"}),
}

#: The keys every view carries.
REQUIRED_KEYS: frozenset[str] = View.__required_keys__
#: The keys a view may carry.
VIEW_KEYS: frozenset[str] = View.__required_keys__ | View.__optional_keys__


def view_parts(state: object) -> frozenset[str]:
    """The optional parts ``state``'s views may carry, as its class declares them
    (``view_parts``); none if it declares none."""
    parts: frozenset[str] = getattr(state, "view_parts", frozenset())
    return parts


def part_keys(parts: frozenset[str]) -> frozenset[str]:
    """The view keys ``parts`` bring."""
    return frozenset().union(*(PARTS[part] for part in parts))
