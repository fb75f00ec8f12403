"""Command line: ``python -m pokerrules list | rules | play | simulate | analyse``."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import Any

from pokerrules.actions import Action, Template
from pokerrules.agents import make_bot, play_bots, refill_bots
from pokerrules.errors import PokerRulesError, quote
from pokerrules.game import State
from pokerrules.registry import get, variants


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
        out(f"{v.id:24} {v.name} ({v.min_seats}-{v.max_seats} players): {v.summary}")
    return 0


def cmd_rules(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    variant = get(args.game)
    out(variant.name)
    out("=" * len(variant.name))
    out(variant.rules.strip())
    if variant.options:
        out("\nHouse-rule options (use --option name=value):")
        for spec in variant.options:
            values = ", ".join(c.value for c in spec.choices) or spec.help
            out(f"  {spec.name} (default {spec.default}): {spec.label}. {values}")
    return 0


def _show(view: dict[str, Any], out: Callable[[str], None]) -> None:
    if view.get("info"):
        out("  " + " · ".join(view["info"]))
    for hand in view["hands"]:
        # Your own face-down cards are shown in brackets: only you can see them.
        cards = " ".join(f"[{c['short']}]" if c.get("up") is False and c["code"] != "??"
                         else c["short"] for c in hand["cards"]) or "(no cards yet)"
        extra = "; ".join(filter(None, [hand["label"], *hand["notes"]]))
        stack = f" [{hand['stack']} chips]" if hand["stack"] is not None else ""
        out(f"  {hand['name']}{stack}: {cards}" + (f"  ({extra})" if extra else ""))


def _describe_move(t: Template) -> str:
    if t.low is not None:
        return f"{t.kind} <{t.low}-{t.high}>"
    if t.cards is not None:
        return f"{t.kind} <card: {' '.join(t.cards)}>"
    if t.targets is not None:
        return f"{t.kind} <seat {'/'.join(str(s + 1) for s in t.targets)}> <rank>"
    return t.kind


def _parse_move(words: list[str], legal: list[Template]) -> Action:
    """``bet 2``, ``flip As``, ``ask 3 K``, or a bare amount when only one move takes one."""
    if len(words) == 1 and words[0].isdigit():
        takers = [t for t in legal if t.low is not None]
        if len(takers) == 1:
            words = [takers[0].kind, words[0]]
    typed = words[0].replace("-", "_").replace("pairplus", "pair_plus")
    template = next((t for t in legal if t.kind.replace("-", "_") == typed), None)
    kind = template.kind if template is not None else typed
    args = words[1:]
    if template is None or not args:
        return Action(kind)
    if template.low is not None:
        if not args[0].isdigit():
            raise ValueError(f"{quote(args[0])} is not a whole number of chips.")
        return Action(kind, int(args[0]))
    if template.cards is not None:
        return Action.from_json({"kind": kind, "card": args[0]})
    if template.targets is not None:
        if len(args) != 2 or not args[0].isdigit():
            raise ValueError("Ask like this: ask <seat number> <rank>, for example: ask 3 K.")
        return Action.from_json({"kind": kind, "target": int(args[0]) - 1, "rank": args[1]})
    return Action(kind)


def _ask(legal: list[Template], ask: Callable[[str], str], out: Callable[[str], None]) -> Action:
    choices = ", ".join(_describe_move(t) for t in legal)
    while True:
        words = ask(f"Your move ({choices}): ").strip().split()
        if not words:
            continue
        words[0] = words[0].lower()
        try:
            return _parse_move(words, legal)
        except (ValueError, PokerRulesError) as err:
            out(f"  {err}")


def cmd_play(args: argparse.Namespace, out: Callable[[str], None],
             ask: Callable[[str], str] = input) -> int:
    variant = get(args.game)
    options = _options(args.option)
    bot = make_bot(variant, args.bot)
    stacks: list[int] | None = None
    seed = args.seed
    out(variant.name + ": " + variant.summary)
    while True:
        state = variant.new(seed if seed is not None else _fresh_seed(), options, args.seats, stacks)
        out(f"\n{variant.name}, seed {state.table.seed}. Type the move's name, with an amount "
            "where it takes one; Ctrl-D quits.")
        _play_hand(state, bot, out, ask)
        result = state.result()
        assert result is not None
        stacks = refill_bots(variant, list(result["stacks"]), options)  # type: ignore[assignment]
        if ask("Deal again? [Y/n] ").strip().lower().startswith("n"):
            return 0
        seed = None


def _play_hand(state: State, bot: Any, out: Callable[[str], None],
               ask: Callable[[str], str]) -> None:
    bots = dict.fromkeys(range(state.table.seats), bot)
    shown = 0
    while True:
        play_bots(state, bots, until_seat=0)
        view = state.view(0)
        for line in view["log"][shown:]:
            out("  " + line)
        shown = len(view["log"])
        if state.is_over:
            _show(view, out)
            return
        _show(view, out)
        out(view["prompt"])
        while True:
            action = _ask(state.legal_actions(), ask, out)
            try:
                state.apply(action)
                break
            except PokerRulesError as err:
                out("  " + err.message)


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
    from pokerrules.judge import judge

    verdict = judge(args.game, list(args.hands), _options(args.option))
    out(json.dumps({"parts": verdict["parts"], "text": verdict["text"]}, indent=2,
                   ensure_ascii=False))
    return 0


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="python -m pokerrules", description=__doc__)
    sub = top.add_subparsers(dest="command", required=True)
    sub.add_parser("list", help="list the games")
    for name, text in (("rules", "print a game's rules"), ("play", "play in the terminal"),
                       ("simulate", "bots play many hands; totals as JSON"),
                       ("analyse", "print exact figures"),
                       ("judge", "who wins a showdown, and why; JSON")):
        p = sub.add_parser(name, help=text)
        p.add_argument("game")
        if name != "rules":
            p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
        if name in ("play", "simulate"):
            p.add_argument("--seats", type=int, default=None)
            p.add_argument("--bot", default=None)
            p.add_argument("--seed", type=int, default=0 if name == "simulate" else None)
        if name == "simulate":
            p.add_argument("--hands", type=int, default=1000)
        if name == "judge":
            p.add_argument("hands", nargs="+", metavar="CARDS",
                           help='one player\'s showdown cards, e.g. "As Kd 5c 9h 9s"')
    return top


COMMANDS: dict[str, Callable[[argparse.Namespace, Callable[[str], None]], int]] = {
    "list": cmd_list, "rules": cmd_rules, "play": cmd_play, "simulate": cmd_simulate,
    "analyse": cmd_analyse, "judge": cmd_judge,
}


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        return COMMANDS[args.command](args, print)
    except PokerRulesError as err:
        print(f"error: {err.message}", file=sys.stderr)
        return 2
    except (EOFError, KeyboardInterrupt):
        print()
        return 0


if __name__ == "__main__":
    sys.exit(main())
