"""Pif Paf (Cacheta) in Brazilian Portuguese: a whole match through the facade and through the
terminal, its lessons, drill, printed card, description, the judge, the coach's odds and review,
the catalogue and a game night, and no string a player reads is left without a translation
(:func:`pokerrules.words.translate.missed`). Only text with no words may be missed: card codes
such as ``Ac 5c Tc`` in a move's help, and the names a host typed.

The seeds are not the ones ``scripts/words_harvest.py`` plays, so a catalogue that knew only the
harvested deals would fail here. Run as a script, it prints what is left, as templates.
"""

from __future__ import annotations

import json
import random
import re
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from pokerrules.api import facade
from pokerrules.cli.main import cmd_card, cmd_rules, in_language, parser
from pokerrules.cli.terminal import Session
from pokerrules.cli.terminal_learn import Tutor
from pokerrules.lookup.registry import get, variants
from pokerrules.pages.card import card, card_text
from pokerrules.table.agents import make_bot
from pokerrules.words.books import catalogue_modules, forget
from pokerrules.words.templates import BadTemplate, Book, literal, slots
from pokerrules.words.translate import missed, translate, translate_reply

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
from words_harvest import random_move as _move  # noqa: E402

LANG = "pt-BR"
GAME = "pif-paf"
#: Seeds the harvest does not play (it plays 1 to 6).
SEEDS = (11, 12)
#: Text with no words: card codes (``Ac``, ``10h``, ``Tc``), numbers, signs, a host's names.
_CODE = r"(?:10|[2-9TJQKA])[cdhs♣♦♥♠]"
NO_WORDS = re.compile(rf"^[\s\d,.;:()<>\[\]+\-–/]*(?:{_CODE}[\s,.;:()<>\[\]+\-]*)*$", re.IGNORECASE)
NAMES = ("Ana", "Bia", "Caio")
#: A game's name the test types that no game has: said back as it was typed.
NO_GAME = "no-such-game"
#: What the terminal test types before its moves: help, a word that is no move, a number alone,
#: moves without what they take, a card the player does not hold.
PROBES = ("help", "xyz", "5", "bet", "discard", "discard 2c", "draw", "discard 2c", "discard")


def ask(**request: Any) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(facade.handle(json.dumps({**request, "lang": LANG})))
    return reply


def _kept() -> frozenset[str]:
    """What stays as it is: the games' names, and the house rules' codes a player types in the
    terminal (``ace_high``, ``three-suits``, ``no, yes``)."""
    kept = {v.name for v in variants()}
    kept |= {e["name"] for e in json.loads(facade.handle('{"op": "catalogue"}'))["games"]}
    for spec in get(GAME).options:
        values = [c.value for c in spec.choices]
        kept |= {spec.name, spec.default, ", ".join(values), *values}
    return frozenset(kept)


KEPT = _kept()
#: The games' names, kept as they are, and so each piece of one ("Twenty-Five").
GAME_NAMES = sorted({v.name for v in variants()})


def english(found: set[str]) -> list[str]:
    """The missed strings that have words: not card codes, a host's names, the games' names, the
    codes a player types, a typed word quoted back (``'xyz'``) or the site's link."""
    return sorted(text for text in found
                  if not NO_WORDS.match(text) and text.strip() not in KEPT.union(NAMES, {NO_GAME})
                  and not any(text.strip() in name for name in GAME_NAMES)
                  and not re.fullmatch(r"'[^']*'|games/\S+", text.strip()))


def play_match(seed: int, options: dict[str, str] | None = None) -> list[dict[str, Any]]:
    """A match of Pif Paf through the facade to its end, with seeded random legal moves; every
    reply, and the coach's odds along the way."""
    rng = random.Random(f"pt-BR/{seed}")
    replies = [ask(op="new", variant=GAME, seed=seed, options=options or {})]
    for count in range(3000):
        reply = replies[-1]
        assert reply["ok"], reply
        if reply["view"]["stage"] == "over":
            break
        if count % 40 == 5:
            replies.append(ask(op="odds", history=reply["history"], samples=3))
        action = _move(reply["view"], rng)
        step = ask(op="act", history=reply["history"], action=action)
        if not step["ok"]:
            action.pop("card", None)
            step = ask(op="act", history=reply["history"], action=action)
        assert step["ok"], step
        replies.append(step)
    return replies


#: Cacheta's house rules at their other choices: lives, the curinga, the ten-card batida.
CACHETA = {"lives": "7", "curinga": "above-turned", "ten_cards": "two-lives", "groups": "any-suits",
           "ace_high": "yes", "deals": "1", "turnovers": "1"}


def facade_everything(seed: int) -> None:
    """Everything a pt-BR player reads through the facade about Pif Paf: a match with the default
    rules and one played for lives with the curinga, each reviewed by the coach."""
    for options in ({}, CACHETA):
        last = play_match(seed, options)[-1]
        ask(op="review", history=last["history"], samples=3)
        ask(op="drill", variant=GAME, seed=seed, options=options)
        the_card(seed, options)
    for op in ("describe", "lessons"):
        ask(op=op, variant=GAME, seed=seed)
    for drill_seed in range(seed, seed + 4):
        ask(op="drill", variant=GAME, seed=drill_seed)
    examples = ask(op="describe", variant=GAME)["judge"]["examples"]
    ask(op="judge", variant=GAME, hands=examples)
    ask(op="judge", variant=GAME, hands=["7h 8h 9h Kc Ks Kd 2c 3c 4c", "7h 8h 9h Kc Ks Kd 2c 3c 5c"])
    ask(op="judge", variant=GAME, hands=["7h 8h 9h Kc Ks Kd 2c 3c", "As"])
    ask(op="judge", variant=GAME, hands=["7h 8h 9h Kc Ks Kd 2c 3c 4c 5c", "As 2s 3s 9d 9c 5h Jd Qd 4s Ks"])
    ask(op="judge", variant=GAME, hands=["7h 8h 9h Kc Ks Kd 2c 3c 4c 5c", "7h 8h 9h Kc Ks Kd 2c 3c 4c"],
        options={"curinga_card": "6h", "ten_cards": "two-lives", "lives": "7", "curinga": "above-turned"})
    ask(op="catalogue")
    ask(op="new", variant=NO_GAME)
    # refusals a player may meet: too many seats, a house rule's value, a card mistyped
    ask(op="new", variant=GAME, seed=seed, seats=9)
    ask(op="new", variant=GAME, seed=seed, options={"ante": "7"})
    ask(op="judge", variant=GAME, hands=["7h 8h 9h Kc Ks Kd 2c 3c 4z", "As"])
    ask(op="judge", variant=GAME, hands=["7h 7h 7h Kc Ks Kd 2c 3c 4c", "As 2s 3s 9d 9c 5h Jd Qd 4s"])
    night_everything()


def the_card(seed: int, options: dict[str, str]) -> None:
    """The printed card: its pieces through the layer, then wrapped (as the facade does); the
    facade's reply's other words. (The reply's ``text`` is the wrapped card, already in
    Portuguese, so it is not read a second time here.)"""
    english_card = json.loads(facade.handle(json.dumps(
        {"op": "card", "variant": GAME, "seed": seed, "options": options})))
    english_card.pop("text")
    translate_reply(english_card, LANG)
    card_text(card(GAME, options, seed=seed), say=lambda text: translate(text, LANG))


def night_everything() -> None:
    """A game night of Pif Paf: started, a game called, a hand recorded, settled."""
    night = ask(op="night", do="start", players=[{"name": n} for n in NAMES],
                menu=[{"variant": GAME}], settings={"seed": 3, "orbit": "off"})["file"]
    night = ask(op="night", do="next", night=night, pick=0)["file"]
    night = ask(op="night", do="record", night=night, entry={"by": "direct"},
                chips=[5, -2, -3])["file"]
    ask(op="night", do="settle", night=night)
    ask(op="night", do="undo", night=night)


def terminal_everything(seed: int) -> None:
    """Everything a pt-BR player reads in the terminal: a match, the lessons (with a hint, a
    wrong answer and a right one), the drill, the printed card and the rules."""
    say = in_language(LANG)
    out: list[str] = []
    write: Callable[[str], None] = lambda line: out.append(say(line))  # noqa: E731
    variant = get(GAME)
    rng = random.Random(f"pt-BR/terminal/{seed}")

    from tests.test_terminal import typed

    asked = 0

    def answer(prompt: str) -> str:
        nonlocal asked
        say(prompt)
        asked += 1
        if 2 <= asked < 2 + len(PROBES):  # help, and what a player may get wrong
            return PROBES[asked - 2]
        state = playing.state
        if state is None or state.is_over:
            return "n"
        return typed(rng.choice(state.legal_actions()), rng)

    for options in ({}, CACHETA):
        asked = 0
        playing = Session(variant, make_bot(variant), write, answer, seats=None, color=False,
                          options=options)
        assert playing.run(seed, lambda: 1) == 0

    tried: dict[str, int] = {}

    def tutor_answer(prompt: str) -> str:
        say(prompt)
        count = tried[prompt] = tried.get(prompt, -1) + 1
        assert count < 500, prompt
        if count == 0:
            return "hint"
        if count == 1:
            return "nonsense"
        return _candidates(prompt)[(count - 2) % len(_candidates(prompt))]

    tutor = Tutor(variant, write, tutor_answer)
    tutor.learn()
    drilled = iter(["1", "y", "2", "y", "x", "1", "n"])
    Tutor(variant, write, lambda prompt: (say(prompt), next(drilled))[1]).drill(seed, {}, lambda: seed + 1)
    for argv in (["card", GAME], ["card", GAME, "--seed", str(seed), "--option", "lives=7",
                                  "--option", "curinga=above-turned", "--option", "ten_cards=two-lives"]):
        # the card's pieces are translated before it is wrapped: its lines are printed as they are
        cmd_card(parser().parse_args([*argv, "--lang", LANG]), out.append)
    cmd_rules(parser().parse_args(["rules", GAME, "--lang", LANG]), write)


def _candidates(prompt: str) -> list[str]:
    """Every answer a lesson's prompt offers: its numbers, or each move it lists, typed."""
    if "(a number" in prompt:
        return [str(n) for n in range(1, 9)]
    listed = prompt[prompt.index("(") + 1:prompt.rindex(";")]
    moves: list[str] = []
    for kind, cards, low, high in re.findall(r"([\w-]+)(?: <card: ([^>]*)>| <(\d+)-(\d+)>)?", listed):
        if cards:
            moves += [f"{kind} {card}" for card in cards.split()]
        elif low:
            moves += [f"{kind} {amount}" for amount in range(int(low), int(high) + 1)]
        else:
            moves.append(kind)
    return moves


@contextmanager
def pt_br_misses() -> Iterator[set[str]]:
    forget()
    with missed() as found:
        yield found


def test_a_match_of_pif_paf_through_the_facade_is_all_in_portuguese() -> None:
    with pt_br_misses() as found:
        facade_everything(SEEDS[0])
    left = english(found)
    assert not left, "\n".join(left[:60])


def test_a_match_of_pif_paf_in_the_terminal_is_all_in_portuguese() -> None:
    with pt_br_misses() as found:
        terminal_everything(SEEDS[1])
    left = english(found)
    assert not left, "\n".join(left[:60])


def test_the_check_sees_english_and_lets_codes_and_names_through() -> None:
    """The check can fail: a missed English sentence is reported; card codes and names are not."""
    assert english({"Seat 3 folds.", "Ac 5c Tc 10h", "Ana", "K♥ Q♦"}) == ["Seat 3 folds."]
    with pt_br_misses() as found:
        ask(op="new", variant=GAME, seed=1, options={"ante": "5"})
        facade.handle(json.dumps({"op": "describe", "variant": GAME, "lang": LANG}))
    assert not english(found)
    with pt_br_misses() as found:
        from pokerrules.words.translate import translate
        translate("This sentence is in no catalogue.", LANG)
    assert english(found) == ["This sentence is in no catalogue."]


def _pt_br_catalogues() -> list[str]:
    return catalogue_modules(LANG)


@pytest.mark.parametrize("module", _pt_br_catalogues())
def test_every_entry_keeps_its_slots_and_has_words(module: str) -> None:
    import importlib

    words: dict[str, str] = importlib.import_module(module).WORDS
    Book(words)  # raises BadTemplate when a translation's slots are not its template's
    for source, target in words.items():
        assert sorted(slots(source)) == sorted(slots(target)), source
        assert re.search(r"[^\W\d_]", literal(target)), f"only slots: {source!r} -> {target!r}"
        assert target.strip(), source


def test_the_slot_check_can_fail() -> None:
    with pytest.raises(BadTemplate):
        Book({"{who} folds.": "{quem} desiste."})
    with pytest.raises(BadTemplate):
        Book({"{who} bets {n}.": "{who} aposta."})


def test_the_pt_br_catalogues_are_the_shared_one_and_pif_pafs() -> None:
    names = _pt_br_catalogues()
    assert "pokerrules.words.catalogue.pt_br" in names
    assert "pokerrules.games.pif_paf.words.pt_br" in names


def _templates(found: set[str]) -> list[str]:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
    from words_harvest import template_of

    return sorted({template_of(text) for text in english(found)})


if __name__ == "__main__":
    seeds = [int(a) for a in sys.argv[1:]] or list(SEEDS)
    with pt_br_misses() as everything:
        for s in seeds:
            facade_everything(s)
            terminal_everything(s)
    print(*_templates(everything), sep="\n")
