"""Texas Hold'em and its board-game children: Omaha, Omaha High/Low and Pineapple.

Each player gets a few cards face down and five cards come face up to the middle of the table
(three, one and one), shared by every hand. The database opens every betting round on the
dealer's left with no forced bet named; by the standard casino rule the first round follows
blinds instead (the small and big blind on the dealer's left). The database's reading is the
house rule "Forced bets: antes".

- Omaha: four cards down, and a hand is exactly two of them with exactly three from the board.
- Omaha High/Low: Omaha with the pot split between the best high and the best eight-or-better
  low, each made of exactly two own cards and three from the board (two different ones may
  serve each half).
- Pineapple: three cards down, and everyone throws one away before the first betting round; the
  house rule "Crazy Pineapple" throws it away after the flop's betting round instead.
"""

from __future__ import annotations

from dataclasses import replace

from pokerrules.core.options import Choice, OptionSpec
from pokerrules.rankings.low import AceToFiveLow
from pokerrules.rankings.own_cards import ExactlyOwn
from pokerrules.rankings.poker import HighPoker
from pokerrules.steps.blinds import Blinds
from pokerrules.steps.board import Board
from pokerrules.steps.family import Family
from pokerrules.steps.spec import Bet, Deal, Showdown, SourceStats, Spec
from pokerrules.steps.throw_away import ThrowAway
from pokerrules.steps.variant import HouseRule, step_variant
from pokerrules.table.judge_help import JudgeHelp
from pokerrules.table.teach.model import Lesson

FAMILY = "Hold'em"
_BET = Bet(opener="left-of-dealer")
_BLINDS = Blinds(opener="left-of-dealer")
_STATS = SourceStats(cards=7, players=23, betting_rounds=4, max_cards_seen=7, wilds=0,
                     source="Public Domain")

TEXAS_HOLDEM = Spec(
    id="texas-holdem",
    name="Texas Hold'em",
    serial=4,
    parent=None,
    tags=("board",),
    summary="Two cards down to each player and five face up in the middle for everyone (three, "
            "then one, then one), with a betting round after each; the best five of your seven win.",
    steps=(Deal(down=2), _BLINDS, Board(3, "the flop"), _BET, Board(1, "the turn"), _BET,
           Board(1, "the river"), _BET, Showdown(high=HighPoker())),
    stats=_STATS,
    aliases=("Hold'em", "Holdem"),
)

OMAHA = replace(
    TEXAS_HOLDEM.swap(Deal, Deal(down=4)).with_showdown(high=ExactlyOwn(HighPoker(), own=4, use=2)),
    id="omaha", name="Omaha Hold'em", serial=287, parent=TEXAS_HOLDEM.id,
    summary="Hold'em with four cards down to each player: a hand is exactly two of them and exactly "
            "three of the five board cards.",
    stats=replace(_STATS, cards=9, players=11, max_cards_seen=9), aliases=("Omaha",))

OMAHA_HIGH_LOW = replace(
    OMAHA.with_showdown(low=ExactlyOwn(AceToFiveLow(qualifier=8), own=4, use=2)),
    id="omaha-high-low", name="Omaha High/Low", serial=704, parent=OMAHA.id,
    tags=("board", "high-low"),
    summary="Omaha with the pot split between the best high hand and the best low of eight or "
            "better; each half uses exactly two of your own cards, not always the same two.",
    aliases=("Omaha 8s", "Omaha Eight or Better"))

PINEAPPLE = replace(
    TEXAS_HOLDEM, id="pineapple", name="Pineapple", serial=717, parent=TEXAS_HOLDEM.id,
    summary="Hold'em with three cards down: everyone throws one away, unseen, before the first "
            "betting round, and plays on with two.",
    steps=(Deal(down=3), ThrowAway(), *TEXAS_HOLDEM.steps[1:]),
    stats=replace(_STATS, players=15, max_cards_seen=8), aliases=())

FORCED_BETS = HouseRule(
    OptionSpec("forced_bets", "Forced bets", "blinds", choices=(
        Choice("blinds", "Blinds: small and big blind on the dealer's left (the casino rule)"),
        Choice("antes", "Antes: everyone antes, the dealer's left opens every round (as the "
                        "database lists it)"))),
    lambda spec, value: spec.swap(Blinds, _BET) if value == "antes" else spec,
)


def _doubled(spec: Spec, value: str) -> Spec:
    """The turn's and the river's betting rounds at the big bet, twice the bet."""
    if value != "double":
        return spec
    boards = [i for i, s in enumerate(spec.steps) if isinstance(s, Board)]
    turn = boards[1] if len(boards) > 1 else len(spec.steps)
    return replace(spec, steps=tuple(
        replace(s, big=True) if i > turn and type(s) is Bet else s for i, s in enumerate(spec.steps)))


LATER_BETS = HouseRule(
    OptionSpec("later_bets", "Bets on the turn and the river", "same", choices=(
        Choice("same", "The same bet as before"),
        Choice("double", "Twice the bet (the casinos' fixed limit)"))),
    _doubled,
)


def _crazy(spec: Spec, value: str) -> Spec:
    """Crazy Pineapple: the card is thrown away after the flop's betting round."""
    if value != "after-flop":
        return spec
    steps = [s for s in spec.steps if not isinstance(s, ThrowAway)]
    at = next(i for i, s in enumerate(steps) if isinstance(s, Board)) + 2  # the flop, its round
    return replace(spec, steps=(*steps[:at], ThrowAway(), *steps[at:]))


THROW_WHEN = HouseRule(
    OptionSpec("throw_away", "When the third card is thrown away", "before-betting", choices=(
        Choice("before-betting", "Before the first betting round (Pineapple)"),
        Choice("after-flop", "After the flop's betting round (Crazy Pineapple)"))),
    _crazy,
)

SPECS = (TEXAS_HOLDEM, OMAHA, OMAHA_HIGH_LOW, PINEAPPLE)
_HOUSE_RULES = {PINEAPPLE.id: (FORCED_BETS, LATER_BETS, THROW_WHEN)}
_HOLE = {TEXAS_HOLDEM.id: 2, OMAHA.id: 4, OMAHA_HIGH_LOW.id: 4, PINEAPPLE.id: 2}


def _judge_text(own: int, exactly: bool) -> str:
    """How a hand is given to the judge: the player's own cards, with the board typed once."""
    words = {2: "two", 4: "four"}[own]
    rule = ("exactly two of its own four and exactly three of the five board cards"
            if exactly else "any five of the seven")
    return (f"A hand is the player's {words} own cards with the five board cards; its best five "
            f"are made of {rule}.")


#: Hands the judge's page shows (each player's own cards), and the one board they share.
_EXAMPLES = {2: ("Ah Kd", "Td 9s"), 4: ("Ah 2h Kc Qd", "As Ks 7c 7d")}
_EXAMPLE_BOARD = {2: "Qs Jc 8c 3s 2c", 4: "3s 4s 9d Jc 8h"}


def _lessons(spec: Spec) -> tuple[Lesson, ...]:
    from pokerrules.games.holdem.lessons import lessons_for

    return lessons_for(spec)


def _variant(spec: Spec):  # type: ignore[no-untyped-def]
    return step_variant(spec, FAMILY, _HOUSE_RULES.get(spec.id, (FORCED_BETS, LATER_BETS)), max_seats=8,
                        default_seats=4, showdown_cards=(_HOLE[spec.id] + 5, _HOLE[spec.id] + 5),
                        lessons=lambda: _lessons(spec),
                        judge_help=JudgeHelp(text=_judge_text(_HOLE[spec.id], _HOLE[spec.id] == 4),
                                             examples=_EXAMPLES[_HOLE[spec.id]],
                                             board=_EXAMPLE_BOARD[_HOLE[spec.id]]))


VARIANTS = tuple(_variant(spec) for spec in SPECS)
FAMILY_ENTRY = Family(FAMILY, VARIANTS, SPECS, order=16)
