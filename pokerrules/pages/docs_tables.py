"""Markdown for the parts of the site that come from the package, so they cannot drift.

The site build's Markdown extension (``sitebuild.directives`` in ``site-build/``, run by
MkDocs and by Zensical) replaces ``<!-- md:NAME ARG -->`` with ``render(NAME, ARG)``. An
unknown name raises, which fails the build.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from html import escape
from typing import Any

from pokerrules.lookup.catalogue import families, module_of, spec_of, tag_anchor
from pokerrules.lookup.registry import get, variants
from pokerrules.pages import describe, docs_learn
from pokerrules.steps.spec import Spec
from pokerrules.table.game import Variant
from pokerrules.table.judge_box import judge_box


def _pct(x: float, places: int = 2) -> str:
    return f"{x * 100:.{places}f}%"


def catalogue(_: str) -> str:
    """Every game as a block of its own (name, summary, players, family, tags), which stack on a
    narrow screen. The data attributes feed the filters that docs/javascripts/catalogue.js adds;
    without JavaScript every game is simply listed. Tags are joined with commas, so none may
    contain one.
    """
    items = []
    for v in variants():
        if any("," in tag for tag in v.tags):
            raise ValueError(f"{v.name} has a tag with a comma in it: {v.tags}")
        players = (f"{v.min_seats} player" if v.min_seats == v.max_seats == 1 else
                   f"{v.min_seats} players" if v.min_seats == v.max_seats else
                   f"{v.min_seats} to {v.max_seats} players")
        items.append(
            f'<li class="pr-game" data-id="{escape(v.id)}" data-family="{escape(v.family)}" '
            f'data-tags="{escape(",".join(v.tags))}" data-min="{v.min_seats}" '
            f'data-max="{v.max_seats}" markdown="1">\n'
            f'<p class="pr-game-name" markdown="span">[{escape(v.name, quote=False)}]({v.id}.md)</p>\n'
            f'<p class="pr-game-summary">{escape(v.summary)}</p>\n'
            f'<p class="pr-game-facts">{players} · Family: {escape(v.family)} · '
            f'Tags: {_tag_links(v.tags)}</p>\n'
            "</li>")
    return ('<ul class="pr-catalogue" markdown="1">\n' + "\n".join(items) + "\n</ul>")


#: What each catalogue tag means, for players. A game with a tag missing here fails the build.
TAG_MEANINGS = {
    "casino": "A casino table game.",
    "banked": "Everyone plays against the dealer, who pays the winning bets, rather than against "
              "each other.",
    "three cards": "A hand is three cards, not five.",
    "no draw": "The cards you are dealt are the cards you play; none are swapped.",
    "stud": "Some of each player's cards are dealt face up for everyone to see, with betting "
            "between the deals.",
    "high-low": "The pot is split in two: one half for the best high hand, one for the best low "
                "hand.",
    "odd-ranks": "Cards are valued in an unusual way, for example counted as points instead of "
                 "ranked as poker hands.",
    "draw": "A player may swap a card for a new one.",
    "board": "Cards dealt face up to the middle of the table belong to every hand.",
    "pass": "Cards pass from one player to another during the hand.",
    "flip": "Players choose which of their face-down cards to turn face up.",
    "split-pot": "The pot is always shared between two winners.",
    "split-card": "Half the pot goes to the player holding a certain card, such as the highest "
                  "spade dealt face down.",
    "match": "Not one hand but a match of many deals, with points and a pot carried from deal to "
             "deal until someone wins.",
    "wild": "Some cards are wild: they play as any card their holder names.",
    "blind": "Players may not look at their own cards; they turn them up one at a time.",
    "tricks": "Players play one card each to a trick, and the best card takes it.",
    "no betting": "Nobody bets: the game is played for points.",
    "partnership": "Players play in partnerships or teams, and partners score together.",
    "rummy": "Players draw and discard to form their hand into melds: runs of one suit and sets "
             "of a kind.",
    "two decks": "Played with two decks shuffled together, so a card can appear twice.",
    "odd-deal": "The cards are not dealt round the table in the usual way: a card may go to a "
                "player other than the one whose turn it is.",
    "guts": "Players say in or out instead of betting; a losing hand that went in pays, and the "
            "cards are dealt again until a hand is won.",
}


def _tag_links(tags: tuple[str, ...]) -> str:
    """A game's tags, each a link to its meaning (on the same page, below the catalogue)."""
    return ", ".join(f'<a class="pr-tag" href="#{tag_anchor(t)}">{escape(t)}</a>' for t in tags)


def tags(_: str) -> str:
    """What the tags in the catalogue mean, as a definition list, in the order they first appear;
    each term carries the id :func:`tag_anchor` gives, which the catalogue's tags link to."""
    used = list(dict.fromkeys(tag for v in variants() for tag in v.tags))
    missing = [tag for tag in used if tag not in TAG_MEANINGS]
    if missing:
        raise ValueError(f"no meaning written for the tag(s) {', '.join(missing)}: "
                         "add them to TAG_MEANINGS in pokerrules/pages/docs_tables.py")
    return "\n\n".join(f"{tag} {{: #{tag_anchor(tag)} }}\n:   {TAG_MEANINGS[tag]}" for tag in used)


def rules(arg: str) -> str:
    return get(arg).rules.strip()


def options(arg: str) -> str:
    v = get(arg)
    rows = ["| Option | Default | Choices |", "|---|---|---|"]
    for spec in v.options:
        choices = "; ".join(c.label for c in spec.choices) or spec.help
        where = " (judging a showdown only)" if spec.judge_only else ""
        rows.append(f"| {spec.label}{where} (`{spec.name}`) | `{spec.default}` | {choices} |")
    return "\n".join(rows)


def _hand_counts(arg: str) -> str:
    """How often each poker hand comes up: five cards, best five of seven, one joker wild."""
    from pokerrules.rankings.figures import category_table_markdown

    return category_table_markdown(arg)


def _game_table(name: str) -> Callable[[str], str]:
    """A renderer for a table that one game's own module provides (``Variant.tables``)."""

    def render_table(arg: str) -> str:
        variant = get(arg)
        if name not in variant.tables:
            raise ValueError(f"{variant.name} has no {name!r} table")
        return variant.tables[name]()

    return render_table


def simulator(arg: str) -> str:
    v = get(arg)
    return (
        f'<div class="pr-simulator" data-variant="{v.id}" data-module="{module_of(v.id)}" markdown="0">\n'
        f"<p class=\"pr-noscript\">The {v.name} simulator needs JavaScript: it runs the "
        "package's own rules in your browser.</p>\n</div>"
    )


def _showdown_options(v: Variant) -> list[str]:
    """The pick-list options whose choice changes who wins a showdown (e.g. how equally close
    totals tie), and every judge-only option (a free-text one too, such as a running total);
    the judge box offers only these, and uses the defaults for the rest."""
    assert v.showdown_parts is not None
    base = v.showdown_parts(v.resolve_options({}))
    return [o.name for o in v.options
            if o.judge_only or any(v.showdown_parts(v.resolve_options({o.name: c.value})) != base
                                   for c in o.choices)]


def judge(arg: str) -> str:
    """The "Judge a showdown" box: type hands, see who wins (docs/javascripts/judge.js)."""
    v = get(arg)
    if v.showdown_parts is None:
        raise ValueError(f"{v.name} has no showdown between players to judge")
    names = " ".join(_showdown_options(v))
    box = judge_box(v)  # the game's own help, examples and hand limit (pokerrules.table.judge_help)
    return (
        f'<div class="pr-judge" data-variant="{v.id}" data-module="{module_of(v.id)}" data-options="{names}" '
        f'data-help="{escape(box["help"])}" data-max-hands="{box["max_hands"]}" '
        f'data-examples="{escape(json.dumps(box["examples"]))}"{_board_data(box)} markdown="0">\n'
        f"<p class=\"pr-noscript\">The {v.name} showdown judge needs JavaScript: it runs the "
        "package's own rules in your browser. Without it, install the package and run "
        f"<code>{escape(box['command'])}</code>.</p>\n</div>"
    )


def _board_data(box: dict[str, Any]) -> str:
    """The judge box's board, for a game that deals one: how many cards, and an example."""
    if not box["board"]:
        return ""
    return f' data-board="{box["board"]}" data-board-example="{escape(box["board_example"])}"'


def _step_spec(arg: str) -> tuple[Spec, Variant]:
    spec = spec_of(arg)
    if spec is None:
        raise ValueError(f"{arg!r} is not a step-built game")
    return spec, get(arg)


def card(arg: str) -> str:
    spec, variant = _step_spec(arg)
    return describe.rules_card(spec, variant.min_seats, variant.max_seats)


def steps(arg: str) -> str:
    return describe.how_to_play(_step_spec(arg)[0])


def differs(arg: str) -> str:
    return describe.differences(_step_spec(arg)[0])


def _declared() -> tuple[Spec, ...]:
    """Every step-built game's declaration, from every family, in catalogue order."""
    return tuple(spec for family in families() for spec in family.specs)


def _root(spec: Spec, declared: dict[str, Spec]) -> Spec:
    """The first ancestor of ``spec`` whose parent is not a declared game: its tree's root."""
    while spec.parent is not None and spec.parent in declared:
        spec = declared[spec.parent]
    return spec


def _descendants(root: Spec, specs: tuple[Spec, ...]) -> tuple[Spec, ...]:
    """``root`` and every game that comes from it, across families, in catalogue order."""
    kept = {root.id}
    for _ in specs:  # a parent may come after its child in catalogue order
        kept |= {s.id for s in specs if s.parent in kept}
    return tuple(s for s in specs if s.id in kept)


def family_tree(arg: str) -> str:
    """A family tree as a diagram: the tree from the root game the page's own game comes from,
    through every game on the site that comes from that root (whatever package declares it), the
    page's game highlighted; with no game, every such tree that has more than one game."""
    specs = _declared()
    declared = {spec.id: spec for spec in specs}
    if arg:
        _step_spec(arg)
        roots = [_root(declared[arg], declared)]
    else:
        roots = [s for s in specs if _root(s, declared) is s and len(_descendants(s, specs)) > 1]
    figures = []
    for root in roots:
        svg = describe.family_tree_svg(_descendants(root, specs), arg or None,
                                       base="../" if arg else "", family=root.name)
        figures.append(f'<figure class="pr-tree-figure" markdown="0">{svg}</figure>')
    return "\n".join(figures)


RENDERERS: dict[str, Callable[[str], str]] = {
    "card": card,
    "steps": steps,
    "differs": differs,
    "family-tree": family_tree,
    "catalogue": catalogue,
    "tags": tags,
    "rules": rules,
    "options": options,
    "ranking": _game_table("ranking"),
    "paytables": _game_table("paytables"),
    "strategy": _game_table("strategy"),
    "odds": _game_table("odds"),
    "hand-counts": _hand_counts,
    "simulator": simulator,
    "judge": judge,
    "lessons": docs_learn.lessons,
    "drill": docs_learn.drill,
    "learn": docs_learn.learn,
}


def render(name: str, arg: str) -> str:
    """The Markdown for ``<!-- md:NAME ARG -->``; unknown names raise ``KeyError``."""
    if name not in RENDERERS:
        raise KeyError(f"unknown md directive {name!r}; known: {', '.join(sorted(RENDERERS))}")
    return RENDERERS[name](arg)
