"""Find the English words no catalogue has yet, by playing every game in the pseudo-language.

    PYTHONPATH=. .venv/bin/python scripts/words_harvest.py [--seeds 1 2 3] [--game ID ...] [--write]
    PYTHONPATH=. .venv/bin/python scripts/words_harvest.py --lang es --game mus [--no-review]

Each game is played through the facade (hands to their end with seeded random legal moves, its
lessons, drill, card, description, the coach's odds and review of the last hand) and through the
terminal (a hand typed from the legal moves), all in the pseudo-language (``qps``), noting every
string no template matched (:func:`pokerrules.words.translate.missed`). Each is made a template:
numbers become ``{n}`` slots, card names ``{card}`` slots and cards such as ``K♥`` ``{c}`` slots
(each also an entry of its own). A template seen in one game's folder goes to that folder's
``words/en.py``; one seen in several goes to the shared ``pokerrules/words/catalogue/en.py``.

Without ``--write`` it prints how many templates each catalogue would gain, and a sample. With
``--lang es`` (or ``pt-BR``) it plays in that language instead and prints every string still in
English, as a template: what a translator of those games has left to do.
The test suite plays other seeds, so a catalogue that only knew these hands would fail it.
"""

from __future__ import annotations

import argparse
import io
import json
import random
import re
import sys
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pokerrules.api import facade  # noqa: E402
from pokerrules.lookup.catalogue import module_of  # noqa: E402
from pokerrules.lookup.registry import get, variants  # noqa: E402
from pokerrules.words.books import forget  # noqa: E402
from pokerrules.words.pseudo import PSEUDO  # noqa: E402
from pokerrules.words.translate import missed  # noqa: E402

SHARED = ROOT / "pokerrules" / "words" / "catalogue" / "en.py"
RANKS = "ace|two|three|four|five|six|seven|eight|nine|ten|jack|queen|king"
CARD_NAME = re.compile(rf"\b(?:{RANKS}) of (?:clubs|diamonds|hearts|spades)\b")
CARD_SHORT = re.compile(r"(?<![\w])(?:10|[2-9TJQKA])[♣♦♥♠](?![\w])")
NUMBER = re.compile(r"(?<![\w{])[-+]?[0-9]+(?:[.,][0-9]+)*(?![0-9])")
MAX_MOVES = 400


def _slots(text: str, pattern: re.Pattern[str], name: str, counter: dict[str, int]) -> str:
    def one(_: re.Match[str]) -> str:
        count = counter.get(name, 0)
        counter[name] = count + 1
        return "{" + name + (str(count) if count else "") + "}"
    return pattern.sub(one, text)


def template_of(text: str) -> str:
    """A missed string made a template: its braces doubled, card names, cards and numbers slots."""
    counter: dict[str, int] = {}
    text = text.replace("{", "{{").replace("}", "}}")
    text = _slots(text, CARD_NAME, "card", counter)
    text = _slots(text, CARD_SHORT, "c", counter)
    return _slots(text, NUMBER, "n", counter)


#: The language played in (``--lang``); whether the coach reviews hands (``--no-review``).
SETTINGS: dict[str, Any] = {"lang": PSEUDO, "review": True}


def ask(request: dict[str, Any]) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(facade.handle(json.dumps({**request, "lang": SETTINGS["lang"]})))
    return reply


def _move(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    move = rng.choice(view["legal"])
    action: dict[str, Any] = {"kind": move["kind"]}
    if "min" in move:
        action["amount"] = rng.choice([move["min"], move.get("max", move["min"])])
    if move.get("cards"):
        action["card"] = rng.choice(move["cards"])["value"]
    return action


def play_facade(game: str, seed: int) -> None:
    rng = random.Random(f"{game}/{seed}")
    reply = ask({"op": "new", "variant": game, "seed": seed})
    for _ in range(MAX_MOVES):
        if not reply.get("ok") or reply["view"]["stage"] == "over":
            break
        action = _move(reply["view"], rng)
        step = ask({"op": "act", "history": reply["history"], "action": action})
        if not step["ok"]:
            action.pop("card", None)
            step = ask({"op": "act", "history": reply["history"], "action": action})
        if not step["ok"]:
            action = {"kind": reply["view"]["legal"][0]["kind"]}
            step = ask({"op": "act", "history": reply["history"], "action": action})
        if not step["ok"]:
            break
        reply = step
    if reply.get("ok") and seed % 2 and SETTINGS["review"]:
        ask({"op": "review", "history": reply["history"]})
    ask({"op": "drill", "variant": game, "seed": seed})


def play_terminal(game: str, seed: int) -> None:
    from pokerrules.cli.main import in_language
    from pokerrules.cli.terminal import Session
    from pokerrules.table.agents import make_bot
    from tests.test_terminal import typed

    variant = get(game)
    say = in_language(SETTINGS["lang"])
    out = io.StringIO()
    rng = random.Random(f"terminal/{game}/{seed}")
    answers = 0

    def answer(prompt: str) -> str:
        nonlocal answers
        say(prompt)
        answers += 1
        state = playing.state
        if state is None or state.is_over or answers > 3000:
            return "n"
        return typed(rng.choice(state.legal_actions()), rng)

    playing = Session(variant, make_bot(variant), lambda line: print(say(line), file=out), answer,
                      seats=None, color=False, options={})
    playing.run(seed, lambda: 1)


def play_game(game: str, seeds: Iterable[int]) -> None:
    for op in ("describe", "lessons", "card"):
        ask({"op": op, "variant": game})
    for seed in seeds:
        play_facade(game, seed)
        play_terminal(game, seed)


def harvest(games: list[str], seeds: list[int]) -> dict[str, set[str]]:
    """Each missed template, and the game folders (module names) it was seen in."""
    seen: dict[str, set[str]] = defaultdict(set)
    with missed() as outside:
        ask({"op": "catalogue"})
        ask({"op": "new", "variant": "no-such-game"})
    for text in outside:
        seen[template_of(text)].add("")
    for game in games:
        with missed() as found:
            play_game(game, seeds)
        for text in found:
            seen[template_of(text)].add(module_of(game))
    return seen


def catalogue_path(module: str) -> Path:
    if not module:
        return SHARED
    return ROOT.joinpath(*module.split(".")) / "words" / "en.py"


def _existing(path: Path) -> list[str]:
    if not path.exists():
        return []
    names: dict[str, Any] = {}
    exec(compile(path.read_text(encoding="utf-8"), str(path), "exec"), names)  # noqa: S102
    return list(names.get("TEMPLATES", names.get("WORDS", {})))


def write(path: Path, templates: list[str]) -> None:
    owner = "the shared strings" if path == SHARED else f"{path.parent.parent.name}"
    lines = [f'"""English templates of {owner}: the words the pseudo-language marks (found by',
             '``scripts/words_harvest.py``, then kept by hand)."""', "",
             "TEMPLATES = ("]
    lines += [f"    {json.dumps(t, ensure_ascii=False)}," for t in templates]
    lines += [")", "WORDS: dict[str, str] = {template: template for template in TEMPLATES}", ""]
    path.parent.mkdir(parents=True, exist_ok=True)
    init = path.parent / "__init__.py"
    if not init.exists():
        init.write_text(f'"""{owner}\'s own catalogues, one module (or several) per language."""\n',
                        encoding="utf-8")
    path.write_text("\n".join(lines), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3, 4, 5, 6])
    parser.add_argument("--game", nargs="*", default=None)
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--lang", default=PSEUDO)
    parser.add_argument("--no-review", action="store_true", help="skip the coach's review")
    args = parser.parse_args(argv)
    SETTINGS.update(lang=args.lang, review=not args.no_review)
    games = args.game or [v.id for v in variants()]
    seen = harvest(games, args.seeds)
    by_path: dict[Path, set[str]] = defaultdict(set)
    for template, modules in seen.items():
        by_path[catalogue_path(next(iter(modules)) if len(modules) == 1 else "")].add(template)
    for path, templates in sorted(by_path.items()):
        shown = sorted(templates) if args.lang != PSEUDO else sorted(templates)[:3]
        print(f"{path.relative_to(ROOT)}: {len(templates)} new", *shown, sep="\n  ")
        if args.write and args.lang == PSEUDO:
            write(path, sorted(set(_existing(path)) | templates))
    forget()
    return 0


if __name__ == "__main__":
    sys.exit(main())
