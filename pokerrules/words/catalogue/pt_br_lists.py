"""Lists of seats in Brazilian Portuguese: "you 2, seat 2 0 (+1 in this deal), seat 3 1." (points,
chips, lives) and "seat 2, you, seat 3." (who won each deal).

A list is matched two items at a time, the rest going to the next template, so that a table of
up to ten seats stays within the layer's depth (:data:`pokerrules.words.translate.MAX_DEPTH`).
"""

from __future__ import annotations

from itertools import product


def _scored(first: int) -> list[tuple[str, str]]:
    """One item of a scored list, with its number slots counted from ``first``."""
    a, b, c = (f"n{first + i}" if first + i else "n" for i in range(3))
    return [
        (f"you {{{a}}}", f"você {{{a}}}"),
        (f"seat {{{a}}} {{{b}}}", f"lugar {{{a}}} {{{b}}}"),
        (f"you {{{a}}} ({{{b}}} in this deal)", f"você {{{a}}} ({{{b}}} nesta rodada)"),
        (f"seat {{{a}}} {{{b}}} ({{{c}}} in this deal)", f"lugar {{{a}}} {{{b}}} ({{{c}}} nesta rodada)"),
    ]


def _named(first: int) -> list[tuple[str, str]]:
    a = f"n{first}" if first else "n"
    return [("you", "você"), (f"seat {{{a}}}", f"lugar {{{a}}}")]


def _lists(items: list[tuple[str, str]], seconds: list[tuple[str, str]]) -> dict[str, str]:
    words: dict[str, str] = {}
    for end in ("", "."):
        for source, target in items:
            words[source + end] = target + end
        for (s1, t1), (s2, t2) in product(items, seconds):
            words[f"{s1}, {s2}{end}"] = f"{t1}, {t2}{end}"
    for source, target in items:
        words[f"{source}, {{rest}}"] = f"{target}, {{rest}}"
    for (s1, t1), (s2, t2) in product(items, seconds):
        words[f"{s1}, {s2}, {{rest}}"] = f"{t1}, {t2}, {{rest}}"
    return words


WORDS: dict[str, str] = {
    **_lists(_scored(0), _scored(3)),
    **_lists(_named(0), _named(1)),
}
