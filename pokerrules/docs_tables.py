"""Markdown for the parts of the site that come from the package, so they cannot drift.

The MkDocs hook ``hooks/pokerrules_docs.py`` replaces ``<!-- md:NAME ARG -->`` with
``render(NAME, ARG)``. An unknown name raises, which fails the build.
"""

from __future__ import annotations

from collections.abc import Callable

from pokerrules import describe
from pokerrules.catalogue import families, family_of, spec_of
from pokerrules.game import Variant
from pokerrules.registry import get, variants
from pokerrules.spec import Spec


def _pct(x: float, places: int = 2) -> str:
    return f"{x * 100:.{places}f}%"


def catalogue(_: str) -> str:
    rows = ["| Game | Players | Family | Tags | In a line |", "|---|---|---|---|---|"]
    for v in variants():
        rows.append(f"| [{v.name}]({v.id}.md) | {v.min_seats}–{v.max_seats} | {v.family} | "
                    f"{', '.join(v.tags)} | {v.summary} |")
    return "\n".join(rows)


def rules(arg: str) -> str:
    return get(arg).rules.strip()


def options(arg: str) -> str:
    v = get(arg)
    rows = ["| Option | Default | Choices |", "|---|---|---|"]
    for spec in v.options:
        choices = "; ".join(c.label for c in spec.choices) or spec.help
        rows.append(f"| {spec.label} (`{spec.name}`) | `{spec.default}` | {choices} |")
    return "\n".join(rows)


def _three_card_only(arg: str) -> None:
    if get(arg).id != "three-card-poker":
        raise ValueError(f"no such table for {arg!r}")


def ranking(arg: str) -> str:
    _three_card_only(arg)
    from pokerrules.analysis.three_card_poker import HANDS, category_counts

    examples = {"Straight flush": "9♥ 8♥ 7♥", "Three of a kind": "5♣ 5♦ 5♠",
                "Straight": "A♠ 2♦ 3♣", "Flush": "K♣ 9♣ 4♣", "Pair": "J♥ J♠ 6♦",
                "High card": "A♦ 10♠ 4♣"}
    rows = ["| Hand | Example | Combinations | Chance |", "|---|---|---:|---:|"]
    for cat, n in sorted(category_counts().items(), reverse=True):
        rows.append(f"| {cat.title} | {examples[cat.title]} | {n:,} | {_pct(n / HANDS, 3)} |")
    rows.append(f"| **All hands** | | **{HANDS:,}** | 100% |")
    return "\n".join(rows)


def paytables(arg: str) -> str:
    _three_card_only(arg)
    from pokerrules.analysis.three_card_poker import pair_plus_edge
    from pokerrules.options import parse_ints

    spec = {s.name: s for s in get(arg).options}["pair_plus_table"]
    tables = [(c.value, parse_ints(c.value, 5, "table")) for c in spec.choices]
    head = "| Pair Plus | " + " | ".join(f"`{name}`" for name, _ in tables) + " |"
    rows = [head, "|---|" + "---:|" * len(tables)]
    names = ("Pair", "Flush", "Straight", "Three of a kind", "Straight flush")
    for i, name in reversed(list(enumerate(names))):
        rows.append(f"| {name} | " + " | ".join(f"{pays[i]} to 1" for _, pays in tables) + " |")
    rows.append("| **House edge** | " + " | ".join(f"**{_pct(pair_plus_edge(p))}**"
                                                    for _, p in tables) + " |")
    return "\n".join(rows)


def strategy(arg: str) -> str:
    _three_card_only(arg)
    from pokerrules.analysis.three_card_poker import (
        ante_play,
        optimal_threshold,
        parse_threshold,
        threshold_name,
    )

    best = optimal_threshold()
    q = ante_play(best)
    below = ante_play(parse_threshold("Q-6-3"))
    return (
        f"Play every hand of **{threshold_name(best)} or better** and fold the rest. The package "
        "finds this rule by working out, for each of the 22,100 hands, the average result of "
        "playing it against every dealer hand from the remaining cards, and comparing that with "
        "the sure loss of the ante when folding. The weakest hand for which playing loses less "
        f"than folding is {threshold_name(best)}.\n\n"
        f"With this rule you play {_pct(q.raise_rate, 1)} of your hands, and the house keeps "
        f"{_pct(q.house_edge)} of the ante on average (the *house edge*), or "
        f"{_pct(q.element_of_risk)} of everything you put on the table (the *element of risk*, "
        "which also counts the play bets). Folding Q-6-4 as well and playing only from Q-6-5 "
        f"costs little: {_pct(ante_play(parse_threshold('Q-6-5')).house_edge, 3)} against "
        f"{_pct(q.house_edge, 3)}; playing Q-6-3 too costs "
        f"{_pct(below.house_edge, 3)}."
    )


def odds(arg: str) -> str:
    _three_card_only(arg)
    from pokerrules.analysis.three_card_poker import (
        ante_play,
        dealer_qualifies,
        parse_threshold,
    )

    rows = ["| Play when you hold… | Hands played | House edge | Element of risk |",
            "|---|---:|---:|---:|"]
    for label, text in (("any three cards", ""), ("jack-high or better", "J-3-2"),
                        ("queen-high or better", "Q-3-2"), ("Q-6-4 or better", "Q-6-4"),
                        ("king-high or better", "K-3-2"), ("ace-high or better", "A-4-2"),
                        ("a pair or better", "2-2-3")):
        a = ante_play(parse_threshold(text) if text else 0)
        rows.append(f"| {label} | {_pct(a.raise_rate, 1)} | {_pct(a.house_edge)} | "
                    f"{_pct(a.element_of_risk)} |")
    rows.append("")
    rows.append(f"The dealer qualifies (queen-high or better) in {_pct(dealer_qualifies(), 1)} "
                "of hands.")
    return "\n".join(rows)


def simulator(arg: str) -> str:
    v = get(arg)
    return (
        f'<div class="pr-simulator" data-variant="{v.id}" markdown="0">\n'
        f"<p class=\"pr-noscript\">The {v.name} simulator needs JavaScript: it runs the "
        "package's own rules in your browser.</p>\n</div>"
    )


def _showdown_options(v: Variant) -> list[str]:
    """The pick-list options whose choice changes who wins a showdown (e.g. how equally close
    totals tie); the judge box offers only these, and uses the defaults for the rest."""
    assert v.showdown_parts is not None
    base = v.showdown_parts(v.resolve_options({}))
    return [o.name for o in v.options
            if any(v.showdown_parts(v.resolve_options({o.name: c.value})) != base
                   for c in o.choices)]


def judge(arg: str) -> str:
    """The "Judge a showdown" box: type hands, see who wins (docs/javascripts/judge.js)."""
    v = get(arg)
    if v.showdown_parts is None:
        raise ValueError(f"{v.name} has no showdown between players to judge")
    names = " ".join(_showdown_options(v))
    return (
        f'<div class="pr-judge" data-variant="{v.id}" data-options="{names}" markdown="0">\n'
        f"<p class=\"pr-noscript\">The {v.name} showdown judge needs JavaScript: it runs the "
        "package's own rules in your browser. Without it, use "
        f"<code>python -m pokerrules judge {v.id} \"As Kd 5c\" \"9h 9s 2d\"</code>.</p>\n</div>"
    )


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


def family_tree(arg: str) -> str:
    """A family as a diagram: the page's own game's family, that game highlighted; with no game,
    every family of declared games that has more than one member."""
    if arg:
        _step_spec(arg)
        chosen = [family_of(arg)]
    else:
        chosen = [f for f in families() if len(f.specs) > 1]
    figures = []
    for family in chosen:
        svg = describe.family_tree_svg(family.specs, arg or None, base="../" if arg else "",
                                       family=family.name)
        figures.append(f'<figure class="pr-tree-figure" markdown="0">{svg}</figure>')
    return "\n".join(figures)


RENDERERS: dict[str, Callable[[str], str]] = {
    "card": card,
    "steps": steps,
    "differs": differs,
    "family-tree": family_tree,
    "catalogue": catalogue,
    "rules": rules,
    "options": options,
    "ranking": ranking,
    "paytables": paytables,
    "strategy": strategy,
    "odds": odds,
    "simulator": simulator,
    "judge": judge,
}


def render(name: str, arg: str) -> str:
    """The Markdown for ``<!-- md:NAME ARG -->``; unknown names raise ``KeyError``."""
    if name not in RENDERERS:
        raise KeyError(f"unknown md directive {name!r}; known: {', '.join(sorted(RENDERERS))}")
    return RENDERERS[name](arg)
