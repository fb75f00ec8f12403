"""The site's learning blocks, from the package so they cannot drift (``docs_tables`` dispatches
``<!-- md:lessons ID -->``, ``<!-- md:drill ID -->`` and ``<!-- md:learn -->`` here).

Each block is plain HTML that reads without JavaScript: a game's lessons as a list of titles
with their number of steps, the drill as a sentence, the Learn page as every lesson of every
game. The scripts (docs/javascripts/sim-learn.js, sim-drill.js) turn them into
the lesson player, the "Who wins?" drill and the stars earned so far.

>>> "Your first hand" in lessons("seven-twenty-seven")
True
>>> "New to poker hands? Play <em" in lessons("chaos")
True
>>> 'data-variant="seven-twenty-seven"' in drill("seven-twenty-seven")
True
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from pokerrules.lessons.run import game_lessons
from pokerrules.lookup.catalogue import module_of
from pokerrules.lookup.registry import get, variants
from pokerrules.table.game import Variant
from pokerrules.table.teach.model import Lesson


def _steps(lesson: Lesson) -> str:
    n = len(lesson.steps)
    return f"{n} step" if n == 1 else f"{n} steps"


def _item(variant: Variant, lesson: Lesson, link: str | None = None) -> str:
    title = escape(lesson.title, quote=False)
    if link is not None:
        title = f'<a href="{escape(link)}">{title}</a>'
    return (f'<li class="pr-lesson-item" data-game="{escape(variant.id)}" '
            f'data-lesson="{escape(lesson.id)}" data-steps="{len(lesson.steps)}">'
            f'<span class="pr-lesson-title">{title}</span> '
            f'<span class="pr-lesson-steps">({_steps(lesson)})</span> '
            f'<span class="pr-lesson-stars" data-stars-for="{escape(variant.id)}/{escape(lesson.id)}">'
            "</span></li>")


def _first(variant: Variant, lesson: Lesson) -> str:
    """A basics lesson a game's lessons build on, offered first: "New to betting? Play *A round
    of betting* first", with its Play button (sim-learn.js) and stars."""
    from pokerrules.lessons.basics import LEADS

    lead = escape(LEADS.get(lesson.id, "New to this?"), quote=False)
    title = escape(lesson.title, quote=False)
    return (f'<li class="pr-lesson-item pr-lesson-basic" data-game="{escape(variant.id)}" '
            f'data-lesson="{escape(lesson.id)}" data-steps="{len(lesson.steps)}">'
            f'{lead} Play <em class="pr-lesson-title">{title}</em> first '
            f'<span class="pr-lesson-steps">({_steps(lesson)})</span> '
            f'<span class="pr-lesson-stars" data-stars-for="{escape(variant.id)}/{escape(lesson.id)}">'
            "</span></li>")


def _basics_of(found: Sequence[tuple[Variant, Lesson]]) -> list[tuple[Variant, Lesson]]:
    """The shared basics the lessons ``found`` point to, in the order of the basics."""
    from pokerrules.lessons.basics import BASICS

    wanted = {basic for _, lesson in found for basic in lesson.basics}
    return [(get(game_id), lesson) for game_id, lesson in BASICS if lesson.id in wanted]


def _player(variant: Variant, found: Sequence[tuple[Variant, Lesson]], basics: int = 0) -> str:
    """The lesson list of ``variant``'s page, after the basics its lessons point to; on the Learn
    page, of the basics (``basics``: how many), each lesson with the game whose table it is
    played on."""
    items = "\n".join(_item(game, lesson) for game, lesson in found)
    extra = f' data-basics="{basics}"' if basics else ""
    first = [] if basics else _basics_of(found)
    before = ""
    if first:
        extra += ' data-with-basics="true"'
        before = ('<ul class="pr-lesson-list pr-lesson-list--basics" aria-label="The basics first">\n'
                  + "\n".join(_first(game, lesson) for game, lesson in first) + "\n</ul>\n")
    return (f'<div class="pr-lessons" data-variant="{escape(variant.id)}" '
            f'data-module="{module_of(variant.id)}"{extra} markdown="0">\n{before}'
            f'<ol class="pr-lesson-list" aria-label="Lessons">\n{items}\n</ol>\n'
            "<p class=\"pr-noscript\">The lessons are played on the game's own table, which needs "
            "JavaScript: it runs the package's rules in your browser.</p>\n</div>")


def lessons(arg: str) -> str:
    """A game's lessons (titles and steps), which sim-learn.js turns into the lesson player."""
    variant = get(arg)
    found = game_lessons(variant)
    if not found:
        return (f'<p class="pr-lessons-none">There is no lesson for {escape(variant.name, quote=False)} '
                "yet: read the rules above, then try it below.</p>")
    return _player(variant, [(variant, lesson) for lesson in found])


def drill(arg: str) -> str:
    """The "Who wins?" drill block (sim-drill.js), or a sentence when the game has no showdown."""
    variant = get(arg)
    name = escape(variant.name, quote=False)
    if variant.showdown_parts is None:
        return (f'<p class="pr-drill-none">{name} has no showdown between hands to judge, so it '
                "has no \u201cWho wins?\u201d drill yet.</p>")
    return (f'<div class="pr-drill" data-variant="{escape(variant.id)}" '
            f'data-module="{module_of(variant.id)}" '
            f'data-name="{escape(variant.name)}" markdown="0">\n'
            f"<h3>Who wins?</h3>\n<p>Random {name} showdowns: pick the winner of each part of the "
            "pot, then read how the judge decided it.</p>\n"
            "<p class=\"pr-noscript\">The drill needs JavaScript: it runs the package's own rules "
            "in your browser.</p>\n</div>")


def learn(_: str) -> str:
    """The Learn page: every lesson of every game (the shared basics first), each linking to its
    game page's Learn section, with the stars earned so far (sim-learn.js fills them in)."""
    from pokerrules.lessons.basics import BASICS

    out = ['<div class="pr-learn" markdown="0">']
    if BASICS:
        out.append('<h2 id="basics">The basics</h2>')
        out.append("<p>Lessons about what many games share. Play them here.</p>")
        pairs = [(get(game_id), lesson) for game_id, lesson in BASICS]
        out.append(_player(pairs[0][0], pairs, basics=len(BASICS)))
    out.append('<h2 id="games">Game by game</h2>')
    out.append('<ul class="pr-learn-games">')
    for variant in variants():
        found = game_lessons(variant)
        name = escape(variant.name, quote=False)
        link = f"../games/{variant.id}/#learn"  # docs/learn.md is served at learn/
        if not found:
            out.append(f'<li class="pr-learn-game" data-game="{escape(variant.id)}">'
                       f'<a href="{link}">{name}</a>: no lesson yet.</li>')
            continue
        items = "\n".join(_item(variant, lesson, link) for lesson in found)
        out.append(f'<li class="pr-learn-game" data-game="{escape(variant.id)}">'
                   f'<a href="{link}">{name}</a>\n<ol class="pr-lesson-list">\n{items}\n</ol></li>')
    out.append("</ul>")
    out.append('<p><button type="button" class="md-button pr-stars-clear pr-learn-clear" hidden>Clear stars'
               "</button></p>")
    out.append("</div>")
    return "\n".join(out)
