"""The 7/27 family's own lesson checks: its drill deals hands the size point-count hands end at,
the judge agrees with every drill answer, and 7/27's tie lesson teaches the table's real default.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from pokerrules.api import handle
from pokerrules.lessons.run import situation
from pokerrules.lookup.catalogue import families
from pokerrules.lookup.registry import get
from pokerrules.table.teach.model import QuestionStep

FAMILY = [v for f in families() if f.name == "7/27" for v in f.variants]
SEEDS = range(1, 41)
#: Cards each player starts with, read from the page's own rules, not from the drill's code.
STARTS_WITH_THREE = {"chilcoots-seven-twenty-seven", "seven-twenty-seven-twists"}


def call(request: dict[str, Any]) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(handle(json.dumps(request)))
    return reply


def test_the_family_is_all_there() -> None:
    """The family's games are its declarations, root first, each a descendant of 7/27."""
    [family] = [f for f in families() if f.name == "7/27"]
    assert [v.id for v in FAMILY] == [spec.id for spec in family.specs]
    assert FAMILY and FAMILY[0].id == "seven-twenty-seven"
    ids = {v.id for v in FAMILY}
    assert all(spec.parent in ids for spec in family.specs[1:])


@pytest.mark.parametrize("variant", FAMILY, ids=lambda v: v.id)
def test_drill_deals_point_count_hands(variant) -> None:  # type: ignore[no-untyped-def]
    least = 3 if variant.id in STARTS_WITH_THREE else 2
    sizes: set[int] = set()
    counts: set[int] = set()
    for seed in SEEDS:
        reply = call({"op": "drill", "variant": variant.id, "seed": seed})
        assert reply["ok"], reply
        hands = reply["hands"]
        counts.add(len(hands))
        cards = [c["code"] for hand in hands for c in hand["cards"]]
        assert len(cards) == len(set(cards)), f"seed {seed}: a card is dealt twice"
        for hand in hands:
            sizes.add(len(hand["cards"]))
    assert counts <= {2, 3, 4} and len(counts) > 1, counts
    assert sizes == set(range(least, least + 3)), sizes


@pytest.mark.parametrize("variant", FAMILY, ids=lambda v: v.id)
def test_drill_answers_agree_with_the_judge(variant) -> None:  # type: ignore[no-untyped-def]
    for seed in SEEDS[:12]:
        drill = call({"op": "drill", "variant": variant.id, "seed": seed})
        hands = [" ".join(c["code"] for c in hand["cards"]) for hand in drill["hands"]]
        verdict = call({"op": "judge", "variant": variant.id, "hands": hands})
        assert verdict["ok"], verdict
        assert [p["part"] for p in verdict["parts"]] == [p["part"] for p in drill["parts"]]
        for judged, asked in zip(verdict["parts"], drill["parts"], strict=True):
            winners = judged["winners"]
            expected = ("Nobody" if not winners else "A tie" if len(winners) > 1
                        else f"Hand {winners[0] + 1}")
            assert asked["answer"] == expected, (variant.id, seed, asked["part"])
            assert asked["answer"] in asked["choices"]


def test_the_same_seed_deals_the_same_drill() -> None:
    first = call({"op": "drill", "variant": "seven-twenty-seven", "seed": 99})
    again = call({"op": "drill", "variant": "seven-twenty-seven", "seed": 99})
    other = call({"op": "drill", "variant": "seven-twenty-seven", "seed": 100})
    assert first == again and first != other


def test_the_tie_lesson_teaches_the_default_tie_rule() -> None:
    """The lesson leaves the tie rule at the table's default and names it; if the default ever
    changed, this fails rather than the lesson teaching a rule the table no longer follows."""
    variant = get("seven-twenty-seven")
    default = next(o.default for o in variant.options if o.name == "ties")
    lesson = next(lesson for lesson in variant.lessons() if lesson.id == "picture-cards-and-ties")
    assert "ties" not in lesson.options
    assert default == "inside"
    tie_step = next(s for s in lesson.steps if "equally close" in s.goal)
    assert isinstance(tie_step, QuestionStep)
    assert "inside" in tie_step.explain and "inside" in tie_step.hint
    data = call({"op": "lessons", "variant": variant.id})["lessons"]
    step = next(les for les in data if les["id"] == lesson.id)["steps"][lesson.steps.index(tie_step)]
    assert step["answer"] == "Seat 2"  # 7½ beats 6½ for low under "inside"
    outside = replace(lesson, options={"ties": "outside"})
    state = situation(variant, outside, tie_step)
    assert tie_step.ask.answer(state, 0) == "You"  # the same hands, the other rule
