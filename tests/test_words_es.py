"""A Spanish speaker plays Mus without reading English: a whole match through the facade and the
terminal, its lessons, drill, card, description, judge, odds and review, the catalogue and a game
night, all in ``es``, and no string a player reads is left without a template
(:func:`pokerrules.words.translate.missed`). Only words a person typed (the night's players' names)
and the games' own names (which stay as they are) may go without one.

The match is dealt from seeds the harvest (``scripts/words_harvest.py``) does not play.
"""

from __future__ import annotations

import importlib
import io
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from pokerrules.api import facade
from pokerrules.cli.main import COMMANDS, in_language, parser
from pokerrules.cli.terminal import Session
from pokerrules.core.actions import Action
from pokerrules.lessons.run import lessons_json
from pokerrules.lookup.history import to_json
from pokerrules.lookup.registry import get, variants
from pokerrules.table.agents import make_bot, play_bots
from pokerrules.table.teach.moves import write
from pokerrules.words.books import catalogue_modules, forget, install, words_of
from pokerrules.words.templates import Book, literal
from pokerrules.words.translate import missed
from tests.test_terminal import typed

GAME = "mus"
LANG = "es"
#: Seeds the harvest does not play (it plays 1 to 6).
SEED = 47
PLAYERS = ("Ana", "Bea", "Carmen", "Dani")
#: Words no catalogue has on purpose: what a person typed (the night's players, a game asked
#: for that does not exist), and the games' names.
UNKNOWN = "no-such-game"
KEPT = frozenset({*PLAYERS, UNKNOWN, *(v.name for v in variants())})
#: Every house rule of Mus that changes words, on at once.
HOUSE = {"real": "on", "pedrete": "on", "kings": "four", "game_to": "30", "match": "best-of-3"}


def ask(**request: Any) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(facade.handle(json.dumps({**request, "lang": LANG})))
    return reply


def move(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A random legal move of ``view``, with an amount or cards where it takes them."""
    template = rng.choice(view["legal"])
    action: dict[str, Any] = {"kind": template["kind"]}
    if "min" in template:
        action["amount"] = rng.choice([template["min"], template.get("max", template["min"])])
    if template.get("pick"):
        cards = [c["value"] for c in template["cards"]]
        action["cards"] = rng.sample(cards, rng.randint(template["pick"]["min"], template["pick"]["max"]))
    return action


def play_match(seed: int, options: dict[str, str] | None = None) -> list[dict[str, Any]]:
    """A match of Mus to its end, random legal moves from a seeded generator: every reply."""
    rng = random.Random(f"{LANG}/{GAME}/{seed}")
    replies = [ask(op="new", variant=GAME, seed=seed, options=options or {})]
    for _ in range(4000):
        reply = replies[-1]
        assert reply["ok"], reply
        if reply["view"]["stage"] == "over":
            return replies
        replies.append(ask(op="act", history=reply["history"], action=move(reply["view"], rng)))
    raise AssertionError("the match did not end")


def everything_else(history: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The rest of what a Spanish speaker reads of Mus: lessons, drill, card, description,
    judge, odds, review, the catalogue, an unknown game, and a game night."""
    yield ask(op="review", history=history, samples=20)
    for options in ({}, HOUSE):
        yield ask(op="lessons", variant=GAME, options=options)
        yield ask(op="card", variant=GAME, options=options)
        yield ask(op="describe", variant=GAME, options=options)
        for seed in (SEED, SEED + 1, SEED + 2):
            yield ask(op="drill", variant=GAME, seed=seed, options=options)
        for hands in (["7h 7d 7c Js", "Ks Kd Jc Jh", "Ah 2s 3d 4c", "Qh Qs 5c 6d"],
                      ["4h 5h 6h 7c", "Kh Qd Jd Ac", "5s 5d 2c 2h", "7s 6s Kc 3c"]):
            yield ask(op="judge", variant=GAME, hands=hands, options=options)
    yield ask(op="judge", variant=GAME, hands=["Kh Kd", "As"])
    yield ask(op="catalogue")
    yield ask(op="new", variant=UNKNOWN)
    yield from night()


def night() -> Iterator[dict[str, Any]]:
    """A game night of Mus: started, a hand called, played on the screen, recorded, settled."""
    started = ask(op="night", do="start", players=[{"name": n} for n in PLAYERS],
                  menu=[{"variant": GAME}], settings={"seed": SEED})
    called = ask(op="night", do="next", night=started["file"], pick=0)
    call = called["status"]["call"]
    variant = get(call["variant"])
    state = variant.new(SEED, call["options"], seats=len(PLAYERS))
    play_bots(state, {s: make_bot(variant) for s in range(len(PLAYERS))})
    recorded = ask(op="night", do="record", night=called["file"],
                   entry={"by": "screen", "history": to_json(state)})
    again = ask(op="night", do="next", night=recorded["file"], pick=0)
    by_hand = ask(op="night", do="record", night=again["file"], entry={"by": "direct"},
                  chips=[2, -2, 1, -1])
    yield from (started, called, recorded, again, by_hand)
    yield ask(op="night", do="settle", night=by_hand["file"])
    yield ask(op="night", do="undo", night=by_hand["file"])


def left_in_english(found: set[str]) -> list[str]:
    return sorted(text for text in found if text not in KEPT)


@pytest.fixture(autouse=True)
def _fresh_books() -> Iterator[None]:
    forget()
    yield
    forget()


def test_a_match_of_mus_and_all_around_it_through_the_facade_is_all_in_spanish() -> None:
    with missed() as found:
        replies = play_match(SEED)
        replies.append(ask(op="odds", history=replies[len(replies) // 2]["history"], samples=20))
        replies += list(everything_else(replies[-2]["history"]))
    refused = [reply["error"]["message"] for reply in replies if not reply["ok"]]
    assert len(refused) == 2, refused  # the two hands of the wrong size, the unknown game
    assert "una mano de Mus tiene 4 cartas" in refused[0] and UNKNOWN in refused[1]
    assert not left_in_english(found), "\n".join(left_in_english(found)[:40])


def test_a_match_with_every_house_rule_is_all_in_spanish() -> None:
    with missed() as found:
        play_match(SEED + 5, HOUSE)
    assert not left_in_english(found), "\n".join(left_in_english(found)[:40])


def run(argv: list[str], answers: list[str]) -> list[str]:
    """A terminal command in Spanish, with the learner's typed answers: what it printed."""
    say = in_language(LANG)
    lines: list[str] = []
    typed_in = iter(answers)
    args = parser().parse_args(argv)
    args.lang = LANG

    def ask_typed(prompt: str) -> str:
        lines.append(say(prompt))
        return next(typed_in, "quit")

    if args.command in ("learn", "drill"):
        COMMANDS[args.command](args, lambda line: lines.append(say(line)), ask_typed)  # type: ignore[call-arg]
    elif args.command == "card":  # printed in the reader's language by the command itself
        COMMANDS[args.command](args, lines.append)
    else:
        COMMANDS[args.command](args, lambda line: lines.append(say(line)))
    return lines


def lesson_answers(lesson: dict[str, Any]) -> list[str]:
    """What a learner types through ``lesson``: a hint, a wrong answer, then the right one."""
    answers: list[str] = []
    for step in lesson["steps"]:
        answers.append("hint")
        if step["kind"] == "move":
            answers += [write(Action.from_json(w["action"])) for w in step["wrong"][:1]]
            answers.append(write(Action.from_json(step["accept"][0])))
        else:
            wrong = [c for c in step["choices"] if c != step["answer"]][:1]
            answers += [str(step["choices"].index(c) + 1) for c in [*wrong, step["answer"]]]
    return answers


def play_in_terminal(seed: int, options: dict[str, str]) -> list[str]:
    """A match of Mus typed at the terminal, in Spanish, asking for help now and then: every
    line printed and every prompt."""
    say = in_language(LANG)
    printed = io.StringIO()
    rng = random.Random(f"terminal/{LANG}/{GAME}/{seed}")
    prompts: list[str] = []

    def answer(prompt: str) -> str:
        prompts.append(say(prompt))
        state = playing.state
        assert len(prompts) < 5000
        if state is None or state.is_over:
            return "n"
        if len(prompts) % 7 == 1:  # the help lines, now and then
            return "help"
        return typed(rng.choice(state.legal_actions()), rng)

    variant = get(GAME)
    playing = Session(variant, make_bot(variant), lambda line: print(say(line), file=printed),
                      answer, seats=None, color=False, options=options)
    assert playing.run(seed, lambda: 1) == 0
    return printed.getvalue().splitlines() + prompts


def test_a_match_lessons_drill_card_and_rules_in_the_terminal_are_all_in_spanish() -> None:
    with missed() as found:
        lines = play_in_terminal(SEED, {})
        for lesson in lessons_json(GAME):
            lines += run(["learn", GAME, "--lesson", lesson["id"]], lesson_answers(lesson))
        lines += run(["drill", GAME, "--seed", str(SEED)], ["1", "hint", "2", "3", "1", "2", "n"])
        lines += run(["card", GAME], []) + run(["rules", GAME], [])
    assert not left_in_english(found), "\n".join(left_in_english(found)[:40])
    text = "\n".join(lines)
    assert "Tu jugada (" in text and "Adiós." in text and "Reglas de la casa" in text
    assert "Tus jugadas ahora (escribe lo que hay a la izquierda):" in text
    assert "  pass             Paso" in text  # what is typed stays as it is


def test_a_terminal_match_with_every_house_rule_is_all_in_spanish() -> None:
    with missed() as found:
        play_in_terminal(SEED + 5, HOUSE)
    assert not left_in_english(found), "\n".join(left_in_english(found)[:40])


def test_the_checks_find_a_string_left_in_english() -> None:
    """The checks can fail: with one entry taken out of the book, it is missed in a match and in
    the terminal."""
    words = words_of(LANG)
    del words["Seat {n} passes."]
    install(LANG, words)
    with missed() as found:
        play_match(SEED)
    assert any(text.endswith("passes.") for text in found)
    assert left_in_english({"Ana", "Seat 2 passes."}) == ["Seat 2 passes."]


def spanish_modules() -> list[str]:
    return catalogue_modules(LANG)


@pytest.mark.parametrize("module", spanish_modules())
def test_every_entry_keeps_its_slots_and_has_words(module: str) -> None:
    words: dict[str, str] = importlib.import_module(module).WORDS
    assert Book(words)  # raises on a translation without the template's slots, or only slots
    for english, target in words.items():
        assert target.strip(), english
        if any(c.isalpha() for c in literal(english)):
            assert any(c.isalpha() for c in literal(target)), (english, target)


def test_the_slots_check_can_fail() -> None:
    with pytest.raises(ValueError):
        Book({"Seat {n} passes.": "El asiento pasa."})
    with pytest.raises(ValueError):
        Book({"{who} {n}": "{who} {n}"})


def test_a_lessons_and_the_drills_answers_are_among_their_spanish_choices() -> None:
    """The page compares the answer with the buttons' words: both in Spanish, and each wrong
    choice's reason found by its Spanish words."""
    steps = [step for lesson in ask(op="lessons", variant=GAME, options=HOUSE)["lessons"]
             for step in lesson["steps"] if step["kind"] == "question"]
    steps += [part for seed in (SEED, SEED + 1) for part in ask(op="drill", variant=GAME, seed=seed)["parts"]]
    assert steps
    for step in steps:
        assert step["answer"] in step["choices"], step
        assert set(step["reasons"]) <= set(step["choices"]), step
    assert any("Mano 1" in step["choices"] for step in steps)
