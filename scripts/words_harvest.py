"""Find the English words no catalogue has yet, by playing every game in the pseudo-language.

    PYTHONPATH=. .venv/bin/python scripts/words_harvest.py [--seeds 1 2 3] [--game ID ...] [--write]
    PYTHONPATH=. .venv/bin/python scripts/words_harvest.py --lang es --game mus [--no-review]

Each game is played through the facade (hands to their end with seeded random legal moves, its
lessons, drill, card, description, the coach's odds and review of the last hand) and through the
terminal (a hand typed from the legal moves), all in the pseudo-language (``qps``), noting every
string no template matched (:func:`pokerrules.words.translate.missed`). Each is made a template:
numbers become ``{n}`` slots, card names ``{cardname}``, cards such as ``K♥`` ``{sym}`` and rank
words ``{rk}`` slots (the names and words each an entry of its own). A template seen in one game's
folder goes to that folder's ``words/en.py``; one seen in several goes to the shared
``pokerrules/words/catalogue/en.py``.

Without ``--write`` it prints how many templates each catalogue would gain, and a sample. With
``--lang es`` (or ``pt-BR``) it plays in that language instead and prints every string still in
English, as a template: what a translator of those games has left to do.
``tests/test_words_pseudo.py`` plays two of these hands of every game (the same functions) and
fails on any word left unmarked: a string added to the package without its template, or one
put where the layer does not look.
"""

from __future__ import annotations

import argparse
import io
import json
import random
import re
import sys
import time
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
from pokerrules.words.templates import MIN_LETTERS as TEMPLATE_LETTERS  # noqa: E402
from pokerrules.words.templates import literal  # noqa: E402
from pokerrules.words.translate import missed  # noqa: E402

SHARED = ROOT / "pokerrules" / "words" / "catalogue" / "en.py"
RANKS = "ace|two|three|four|five|six|seven|eight|nine|ten|jack|queen|king"
CARD_NAME = re.compile(rf"\b(?:{RANKS}) of (?:clubs|diamonds|hearts|spades)\b")
CARD_SHORT = re.compile(r"(?<![\w])(?:10|[2-9TJQKA])[♣♦♥♠](?![\w])")
RANK_WORDS = ("aces?|kings?|queens?|jacks?|tens?|nines?|eights?|sevens?|six(?:es)?|fives?|fours?|"
              "threes?|twos?|deuces?")
RANK_WORD = re.compile(rf"\b(?:{RANK_WORDS})\b", re.IGNORECASE)
NUMBER = re.compile(r"(?<![\w{])[-+]?[0-9]+(?:[.,][0-9]+)*(?![0-9])")
MAX_MOVES = 400
#: The hands harvested by default (the test plays the last two).
SEEDS = tuple(range(1, 9))
#: The fewest letters, in words of three or more, a template with slots keeps of its own
#: (``{rk} to {rk1}`` would match far more than it was made from; ``{rk}-{rk1} high`` is fine).
MIN_LETTERS = 4
ADDRESS = re.compile(r"\S*/\S*")
#: The words a rank slot stands for, each an entry of the shared catalogue.
RANK_ENTRIES = tuple(word for name in ("ace", "king", "queen", "jack", "ten", "nine", "eight",
                                       "seven", "six", "five", "four", "three", "two", "deuce")
                     for word in (name, name + ("es" if name == "six" else "s")))


def _slots(text: str, pattern: re.Pattern[str], name: str, counter: dict[str, int]) -> str:
    def one(_: re.Match[str]) -> str:
        count = counter.get(name, 0)
        counter[name] = count + 1
        return "{" + name + (str(count) if count else "") + "}"
    return pattern.sub(one, text)


def template_of(text: str) -> str:
    """A missed string made a template: its braces doubled, card names, cards and numbers slots."""
    counter: dict[str, int] = {}
    text = escaped = text.replace("{", "{{").replace("}", "}}")
    text = _slots(text, CARD_NAME, "cardname", counter)
    text = _slots(text, CARD_SHORT, "sym", counter)
    text = _slots(text, RANK_WORD, "rk", counter)
    text = _slots(text, NUMBER, "n", counter)
    if sum(len(word) for word in re.findall(r"[A-Za-z]{3,}", literal(text))) >= MIN_LETTERS:
        return text
    # Too little of its own left to tell it from other text: only its numbers are slots.
    numbers = _slots(escaped, NUMBER, "n", {})
    return numbers if len(re.findall(r"[A-Za-z]", literal(numbers))) >= TEMPLATE_LETTERS else escaped


#: The language played in (``--lang``); whether the coach reviews hands (``--no-review``).
SETTINGS: dict[str, Any] = {"lang": PSEUDO, "review": True}


def ask(request: dict[str, Any]) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(facade.handle(json.dumps({**request, "lang": SETTINGS["lang"]})))
    return reply


def random_move(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A random legal move of ``view``: its smallest or largest amount, one of its cards."""
    move = rng.choice(view["legal"])
    action: dict[str, Any] = {"kind": move["kind"]}
    if "min" in move:
        action["amount"] = rng.choice([move["min"], move.get("max", move["min"])])
    if move.get("cards"):
        action["card"] = rng.choice(move["cards"])["value"]
    return action


def play_facade(game: str, seed: int) -> list[dict[str, Any]]:
    """One hand (or match) of ``game`` through the facade, with seeded random legal moves, then
    the coach's review (odd seeds, unless ``--no-review``) and a drill: every reply."""
    rng = random.Random(f"{game}/{seed}")
    reply = ask({"op": "new", "variant": game, "seed": seed})
    replies = [reply]
    for _ in range(MAX_MOVES):
        if not reply.get("ok") or reply["view"]["stage"] == "over":
            break
        action = random_move(reply["view"], rng)
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
        replies.append(reply)
    if reply.get("ok") and seed % 2 and SETTINGS["review"]:
        replies.append(ask({"op": "review", "history": reply["history"]}))
    replies.append(ask({"op": "drill", "variant": game, "seed": seed}))
    return replies


def play_terminal(game: str, seed: int) -> list[str]:
    """One hand of ``game`` in the terminal, typing seeded random legal moves: every line it
    printed and every prompt, in the language played."""
    from pokerrules.cli.main import in_language
    from pokerrules.cli.terminal import Session
    from pokerrules.table.agents import make_bot
    from tests.test_terminal import typed

    variant = get(game)
    say = in_language(SETTINGS["lang"])
    out = io.StringIO()
    rng = random.Random(f"terminal/{game}/{seed}")
    answers = 0

    prompts: list[str] = []

    def answer(prompt: str) -> str:
        nonlocal answers
        prompts.append(say(prompt))
        answers += 1
        state = playing.state
        if state is None or state.is_over or answers > 3000:
            return "n"
        return typed(rng.choice(state.legal_actions()), rng)

    playing = Session(variant, make_bot(variant), lambda line: print(say(line), file=out), answer,
                      seats=None, color=False, options={})
    playing.run(seed, lambda: 1)
    return out.getvalue().splitlines() + prompts


def play_game(game: str, seeds: Iterable[int]) -> tuple[list[dict[str, Any]], list[str]]:
    """``game``'s description, lessons and card, then a hand of each seed through the facade
    and through the terminal: the replies and the terminal's lines."""
    replies = [ask({"op": op, "variant": game}) for op in ("describe", "lessons", "card")]
    lines: list[str] = []
    for seed in seeds:
        replies += play_facade(game, seed)
        lines += play_terminal(game, seed)
    return replies, lines


def harvest(games: list[str], seeds: list[int]) -> dict[str, set[str]]:
    """Each missed template, and the game folders (module names) it was seen in."""
    seen: dict[str, set[str]] = defaultdict(set)
    with missed() as outside:
        ask({"op": "catalogue"})
        ask({"op": "new", "variant": "no-such-game"})
    for text in outside | set(RANK_ENTRIES):
        seen[template_of(text)].add("")
    for game in games:
        began = time.perf_counter()
        with missed() as found:
            play_game(game, seeds)
        print(f"{game}: {len(found)} strings missed, {time.perf_counter() - began:.1f} s", file=sys.stderr)
        for text in found:
            seen[template_of(text)].add(module_of(game))
    # An address or a path (the card's link) is not words.
    return {template: where for template, where in seen.items() if not ADDRESS.fullmatch(template)}


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
    parser.add_argument("--seeds", type=int, nargs="+", default=list(SEEDS))
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
