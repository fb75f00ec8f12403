"""Words from declarations: a step game's rules, its rules card, how it differs from its parent,
and its family tree. All generated, so the pages cannot drift from the code.

>>> from pokerrules.games.seven_twenty_seven import NO_CHASER
>>> text = differences(NO_CHASER)
>>> text.startswith("- **Card offers.** 7/27:"), "Only a player who took a card" in text
(True, True)
"""

from __future__ import annotations

from dataclasses import replace
from difflib import SequenceMatcher
from html import escape

from pokerrules.lookup.catalogue import family_of, spec_of, tag_anchor
from pokerrules.rankings.wild import Wild
from pokerrules.steps.rules_text import how_to_play, step_lines
from pokerrules.steps.spec import SourceStats, Spec

__all__ = ["differences", "family_tree_svg", "how_to_play", "rules_card", "step_lines"]


#: What the source database's codes mean: it writes 202 (and 203, 204 for a deal with no set end)
#: where a figure varies with play, 98 where there is no fixed number, and 0 where none is given.
_CODES = {202: "varies with play", 203: "varies with play", 204: "varies with play",
          98: "no fixed number", 0: "not given"}


def decode(value: int) -> str:
    """A figure from the source in plain words: its number, or what the source's code means.

    >>> decode(98), decode(202), decode(7)
    ('no fixed number', 'varies with play', '7')
    """
    return _CODES.get(value, str(value))


def _players(min_seats: int, max_seats: int, source: int) -> str:
    """The Players row: what the simulator seats, then what the source allows, in words."""
    here = f"{min_seats} to {max_seats} in the simulator"
    if source == 98:
        return f"any number of players, as long as the deck lasts ({here})"
    if source == 0 or source in _CODES:
        return f"{here}; the source does not say"
    return f"up to {source} ({here})"


def _count(n: int, down: int, up: int) -> str:
    sides = [f"{k} face {side}" for k, side in ((down, "down"), (up, "up")) if k]
    return f"{n} ({', '.join(sides)})" if len(sides) > 1 else (sides[0] if sides else "none")


def _cards(spec: Spec) -> str:
    """The Cards row: what the declaration deals each player, and how the hand can grow."""
    down = sum(getattr(s, "down", 0) for s in spec.steps if type(s).__name__ == "Deal")
    up = sum(getattr(s, "up", 0) for s in spec.steps if type(s).__name__ == "Deal")
    text = _count(down + up, down, up)
    repeats = any(s.inner() for s in spec.steps)
    source = spec.stats.cards
    if repeats:
        return f"{text} to start, then more as the hand goes on: how many varies with play"
    if source not in _CODES and source > down + up:
        return f"{text}; a hand can grow to as many as {source} cards"
    return text


def _rounds(spec: Spec) -> str:
    """The Betting rounds row, counted from the declaration."""
    outside = sum(1 for s in spec.steps if type(s).__name__ == "Bet")
    looped = [s for s in spec.steps if any(type(i).__name__ == "Bet" for i in s.inner())]
    if not looped:
        return str(outside)
    more = {0: "", 1: ", plus one other round"}.get(outside, f", plus {outside} other rounds")
    return f"varies with play: one each time the repeated steps in How to play come round{more}"


def rules_card(spec: Spec, min_seats: int, max_seats: int) -> str:
    """The rules card in plain words, then the source's own record, folded away.

    >>> import re
    >>> from pokerrules.games.seven_twenty_seven import GO_FISH
    >>> card, record = rules_card(GO_FISH, 2, 8).split("??? ")
    >>> "any number of players" in card, re.findall(r"\\b(?:98|202|383)\\b", card)
    (True, [])
    >>> record.startswith('info "Source record"'), "Game number: 383" in record
    (True, True)
    """
    stats: SourceStats = spec.stats
    rows = [
        ("Players", _players(min_seats, max_seats, stats.players)),
        ("Deck", "one standard 52-card deck, no jokers"),
        ("Wild cards", "none" if stats.wilds == 0 else str(stats.wilds)),
        ("Cards dealt to each player", _cards(spec)),
        ("Betting rounds", _rounds(spec)),
        ("Family", family_of(spec.id).name),
        ("Parent", _parent_link(spec)),
        ("Credited to", _credit(stats.source)),
        ("Tags", ", ".join(f"[{tag}](index.md#{tag_anchor(tag)})" for tag in spec.tags)),
    ]
    if spec.table is not None:
        changed = spec.table.card_rows()
        rows = [(name, changed.get(name, value)) for name, value in rows]
    if spec.aliases:
        rows.insert(0, ("Also called", ", ".join(spec.aliases)))
    out = ["| Rules card | |", "|---|---|"]
    out += [f"| **{k}** | {v} |" for k, v in rows]
    out += ["", *_source_record(spec)]
    return "\n".join(out)


def _credit(source: str) -> str:
    return "not known: the source lists its origin as misplaced" \
        if source.lower() == "source misplaced" else source


def _source_record(spec: Spec) -> list[str]:
    """The figures as the source database prints them, codes and all, in a closed box."""
    stats = spec.stats
    figures = [("Game number", str(spec.serial)), ("Players", str(stats.players)),
               ("Cards", str(stats.cards)), ("Betting rounds", str(stats.betting_rounds)),
               ("Most cards one player sees", str(stats.max_cards_seen)),
               ("Wild cards", str(stats.wilds)), ("Source", stats.source)]
    lines = ['??? info "Source record"',
             "    The game's entry in the database these rules come from, as printed there. The "
             "database writes 202, 203 or 204 where a figure varies with play, 98 where there is "
             "no fixed number, and 0 where it gives none.",
             ""]
    lines += [f"    - {name}: {value}" for name, value in figures]
    return lines


def _parent_link(spec: Spec) -> str:
    if spec.parent is None:
        return "none: the root of the family"
    return f"[{parent_of(spec).name}]({spec.parent}.md)"


def parent_of(spec: Spec) -> Spec:
    assert spec.parent is not None
    parent = spec_of(spec.parent)
    assert parent is not None, f"{spec.name}'s parent {spec.parent!r} is not declared"
    return parent


def _step_names(spec: Spec) -> list[tuple[str, str]]:
    """(kind, description) for each step, repeats opened out with a marker."""
    out: list[tuple[str, str]] = []
    for step in spec.steps:
        if step.inner():
            out.append((step.heading, step.describe().replace("these steps", "the next steps") + ":"))
            out.extend((s.heading, "— " + s.describe()) for s in step.inner())
        elif step is not spec.showdown:
            out.append((step.heading, step.describe()))
    return out


def differences(spec: Spec, parent: Spec | None = None) -> str:
    """Markdown bullets: every way ``spec`` differs from its parent's declaration."""
    if parent is None:
        if spec.parent is None:
            return f"{spec.name} is the root of its family: every other member changes it."
        parent = parent_of(spec)
    bullets = []
    mine, theirs = _step_names(spec), _step_names(parent)
    matcher = SequenceMatcher(a=[d for _, d in theirs], b=[d for _, d in mine], autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        old = " ".join(d.lstrip("— ") for _, d in theirs[i1:i2])
        new = " ".join(d.lstrip("— ") for _, d in mine[j1:j2])
        kind = (mine[j1:j2] or theirs[i1:i2])[0][0]
        if tag == "insert":
            bullets.append(f"**{kind}.** Added: {new}")
        elif tag == "delete":
            bullets.append(f"**{kind}.** Left out: {old}")
        else:
            bullets.append(f"**{kind}.** {parent.name}: {old} Here: {new}")
    if spec.count != parent.count and spec.count is not None and parent.count is not None:
        bullets.append(f"**Card values.** {parent.name}: {parent.count.describe()} "
                       f"Here: {spec.count.describe()}")
    bullets += _table_bullets(spec, parent)
    a, b = parent.showdown, spec.showdown
    said_a, said_b = a.describe()[len("Showdown: "):], b.describe()[len("Showdown: "):]
    if said_a != said_b:
        bullets.append(f"**Showdown.** {parent.name}: {said_a} Here: {said_b}")
    elif a != b and not _table_tells_hands(spec, parent):
        bullets += _ranking_bullets(spec, parent)
    if not bullets:
        return f"Its declaration is the same as {parent.name}'s."
    return "\n".join(f"- {b}" for b in dict.fromkeys(bullets))  # each change said once


def _sides(parent: Spec, old: str, new: str, heading: str) -> list[str]:
    """A bullet saying what ``parent`` had and what this game has, if the words differ."""
    return [] if old == new else [f"**{heading}.** {parent.name}: {old} Here: {new}"]


def _table_bullets(spec: Spec, parent: Spec) -> list[str]:
    """The table rule (a rule watching the whole table) that ``spec`` adds, drops or changes."""
    mine, theirs = spec.table, parent.table
    if mine == theirs:
        return []
    if theirs is None and mine is not None:
        return [f"**{mine.heading}.** Added: {mine.describe()}"]
    if mine is None and theirs is not None:
        return [f"**{theirs.heading}.** Left out: {theirs.describe()}"]
    assert mine is not None and theirs is not None
    return _sides(parent, theirs.describe(), mine.describe(), mine.heading)


def _table_tells_hands(spec: Spec, parent: Spec) -> bool:
    """Whether ``spec``'s own table rule (not its parent's) says how hands are valued, so that
    its bullet already tells a changed ranking (Follow the Queen's wild cards)."""
    rule = spec.table
    if rule is None or rule == parent.table:
        return False
    return any(rule.hands(ranking) != ranking.describe() for _, ranking in spec.parts())


def _wild_words(wild: Wild | None) -> str:
    return "no wild cards." if wild is None else wild.describe()


def _ranking_bullets(spec: Spec, parent: Spec) -> list[str]:
    """What differs in how hands are valued, when the showdown's own words read the same: the
    wild cards alone where only they changed, else each part's ranking in its own words."""
    out: list[str] = []
    for (name, old), (_, new) in zip(parent.parts(), spec.parts(), strict=False):
        if old == new:
            continue
        wild_old, wild_new = getattr(old, "wild", None), getattr(new, "wild", None)
        if type(old) is type(new) and wild_old != wild_new and \
                replace(old, wild=wild_new) == new:  # type: ignore[type-var]
            out += _sides(parent, _wild_words(wild_old), _wild_words(wild_new), "Wild cards")
        else:
            heading = "Hands" if len(spec.parts()) == 1 else f"Hands ({name})"
            out += _sides(parent, old.describe(), new.describe(), heading)
    return out


def family_tree_svg(specs: tuple[Spec, ...], current: str | None = None, base: str = "../",
                    family: str = "7/27") -> str:
    """An SVG tree of the family: each game a linked box, indented under its parent.

    Links are ``xlink:href``: Material's instant navigation rewrites every ``href`` it finds,
    and an SVG link's ``href`` cannot be set from script. ``base`` leads from the page to the
    games' folder (``"../"`` from a game page, ``""`` from the catalogue).
    """
    ids = {spec.id for spec in specs}
    children: dict[str | None, list[Spec]] = {}
    for spec in specs:  # a game whose parent is not drawn is a root of the drawing
        children.setdefault(spec.parent if spec.parent in ids else None, []).append(spec)
    rows: list[tuple[int, Spec]] = []

    def walk(parent: str | None, depth: int) -> None:
        for spec in children.get(parent, []):
            rows.append((depth, spec))
            walk(spec.id, depth + 1)

    walk(None, 0)
    row_h, indent, box_w, box_h = 30, 28, 250, 22
    height = row_h * len(rows) + 8
    width = indent * 3 + box_w + 8
    parts = [f'<svg class="pr-tree" xmlns="http://www.w3.org/2000/svg" '
             f'xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 {width} '
             f'{height}" width="{width}" height="{height}" role="group" '
             f'aria-label="Family tree of the {escape(family)} games">',
             f"<title>Family tree of the {escape(family)} games</title>"]
    y_of: dict[str, int] = {}
    for index, (depth, spec) in enumerate(rows):
        x, y = 4 + depth * indent, 4 + index * row_h
        y_of[spec.id] = y
        if spec.parent in y_of:
            px = 4 + (depth - 1) * indent + 10
            py = y_of[spec.parent] + box_h
            parts.append(f'<path class="pr-tree-edge" d="M{px} {py} V{y + box_h // 2} H{x}" '
                         'fill="none" stroke="currentColor" stroke-opacity="0.5"/>')
        here = spec.id == current
        current_attr = ' aria-current="page"' if here else ""
        current_class = " pr-tree-current" if here else ""
        parts.append(
            f'<a xlink:href="{base}{spec.id}/"{current_attr}>'
            f'<rect x="{x}" y="{y}" width="{box_w - depth * indent}" height="{box_h}" rx="4" '
            f'class="pr-tree-node{current_class}"/>'
            f'<text x="{x + 8}" y="{y + 15}">{escape(spec.name)}</text></a>')
    parts.append("</svg>")
    return "".join(parts)
