"""Playing hands in the terminal against bots: ``python -m pokerrules play GAME``.

You are seat 1 (seat index 0, the reader of every view); bots play the other seats. Before
each of your moves the terminal shows what happened since your last one (the new lines of the
hand's log), the table and the prompt; at the end it explains the result the way the page does
(the result's summary and every line of it). Typed moves are read by
:mod:`pokerrules.cli.terminal_moves`; ``help`` lists them, ``quit``/``exit``, end of input (Ctrl-D)
and Ctrl-C leave with a goodbye line.

Suits are drawn in colour (hearts and diamonds red) only when asked to, or when standard
output is a terminal that takes colour: ``NO_COLOR`` unset or empty (https://no-color.org) and
``TERM`` not ``dumb``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, TextIO

from pokerrules.cli.terminal_moves import (
    HELP_WORDS,
    QUIT_WORDS,
    UnclearMove,
    describe,
    help_lines,
    is_command,
    read_move,
)
from pokerrules.core.errors import PokerRulesError
from pokerrules.table.agents import play_bots, refill_bots
from pokerrules.table.game import Variant
from pokerrules.table.state import Bot, State
from pokerrules.table.view import View

READER = 0
GOODBYE = "Goodbye."
COLOR_MODES = ("auto", "always", "never")
RED = "\x1b[31m"
RESET = "\x1b[0m"
#: What marks a card on the board: a view's flag -> (the mark after the card, the key's words).
MARKS = {"wild": ("*", "* wild"), "new": ("+", "+ just passed to this hand"),
         "dead": ("~", "~ dead: counts for nothing"),
         "unseen": ("", "## your card face down, unseen: not even you may look at it")}


def _card_text(card: Mapping[str, Any], marked: set[str]) -> str:
    """A card on the board: face-down cards you can see (your own; everyone's at a showdown) in
    brackets, your own unseen ones (dealt blind) as ``##``, then its marks (see :data:`MARKS`),
    which are noted in ``marked``."""
    text = (f"[{card['short']}]" if card.get("up") is False and card["code"] != "??"
            else "##" if card.get("unseen") is True else str(card["short"]))
    for flag, (mark, _) in MARKS.items():
        if card.get(flag) is True:
            text += mark
            marked.add(flag)
    return text


#: A card's short form with a red suit (``A♥``, ``10♦``).
_RED_CARD = re.compile(r"(?:10|[2-9TJQKA])[♥♦]")
#: The reader named as a seat in a sentence (showdown lines say "Seat 1 with ...").
_READER_SEAT = re.compile(rf"\b([Ss])eat {READER + 1}\b(?! \(you\))")


def use_color(mode: str, stream: TextIO | None, env: Mapping[str, str]) -> bool:
    """Whether to colour suits: ``always``, ``never``, or (``auto``) when ``stream`` is a terminal,
    ``NO_COLOR`` is unset or empty and ``TERM`` is not ``dumb``."""
    if mode == "always":
        return True
    if mode == "never":
        return False
    is_tty = bool(stream is not None and getattr(stream, "isatty", lambda: False)())
    return is_tty and not env.get("NO_COLOR") and env.get("TERM", "") != "dumb"


def paint(line: str, color: bool) -> str:
    """``line`` with hearts and diamonds in red when ``color`` is on."""
    if not color:
        return line
    return _RED_CARD.sub(lambda m: f"{RED}{m.group()}{RESET}", line)


def name_reader(line: str) -> str:
    """A log line with the reader's seat marked as you: ``Seat 1 (you) with 26``."""
    return _READER_SEAT.sub(lambda m: f"{m.group(1)}eat {READER + 1} (you)", line)


def _held(view: View) -> list[str] | None:
    """The codes of the reader's own cards that the reader can see, if the view has its hand."""
    for hand in view.get("hands") or []:
        if hand.get("seat") == READER:
            return [c["code"] for c in hand["cards"] if c.get("code") not in (None, "??")]
    return None


def show_view(view: Mapping[str, Any], say: Callable[[str], None]) -> None:
    """The table as text: the facts, then each hand with its cards, label and notes (a view,
    or a lesson question's view with the parts that answer it hidden)."""
    if view.get("info"):
        say("  " + " · ".join(view["info"]))
    marked: set[str] = set()
    for hand in view.get("hands") or []:
        cards = " ".join(_card_text(c, marked) for c in hand["cards"]) or "(no cards yet)"
        extra = "; ".join(filter(None, [hand.get("label"), *hand.get("notes", [])]))
        stack = f" [{hand['stack']} chips]" if hand.get("stack") is not None else ""
        say(f"  {hand['name']}{stack}: {cards}" + (f"  ({extra})" if extra else ""))
    if marked:
        say("  " + "; ".join(MARKS[mark][1] for mark in MARKS if mark in marked) + ".")


class _Quit(Exception):
    """The player typed quit or exit."""


@dataclass
class Session:
    """One player at a terminal table, dealt hand after hand until they stop."""

    variant: Variant
    bot: Bot
    out: Callable[[str], None]
    ask: Callable[[str], str]
    options: dict[str, str] = field(default_factory=dict)
    seats: int | None = None
    color: bool = False
    #: The hand being played (for tests and anything watching).
    state: State | None = None

    def say(self, line: str = "") -> None:
        self.out(paint(line, self.color))

    def run(self, seed: int | None, fresh_seed: Callable[[], int]) -> int:
        """Deal hands until the player stops; every way of stopping ends with :data:`GOODBYE`."""
        try:
            self._deal_until_done(seed, fresh_seed)
        except (EOFError, KeyboardInterrupt):
            self.out("")  # the prompt's line is still open
        except _Quit:
            pass
        self.say(GOODBYE)
        return 0

    def _deal_until_done(self, seed: int | None, fresh_seed: Callable[[], int]) -> None:
        name = self.variant.name
        self.say(f"{name}: {self.variant.summary}")
        stacks: list[int] | None = None
        while True:
            try:
                state = self.variant.new(seed if seed is not None else fresh_seed(), self.options,
                                         self.seats, stacks)
            except PokerRulesError as err:
                if stacks is None:
                    raise
                self.say(f"  {err.message} Everyone starts again with fresh chips.")
                stacks = None
                continue
            self.state = state
            self.say(f"\n{name}, seed {state.table.seed}. You are seat {READER + 1}. Type your "
                     "move, help to see your moves, or quit to leave.")
            self._play_hand(state)
            result = state.result()
            assert result is not None
            stacks = refill_bots(self.variant, list(result["stacks"]),  # type: ignore[assignment]
                                 self.options)
            if not self._again():
                return
            seed = None

    def _again(self) -> bool:
        while True:
            answer = self.ask("Deal again? [Y/n] ").strip().lower()
            if answer in ("", "y", "yes", "deal", "again"):
                return True
            if answer in ("n", "no", *QUIT_WORDS):
                return False
            self.say("  Type y (or just press Enter) to deal another hand, or n to stop.")

    def _play_hand(self, state: State) -> None:
        bots = dict.fromkeys(range(state.table.seats), self.bot)
        shown = 0
        while True:
            play_bots(state, bots, until_seat=READER)
            view = state.view(READER)
            log = list(view.get("log") or [])
            # At the end, the lines that explain the result are shown once, under "Result".
            explained = set((view.get("result") or {}).get("lines") or []) if state.is_over else set()
            for line in log[shown:]:
                if line not in explained:
                    self.say("  " + name_reader(line))
            shown = len(log)
            self._show(view)
            if state.is_over:
                self._show_result(view, state)
                return
            self.say(view.get("prompt") or "Your move.")
            self._take_move(state, view)

    def _take_move(self, state: State, view: View) -> None:
        legal = state.legal_actions()
        prompt = f"Your move ({', '.join(describe(t) for t in legal)}; or help): "
        while True:
            text = self.ask(prompt)
            if not text.strip():
                continue
            if is_command(text.split()[0], HELP_WORDS):  # "help", or "help me"
                for line in help_lines(legal):
                    self.say(line)
                continue
            if is_command(text, QUIT_WORDS):
                raise _Quit
            try:
                state.apply(read_move(text, legal, _held(view)))
                return
            except UnclearMove as err:
                self.say("  " + err.message)
            except PokerRulesError as err:
                self.say(f"  {err.message} Type help to see your moves.")

    def _show(self, view: View) -> None:
        show_view(view, self.say)

    def _show_result(self, view: View, state: State) -> None:
        result = view.get("result") or state.result(READER) or {}
        summary = result.get("summary")
        self.say("Result" + (f": {summary}" if summary else ":"))
        for line in result.get("lines") or []:
            self.say("  " + line)
