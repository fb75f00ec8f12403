"""Turning a declaration (:class:`~pokerrules.steps.spec.Spec`) into a registered, playable game.

Every step game gets the same table options (betting structure, stakes, raise cap, who opens;
the odd chip where the pot is split; how equally close totals tie in point-count games). A
declaration may add options of its own, each with a function that changes the declaration when
the option is set.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from pokerrules.core.cards import Card, standard_deck
from pokerrules.core.options import Choice, OptionSpec, parse_ints
from pokerrules.steps.machine import StepGameState
from pokerrules.steps.rules_text import how_to_play
from pokerrules.steps.spec import Bet, Repeat, Spec, Step
from pokerrules.table.betting import Stakes
from pokerrules.table.coaching.model import Coach
from pokerrules.table.game import Variant
from pokerrules.table.judge_help import JudgeHelp
from pokerrules.table.showdown import PartResult
from pokerrules.table.state import Bot, Table
from pokerrules.table.teach.model import LessonSource

Tweak = Callable[[Spec, str], Spec]


@dataclass(frozen=True)
class HouseRule:
    """An option of one game: its spec and how each value changes the declaration."""

    option: OptionSpec
    apply: Tweak


def _ties(spec: Spec, value: str) -> Spec:
    spec = spec.with_high(ties=value)
    return spec.with_low(ties=value) if spec.showdown.low is not None else spec


def _opener(spec: Spec, value: str) -> Spec:
    if value == "bring-in":  # the stud openers as declared: the bring-in, then the best hand
        return spec
    def fix(steps: tuple[Step, ...]) -> tuple[Step, ...]:
        return tuple(replace(s, opener=value) if isinstance(s, Bet)  # type: ignore[arg-type]
                     else replace(s, steps=fix(s.inner())) if isinstance(s, Repeat) else s
                     for s in steps)

    return replace(spec, steps=fix(spec.steps))


def declared_opener(spec: Spec) -> str | None:
    """Who opens the betting as the declaration has it (the option's default); ``None`` for a
    game without betting steps, or one whose blinds decide who opens, where the option would do
    nothing."""
    openers = {s.opener for s in spec.flat_steps() if isinstance(s, Bet)}
    if not openers or any(step.forced_bets for step in spec.flat_steps()):
        return None
    if "bring-in" in openers:
        return "bring-in"
    return openers.pop() if len(openers) == 1 else "best-showing"


#: Who opens, in the games that open with stud's bring-in or the low hand showing.
_STUD_OPENERS = (
    Choice("bring-in", "A forced bring-in by the worst card showing, then the best hand showing"),
    Choice("low-showing", "Best low hand showing (face-up cards only, aces low)"),
)


def table_options(default_ties: str | None, split_pot: bool = True,
                  opener: str | None = "best-showing",
                  second: str = "low") -> tuple[OptionSpec, ...]:
    """The options every step game has; the odd-chip rule only where the pot is split, the tie
    rule only where hands are point totals (``default_ties`` is ``None`` otherwise), and who
    opens only where there are betting steps (``opener`` is ``None`` otherwise)."""
    odd_chip = OptionSpec("odd_chip", "Odd chip of a split pot", "high", choices=(
        Choice("high", "To the high half"), Choice("low", f"To the {second} half")))
    return (
        OptionSpec("betting", "Betting", "fixed", choices=(
            Choice("fixed", "Fixed limit"), Choice("pot", "Pot limit"),
            Choice("no-limit", "No limit"))),
        OptionSpec("stakes", "Ante and bet", "1-2", choices=(
            Choice("1-2", "Ante 1, bet 2"), Choice("2-4", "Ante 2, bet 4"),
            Choice("5-10", "Ante 5, bet 10"))),
        OptionSpec("raise_cap", "Raises per round (fixed limit)", "3", choices=(
            Choice("2", "2"), Choice("3", "3"), Choice("4", "4")),
            applies=(("betting", ("fixed",)),)),
    ) + ((OptionSpec("opener", "Who opens each betting round", opener, choices=(
            *_STUD_OPENERS[:1 if opener == "bring-in" else 0],
            Choice("best-showing", "Best high hand showing (face-up cards only)"),
            *(_STUD_OPENERS[1:] if opener in ("bring-in", "low-showing") else ()),
            Choice("left-of-dealer", "The player left of the dealer"))),) if opener else ()
    ) + ((OptionSpec("ties", "Equally close totals", default_ties, choices=(
            Choice("inside", "Inside wins (under the high target, over the low one)"),
            Choice("outside", "Outside wins"), Choice("high", "The higher total wins"),
            Choice("low", "The lower total wins"))),) if default_ties else ()
    ) + ((odd_chip,) if split_pot else ())


def effective_spec(spec: Spec, rules: tuple[HouseRule, ...], options: dict[str, str]) -> Spec:
    """The declaration with the chosen options applied."""
    if "ties" in options:
        spec = _ties(spec, options["ties"])
    if "opener" in options:
        spec = _opener(spec, options["opener"])
    for rule in rules:
        spec = rule.apply(spec, options[rule.option.name])
    return spec


def stakes_from(options: dict[str, str]) -> Stakes:
    ante, bet = parse_ints(options["stakes"], 2, "The stakes")
    return Stakes(ante=ante, bet=bet, structure=options["betting"],  # type: ignore[arg-type]
                  raise_cap=int(options["raise_cap"]))


def step_variant(spec: Spec, family: str, rules: tuple[HouseRule, ...] = (),
                 default_ties: str = "inside", min_seats: int = 2, max_seats: int = 8,
                 default_seats: int = 4, showdown_cards: tuple[int, int] = (1, 26),
                 lessons: LessonSource | None = None,
                 judge_help: JudgeHelp | None = None, coach: Coach | None = None,
                 favours_dealer: bool = False) -> Variant:
    """A registry entry for ``spec``: options, bots, and a start function. The sensible bot
    follows the valuation: point totals or poker hands. ``favours_dealer``: see
    :attr:`~pokerrules.table.game.Variant.favours_dealer`."""
    from pokerrules.steps.board import board_size
    from pokerrules.steps.bots_points import PointsBot
    from pokerrules.steps.bots_poker import PokerBot
    from pokerrules.steps.card_words import step_card_words
    from pokerrules.table.random_bot import RandomBot

    def start(table: Table) -> StepGameState:
        options = dict(table.options)
        return StepGameState(effective_spec(spec, rules, options), stakes_from(options), table)

    def sensible() -> Bot:
        def spec_for(options: dict[str, str]) -> Spec:
            return effective_spec(spec, rules, options)

        return PointsBot(spec_for) if spec.count is not None else PokerBot(spec_for)

    return Variant(
        id=spec.id, name=spec.name, family=family, summary=spec.summary, tags=spec.tags,
        min_seats=min_seats, max_seats=max_seats, default_seats=default_seats, start_stack=200,
        deck=standard_deck, start=start, rules=spec.rules or how_to_play(spec),
        options=_blind_stakes(spec, table_options(default_ties if spec.count is not None else None,
                                                  spec.showdown.low is not None, declared_opener(spec),
                                                  spec.showdown.low_name))
        + tuple(r.option for r in rules),
        bots={"sensible": sensible, "random": RandomBot}, default_bot="sensible",
        showdown_parts=lambda options: effective_spec(spec, rules, options).parts(),
        showdown_cards=showdown_cards, board_cards=board_size(spec.flat_steps()),
        lessons=lessons, judge_help=judge_help, coach=coach,
        showdown_verdict=lambda options, hands: _verdict(effective_spec(spec, rules, options), hands),
        card_words=lambda options: step_card_words(effective_spec(spec, rules, dict(options)), options),
        favours_dealer=favours_dealer,
    )


def _blind_stakes(spec: Spec, options: tuple[OptionSpec, ...]) -> tuple[OptionSpec, ...]:
    """Where a step makes the forced bets (blinds), the stakes read as blinds: the first number is
    the small blind (an ante if a house rule brings antes back), the second the big blind and bet."""
    if not any(step.forced_bets for step in spec.flat_steps()):
        return options
    return tuple(replace(o, label="Blinds and bet", choices=tuple(
        replace(c, label=f"Blinds {a} and {b}, bet {b}")
        for c in o.choices for a, b in [c.value.split("-")])) if o.name == "stakes" else o
        for o in options)


def _verdict(spec: Spec, hands: list[tuple[Card, ...]]) -> list[PartResult]:
    return spec.showdown.verdict(spec, hands)


__all__ = ["HouseRule", "effective_spec", "step_variant"]
