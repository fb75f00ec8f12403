"""The pseudo-language finds every word that bypasses the translation layer: one hand of every
game through the facade and through the terminal, in ``qps``, and nothing a player reads may be
left unmarked (English words outside ``⟦…⟧``).

The hands are dealt from seeds that ``scripts/words_harvest.py`` does not play, so a catalogue
that knew only the harvested hands would fail here.
"""

from __future__ import annotations

import io
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from pokerrules.api import facade
from pokerrules.cli.main import in_language
from pokerrules.cli.terminal import Session
from pokerrules.lookup.registry import get, variants
from pokerrules.table.agents import make_bot
from pokerrules.words.pseudo import PSEUDO, unmarked
from pokerrules.words.translate import CODE_PAIRS, DATA_KEYS, WORD_KEYS
from tests.test_terminal import typed

GAMES = [v.id for v in variants()]
#: Seeds the harvest does not use (it plays 1 to 6).
SEEDS = (41, 42)
#: Keys whose values are codes the page reads, never words: ids, kinds, card codes, stages.
CODE_KEYS = frozenset({
    "code", "kind", "variant", "id", "history_key", "key", "short", "suit", "stage", "phase",
    "value", "rank", "link", "game", "upcard", "pile", "played", "trumps", "start", "points_text",
    "grade", "stand", "hides", "max_text", "module", "op", "focus", "options", "turned_up",
    "curinga",
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


def play_facade(game: str, seed: int) -> list[dict[str, Any]]:
    rng = random.Random(f"{game}/{seed}")
    replies = [ask(op="new", variant=game, seed=seed)]
    for _ in range(400):
        reply = replies[-1]
        assert reply["ok"], reply
        if reply["view"]["stage"] == "over":
            break
        move = rng.choice(reply["view"]["legal"])
        action: dict[str, Any] = {"kind": move["kind"]}
        if "min" in move:
            action["amount"] = move["min"]
        if move.get("cards"):
            action["card"] = rng.choice(move["cards"])["value"]
        step = ask(op="act", history=reply["history"], action=action)
        if not step["ok"]:
            action.pop("card", None)
            step = ask(op="act", history=reply["history"], action=action)
        replies.append(step)
    return replies


@pytest.mark.parametrize("game", GAMES)
def test_a_hand_through_the_facade_has_every_word_marked(game: str) -> None:
    replies = play_facade(game, SEEDS[0])
    replies += [ask(op=op, variant=game, seed=SEEDS[1]) for op in ("describe", "lessons", "drill", "card")]
    left = sorted({line for reply in replies for line in english_left(reply)})
    assert not left, "\n".join(left[:40])


@pytest.mark.parametrize("game", GAMES)
def test_a_hand_in_the_terminal_has_every_word_marked(game: str) -> None:
    say = in_language(PSEUDO)
    printed = io.StringIO()
    rng = random.Random(f"terminal/{game}")
    prompts: list[str] = []

    def answer(prompt: str) -> str:
        prompts.append(say(prompt))
        state = playing.state
        assert len(prompts) < 3000
        if state is None or state.is_over:
            return "n"
        return typed(rng.choice(state.legal_actions()), rng)

    variant = get(game)
    playing = Session(variant, make_bot(variant), lambda line: print(say(line), file=printed),
                      answer, seats=None, color=False, options={})
    assert playing.run(SEEDS[1], lambda: 1) == 0
    lines = printed.getvalue().splitlines() + prompts
    left = sorted({f"{line!r} ({', '.join(unmarked(line))})" for line in lines if unmarked(line)})
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
