"""Command line: ``python -m pokerrules list | rules | play | simulate | analyse | judge |
learn | drill | lessons | card``."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence

from pokerrules.core.errors import BadNight, BadRequest, PokerRulesError, quote
from pokerrules.lookup.registry import get, variants
from pokerrules.table.agents import make_bot, play_bots
from pokerrules.words.languages import ENGLISH, check_lang, lang_from_environment
from pokerrules.words.translate import translate, translate_reply


def in_language(lang: str) -> Callable[[str], str]:
    """What the terminal prints, in ``lang``, line by line; JSON output is data, left as it is."""
    if lang == ENGLISH:
        return lambda text: text
    return lambda text: text if text.lstrip().startswith(("{", "[")) else translate(text, lang)


def _options(pairs: Sequence[str]) -> dict[str, str]:
    out = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep:
            raise PokerRulesError(f"Write an option as name=value, not {quote(pair)}.")
        out[name.strip()] = value.strip()
    return out


def cmd_list(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    for v in variants():
        seats = (f"{v.min_seats}" if v.min_seats == v.max_seats
                 else f"{v.min_seats}-{v.max_seats}")
        out(f"{v.id:24} {v.name} ({seats} player{'' if seats == '1' else 's'}): {v.summary}")
    return 0


def cmd_rules(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    variant = get(args.game)
    out(variant.name)
    out("=" * len(variant.name))
    rules = variant.rules.strip()
    if args.lang == ENGLISH:
        out(rules)
    else:  # each paragraph translated whole, for the terminal to wrap
        out("\n\n".join(" ".join(paragraph.split()) for paragraph in rules.split("\n\n")))
    if variant.options:
        out("\nHouse-rule options (use --option name=value; * marks the default):")
        for spec in variant.options:
            # What is typed (the name and its values) comes first, then its words after a gap.
            values = "|".join(c.value + ("*" if c.value == spec.default else "")
                              for c in spec.choices) or f"<{spec.default}*>"
            out(f"  {spec.name}={values}  {spec.label}" + (f": {spec.help}" if not spec.choices else ""))
    return 0


def cmd_play(args: argparse.Namespace, out: Callable[[str], None],
             ask: Callable[[str], str] = input) -> int:
    from pokerrules.cli.terminal import Session, use_color

    variant = get(args.game)
    session = Session(variant, make_bot(variant, args.bot), out, ask, _options(args.option),
                      args.seats, use_color(getattr(args, "color", "auto"), sys.stdout, os.environ))
    return session.run(args.seed, _fresh_seed)


def _fresh_seed() -> int:
    from time import time_ns

    return time_ns() % 1_000_000_000


def cmd_simulate(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    variant = get(args.game)
    options = _options(args.option)
    bot = make_bot(variant, args.bot)
    if args.hands < 1:
        raise PokerRulesError("--hands must be at least 1.")
    seats = args.seats or variant.default_seats
    net = [0] * seats
    staked = [0] * seats
    house = 0
    for hand in range(args.hands):
        state = variant.new(args.seed + hand, options, seats)
        play_bots(state, dict.fromkeys(range(seats), bot))
        result = state.result()
        assert result is not None
        net = [a + b for a, b in zip(net, result["net"], strict=True)]
        staked = [a + b for a, b in zip(staked, result["staked"], strict=True)]
        house += result["house"]
    seat_hands = args.hands * seats
    out(json.dumps({
        "variant": variant.id, "bot": args.bot or variant.default_bot, "hands": args.hands,
        "seats": seats, "seed": args.seed, "options": variant.resolve_options(options),
        "net_by_seat": net, "staked_by_seat": staked, "house_net": house,
        "net_per_seat_hand": sum(net) / seat_hands,
        "net_per_chip_staked": sum(net) / max(1, sum(staked)),
    }, indent=2))
    return 0


def cmd_analyse(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    from pokerrules.analysis import analyse

    out(json.dumps(analyse(get(args.game).id, _options(args.option)), indent=2))
    return 0


def cmd_judge(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    from pokerrules.lookup.judging import judge

    verdict = judge(args.game, list(args.hands), _options(args.option), args.board or "")
    out(json.dumps({"parts": verdict["parts"], "text": verdict["text"]}, indent=2,
                   ensure_ascii=False))
    return 0


def cmd_learn(args: argparse.Namespace, out: Callable[[str], None],
              ask: Callable[[str], str] = input) -> int:
    from pokerrules.cli.terminal_learn import Tutor

    return Tutor(get(args.game), out, ask).learn(args.lesson)


def cmd_drill(args: argparse.Namespace, out: Callable[[str], None],
              ask: Callable[[str], str] = input) -> int:
    from pokerrules.cli.terminal_learn import Tutor

    seed = args.seed if args.seed is not None else _fresh_seed()
    return Tutor(get(args.game), out, ask).drill(seed, _options(args.option), _fresh_seed)


def cmd_lessons(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    from pokerrules.lessons.run import lessons_json

    lessons = lessons_json(args.game)
    if args.json:
        out(json.dumps(lessons, indent=2, ensure_ascii=False))
        return 0
    for lesson in lessons:
        out(f"{lesson['game']:24} {lesson['id']:20} {lesson['title']} "
            f"({len(lesson['steps'])} steps)")
    return 0


def cmd_card(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    from pokerrules.pages.card import card, card_text

    game = card(args.game, _options(args.option), seed=args.seed, seats=args.seats)
    if args.qr and not args.site.startswith(("http://", "https://")):
        raise BadRequest("The QR code needs the site's address: add --site https://...")
    lang = getattr(args, "lang", None) or ENGLISH
    out(json.dumps(translate_reply(game.to_json(), lang), indent=2, ensure_ascii=False) if args.json
        else card_text(game, args.site, lambda text: translate(text, lang)))
    if args.qr and not args.json:
        from pokerrules.kits.qr import blocks, encode

        out("\n" + blocks(encode(f"{args.site.rstrip('/')}/{game.link}")))
    return 0


def cmd_night(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    """A night file exported from the Game night page, checked in full: the totals and the
    hands (``check``), or who pays whom in the fewest payments (``settle``)."""
    from pathlib import Path

    from pokerrules.night.file import read_file
    from pokerrules.night.limits import MAX_TEXT_CHARS
    from pokerrules.night.status import night_status

    path = Path(args.file)
    if path.stat().st_size > MAX_TEXT_CHARS:
        raise BadNight(f"{path.name} is too large to be a night file.")
    status = night_status(read_file(path.read_text(encoding="utf-8", errors="replace")))
    names = [p["name"] for p in status["players"]]
    if args.action == "check":
        for hand in status["hands"]:
            chips = ", ".join(f"{n} {c:+}" for n, c in zip(names, hand["chips"], strict=True))
            out(f"Hand {hand['number']}: {names[hand['dealer']]} deals {hand['name']} - {chips}")
        out("Totals: " + ", ".join(f"{p['name']} {p['total']:+}" for p in status["players"]))
    else:
        payments = status["settle"]["payments"]
        out("\n".join(p["text"] for p in payments) if payments else "Everyone is square.")
    return 0


LANG_HELP = ("the language of the words: en, es or pt-BR (default: from LANGUAGE, LC_ALL, "
             "LC_MESSAGES or LANG, else English)")


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="python -m pokerrules", description=__doc__)
    top.add_argument("--lang", default=None, help=LANG_HELP)
    lang = argparse.ArgumentParser(add_help=False)
    lang.add_argument("--lang", default=argparse.SUPPRESS, help=LANG_HELP)
    sub = top.add_subparsers(dest="command", required=True)
    sub.add_parser("list", parents=[lang], help="list the games")
    for name, text in (("rules", "print a game's rules"), ("play", "play in the terminal"),
                       ("simulate", "bots play many hands; totals as JSON"),
                       ("analyse", "print exact figures"),
                       ("judge", "who wins a showdown, and why; JSON")):
        p = sub.add_parser(name, parents=[lang], help=text)
        p.add_argument("game")
        if name != "rules":
            p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
        if name in ("play", "simulate"):
            p.add_argument("--seats", type=int, default=None)
            p.add_argument("--bot", default=None)
            p.add_argument("--seed", type=int, default=0 if name == "simulate" else None)
        if name == "play":
            p.add_argument("--color", choices=("auto", "always", "never"), default="auto",
                           help="suits in colour: auto (when the output is a terminal that "
                                "takes colour and NO_COLOR is unset), always or never")
        if name == "simulate":
            p.add_argument("--hands", type=int, default=1000)
        if name == "judge":
            p.add_argument("hands", nargs="+", metavar="CARDS",
                           help='one player\'s showdown cards, e.g. "As Kd 5c 9h 9s" (only '
                                'the player\'s own cards when --board is given)')
            p.add_argument("--board", default=None, metavar="CARDS",
                           help='in a game with a board: its cards, typed once, e.g. '
                                '"Ks 7h 2c 9d 3s"')
    learn = sub.add_parser("learn", parents=[lang], help="take a game's lessons in the terminal")
    learn.add_argument("game")
    learn.add_argument("--lesson", default=None, help="one lesson's id (default: all of them)")
    drill = sub.add_parser("drill", parents=[lang], help='"Who wins?": judge random showdowns')
    drill.add_argument("game")
    drill.add_argument("--seed", type=int, default=None)
    drill.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    lessons = sub.add_parser("lessons", parents=[lang],
                             help="list the lessons (of one game), or print them as JSON")
    lessons.add_argument("game", nargs="?", default=None)
    lessons.add_argument("--json", action="store_true", help="the lessons as JSON, as the page reads them")
    call = sub.add_parser("card", parents=[lang],
                          help="print a game's card: its house rules, wild cards, betting, "
                               "pot and ties, to call it at a real table")
    call.add_argument("game")
    call.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    call.add_argument("--seats", type=int, default=None, help="players the card's link opens with")
    call.add_argument("--seed", type=int, default=1, help="the deal the card's link opens with")
    call.add_argument("--site", default="", help="the site's address, to print the link in full")
    call.add_argument("--json", action="store_true", help="the card as JSON, as the facade gives it")
    call.add_argument("--qr", action="store_true",
                      help="also print the link's QR code in block characters (needs --site)")
    night = sub.add_parser("night", parents=[lang], help="a game night's file: check it, or settle up")
    night.add_argument("action", choices=("check", "settle"))
    night.add_argument("file", help="a night file exported from the Game night page")
    return top


COMMANDS: dict[str, Callable[[argparse.Namespace, Callable[[str], None]], int]] = {
    "list": cmd_list, "rules": cmd_rules, "play": cmd_play, "simulate": cmd_simulate,
    "analyse": cmd_analyse, "judge": cmd_judge, "learn": cmd_learn, "drill": cmd_drill,
    "lessons": cmd_lessons, "card": cmd_card, "night": cmd_night,
}


#: The commands that print their words in the reader's language themselves (the card is wrapped
#: after its pieces are translated).
IN_LANGUAGE = ("card",)
#: The commands that ask the player for moves or answers.
ASKING = ("play", "learn", "drill")


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        lang = check_lang(args.lang) if args.lang is not None else lang_from_environment(os.environ)
    except PokerRulesError as err:
        print(f"error: {err.message}", file=sys.stderr)
        return 2
    say = in_language(lang)
    args.lang = lang
    try:
        if args.command in ASKING:
            return COMMANDS[args.command](args, lambda line: print(say(line)),
                                          ask=lambda prompt: input(say(prompt)))  # type: ignore[call-arg]
        if args.command in IN_LANGUAGE:
            return COMMANDS[args.command](args, print)
        return COMMANDS[args.command](args, lambda line: print(say(line)))
    except PokerRulesError as err:
        print(say(f"error: {err.message}"), file=sys.stderr)
        return 2
    except (EOFError, KeyboardInterrupt):
        print()
        return 0
    except BrokenPipeError:
        # The reader stopped early (``| head``, a pager closed): nothing more to say. Python
        # would report the pipe again when it flushes stdout at exit, so point it elsewhere.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(main())
