""""What changes" lessons: for a child game, one short lesson built from its declaration's
difference from its parent's (:mod:`pokerrules.lessons.changes_words`), on one deal played the
same way under both rules (:mod:`pokerrules.lessons.changes_play`).

Where only how hands are valued changes (what cards count, the targets, how the showdown is
won), the same cards count differently and the same showdown is judged differently: the lesson
asks what the learner's hand counts under the child's rules (the parent's count, and a
sibling's, are the wrong choices, each with the rule that makes it wrong), plays the learner's
first two decisions on the child's table, and asks who wins a part of the pot that the two rules
give to different hands. The deal is found by a bounded search over seeds and a few scripts of
decisions (:data:`SEEDS`, :data:`SCRIPTS`), the first that shows both differences; every answer
is computed on the tables, the child's by the questions themselves.

A child whose difference is in the steps of the deal gets none yet (see :func:`what_changes`).

>>> from pokerrules.registry import get
>>> [lesson.id for lesson in what_changes(get("black-seven-twenty-seven"))]
['what-changes']
>>> what_changes(get("seven-twenty-seven"))
()
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from pokerrules.catalogue import loaded
from pokerrules.lessons.asks import NOBODY, TIE, Decoy, WhoWins, YourHand, seat_name
from pokerrules.lessons.changes_play import (
    DEFAULT,
    LEARNER,
    OTHER,
    Run,
    codes,
    is_decision,
    own_hand,
    play,
    start,
)
from pokerrules.lessons.changes_words import declarations, difference, rule_words
from pokerrules.lessons.model import MAX_TEXT, Lesson, MoveStep, QuestionStep, Situation, Wrong
from pokerrules.lessons.moves import read
from pokerrules.registry import get
from pokerrules.steps.spec import Spec
from pokerrules.table.game import Variant
from pokerrules.table.state import State

LESSON_ID = "what-changes"
SEATS = 2
#: The seeds tried, in order, for a deal that shows the difference.
SEEDS = 40
#: Scripts of decisions tried on each seed: the learner's, then the other seat's.
SCRIPTS: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    ((OTHER, DEFAULT), ()),
    ((OTHER, DEFAULT), (OTHER,)),
    ((OTHER, OTHER, DEFAULT), ()),
    ((OTHER, OTHER, DEFAULT), (OTHER, OTHER)),
)
#: At most this many siblings' counts are offered as wrong choices beside the parent's.
SIBLING_DECOYS = 2


@dataclass(frozen=True)
class Deal:
    """A deal that shows the difference: its seed, every move on the child's table and the
    parent's, where the learner decided on the child's, and the part of the pot judged apart."""

    seed: int
    scripts: tuple[tuple[str, ...], tuple[str, ...]]
    child: Run
    parent: Run
    part: str


@dataclass(frozen=True)
class JudgedApart(WhoWins):
    """Who wins ``part`` under the child's rules (the judge's answer, as :class:`WhoWins`), with
    the reason for every wrong choice, worked out on both tables when the lesson is built."""

    why: tuple[tuple[str, str], ...] = ()

    def reasons(self, state: State, seat: int) -> dict[str, str]:
        answer = self.answer(state, seat)
        return {choice: text for choice, text in self.why if choice != answer}


def fit(*texts: str) -> str:
    """The first of ``texts`` short enough for a lesson."""
    return next((t for t in texts if len(t) < MAX_TEXT), texts[-1][:MAX_TEXT - 2] + "…")


def _cards(state: State, seat: int = LEARNER) -> str:
    return " ".join(card["short"] for card in own_hand(state, seat)["cards"])


def _label(state: State) -> str:
    return str(own_hand(state)["label"])


def _specs(variant: Variant) -> tuple[Spec, Spec] | None:
    return declarations(variant.id)


def _part_words(parts: int, part: str) -> str:
    return "the pot" if parts == 1 else f"the {part} half" if parts == 2 else f"the {part} part"


def _finals(variant: Variant, parent: Variant, deal: Deal) -> tuple[State, State]:
    return (start(variant, deal.seed, SEATS, {}, deal.child.moves),
            start(parent, deal.seed, SEATS, {}, deal.parent.moves))


def _judged_apart(variant: Variant, parent: Variant, child_end: State, parent_end: State) -> str | None:
    """A part of the pot the two rules give to different hands, or ``None``."""
    if codes(child_end, 1) != codes(parent_end, 1) or codes(child_end) != codes(parent_end):
        return None
    if "??" in codes(child_end, 1):
        return None
    mine = [name for name, _ in variant.showdown_parts(dict(child_end.table.options))]  # type: ignore[misc]
    theirs = {name for name, _ in parent.showdown_parts(dict(parent_end.table.options))}  # type: ignore[misc]
    for part in mine:
        if part in theirs:
            ask = WhoWins(part)
            if ask.answer(child_end, LEARNER) != ask.answer(parent_end, LEARNER):
                return part
    return None


def find_deal(variant: Variant, parent: Variant) -> Deal | None:
    """The first seed and script (bounded: :data:`SEEDS` times :data:`SCRIPTS`) on which the
    learner's opening hand counts differently under the two rules, the learner makes at least
    two decisions, and the showdown has a part the two rules give to different hands."""
    for seed in range(SEEDS):
        for scripts in SCRIPTS:
            child = play(variant, seed, SEATS, {}, scripts)
            if not child.over or len(child.decisions) < 2:
                continue
            parent_run = play(parent, seed, SEATS, {}, scripts)
            if not parent_run.over or not parent_run.decisions:
                continue
            first = start(variant, seed, SEATS, {}, child.moves[:child.decisions[0]])
            theirs = start(parent, seed, SEATS, {}, parent_run.moves[:parent_run.decisions[0]])
            if codes(first) != codes(theirs) or _label(first) == _label(theirs):
                continue
            deal = Deal(seed, scripts, child, parent_run, "")
            part = _judged_apart(variant, parent, *_finals(variant, parent, deal))
            if part is not None:
                return Deal(seed, scripts, child, parent_run, part)
    return None


def _siblings(child: Spec, parent: Spec) -> list[Spec]:
    """The other games of the child's family dealt the same way (only how hands are valued
    differs), in catalogue order: their counts make wrong choices."""
    found = []
    for family in loaded().values():
        if child not in family.specs:
            continue
        for spec in family.specs:
            if spec.id not in (child.id, parent.id) and spec.count is not None \
                    and "steps" not in difference(spec, child).parts \
                    and [n for n, _ in spec.parts()] == [n for n, _ in child.parts()]:
                found.append(spec)
    return found


def _count_step(variant: Variant, parent: Variant, specs: tuple[Spec, Spec], deal: Deal) -> QuestionStep:
    child, theirs = specs
    moves = deal.child.moves[:deal.child.decisions[0]]
    mine = start(variant, deal.seed, SEATS, {}, moves)
    before = start(parent, deal.seed, SEATS, {}, deal.parent.moves[:deal.parent.decisions[0]])
    answer, parent_label = _label(mine), _label(before)
    rule = rule_words(child, theirs)
    decoys = [Decoy(parent_label, fit(f"That is what it counts under {theirs.name} rules; in "
                                      f"{child.name} {rule}.",
                                      f"That is what it counts under {theirs.name} rules."))]
    seen = {answer, parent_label}
    for sibling in _siblings(child, theirs):
        if len(decoys) > SIBLING_DECOYS:
            break
        other = get(sibling.id)
        run = play(other, deal.seed, SEATS, {}, deal.scripts)
        if not run.decisions:
            continue
        state = start(other, deal.seed, SEATS, {}, run.moves[:run.decisions[0]])
        label = _label(state)
        if codes(state) != codes(mine) or label in seen:
            continue
        seen.add(label)
        decoys.append(Decoy(label, fit(f"That is what it counts under {sibling.name} rules; in "
                                       f"{child.name} {rule_words(child, sibling)}.",
                                       f"That is what it counts under {sibling.name} rules.")))
    verb = "count" if child.count is not None else "make"
    return QuestionStep(
        goal=f"Count your hand under {child.name} rules." if child.count is not None
        else f"Name your hand under {child.name} rules.",
        situation=Situation(seed=deal.seed, moves=moves),
        question=fit(f"You hold {_cards(mine)}. Under {theirs.name} rules they {verb} "
                     f"{parent_label}. What do they {verb} under {child.name} rules?"),
        ask=YourHand(decoys=tuple(decoys)),
        hint=fit(f"In {child.name}, {rule}.", f"{child.name} changes how hands are valued."),
        explain=fit(f"Under {child.name} rules your hand is {answer}; under {theirs.name} "
                    f"rules, {parent_label}. In {child.name}, {rule}.",
                    f"Under {child.name} rules your hand is {answer}; under {theirs.name} "
                    f"rules, {parent_label}."),
    )


def _move_step(variant: Variant, parent: Variant, specs: tuple[Spec, Spec], deal: Deal,
               number: int) -> MoveStep:
    child, theirs = specs
    at = deal.child.decisions[number]
    state = start(variant, deal.seed, SEATS, {}, deal.child.moves[:at])
    legal = state.legal_actions()
    text = deal.child.moves[at]
    template = next(t for t in legal if t.kind == read(text, legal).kind)
    wrong = tuple(Wrong(t.kind, f'"{t.label}" is allowed too, but this lesson plays the deal on '
                                f'with "{template.label}", to judge it under both rules.')
                  for t in legal if t.kind != template.kind and is_decision([t]) and t.cards is None
                  and t.targets is None and t.pick is None and t.low is None)
    after = _next_point(deal.child, number)
    log_before = len(state.view(LEARNER)["log"])
    later = start(variant, deal.seed, SEATS, {}, deal.child.moves[:after])
    lines = " ".join(later.view(LEARNER)["log"][log_before:][:4])
    counts = ""
    if codes(later) != codes(state):
        twin = start(parent, deal.seed, SEATS, {}, _parent_prefix(deal, later))
        if codes(twin) == codes(later):
            counts = (f" Under {child.name} rules your hand is now {_label(later)}; under "
                      f"{theirs.name} rules, {_label(twin)}.")
    return MoveStep(
        goal=f'Choose "{template.label}": this deal goes on the same way under both rules.',
        situation=Situation(seed=deal.seed, moves=deal.child.moves[:at]),
        accept=(text,),
        wrong=wrong,
        hint=f'This lesson follows one deal under {child.name} and {theirs.name} rules: choose '
             f'"{template.label}".',
        explain=fit(f"{lines}{counts}", counts.strip() or lines, f"You choose {template.label}."),
    )


def _next_point(run: Run, number: int) -> int:
    """Where the next step starts: the learner's next decision, or the end of the deal."""
    return run.decisions[number + 1] if number + 1 < len(run.decisions) else len(run.moves)


def _parent_prefix(deal: Deal, later: State) -> tuple[str, ...]:
    """The parent's moves up to the same point of the deal as ``later`` on the child's table:
    as many of the learner's decisions made."""
    made = sum(1 for i in deal.child.decisions if i < len(later.actions))
    if made >= len(deal.parent.decisions):
        return deal.parent.moves
    return deal.parent.moves[:deal.parent.decisions[made]]


def _verdict(state: State, part: str) -> tuple[str, str]:
    """Who wins ``part`` among the hands on view, and the values: ``("You", "you have 7 and
    Seat 2 has 6½")``."""
    from pokerrules.judging import judge

    ask = WhoWins(part)
    seats = ask.contenders(state, LEARNER)
    verdict = judge(state.table.variant, ask.hands(state, LEARNER), dict(state.table.options))
    found = next(p for p in verdict["parts"] if p["part"] == part)
    values = [f"{'you have' if s == LEARNER else seat_name(s, LEARNER) + ' has'} {v}"
              for s, v in zip(seats, found["hands"], strict=True)]
    return ask.answer(state, LEARNER), ", ".join(values[:-1]) + " and " + values[-1]


def _winner_words(answer: str) -> str:
    return {TIE: "they tie", NOBODY: "nobody wins it", "You": "you win it"}.get(
        answer, f"{answer} wins it")


def _judge_step(variant: Variant, parent: Variant, specs: tuple[Spec, Spec], deal: Deal) -> QuestionStep:
    child, theirs = specs
    mine, before = _finals(variant, parent, deal)
    part = deal.part
    parts = len(variant.showdown_parts(dict(mine.table.options)))  # type: ignore[misc]
    where = _part_words(parts, part)
    answer, values = _verdict(mine, part)
    old, old_values = _verdict(before, part)
    rule = rule_words(child, theirs, first="showdown")
    ask = WhoWins(part)
    why = []
    for choice in ask.choices(mine, LEARNER):
        if choice == answer:
            continue
        if choice == old:
            text = fit(f"That is who wins under {theirs.name} rules; in {child.name} {rule}: "
                       f"{values}.", f"That is who wins under {theirs.name} rules; in "
                       f"{child.name} {values}.")
        else:
            text = fit(f"Under {child.name} rules {values}, so {_winner_words(answer)}.")
        why.append((choice, text))
    return QuestionStep(
        goal=f"Judge {where} under both rules.",
        situation=Situation(seed=deal.seed, moves=deal.child.moves),
        question=fit(f"Your {_cards(mine)} against Seat 2's {_cards(mine, 1)}. Under "
                     f"{theirs.name} rules {_winner_words(old)}. Who wins {where} under "
                     f"{child.name} rules?", f"Under {theirs.name} rules {_winner_words(old)}. "
                     f"Who wins {where} under {child.name} rules?"),
        ask=JudgedApart(part, why=tuple(why)),
        hint=fit(f"In {child.name}, {rule}.", f"{child.name} values hands its own way."),
        explain=fit(f"Under {child.name} rules {values}: {_winner_words(answer)}. Under "
                    f"{theirs.name} rules {old_values}: {_winner_words(old)}.",
                    f"Under {child.name} rules {_winner_words(answer)}; under {theirs.name} "
                    f"rules {_winner_words(old)}."),
    )


def build(variant: Variant) -> Lesson | None:
    """The "what changes" lesson of ``variant``, or ``None`` where it has no parent, its
    difference is not one this builder teaches, or no deal in the search shows it."""
    specs = _specs(variant)
    if specs is None or not difference(*specs).valuation:
        return None
    child, theirs = specs
    parent = get(theirs.id)
    deal = find_deal(variant, parent)
    if deal is None:
        return None
    steps: Sequence[MoveStep | QuestionStep] = (
        _count_step(variant, parent, specs, deal),
        _move_step(variant, parent, specs, deal, 0),
        _move_step(variant, parent, specs, deal, 1),
        _judge_step(variant, parent, specs, deal),
    )
    return Lesson(id=LESSON_ID, title=f"What changes from {theirs.name} to {child.name}",
                  seats=SEATS, steps=tuple(steps))


@cache
def _built(game_id: str) -> tuple[Lesson, ...]:
    lesson = build(get(game_id))
    return () if lesson is None else (lesson,)


def what_changes(variant: Variant) -> tuple[Lesson, ...]:
    """The game's "what changes" lesson, if it is a child this builder teaches (built once)."""
    return _built(variant.id)
