"""The pseudo-language finds every word that bypasses the translation layer: one hand of every
game through the facade and through the terminal, in ``qps``, and nothing a player reads may be
left unmarked (English words outside ``⟦…⟧``).

The hands are two of those ``scripts/words_harvest.py`` plays to find the templates (the same
functions, the same seeds): like a gettext catalogue check, the test fails when a string is
added to the package without its template, or is put where the layer does not look (a key
whose words it does not translate).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from pokerrules.api import facade
from pokerrules.lookup.registry import variants
from pokerrules.words.pseudo import PSEUDO, unmarked
from pokerrules.words.translate import CODE_PAIRS, DATA_KEYS, WORD_KEYS

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
import words_harvest  # noqa: E402

#: The coach's review of a whole hand is slow: the hands here are played without it (its words
#: are checked in Spanish by tests/test_words_es.py).
words_harvest.SETTINGS["review"] = False

GAMES = [v.id for v in variants()]
#: The seeds of the hands played: the harvest's last two.
SEEDS = words_harvest.SEEDS[-2:]
#: Keys whose values are codes the page reads, never words: ids, kinds, card codes, stages.
CODE_KEYS = frozenset({
    "code", "kind", "variant", "id", "history_key", "key", "short", "suit", "stage", "phase",
    "value", "rank", "link", "game", "upcard", "pile", "played", "trumps", "start", "points_text",
    "grade", "stand", "hides", "max_text", "module", "op", "focus", "options", "turned_up",
    "curinga", "bots", "command", "examples", "card", "discard_top", "declared", "declaring",
    "loser_pays", "reneging", "contest", "contests",
})


def strings(data: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[str, str]]:
    """Every string of a reply a player might read, with its path."""
    if isinstance(data, dict):
        for key, value in data.items():
            if key in DATA_KEYS or key in CODE_KEYS or (path[-1:] + (key,)) in CODE_PAIRS:
                continue
            yield from strings(value, (*path, key))
    elif isinstance(data, list):
        for item in data:
            yield from strings(item, path)
    elif isinstance(data, str):
        yield "/".join(path), data


def english_left(reply: dict[str, Any]) -> list[str]:
    return [f"{path}: {text!r} ({', '.join(unmarked(text))})" for path, text in strings(reply)
            if unmarked(text)]


def ask(**request: Any) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(facade.handle(json.dumps({**request, "lang": PSEUDO})))
    return reply


@pytest.mark.parametrize("game", GAMES)
def test_a_hand_through_the_facade_and_the_terminal_has_every_word_marked(game: str) -> None:
    replies, lines = words_harvest.play_game(game, SEEDS)
    assert all(reply["ok"] for reply in replies[:3])
    left = sorted({line for reply in replies for line in english_left(reply)})
    left += sorted({f"terminal: {line!r} ({', '.join(unmarked(line))})" for line in lines
                    if unmarked(line)})
    assert not left, "\n".join(left[:40])


def test_the_catalogue_and_an_error_are_marked() -> None:
    assert not english_left(ask(op="catalogue"))
    refused = ask(op="new", variant="no-such-game")
    assert not refused["ok"] and not english_left(refused)


def test_the_check_finds_an_unmarked_word() -> None:
    """The check itself can fail: an English word outside a mark is found, a marked one is not."""
    assert english_left({"log": ["⟦Ŝéáţ~⟧ 2 folds."]}) == ["log: '⟦Ŝéáţ~⟧ 2 folds.' (folds)"]
    assert english_left({"log": ["⟦Ŝéáţ~⟧ 2 ⟦ƒöļðš.~⟧"], "kind": "fold"}) == []


def test_word_keys_are_never_code_keys() -> None:
    assert not WORD_KEYS & CODE_KEYS
