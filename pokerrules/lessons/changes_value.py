"""The "what changes" lesson of a child whose deal is played as its parent's and only how hands
are valued changes (what cards count, the targets, how the showdown is won): the same cards
count differently, and the same showdown is judged differently.

The lesson asks what the learner's hand counts under the child's rules (the parent's count, and
up to two siblings', are the wrong choices, each with the rule that makes it wrong), plays the
learner's first two decisions on the child's table, and asks who wins a part of the pot that the
two rules give to different hands. The deal is the first, in a bounded search over seeds and a
few scripts of decisions (:data:`SEEDS`, :data:`SCRIPTS`), that shows both differences.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pokerrules.lessons.changes_moves import SEATS, Deal, Tables, cards_text, fit, label, move_step
from pokerrules.lessons.changes_words import difference, rule_words
from pokerrules.lookup.catalogue import loaded
from pokerrules.lookup.registry import get
from pokerrules.steps.spec import Spec
from pokerrules.table.game import Variant, game_of
from pokerrules.table.state import State
from pokerrules.table.teach.asks import TIE, Decoy, WhoWins, YourHand, seat_name
from pokerrules.table.teach.model import Lesson, QuestionStep, Situation
from pokerrules.table.teach.play import DEFAULT, LEARNER, OTHER, codes, play, start
from pokerrules.table.teach.verdicts import NOBODY
from pokerrules.table.view import HandView

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
class JudgedApart(WhoWins):
    """Who wins ``part`` under the child's rules (the judge's answer, as :class:`WhoWins`); the
    parent's winner is wrong for a reason worked out on both tables when the lesson is built
    (``why``), every other wrong choice for the judge's."""

    why: tuple[tuple[str, str], ...] = ()

    def reasons(self, state: State, seat: int) -> dict[str, str]:
        answer = self.answer(state, seat)
        return {**super().reasons(state, seat),
                **{choice: text for choice, text in self.why if choice != answer}}


def _part_words(parts: int, part: str) -> str:
    return "the pot" if parts == 1 else f"the {part} half" if parts == 2 else f"the {part} part"


def _finals(tables: Tables, deal: Deal) -> tuple[State, State]:
    return (start(tables.child, deal.seed, SEATS, {}, deal.child.moves),
            start(tables.parent, deal.seed, SEATS, {}, deal.parent.moves))


def _part_names(state: State) -> list[str]:
    found = game_of(state.table).showdown_parts
    assert found is not None
    return [name for name, _ in found(dict(state.table.options))]


def _all_cards(state: State) -> list[list[str]]:
    return [[c["code"] for c in hand["cards"]] for hand in state.view(LEARNER)["hands"]]


def _judged_apart(child_end: State, parent_end: State) -> str | None:
    """A part of the pot the two rules give to different hands, or ``None``."""
    cards = _all_cards(child_end)
    if cards != _all_cards(parent_end) or any("??" in hand for hand in cards):
        return None
    theirs, mine = _part_names(parent_end), _part_names(child_end)
    for part in mine:
        old = _same_part(part, theirs, mine)
        if old is not None and (WhoWins(part).answer(child_end, LEARNER)
                                != WhoWins(old).answer(parent_end, LEARNER)):
            return part
    return None


def _same_part(part: str, theirs: Sequence[str], mine: Sequence[str]) -> str | None:
    """The parent's part of the pot that matches the child's ``part``: the one of the same name,
    or the whole pot where each game has one part (a high game's child played for low)."""
    if part in theirs:
        return part
    return theirs[0] if len(theirs) == 1 and len(mine) == 1 else None


def _hand(found: HandView | None) -> tuple[list[str], str] | None:
    return None if found is None else ([c["code"] for c in found["cards"]], str(found["label"]))


def _told_elsewhere(variant: Variant, seed: int, moves: Sequence[str], answer: str) -> bool:
    """Whether another hand's label on the question's table reads as the answer (Seat 2
    showing "high 0, low 0" when the learner's hand counts that too): the table would answer."""
    state = start(variant, seed, SEATS, {}, moves)
    return any(answer in str(hand.get("label") or "")
               for hand in state.view(LEARNER)["hands"] if hand.get("seat") != LEARNER)


def find_deal(tables: Tables) -> Deal | None:
    """The first seed and script (bounded: :data:`SEEDS` times :data:`SCRIPTS`) on which the
    learner's opening hand counts differently under the two rules, the learner makes at least
    two decisions, and the showdown has a part the two rules give to different hands. Where
    no deal has two decisions outside the betting (a single draw), betting moves count too."""
    return _find_deal(tables, betting=False) or _find_deal(tables, betting=True)


def _find_deal(tables: Tables, betting: bool) -> Deal | None:
    for seed in range(SEEDS):
        for scripts in SCRIPTS:
            child = play(tables.child, seed, SEATS, {}, scripts, betting)
            if not child.over or len(child.decisions) < 2:
                continue
            parent = play(tables.parent, seed, SEATS, {}, scripts, betting)
            mine, theirs = _hand(child.first), _hand(parent.first)
            if mine is None or theirs is None or mine[0] != theirs[0] or mine[1] == theirs[1]:
                break  # the opening hand is the same whatever the script: try the next seed
            if not parent.over or _told_elsewhere(tables.child, seed, child.moves[
                    :child.decisions[0]], mine[1]):
                continue
            assert child.end is not None and parent.end is not None
            part = _judged_apart(child.end, parent.end)
            if part is not None:
                return Deal(seed, scripts, child, parent, part)
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


def _count_step(tables: Tables, deal: Deal) -> QuestionStep:
    child, theirs = tables.mine, tables.theirs
    moves = deal.child.moves[:deal.child.decisions[0]]
    mine = start(tables.child, deal.seed, SEATS, {}, moves)
    before = start(tables.parent, deal.seed, SEATS, {}, deal.parent.moves[:deal.parent.decisions[0]])
    answer, parent_label = label(mine), label(before)
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
        value = label(state)
        if codes(state) != codes(mine) or value in seen:
            continue
        seen.add(value)
        decoys.append(Decoy(value, fit(f"That is what it counts under {sibling.name} rules; in "
                                       f"{child.name} {rule_words(child, sibling)}.",
                                       f"That is what it counts under {sibling.name} rules.")))
    verb = "count" if child.count is not None else "make"
    return QuestionStep(
        goal=f"Count your hand under {child.name} rules." if child.count is not None
        else f"Name your hand under {child.name} rules.",
        situation=Situation(seed=deal.seed, moves=moves),
        question=fit(f"You hold {cards_text(mine)}. Under {theirs.name} rules they {verb} "
                     f"{parent_label}. What do they {verb} under {child.name} rules?"),
        ask=YourHand(decoys=tuple(decoys)),
        hint=fit(f"In {child.name}, {rule}.", f"{child.name} changes how hands are valued."),
        explain=fit(f"Under {child.name} rules your hand is {answer}; under {theirs.name} "
                    f"rules, {parent_label}. In {child.name}, {rule}.",
                    f"Under {child.name} rules your hand is {answer}; under {theirs.name} "
                    f"rules, {parent_label}."),
    )


def _verdict(state: State, part: str) -> tuple[str, str]:
    """Who wins ``part`` among the hands on view, and the values: ``("You", "you have 7 and
    Seat 2 has 6½")``."""
    from pokerrules.table.judging import judge_game

    ask = WhoWins(part)
    seats = ask.contenders(state, LEARNER)
    verdict = judge_game(game_of(state.table), ask.hands(state, LEARNER), dict(state.table.options))
    found = next(p for p in verdict["parts"] if p["part"] == part)
    values = [f"{'you have' if s == LEARNER else seat_name(s, LEARNER) + ' has'} {v}"
              for s, v in zip(seats, found["hands"], strict=True)]
    return ask.answer(state, LEARNER), ", ".join(values[:-1]) + " and " + values[-1]


def _winner_words(answer: str) -> str:
    return {TIE: "they tie", NOBODY: "nobody wins it", "You": "you win it"}.get(
        answer, f"{answer} wins it")


def _judge_step(tables: Tables, deal: Deal) -> QuestionStep:
    child, theirs = tables.mine, tables.theirs
    mine, before = _finals(tables, deal)
    part = deal.part
    parts = len(_part_names(mine))
    where = _part_words(parts, part)
    answer, values = _verdict(mine, part)
    old_part = _same_part(part, _part_names(before), _part_names(mine))
    assert old_part is not None
    old, old_values = _verdict(before, old_part)
    rule = rule_words(child, theirs, first="showdown")
    why = [(old, fit(f"That is who wins under {theirs.name} rules; in {child.name} {rule}: "
                     f"{values}.", f"That is who wins under {theirs.name} rules; in "
                     f"{child.name} {values}."))] if old != answer else []
    return QuestionStep(
        goal=f"Judge {where} under both rules.",
        situation=Situation(seed=deal.seed, moves=deal.child.moves),
        question=fit(f"Your {cards_text(mine)} against Seat 2's {cards_text(mine, 1)}. Under "
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


def build(tables: Tables) -> Lesson | None:
    """The lesson, or ``None`` where no deal in the search shows the difference."""
    deal = find_deal(tables)
    if deal is None:
        return None
    steps = (_count_step(tables, deal), move_step(tables, deal, 0), move_step(tables, deal, 1),
             _judge_step(tables, deal))
    return Lesson(id="", title="", seats=SEATS, steps=steps)
