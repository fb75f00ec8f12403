import io
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from pokerrules.cli.main import cmd_play, main, parser
from pokerrules.core.actions import Action
from pokerrules.lookup.registry import get

REPO = Path(__file__).resolve().parents[1]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_list_rules_analyse(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "list")
    assert code == 0 and "three-card-poker" in out
    code, out, _ = run(capsys, "rules", "three-card-poker")
    assert code == 0 and "qualifies" in out and "pair_plus_table" in out
    code, out, _ = run(capsys, "analyse", "three-card-poker")
    figures = json.loads(out)
    assert figures["optimal_threshold"] == "Q-6-4"


def test_simulate_prints_json_totals_and_is_repeatable(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("simulate", "three-card-poker", "--hands", "300", "--seed", "4", "--bot", "q64")
    _, first, _ = run(capsys, *args)
    _, second, _ = run(capsys, *args)
    totals = json.loads(first)
    assert first == second
    assert totals["hands"] == 300 and sum(totals["net_by_seat"]) == -totals["house_net"]


def test_unknown_game_and_bot_are_clear_errors(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "simulate", "nope")
    assert code == 2 and "There is no game 'nope'" in err
    code, _, err = run(capsys, "simulate", "three-card-poker", "--bot", "genius")
    assert code == 2 and "no bot 'genius'" in err


def test_play_asks_again_after_bad_input() -> None:
    answers: Iterator[str] = iter(["ante 5", "pair_plus lots", "dance", "pair_plus 500", "0",
                                   "play", "n"])
    out = io.StringIO()
    args = parser().parse_args(["play", "three-card-poker", "--seed", "20", "--seats", "1"])
    code = cmd_play(args, lambda line: print(line, file=out), lambda prompt: next(answers))
    text = out.getvalue()
    assert code == 0
    assert "'lots' is not a whole number" in text
    assert "'dance' is not a move" in text
    assert "from 0 to 100 chips, not 500" in text
    # The result is explained as the page explains it: its summary, then every line.
    same = get("three-card-poker").new(20, None, 1)
    for action in (Action("ante", 5), Action("pair_plus", 0), Action("play")):
        same.apply(action)
    result = same.view(0)["result"]
    assert ("Result: " + result["summary"] if result.get("summary") else "Result:") in text
    assert result["lines"] and all("\n  " + line + "\n" in text for line in result["lines"])
    assert text.rstrip().endswith("Goodbye.")


def test_play_a_step_game_in_the_terminal_with_every_kind_of_move() -> None:
    # 7/27 Twists: flip a card, bet, take or decline cards; answers are reused until it ends.
    script = ["flip Zz", "flip", "flip 1", "check", "bet 99", "call", "take", "decline"]
    answers = iter(script)
    seen: list[str] = []

    def ask(prompt: str) -> str:
        seen.append(prompt)
        if "Deal again" in prompt:
            return "n"
        if "flip" in prompt:
            card = prompt.split("<card: ")[1].split(">")[0].split()[0]
            return next(answers, f"flip {card}") if len(seen) < 4 else f"flip {card}"
        for move in ("check", "call", "decline"):
            if move in prompt:
                return move
        return "decline"

    out = io.StringIO()
    args = parser().parse_args(["play", "seven-twenty-seven-twists", "--seed", "3", "--seats", "3"])
    assert cmd_play(args, lambda line: print(line, file=out), ask) == 0
    text = out.getvalue()
    assert "'Zz' is not a card" in text
    assert "You turn up" in text and "\nResult" in text


def test_simulate_a_step_game(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "simulate", "go-fish", "--hands", "30", "--seed", "2")
    totals = json.loads(out)
    assert totals["house_net"] == 0 and sum(totals["net_by_seat"]) == 0
    assert sum(totals["staked_by_seat"]) >= 30 * totals["seats"]


@pytest.mark.parametrize("game", ["ten-card-stud", "survivor", "open-hand-kenosha", "suck", "suck-back"])
def test_play_each_poker_step_game_to_the_end_in_the_terminal(game: str) -> None:
    """Typed answers only: check or call, throw away the first card offered, call it at once."""
    seen: list[str] = []

    def ask(prompt: str) -> str:
        seen.append(prompt)
        if "Deal again" in prompt:
            return "n"
        if "discard <card: " in prompt:
            return "discard " + prompt.split("discard <card: ")[1].split()[0].rstrip(">")
        for move in ("call-it", "check", "call"):
            if move in prompt.replace("call_it", "call-it"):
                return move
        return "fold"

    out = io.StringIO()
    args = parser().parse_args(["play", game, "--seed", "8", "--seats", "3"])
    assert cmd_play(args, lambda line: print(line, file=out), ask) == 0
    text = out.getvalue()
    assert seen and "\nResult" in text, text[-500:]
    if game == "survivor" and any("discard" in p for p in seen):
        assert "You discard" in text


@pytest.mark.parametrize("command", [["list"], ["card", "seven-twenty-seven"]])
def test_a_reader_that_stops_early_gets_no_traceback(command: list[str]) -> None:
    """``python -m pokerrules card GAME | head``: the reader closes the pipe before the command
    writes; the command ends quietly, with no traceback."""
    proc = subprocess.Popen([sys.executable, "-m", "pokerrules", *command], cwd=REPO,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None
    proc.stdout.close()  # long before the package is imported and anything is written
    _, err = proc.communicate(timeout=120)
    assert b"Traceback" not in err, err.decode()
    assert proc.returncode == 0
