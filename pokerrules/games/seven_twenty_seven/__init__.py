"""The 7/27 family: sixteen games, each a declaration. Children are their parent with one or two
rules changed, written as exactly that change.

Card values are in half points (see :mod:`pokerrules.rankings.points`).
"""

from __future__ import annotations

from dataclasses import replace

from pokerrules.core.options import Choice, OptionSpec
from pokerrules.games.seven_twenty_seven.coach import coach
from pokerrules.games.seven_twenty_seven.lessons_drill import cards_dealt, point_count_drill
from pokerrules.rankings.points import PointCount, Target
from pokerrules.steps.family import Family
from pokerrules.steps.spec import Ask, Bet, Deal, Flip, Offer, Repeat, Replace, Showdown, SourceStats, Spec
from pokerrules.steps.variant import HouseRule, step_variant
from pokerrules.table.judge_help import JudgeHelp
from pokerrules.table.teach.model import from_module

FAMILY = "7/27"
VARIES = SourceStats(cards=202, players=98, betting_rounds=202, max_cards_seen=202, wilds=0,
                     source="Public Domain")
TAGS = ("stud", "high-low", "odd-ranks")


def _stats(source: str) -> SourceStats:
    return replace(VARIES, source=source)


SEVEN_27 = Spec(
    id="seven-twenty-seven",
    name="7/27",
    serial=8,
    parent=None,
    tags=TAGS,
    summary="Take cards one at a time, aiming at 7 for low or 27 for high; the two split the pot.",
    steps=(
        Deal(down=1),
        Deal(up=1),
        Repeat((Bet(), Offer())),
        Bet(),
        Showdown(high=Target(27, "high"), low=Target(7, "low")),
    ),
    count=PointCount(),
    stats=VARIES,
)

THREE_33 = replace(
    SEVEN_27, id="three-thirty-three", name="3/33", serial=374, parent=SEVEN_27.id,
    summary="Faces count 10: low is 3 or just above, high is 33 or just below.",
    count=PointCount(face=frozenset({20})), stats=_stats("Poker Mike"),
).with_showdown(high=Target(33, "high", limit="not-over"), low=Target(3, "low", limit="not-under"))

FIVE_HALF_21 = replace(
    SEVEN_27, id="five-and-a-half-twenty-one", name="5 1/2 = 21", serial=375, parent=SEVEN_27.id,
    summary="Faces count ½ or 10 as you like; low aims at 5½, high at 21.",
    count=PointCount(face=frozenset({1, 20})), stats=_stats("Source misplaced"),
).with_showdown(high=Target(21, "high", ties="low"), low=Target(5.5, "low", ties="low"))

DOUBLE_CLUBS = replace(
    SEVEN_27, id="seven-twenty-seven-double-clubs", name="7/27 Double Clubs", serial=376,
    parent=SEVEN_27.id, summary="7/27 where every club counts double.",
    count=PointCount(suit_factor={"c": 2}), stats=_stats("Erich Friedman"),
)

NO_CHASER = replace(
    SEVEN_27, id="seven-twenty-seven-no-chaser", name="7/27 No Chaser", serial=377,
    parent=SEVEN_27.id, summary="7/27 where once you turn down a card you get no more.",
    stats=_stats("Craig O'Brien"),
).swap(Offer, Offer(limit="no-chaser"))

WITH_A_LOCK = replace(
    SEVEN_27, id="seven-twenty-seven-with-a-lock", name="7/27 with a Lock", serial=378,
    parent=SEVEN_27.id, summary="7/27 where three refusals in a row lock you out of cards.",
    stats=_stats("Poker Mike"),
).swap(Offer, Offer(limit="lock"))

WITH_REPLACE = replace(
    SEVEN_27, id="seven-twenty-seven-with-replace", name="7/27 with Replace", serial=379,
    parent=SEVEN_27.id, summary="7/27 with one chance, before the betting, to swap a card.",
    tags=("draw", *TAGS), stats=_stats("Ultimate Bet"),
    steps=(*SEVEN_27.steps[:2], Replace(), *SEVEN_27.steps[2:]),
)

EIGHT_28 = replace(
    SEVEN_27, id="eight-twenty-eight", name="8/28", serial=380, parent=SEVEN_27.id,
    summary="The targets move to 8 and 28, and (as the source lists it) clubs count double.",
    count=PointCount(suit_factor={"c": 2}), stats=_stats("Poker Mike"),
).with_showdown(high=Target(28, "high"), low=Target(8, "low"))

BLACK = replace(
    SEVEN_27, id="black-seven-twenty-seven", name="Black 7/27", serial=381, parent=SEVEN_27.id,
    summary="7/27 where red cards count nothing.",
    count=PointCount(suit_factor={"d": 0, "h": 0}), stats=_stats("Poker Mike"),
)

CHILCOOT = replace(
    SEVEN_27, id="chilcoots-seven-twenty-seven", name="Chilcoot's 7/27", serial=382,
    parent=SEVEN_27.id, summary="7/27 starting with two cards down instead of one.",
    stats=_stats("Poker Mike"), steps=(Deal(down=2), *SEVEN_27.steps[1:]),
)

GO_FISH = replace(
    SEVEN_27, id="go-fish", name="Go Fish", serial=383, parent=SEVEN_27.id,
    summary="7/27 where you fish for other players' hole cards by rank.",
    tags=("pass", *TAGS), stats=_stats("Erich Friedman"),
).swap(Offer, Ask())

PRICE_IS_RIGHT = replace(
    SEVEN_27, id="price-is-right-seven-twenty-seven", name="Price is Right 7/27", serial=384,
    parent=SEVEN_27.id, summary="7/27 where going over a target loses to anything under it.",
    count=PointCount(suit_factor={"c": 2}), stats=_stats("Poker Mike"),
).with_showdown(high=Target(27, "high", below_beats_above=True),
                low=Target(7, "low", below_beats_above=True))

RED = replace(
    SEVEN_27, id="red-seven-twenty-seven", name="Red 7/27", serial=385, parent=SEVEN_27.id,
    summary="7/27 where black cards count nothing.",
    count=PointCount(suit_factor={"c": 0, "s": 0}), stats=_stats("Poker Mike"),
)

THIRTY_ONE = replace(
    SEVEN_27, id="thirty-one", name="Thirty One", serial=386, parent=SEVEN_27.id,
    summary="One winner: closest to 31, and a hand over 31 never beats one under.",
    tags=("stud", "odd-ranks"), count=PointCount(face=frozenset({20})), stats=_stats("Poker Phil"),
    aliases=("31",),
).with_showdown(high=Target(31, "high", below_beats_above=True), low=None)

TWO_22 = replace(
    THREE_33, id="two-twenty-two", name="2/22", serial=790, parent=THREE_33.id,
    summary="3/33 with tens and faces worth ½: low 2 or just above, high 22 or just below.",
    count=PointCount(face=frozenset({1}), ten=frozenset({1})), stats=_stats("Poker Mike"),
).with_showdown(high=Target(22, "high", limit="not-over"), low=Target(2, "low", limit="not-under"))

TWISTS = replace(
    CHILCOOT, id="seven-twenty-seven-twists", name="7/27 Twists", serial=791, parent=CHILCOOT.id,
    summary="Three cards down, you choose one to show; a 27 in ten cards or fewer scoops.",
    tags=("flip", *TAGS), stats=_stats("Two Plus Two Forums"),
    steps=(Deal(down=3), Flip(), *SEVEN_27.steps[2:]),
).with_showdown(scoop_total=27, scoop_max_cards=10)


def _clubs_rule(default: str) -> HouseRule:
    """Whether clubs count double: the source lists it for 8/28 and Price is Right too."""

    def apply(spec: Spec, value: str) -> Spec:
        factor = {"c": 2} if value == "double" else {}
        assert spec.count is not None
        return replace(spec, count=replace(spec.count, suit_factor=factor))

    return HouseRule(
        OptionSpec("clubs", "Clubs", default, choices=(
            Choice("double", "Count double (as the source lists it)"),
            Choice("normal", "Count like any other suit"))),
        apply,
    )


SPECS = (SEVEN_27, THREE_33, FIVE_HALF_21, DOUBLE_CLUBS, NO_CHASER, WITH_A_LOCK, WITH_REPLACE,
         EIGHT_28, BLACK, CHILCOOT, GO_FISH, PRICE_IS_RIGHT, RED, THIRTY_ONE, TWO_22, TWISTS)

_HOUSE_RULES = {EIGHT_28.id: (_clubs_rule("double"),), PRICE_IS_RIGHT.id: (_clubs_rule("double"),)}
_DEFAULT_TIES = {FIVE_HALF_21.id: "low"}

VARIANTS = tuple(
    step_variant(spec, FAMILY, _HOUSE_RULES.get(spec.id, ()), _DEFAULT_TIES.get(spec.id, "inside"),
                 lessons=from_module("pokerrules.games.seven_twenty_seven.lessons", spec.id),
                 judge_help=JudgeHelp(drill=point_count_drill(cards_dealt(spec))),
                 coach=coach(spec))
    for spec in SPECS
)

FAMILY_ENTRY = Family(FAMILY, VARIANTS, SPECS, order=2)
