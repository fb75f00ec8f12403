"""How a child game differs from its parent, read from the two declarations, and that difference
in plain words (for the "what changes" lessons, :mod:`pokerrules.lessons.changes`).

A child is found through the declarations' parent links, among the families already loaded (a
game page loads its own family only, and a child's parent is mostly declared beside it); a
parent declared in another family (Ten Card Stud's, in the classic stud games) is looked for in
every family whose files are there to load (all of them, but on a page, only those the page was
sent: the catalogue's cached list of every family is not asked for, so that it is never made
from a page's few). Its difference is every part of the declaration
that is not its parent's: the steps before the showdown, what each card counts, the showdown.

>>> from pokerrules.lookup.catalogue import load
>>> family = load("pokerrules.games.seven_twenty_seven")
>>> child, parent = declarations("black-seven-twenty-seven")
>>> parent.name, difference(child, parent).parts
('7/27', ('count',))
>>> rule_words(child, parent)
'diamonds and hearts count nothing'

A showdown judged by another ranking says how that ranking judges:

>>> family = load("pokerrules.games.stud")
>>> razz, stud = declarations("razz")
>>> rule_words(razz, stud)
"the lowest hand takes the whole pot: the lowest five cards win, aces low; straights and \
flushes don't count, pairs are bad, and 5-4-3-2-A is the best"
"""

from __future__ import annotations

from dataclasses import dataclass
from difflib import SequenceMatcher

from pokerrules.lookup.catalogue import family_modules, load, loaded
from pokerrules.rankings.points import PointCount, Target, show
from pokerrules.steps.showdown import Part
from pokerrules.steps.spec import Spec

#: The parts of a declaration a child may change, in the order the words give them.
PARTS = ("steps", "count", "showdown")

_SUITS = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
_FACTORS = {0: "count nothing", 1: "count their usual value", 2: "count double"}


@dataclass(frozen=True)
class Difference:
    """Which parts of the child's declaration are not its parent's (names from :data:`PARTS`)."""

    parts: tuple[str, ...]

    @property
    def valuation(self) -> bool:
        """The deal is played the same way and only how hands are valued changes: the same
        cards count, or are judged, differently."""
        return bool(self.parts) and "steps" not in self.parts


def declarations(game_id: str) -> tuple[Spec, Spec] | None:
    """The child's declaration and its parent's, or ``None`` for a hand-written game or a root
    (or a game whose family is not loaded). A parent declared in another family than the
    child's is looked for in every family."""
    specs = {spec.id: spec for family in loaded().values() for spec in family.specs}
    child = specs.get(game_id)
    if child is None or child.parent is None:
        return None
    parent = specs.get(child.parent) or _elsewhere(child.parent)
    return None if parent is None else (child, parent)


def _elsewhere(game_id: str) -> Spec | None:
    """The declaration of ``game_id`` in a family not loaded yet, loading the families whose
    files are there until it is found (``None``: in none of them)."""
    for module in family_modules():
        family = load(module)
        found = next((spec for spec in family.specs if spec.id == game_id), None) if family else None
        if found is not None:
            return found
    return None


def _before_showdown(spec: Spec) -> tuple[object, ...]:
    return tuple(step for step in spec.steps if step is not spec.showdown)


def difference(child: Spec, parent: Spec) -> Difference:
    """The parts of ``child``'s declaration that differ from ``parent``'s."""
    changed = {"steps": _before_showdown(child) != _before_showdown(parent),
               "count": child.count != parent.count,
               "showdown": child.showdown != parent.showdown}
    return Difference(tuple(part for part in PARTS if changed[part]))


def _values(values: frozenset[int]) -> str:
    return " or ".join(show(v) for v in sorted(values))


def count_words(mine: PointCount, theirs: PointCount) -> list[str]:
    """What ``mine`` counts differently from ``theirs``: ``["clubs count double"]``."""
    words = [f"{name} count {_values(a)}" for name, a, b in (
        ("aces", mine.ace, theirs.ace), ("kings, queens and jacks", mine.face, theirs.face),
        ("tens", mine.ten, theirs.ten)) if a != b]
    by_factor: dict[int, list[str]] = {}
    for suit in sorted(_SUITS, key=lambda s: _SUITS[s]):
        factor = mine.suit_factor.get(suit, 1)
        if factor != theirs.suit_factor.get(suit, 1):
            by_factor.setdefault(factor, []).append(_SUITS[suit])
    for factor, suits in sorted(by_factor.items()):
        named = " and ".join(suits) if len(suits) < 3 else ", ".join(suits[:-1]) + " and " + suits[-1]
        words.append(f"{named} {_FACTORS.get(factor, f'count {factor} times their value')}")
    return words


def showdown_words(spec: Spec, other: Spec | None = None) -> str:
    """The showdown of ``spec`` in words, without the heading: ``"the pot is split ..."``; with
    ``other``, each part of the pot judged by a ranking ``other`` does not judge it by says how
    (the low half's "a low must be eight or better"), and a single part that is not the high
    hand is named ("the lowest hand takes the whole pot")."""
    text = _lower(spec.showdown.describe().removeprefix("Showdown: ").rstrip("."))
    parts = _parts(spec)
    if other is None:
        return text
    if len(parts) == 1 and parts[0][0] != "high":
        text = text.replace("the best hand", f"the {_superlative(parts[0][0])} hand", 1)
    theirs = dict(_parts(other))
    ways = [(name, ranking) for name, ranking in parts
            if not isinstance(ranking, Target) and theirs.get(name) != ranking
            and ranking.describe()]
    for name, ranking in ways:
        rule = _lower(ranking.describe().rstrip("."))
        if rule not in text:  # (a split card's showdown says already what the split card is)
            text += f": {rule}" if len(parts) == 1 else f"; for {name}, {rule}"
    return text


def _parts(spec: Spec) -> list[tuple[str, Part]]:
    """Each part of the pot as declared (a point target as such, not valued)."""
    shown = spec.showdown
    return [(shown.high_name, shown.high)] + ([("low", shown.low)] if shown.low is not None else [])


def _superlative(part: str) -> str:
    return {"low": "lowest"}.get(part, f"best {part}")


def rule_words(child: Spec, other: Spec, first: str = "count") -> str:
    """The rules of ``child`` that ``other`` does not have, in clauses: what cards count and how
    the showdown is won, ``first`` (``"count"`` or ``"showdown"``) first."""
    clauses = []
    if child.count is not None and other.count is not None and child.count != other.count:
        clauses.append("; ".join(count_words(child.count, other.count)))
    if child.showdown != other.showdown:
        clauses.insert(0 if first == "showdown" else len(clauses), showdown_words(child, other))
    return "; and ".join(clauses) or "the deal is played differently"


def _described(spec: Spec) -> list[str]:
    return [step.describe() for step in spec.flat_steps() if step is not spec.showdown]


def step_words(child: Spec, other: Spec) -> str:
    """The first step of the deal ``child`` plays otherwise than ``other``, in words:
    ``"In 7/27 with Replace: each player in turn may ..."``; ``""`` where the steps agree."""
    mine, theirs = _described(child), _described(other)
    matcher = SequenceMatcher(a=theirs, b=mine, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        if tag == "delete":
            return f"{child.name} leaves out: {_lower(' '.join(theirs[i1:i2]))}"
        return f"In {child.name}: {_lower(' '.join(mine[j1:j2]))}"
    return ""


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:]
