""""What changes" lessons (:mod:`pokerrules.lessons.changes`): every child game found through
the declarations' parent links gets one where its difference shows on a deal; the difference is
read from the declarations; in each question's deal the child's answer is not the parent's; and
Black 7/27 and 3/33 are checked against answers worked out here from their card counts and the
judge, not from the lesson.

The shared lesson suite (test_lesson_suite.py) plays these lessons like every other.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from pokerrules.api import handle
from pokerrules.core.actions import Action
from pokerrules.core.cards import parse
from pokerrules.lessons.changes import LESSON_ID, build, tables, tries, what_changes
from pokerrules.lessons.changes_moves import SEATS, Deal, Tables, at_point, label
from pokerrules.lessons.changes_steps import SCRIPTS as STEP_SCRIPTS
from pokerrules.lessons.changes_steps import SEEDS as STEP_SEEDS
from pokerrules.lessons.changes_steps import points
from pokerrules.lessons.changes_value import find_deal
from pokerrules.lessons.changes_words import count_words, declarations, difference, rule_words
from pokerrules.lessons.run import game_lessons, lesson_json, situation
from pokerrules.lookup.catalogue import families, spec_of
from pokerrules.lookup.registry import get, variants
from pokerrules.rankings.points import Target, show
from pokerrules.steps.spec import Deal as DealStep
from pokerrules.steps.spec import Spec
from pokerrules.table.teach.asks import TIE, WhoWins, YourHand, seat_name
from pokerrules.table.teach.model import QuestionStep
from pokerrules.table.teach.moves import write
from pokerrules.table.teach.play import LEARNER, OTHER, play, start
from pokerrules.table.teach.verdicts import NOBODY

CHILDREN = [v for v in variants() if declarations(v.id) is not None]
TAUGHT = [v for v in CHILDREN if what_changes(v)]


def _ids(variant) -> str:  # type: ignore[no-untyped-def]
    return str(variant.id)


def _lesson(game: str):  # type: ignore[no-untyped-def]
    return next(lesson for lesson in game_lessons(get(game)) if lesson.id == LESSON_ID)


def test_the_children_are_found_through_the_parent_links() -> None:
    specs = [spec for family in families() for spec in family.specs]
    assert {v.id for v in CHILDREN} == {spec.id for spec in specs if spec.parent is not None}
    seven = next(family for family in families() if any(s.id == "seven-twenty-seven"
                                                         for s in family.specs))
    assert sum(spec.parent is not None for spec in seven.specs) == len(seven.specs) - 1 > 0
    assert not what_changes(get("seven-twenty-seven")) and not what_changes(get("mus"))


@pytest.mark.parametrize("variant", CHILDREN, ids=_ids)
def test_every_child_differs_from_its_parent(variant) -> None:  # type: ignore[no-untyped-def]
    found = declarations(variant.id)
    assert found is not None
    mine, theirs = found
    assert mine.parent == theirs.id
    assert difference(mine, theirs).parts, f"{variant.name} declares no difference"
    assert not difference(mine, mine).parts


def test_every_seven_twenty_seven_child_gets_a_lesson() -> None:
    family = get("seven-twenty-seven").family
    children = [v for v in CHILDREN if v.family == family]
    declared = next(f for f in families() if f.name == family).specs
    assert len(children) == len(declared) - 1 > 0  # every game of the family but its root
    assert [v.id for v in children if not what_changes(v)] == []


def _made_by_hand(variant) -> bool:  # type: ignore[no-untyped-def]
    """Whether the game's own lessons hold its "what changes" lesson (Mexican Stud: what changes
    is who chooses the card that shows, which no deal shows by itself)."""
    return any(lesson.id == LESSON_ID for lesson in variant.lessons())


def test_a_lesson_made_by_hand_is_the_games_own_and_says_what_the_parent_does() -> None:
    made = [v for v in CHILDREN if v not in TAUGHT and _made_by_hand(v)]
    assert made, "no child has a what-changes lesson made by hand"
    for variant in made:
        lesson = next(lesson for lesson in variant.lessons() if lesson.id == LESSON_ID)
        parent = declarations(variant.id)[1]  # type: ignore[index]
        assert parent.name in lesson.title


@pytest.mark.parametrize("variant", [v for v in CHILDREN if v not in TAUGHT and not _made_by_hand(v)],
                         ids=_ids)
def test_a_child_without_one_gives_the_learner_no_decision_outside_the_betting(variant) -> None:  # type: ignore[no-untyped-def]
    """The one reason a child is left out: it differs by nothing a deal can show (Suck Back:
    only folding differs, the same cards are dealt and valued the same way), and the builder
    follows the learner's decisions, of which such a game asks none but bets. A child valued
    otherwise always gets one."""
    pair = tables(variant)
    assert pair is not None and not difference(pair.mine, pair.theirs).valuation
    for seed in range(STEP_SEEDS):
        for scripts in STEP_SCRIPTS:
            run = play(variant, seed, SEATS, {}, scripts)
            assert len(run.decisions) < 2


@pytest.mark.parametrize("variant", TAUGHT, ids=_ids)
def test_the_lesson_is_the_games_last_and_is_built_the_same_each_time(variant) -> None:  # type: ignore[no-untyped-def]
    lessons = game_lessons(variant)
    assert lessons[-1].id == LESSON_ID and [lesson.id for lesson in lessons].count(LESSON_ID) == 1
    assert build(variant) == lessons[-1]
    text = " ".join(str(step) for step in lessons[-1].steps)
    assert variant.id not in text, "a game is named by its display name, never its id"
    assert "seat 0" not in text.lower() and "Seat 1" not in text


@pytest.mark.parametrize("variant", TAUGHT, ids=_ids)
def test_every_wrong_choice_has_its_reason(variant) -> None:  # type: ignore[no-untyped-def]
    lesson = lesson_json(variant, _lesson(variant.id))
    asked = [step for step in lesson["steps"] if step["kind"] == "question"]
    assert asked
    for step in asked:
        wrong = set(step["choices"]) - {step["answer"]}
        assert set(step["reasons"]) == wrong and all(step["reasons"].values())
        assert step["hides"]
    moves = [step for step in lesson["steps"] if step["kind"] == "move"]
    assert len(moves) >= 2 and all(w["why"] for step in moves for w in step["wrong"])


@pytest.mark.parametrize("variant", TAUGHT, ids=_ids)
def test_in_each_questions_deal_the_parent_answers_otherwise(variant) -> None:  # type: ignore[no-untyped-def]
    """Each question's answer on the child's table, against the same question on the parent's
    table at the same moment of the same deal: they differ, and the parent's is a choice."""
    pair = tables(variant)
    assert pair is not None
    lesson = _lesson(variant.id)
    deal, twins = _lesson_deal(pair)
    for step in lesson.steps:
        if not isinstance(step, QuestionStep):
            continue
        state = situation(variant, lesson, step)
        twin = start(pair.parent, deal.seed, SEATS, {}, twins[step.situation.moves])
        choices = step.ask.choices(state, LEARNER)
        if isinstance(step.ask, WhoWins):
            part = step.ask.part
            same = _cards(state)
            assert same == _cards(twin), "not the same hands"
            named = [name for name, _ in pair.theirs.parts()]  # a high parent's one part too
            theirs = WhoWins(part if part in named else named[0]).answer(twin, LEARNER)
        else:
            assert isinstance(step.ask, YourHand)
            theirs = label(twin)
        assert step.ask.answer(state, LEARNER) != theirs
        assert theirs in choices


def _lesson_deal(pair: Tables) -> tuple[Deal, dict[tuple[str, ...], tuple[str, ...]]]:
    """The lesson's deal, found as the builder finds it (:func:`tries`, the first found), and
    the moves on the parent's table at each moment a question may be asked, by the child's."""
    from pokerrules.lessons.changes_steps import find_deal as find_steps_deal

    for way, bettings in tries(pair):
        if way == "steps":
            found = find_steps_deal(pair, bettings)
            if found is not None:
                return found[0], {mine: theirs for _, mine, theirs in points(found[0])}
        elif (deal := find_deal(pair, bettings)) is not None:
            return deal, {deal.child.moves[:deal.child.decisions[0]]: at_point(deal.parent, 0),
                          deal.child.moves: deal.parent.moves}
    raise AssertionError("no deal")


def _cards(state) -> list[list[tuple[str, bool]]]:  # type: ignore[no-untyped-def]
    """Each hand's cards and which are face up: the marks the valuation adds (wild, best)
    differ between the two tables by design."""
    return [[(c["code"], c["up"]) for c in h["cards"]] for h in state.view(LEARNER)["hands"]]


def _totals_label(cards: str, game: str) -> str:
    """What the 7/27 family's table labels a hand, worked out here from the game's declared
    card count and targets: each half's best total."""
    declared = spec_of(game)
    assert declared is not None and declared.count is not None
    totals = declared.count.totals(parse(cards))
    shown = []
    for name, part in (("high", declared.showdown.high), ("low", declared.showdown.low)):
        if part is None:
            continue
        assert isinstance(part, Target)
        best = part.best(totals)
        shown.append(f"{name} {show(best)}" if best is not None else f"no {name}")
    return ", ".join(shown)


def _judged(game: str, hands: list[str], part: str) -> str:
    import json

    reply = json.loads(handle(json.dumps({"op": "judge", "variant": game, "hands": hands})))
    winners = next(p for p in reply["parts"] if p["part"] == part)["winners"]
    if not winners:
        return NOBODY  # a low half no hand qualifies for
    return TIE if len(winners) > 1 else seat_name(winners[0], LEARNER)


@pytest.mark.parametrize(("game", "parent", "parts"), [
    ("black-seven-twenty-seven", "seven-twenty-seven", ("count",)),
    ("three-thirty-three", "seven-twenty-seven", ("count", "showdown")),
])
def test_black_and_three_thirty_three(game: str, parent: str, parts: tuple[str, ...]) -> None:
    pair = tables(get(game))
    assert pair is not None and pair.theirs.id == parent
    assert difference(pair.mine, pair.theirs).parts == parts
    lesson = lesson_json(get(game), _lesson(game))
    assert lesson["title"] == f"What changes from 7/27 to {get(game).name}"
    assert [step["kind"] for step in lesson["steps"]] == ["question", "move", "move", "question"]
    count, _, _, showdown = lesson["steps"]
    # The count: the learner's cards as the step's table shows them, counted here both ways.
    view = handle_view(count["history"])
    cards = " ".join(c["code"] for c in view["hands"][LEARNER]["cards"])
    assert count["answer"] == _totals_label(cards, game)
    assert _totals_label(cards, parent) in count["choices"]
    assert _totals_label(cards, parent) != count["answer"]
    assert count["hides"] == ["label"] and "7/27 rules" in count["reasons"][_totals_label(cards, parent)]
    # The showdown: the same hands, judged by the facade under each game's rules.
    view = handle_view(showdown["history"])
    hands = [" ".join(c["code"] for c in h["cards"]) for h in view["hands"]]
    part = "high" if "high" in showdown["goal"] else "low"
    assert showdown["answer"] == _judged(game, hands, part)
    assert _judged(parent, hands, part) != showdown["answer"]
    assert showdown["reasons"][_judged(parent, hands, part)].startswith(
        "That is who wins under 7/27 rules")


def handle_view(history: dict) -> dict:  # type: ignore[type-arg]
    import json

    reply = json.loads(handle(json.dumps({"op": "view", "history": history})))
    assert reply["ok"]
    view: dict = reply["view"]  # type: ignore[type-arg]
    return view


def test_the_rules_in_words() -> None:
    black, seven = declarations("black-seven-twenty-seven") or ((None,) * 2)
    assert black is not None and seven is not None and black.count and seven.count
    assert count_words(black.count, seven.count) == ["diamonds and hearts count nothing"]
    assert count_words(seven.count, black.count) == ["diamonds and hearts count their usual value"]
    three, _ = declarations("three-thirty-three") or ((None,) * 2)
    assert three is not None
    assert rule_words(three, seven).startswith("kings, queens and jacks count 10; and the pot")
    assert rule_words(three, seven, first="showdown").endswith("kings, queens and jacks count 10")
    eight, stud = declarations("seven-stud-high-low-eight") or ((None,) * 2)
    assert eight is not None and stud is not None
    assert rule_words(eight, stud).startswith("the best high hand and the best low hand split")
    assert rule_words(eight, stud).endswith("a low must be eight or better, with no pair")


def test_the_scripts_play_the_same_deal_on_both_tables() -> None:
    """Where only the valuation differs, the same script deals the same cards on both tables,
    whoever opens the betting (the best hand showing differs with the count)."""
    games = (get("black-seven-twenty-seven"), get("seven-twenty-seven"))
    for seed in range(8):
        runs = [play(game, seed, SEATS, {}, ((OTHER,), (OTHER,))) for game in games]
        assert all(run.over and run.decisions for run in runs)
        ends = [start(game, seed, SEATS, {}, run.moves) for game, run in zip(games, runs, strict=True)]
        black, seven = ([[c["code"] for c in h["cards"]] for h in end.view(LEARNER)["hands"]]
                        for end in ends)
        assert black == seven


def _typed(lesson: dict) -> Iterator[str]:  # type: ignore[type-arg]
    for step in lesson["steps"]:
        if step["kind"] == "move":
            yield write(Action.from_json(step["accept"][0]))
        else:
            yield str(step["choices"].index(step["answer"]) + 1)


def test_the_terminal_takes_the_lesson() -> None:
    from pokerrules.cli.main import COMMANDS, parser

    game = "three-thirty-three"
    lesson = lesson_json(get(game), _lesson(game))
    lines: list[str] = []
    answers = iter([*_typed(lesson), "quit"])
    args = parser().parse_args(["learn", game, "--lesson", LESSON_ID])
    COMMANDS[args.command](args, lines.append, lambda prompt: next(answers))  # type: ignore[call-arg]
    assert sum(line.startswith("  Right.") for line in lines) == len(lesson["steps"])
    assert "Lesson done: 3 stars" in "\n".join(lines)


def test_the_page_lists_it_with_the_other_lessons() -> None:
    from pokerrules.pages.docs_learn import lessons

    html = lessons("red-seven-twenty-seven")
    assert f'data-lesson="{LESSON_ID}"' in html and "What changes from 7/27 to Red 7/27" in html
    assert 'data-lesson="black-cards-count-nothing"' in html


def test_a_page_with_one_family_loaded_builds_it_without_loading_another() -> None:
    """A game page loads its own family only: the parent and the siblings are found there."""
    _runs_alone(
        "import sys\n"
        "from pokerrules.lookup.catalogue import load, loaded\n"
        "load('pokerrules.games.seven_twenty_seven')\n"
        "from pokerrules.lessons.run import lessons_json\n"
        "found = [l['id'] for l in lessons_json('black-seven-twenty-seven')]\n"
        "assert found[-1] == 'what-changes', found\n"
        "assert list(loaded()) == ['pokerrules.games.seven_twenty_seven'], list(loaded())\n"
        "others = [m for m in sys.modules if m.startswith('pokerrules.games.')\n"
        "          and not m.startswith('pokerrules.games.seven_twenty_seven')]\n"
        "assert not others, others\n"
    )


def _runs_alone(code: str) -> None:
    """``code`` runs without error in a Python of its own (as a page's, which loads one family)."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          cwd=root)
    assert done.returncode == 0, done.stderr


def _dealt(spec: Spec) -> int:
    """How many cards the declaration's dealing steps give each player."""
    return sum(step.down + step.up for step in spec.flat_steps() if isinstance(step, DealStep))


def test_a_child_dealt_more_cards_or_valued_otherwise_gets_one() -> None:
    """More cards dealt (Eight Card Stud from Seven) or another count or showdown (Razz, High/Low
    8 or Better): a deal shows either, even where the learner only bets."""
    shown = []
    for variant in CHILDREN:
        pair = tables(variant)
        assert pair is not None
        if _dealt(pair.mine) > _dealt(pair.theirs) or \
                {"count", "showdown"} & set(difference(pair.mine, pair.theirs).parts):
            shown.append(variant.id)
    assert {"eight-card-stud", "nine-card-stud", "ten-card-stud", "razz",
            "seven-stud-high-low-eight"} <= set(shown)
    assert [game for game in shown if not what_changes(get(game))] == []


@pytest.mark.parametrize("game", ["eight-card-stud", "nine-card-stud", "ten-card-stud"])
def test_one_more_card_is_asked_about_before_the_showdown(game: str) -> None:
    """The hand asked about is the child's whole hand at the learner's last turn, before the
    showdown tells anything: worked out here with the poker ranking, it is the answer, and the
    same deal one card short (the parent's hand) is the parent's choice, another hand."""
    from pokerrules.rankings.poker import HighPoker

    lesson = lesson_json(get(game), _lesson(game))
    asked = [step for step in lesson["steps"] if step["kind"] == "question"]
    assert len(asked) == 1 and [s["kind"] for s in lesson["steps"]].count("move") == 2
    step = asked[0]
    view = handle_view(step["history"])
    assert not view.get("result"), "asked after the showdown"
    cards = [c["code"] for c in view["hands"][LEARNER]["cards"]]
    declared = spec_of(game)
    assert declared is not None and declared.parent is not None
    assert len(cards) == declared.stats.cards
    mine, theirs = (HighPoker().evaluate(parse(" ".join(hand))).label for hand in (cards, cards[:-1]))
    assert step["answer"] == mine != theirs and theirs in step["choices"]
    assert f"under {get(declared.parent).name} rules" in step["reasons"][theirs]


@pytest.mark.parametrize(("game", "part"), [("razz", "low"), ("seven-stud-high-low-eight", "low")])
def test_the_same_stud_showdown_judged_for_low(game: str, part: str) -> None:
    """Razz and High/Low 8 or Better deal Seven Card Stud's cards: the lesson's last question
    asks who wins the low part, judged here by the facade under each game's rules; under Seven
    Card Stud's rules the whole pot went elsewhere."""
    lesson = lesson_json(get(game), _lesson(game))
    kinds = [step["kind"] for step in lesson["steps"]]
    assert kinds == ["question", "move", "move", "question"]
    count, showdown = lesson["steps"][0], lesson["steps"][-1]
    assert count["answer"] != [c for c in count["choices"] if "Seven Card Stud" in
                               count["reasons"].get(c, "")][0]
    view = handle_view(showdown["history"])
    hands = [" ".join(c["code"] for c in h["cards"]) for h in view["hands"]]
    assert showdown["answer"] == _judged(game, hands, part)
    assert _judged("seven-card-stud", hands, "high") != showdown["answer"]
    assert showdown["reasons"][_judged("seven-card-stud", hands, "high")].startswith(
        "That is who wins under Seven Card Stud rules")
    assert "Under Seven Card Stud rules" in showdown["question"]


def test_a_parent_in_another_family_is_found_from_a_page_with_one_family() -> None:
    """Ten Card Stud's parent, Nine Card Stud, is declared with the classic stud games: a page
    that loaded Ten Card Stud's family alone still builds its lesson where the parent's files
    are there (the families there are loaded to find it), without making the catalogue's cached
    list of every family (a page's would hold only the families it was sent)."""
    _runs_alone(
        "from pokerrules.lookup.catalogue import load, loaded\n"
        "load('pokerrules.games.ten_card_stud')\n"
        "from pokerrules.lessons.run import lessons_json\n"
        "found = [l['id'] for l in lessons_json('ten-card-stud')]\n"
        "assert found[-1] == 'what-changes', found\n"
        "assert 'pokerrules.games.stud' in loaded()\n"
        "from pokerrules.lookup.catalogue import families\n"
        "assert families.cache_info().currsize == 0, 'the list of every family made'\n"
    )


def test_where_the_learner_only_bets_the_hands_are_compared_before_the_showdown() -> None:
    """A child whose learner makes no two decisions but bets: its hand is asked about at the
    learner's last turn, before the showdown shows it, and where a turn offers a move outside
    the betting (a call that stops the dealing), the lesson plays such a turn."""
    from pokerrules.lessons.changes_steps import find_deal as find_steps_deal
    from pokerrules.table.teach.play import BETTING, is_decision

    checked = []
    for variant in TAUGHT:
        pair = tables(variant)
        assert pair is not None
        deal, _ = _lesson_deal(pair)
        if not deal.betting or deal.part:  # (a deal with a part judged: the valuation lesson)
            continue
        found = find_steps_deal(pair, (True,))
        assert found is not None and found[0] == deal
        deal, made = found
        assert made == len(deal.child.decisions) - 1, "not the last turn"
        lesson = lesson_json(variant, _lesson(variant.id))
        question = next(step for step in lesson["steps"] if step["kind"] == "question")
        assert not handle_view(question["history"]).get("result"), "asked after the showdown"
        offered = [n for n in range(len(deal.child.decisions)) if is_decision(start(
            variant, deal.seed, SEATS, {}, at_point(deal.child, n)).legal_actions())]
        played = [step["accept"][0]["kind"] for step in lesson["steps"] if step["kind"] == "move"]
        assert bool(offered) == any(kind not in BETTING for kind in played), variant.id
        checked.append(variant.id)
    assert {"eight-card-stud", "nine-card-stud", "ten-card-stud"} <= set(checked)
