"""Playing in the terminal: typed moves, help, quitting, colour, and every game to its end."""

from __future__ import annotations

import io
import os
import random
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from pokerrules.cli import terminal
from pokerrules.cli.main import cmd_play, parser
from pokerrules.cli.terminal import GOODBYE, RED, RESET, Session, name_reader, paint, use_color
from pokerrules.cli.terminal_moves import UnclearMove, example, help_lines, read_move
from pokerrules.core.actions import Action, Template
from pokerrules.core.errors import PokerRulesError
from pokerrules.lookup.registry import get, variants
from pokerrules.table.agents import make_bot

ROOT = Path(__file__).resolve().parent.parent
GAMES = [v.id for v in variants()]
#: More answers than any hand needs: a runaway loop fails instead of hanging.
MAX_ANSWERS = 3000


def session(game: str, answer: Callable[[Session, str], str], *, seats: int | None = None,
            color: bool = False, options: dict[str, str] | None = None) -> tuple[Session, io.StringIO]:
    variant = get(game)
    text = io.StringIO()
    asked: list[str] = []

    def ask(prompt: str) -> str:
        asked.append(prompt)
        if len(asked) > MAX_ANSWERS:
            raise AssertionError(f"{game}: still asking after {MAX_ANSWERS} answers")
        return answer(playing, prompt)

    playing = Session(variant, make_bot(variant), lambda line: print(line, file=text), ask,
                      seats=seats, color=color, options=dict(options or {}))
    return playing, text


def my_moves(playing: Session) -> int:
    assert playing.state is not None
    return sum(1 for seat, _ in playing.state.actions if seat == 0)


def typed(template: Template, rng: random.Random) -> str:
    """A move written the way a person might: the kind, then its values, cards in any case."""
    if template.low is not None:
        return f"{template.kind} {rng.randint(template.low, template.high or template.low)}"
    if template.cards is not None:
        least, most = template.pick or (1, 1)
        chosen = rng.sample(template.cards, rng.randint(max(1, least), min(most, len(template.cards))))
        written = [rng.choice([c, c.lower(), c.upper(), c.replace("T", "10")]) for c in chosen]
        return " ".join([template.kind, *written])
    if template.targets is not None:
        assert template.ranks
        return f"{template.kind} {rng.choice(template.targets) + 1} {rng.choice(template.ranks).lower()}"
    return template.kind


def play_typing_random_moves(game: str, rng: random.Random, **how: Any
                             ) -> tuple[Session, io.StringIO, Callable[[], int]]:
    """One hand (or match) of ``game`` in the terminal, typing a random legal move each time;
    returns the session, what it printed, and how many moves were typed."""
    moves = 0

    def answer(playing: Session, prompt: str) -> str:
        nonlocal moves
        if prompt.startswith("Deal again"):
            return "n"
        assert playing.state is not None
        moves += 1
        return typed(rng.choice(playing.state.legal_actions()), rng)

    playing, out = session(game, answer, **how)
    assert playing.run(7, lambda: 1) == 0
    return playing, out, lambda: moves


def check_finished(playing: Session, text: str, moves_typed: int) -> None:
    assert playing.state is not None and playing.state.is_over
    result = playing.state.view(0)["result"]
    assert "\nResult" in text
    for line in result["lines"]:  # each once: under "Result", not again in the log above it
        assert text.count(f"\n  {line}\n") == 1, line
    if result.get("summary"):
        assert f"Result: {result['summary']}" in text
    # Every typed move was taken: none was refused or misread.
    assert my_moves(playing) == moves_typed, text[-2000:]
    assert text.rstrip().endswith(GOODBYE)


@pytest.mark.parametrize("game", GAMES)
def test_every_game_plays_to_the_end_with_moves_typed_from_the_legal_templates(game: str) -> None:
    playing, out, moves = play_typing_random_moves(game, random.Random(game))
    check_finished(playing, out.getvalue(), moves())


@pytest.mark.parametrize("game", GAMES)
def test_every_game_plays_to_the_end_typing_what_help_suggests(
        game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Through the command line: at each turn type help, then one of the things it says to type."""
    started: list[Session] = []

    class Watched(Session):
        def run(self, seed: int | None, fresh_seed: Callable[[], int]) -> int:
            started.append(self)
            return super().run(seed, fresh_seed)

    monkeypatch.setattr(terminal, "Session", Watched)
    rng = random.Random(game + "help")
    out = io.StringIO()
    moves = 0
    helped = False

    def ask(prompt: str) -> str:
        nonlocal moves, helped
        if prompt.startswith("Deal again"):
            return "n"
        if not helped:
            helped = True
            return rng.choice(["help", "HELP", "?", "help me"])
        helped = False
        text = out.getvalue()
        block = text[text.rindex("Your moves now"):].splitlines()[1:]
        examples = [re.split(r"\s{2,}", line.strip())[0] for line in block if line.startswith("  ")]
        state = started[0].state
        assert state is not None and len(examples) == len(state.legal_actions())
        moves += 1
        assert moves < MAX_ANSWERS, f"{game}: still asking after {MAX_ANSWERS} moves"
        return rng.choice(examples)

    args = parser().parse_args(["play", game, "--seed", "11", "--color", "never"])
    assert cmd_play(args, lambda line: print(line, file=out), ask) == 0
    check_finished(started[0], out.getvalue(), moves)


# Reading typed words

BET_ROUND = [Template("check", "Check"), Template("bet", "Bet", 1, 4, 2), Template("fold", "Fold")]
FACING = [Template("call", "Call 2"), Template("raise", "Raise by (after calling 2)", 2, 2, 2),
          Template("fold", "Fold")]
OFFER = [Template("take", "Take a card"), Template("decline", "No card")]
FLIP = [Template("flip", "Turn face up", cards=("As", "Td", "7h"))]
CALL_IT = [Template("call-it", "Call it: I have the best hand"),
           Template("deal-on", "Deal another card")]
ASK = [Template("ask", "Ask", targets=(1, 2), ranks=("K", "7")), Template("pass", "Don't ask")]


@pytest.mark.parametrize(("text", "legal", "action"), [
    ("k", BET_ROUND, Action("check")),
    ("CHECK", BET_ROUND, Action("check")),
    ("b 3", BET_ROUND, Action("bet", 3)),
    ("bet 2", BET_ROUND, Action("bet", 2)),
    ("f", BET_ROUND, Action("fold")),
    ("c", FACING, Action("call")),
    ("c", BET_ROUND, Action("check")),  # check or call: never both open at once
    ("x", BET_ROUND, Action("check")),
    ("call", FACING, Action("call")),
    ("call 2", FACING, Action("call")),
    ("r 2", FACING, Action("raise", 2)),
    ("raise", FACING, Action("raise", 2)),  # min == max: the amount is the only one
    ("stand", OFFER, Action("decline")),
    ("no", OFFER, Action("decline")),
    ("pass", OFFER, Action("decline")),
    ("decline", OFFER, Action("decline")),
    ("no card", OFFER, Action("decline")),
    ("yes", OFFER, Action("take")),
    ("hit", OFFER, Action("take")),
    ("take", OFFER, Action("take")),
    ("flip as", FLIP, Action("flip", card="As")),
    ("flip AS", FLIP, Action("flip", card="As")),
    ("flip 10d", FLIP, Action("flip", card="Td")),
    ("flip 7♥", FLIP, Action("flip", card="7h")),
    ("td", FLIP, Action("flip", card="Td")),  # a bare card when one move takes it
    ("call it", CALL_IT, Action("call-it")),
    ("deal", CALL_IT, Action("deal-on")),
    ("ask 3 k", ASK, Action("ask", target=2, rank="K")),
    ("ask seat 2 sevens", ASK, Action("ask", target=1, rank="7")),
    ("pass", ASK, Action("pass")),
    ("no", ASK, Action("pass")),
])
def test_words_and_short_forms_make_the_open_move(text: str, legal: list[Template],
                                                  action: Action) -> None:
    assert read_move(text, legal) == action


@pytest.mark.parametrize(("text", "legal", "message"), [
    ("dance", BET_ROUND, "'dance' is not a move you can make now; your moves are: check, bet, fold"),
    ("yes", BET_ROUND, "type help"),
    ("x", FACING, "'x' is not a move"),  # check is not open: x means nothing
    ("call", CALL_IT, "'call' is not a move"),  # never guessed as "call it"
    ("bet", BET_ROUND, "How much? Type bet and a whole number from 1 to 4 chips, for example: bet 2"),
    ("bet lots", BET_ROUND, "'lots' is not a whole number"),
    ("fold now", BET_ROUND, "'now' is more than Fold takes"),
    ("flip", FLIP, "Which card? Type flip and one of As Td 7h"),
    ("ask 3", ASK, "Type ask, a seat number and a rank, for example: ask 2 K"),
    ("ask 3 z", ASK, "'z' is not a rank"),
    ("ask 1 k", ASK, "You can ask seat 2 or 3, not seat 1."),  # seats as players count them
    ("ask 2 q", ASK, "You can ask for K, 7 (a rank you hold), not 'q'."),
])
def test_unclear_words_get_a_plain_message(text: str, legal: list[Template], message: str) -> None:
    with pytest.raises(PokerRulesError) as caught:
        read_move(text, legal)
    assert message.lower() in caught.value.message.lower()


def test_a_word_two_open_moves_claim_is_answered_with_the_choices() -> None:
    both = [Template("decline", "No card"), Template("pass", "Don't ask")]
    with pytest.raises(UnclearMove, match="'no' could mean more than one move: decline "
                                          r"\(No card\), pass \(Don't ask\)"):
        read_move("no", both)
    assert read_move("pass", both) == Action("pass")  # a move's own name is never ambiguous
    two_cards = [Template("flip", "Turn face up", cards=("As", "Kd")),
                 Template("discard", "Throw away", cards=("As",))]
    with pytest.raises(UnclearMove, match="More than one move takes 'as'"):
        read_move("as", two_cards)
    two_amounts = [Template("ante", "Ante", 1, 100, 5), Template("pair_plus", "Pair Plus", 0, 100, 0)]
    with pytest.raises(UnclearMove, match="More than one move takes an amount"):
        read_move("5", two_amounts)
    assert read_move("pair plus 5", two_amounts) == Action("pair_plus", 5)
    assert read_move("pp 0", two_amounts) == Action("pair_plus", 0)


def test_help_lists_each_move_with_something_to_type_and_the_commands() -> None:
    lines = help_lines(FACING + FLIP)
    text = "\n".join(lines)
    assert "  call             Call 2; also: c" in text
    assert "suggested" not in text  # the focused move is not advice
    assert "  bet              Bet 2; also: b" in "\n".join(help_lines([Template("bet", "Bet 2", 2, 2, 2)]))
    assert "  raise            Raise by (after calling 2); 2 chips; also: r" in text
    assert "flip As" in text and "A♠ 10♦ 7♥" in text
    assert "quit or exit" in text and "help" in text
    for template in FACING + FLIP:
        assert read_move(example(template), FACING + FLIP).kind == template.kind


# Help, quit, end of input

def scripted(*answers: str, extra: tuple[str, ...] = ()) -> tuple[int, str, list[str]]:
    """Three Card Poker, seed 20, alone against the dealer (dealt A♦ A♥ 3♦)."""
    script = iter(answers)
    asked: list[str] = []

    def ask(prompt: str) -> str:
        asked.append(prompt)
        return next(script)

    out = io.StringIO()
    args = parser().parse_args(["play", "three-card-poker", "--seed", "20", "--seats", "1", *extra])
    code = cmd_play(args, lambda line: print(line, file=out), ask)
    return code, out.getvalue(), asked


@pytest.mark.parametrize("word", ["quit", "exit", "QUIT", " exit "])
def test_quit_leaves_with_a_goodbye(word: str) -> None:
    code, text, asked = scripted("ante 5", word)
    assert code == 0 and text.rstrip().endswith(GOODBYE)
    assert len(asked) == 2 and "error" not in text


def test_help_and_bad_words_change_nothing() -> None:
    variant = get("three-card-poker")
    script = iter(["help", "dance", "ante lots", "fold", "quit"])
    out = io.StringIO()
    playing = Session(variant, make_bot(variant), lambda line: print(line, file=out),
                      lambda prompt: next(script), seats=1)
    assert playing.run(20, lambda: 1) == 0
    text = out.getvalue()
    assert "Your moves now" in text and "  ante 1 " in text  # the example uses the default amount
    assert "'dance' is not a move you can make now" in text and "Type help" in text
    assert "'lots' is not a whole number of chips" in text
    assert "'fold' is not a move" in text
    assert playing.state is not None and playing.state.actions == []
    assert text.rstrip().endswith(GOODBYE)


@pytest.mark.parametrize("ending", [EOFError(), KeyboardInterrupt()])
def test_end_of_input_and_ctrl_c_leave_cleanly(ending: BaseException) -> None:
    variant = get("seven-twenty-seven")

    def ask(prompt: str) -> str:
        raise ending

    out = io.StringIO()
    playing = Session(variant, make_bot(variant), lambda line: print(line, file=out), ask)
    assert playing.run(3, lambda: 1) == 0
    assert out.getvalue().endswith(f"\n\n{GOODBYE}\n")


def test_deal_again_asks_again_after_an_unclear_answer() -> None:
    code, text, asked = scripted("ante 5", "0", "play", "maybe", "n")
    assert code == 0 and "Type y (or just press Enter) to deal another hand, or n to stop." in text
    assert [a for a in asked if a.startswith("Deal again")] == ["Deal again? [Y/n] "] * 2
    assert text.count("Three Card Poker, seed") == 1


def test_the_command_line_ends_cleanly_at_end_of_input_and_on_quit() -> None:
    env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
    base = [sys.executable, "-m", "pokerrules", "play", "three-card-poker", "--seed", "20",
            "--seats", "1"]
    done = subprocess.run(base, input="", capture_output=True, text=True, cwd=ROOT, env=env,
                          check=False, encoding="utf-8")
    assert done.returncode == 0 and done.stdout.rstrip().endswith(GOODBYE) and not done.stderr
    done = subprocess.run(base, input="ante 5\n0\nhelp\nquit\n", capture_output=True, text=True,
                          cwd=ROOT, env=env, check=False, encoding="utf-8")
    assert done.returncode == 0 and done.stdout.rstrip().endswith(GOODBYE)
    assert "A♦" in done.stdout and "\x1b[" not in done.stdout  # a pipe is not a terminal
    done = subprocess.run([*base, "--color", "always"], input="ante 5\n0\nquit\n",
                          capture_output=True, text=True, cwd=ROOT, env=env, check=False,
                          encoding="utf-8")
    assert done.returncode == 0 and f"{RED}A♦{RESET}" in done.stdout


# Colour

class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_colour_is_used_only_where_the_terminal_takes_it() -> None:
    tty, pipe = FakeTerminal(), io.StringIO()
    assert use_color("auto", tty, {"TERM": "xterm"})
    assert use_color("auto", tty, {})
    assert use_color("auto", tty, {"NO_COLOR": ""})  # empty counts as unset (no-color.org)
    assert not use_color("auto", tty, {"NO_COLOR": "1"})
    assert not use_color("auto", tty, {"TERM": "dumb"})
    assert not use_color("auto", pipe, {})
    assert not use_color("auto", None, {})
    assert use_color("always", pipe, {"NO_COLOR": "1"})
    assert not use_color("never", tty, {})


def test_hearts_and_diamonds_are_red_only_with_colour_on() -> None:
    line = "You: A♥ 10♦ [K♠] 7♣ ??"
    assert paint(line, False) == line
    assert paint(line, True) == f"You: {RED}A♥{RESET} {RED}10♦{RESET} [K♠] 7♣ ??"
    _, coloured, _ = scripted("ante 5", "0", "quit", extra=("--color", "always"))
    _, plain, _ = scripted("ante 5", "0", "quit", extra=("--color", "never"))
    assert f"{RED}A♦{RESET} {RED}A♥{RESET}" in coloured
    assert "\x1b[" not in plain and "A♦ A♥" in plain
    assert re.sub(r"\x1b\[[0-9;]*m", "", coloured) == plain


# Explaining the hand

def test_the_result_is_explained_with_its_summary_and_every_line() -> None:
    variant = get("three-card-poker")
    out: list[str] = []
    playing = Session(variant, make_bot(variant), out.append, lambda prompt: "")
    state = variant.new(1, None, 1)
    playing._show_result({"result": {"summary": "You win 10.", "lines": ["One.", "Two."]}}, state)
    assert out == ["Result: You win 10.", "  One.", "  Two."]
    out.clear()
    playing._show_result({"result": {"lines": ["One."]}}, state)  # no summary: the lines alone
    assert out == ["Result:", "  One."]


def test_the_bots_moves_since_your_last_move_are_shown_before_your_turn() -> None:
    def answer(playing: Session, prompt: str) -> str:
        if "flip <card: " in prompt:
            return "flip " + prompt.split("flip <card: ")[1].split()[0]
        return "quit"

    playing, out = session("seven-twenty-seven-twists", answer, seats=3)
    assert playing.run(3, lambda: 1) == 0
    first, second = out.getvalue().split("Choose one of your face-down cards")[:2]
    assert "Seat 2 turns up" not in first
    assert "You turn up" in second and "Seat 2 turns up" in second and "Seat 3 turns up" in second
    assert second.index("You turn up") < second.index("Seat 2 turns up")


def test_the_reader_is_named_as_you_in_lines_that_name_seats() -> None:
    assert name_reader("The pot (6): Seat 1 with 26.") == "The pot (6): Seat 1 (you) with 26."
    assert name_reader("Seat 3 and seat 1 take it.") == "Seat 3 and seat 1 (you) take it."
    assert name_reader("Seat 12 checks.") == "Seat 12 checks."
    assert name_reader("You check.") == "You check."


def test_several_cards_are_typed_after_the_move_and_checked_against_its_count() -> None:
    several = Template("replace", "Replace", cards=("As", "7d", "Kc"), pick=(1, 2))
    legal = [several, Template("keep", "Keep my cards", focus=True)]
    action = read_move("replace 7D as", legal)
    assert action.cards == ("7d", "As") and several.problem(action) is None
    assert read_move("kc", legal).cards == ("Kc",)  # a lone card goes to the one move that takes it
    too_many = read_move("replace As 7d Kc", legal)
    assert several.problem(too_many) == "Replace: choose from 1 to 2 cards, not 3."
    with pytest.raises(UnclearMove, match="Which cards"):
        read_move("replace", legal)
    assert any("1 to 2 different cards of: A♠ 7♦ K♣" in line for line in help_lines(legal))


def test_wild_new_and_dead_cards_are_marked_on_the_board() -> None:
    from pokerrules.cli.terminal import _card_text

    marked: set[str] = set()
    assert _card_text({"code": "8h", "short": "8♥", "up": False, "wild": True}, marked) == "[8♥]*"
    assert _card_text({"code": "Kc", "short": "K♣", "up": True, "new": True}, marked) == "K♣+"
    assert _card_text({"code": "Jk", "short": "🃏", "up": True, "dead": True}, marked) == "🃏~"
    assert _card_text({"code": "??", "short": "??", "up": False}, marked) == "??"
    assert marked == {"wild", "new", "dead"}


def _rule_sets(game: str) -> list[dict[str, str]]:
    """House rules for ``game`` that, one set per option value, give every option each value."""
    return [{option.name: choice.value} for option in get(game).options
            for choice in option.choices if choice.value != option.default]


@pytest.mark.parametrize(("game", "options"), [
    (game, options) for game in ("three-fifty-seven", "three-card-triple-replace", "night-chaos")
    for options in _rule_sets(game)], ids=str)
def test_games_play_to_the_end_in_the_terminal_under_every_house_rule(
        game: str, options: dict[str, str]) -> None:
    playing, out, moves = play_typing_random_moves(game, random.Random(f"{game}{options}"),
                                                   seats=3, options=options)
    assert playing.state is not None
    assert dict(playing.state.table.options).items() >= options.items()
    check_finished(playing, out.getvalue(), moves())
