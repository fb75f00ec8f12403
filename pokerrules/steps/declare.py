"""Declaring high, low or both: before the showdown everyone still in chooses, all at once and in
secret, which half of the pot they play for; then the highest hand declared high and the lowest
hand declared low split the pot (Seven Stud High/Low, Anaconda).

:class:`Declare` asks the players one at a time, keeps each choice in ``game.memory`` under this
module's name, tells it only to its maker, and shows every choice together when the last player
has chosen (as :mod:`pokerrules.steps.pass_cards` keeps a secret pass).

:class:`DeclareShowdown` splits each pot by the declarations. ``both="must-win-both"`` (the
usual rule): a player who declared both must win (or tie for) both halves against the other
hands declared for each; one who does not gets nothing, and the halves are judged again without
that hand. A half that nobody declared for (or whose only hands were so struck out) goes with
the other half; when every hand is struck out, the pot is shared by the hands in it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Literal

from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import Card, parse_card
from pokerrules.core.options import Choice, OptionSpec
from pokerrules.rankings.base import Ranking
from pokerrules.steps.base import Choose, StepWord
from pokerrules.steps.showdown import Showdown
from pokerrules.steps.showdown_words import Award, Contender, award_line
from pokerrules.table.betting import share
from pokerrules.table.showdown import in_words

if TYPE_CHECKING:
    from pokerrules.core.rng import SeededRandom
    from pokerrules.steps.game import StepGame

_MEMORY = "declare"
_LINES = "declare_awards"
Way = Literal["high", "low", "both"]
WAYS: tuple[Way, ...] = ("high", "low", "both")
_LABELS = {"high": "High", "low": "Low", "both": "Both (must win both halves)"}


def declared(game: StepGame) -> dict[int, str]:
    """Each seat's declaration so far (seat -> "high", "low" or "both")."""
    choices: dict[int, str] = game.remember(_MEMORY, dict)
    return choices


@dataclass(frozen=True)
class Declare(StepWord):
    """Each player still in declares high, low or both, in secret; all are shown together."""

    heading = "Declaring"

    def describe(self) -> str:
        return ("Each player still in declares, all at once and in secret, whether they play for "
                "the high half of the pot, the low half, or both. The choices are shown together "
                "when everyone has chosen.")

    def begin(self, game: StepGame) -> bool:
        game.memory[_MEMORY] = {}
        return game.start_turns(not p.folded for p in game.players)

    def legal(self, game: StepGame, seat: int) -> list[Template]:
        return [Template(way, _LABELS[way], secret=True, focus=way == "high") for way in WAYS]

    def prompt(self, game: StepGame, seat: int) -> str:
        return ("Declare high, low or both. Nobody sees your choice until everyone has chosen. "
                "Declaring both, you must win both halves or you get nothing.")

    def act(self, game: StepGame, seat: int, action: Action) -> None:
        declared(game)[seat] = action.kind
        game.say(seat, "declare", private=f"declare {action.kind}")
        game.finish_turn()

    def end(self, game: StepGame) -> None:
        game.say(None, "Everyone has declared: the choices are shown together.")
        for seat, way in sorted(declared(game).items()):
            game.say(seat, f"declare {way}")

    def notes(self, game: StepGame, seat: int) -> list[str]:
        choices: dict[int, str] | None = game.memory.get(_MEMORY)  # a view never creates memory
        if not choices or seat not in choices:
            return []
        if game.step is self:
            return ["Has declared"]
        return [f"Declared {choices[seat]}"]

    def remake_secrets(self, game: StepGame, seat: int, choose: Choose) -> None:
        """In the coach's world of ``seat``'s: the others who have declared choose again there."""
        choices: dict[int, str] = game.memory.get(_MEMORY) or {}
        if game.step is not self:
            return
        for other in sorted(choices):
            if other != seat:
                choices[other] = choose(other, self.legal(game, other)).kind

    def bot_move(self, ranking: Ranking, view: Mapping[str, Any], legal: list[Template],
                 rng: SeededRandom) -> Action | None:
        """Low with five different low ranks (eight or under) and no high hand better than a
        pair; both with such a low and a straight or better; high otherwise."""
        seat = view["your_seat"]
        mine = [parse_card(c["code"]) for c in view["hands"][seat]["cards"] if c["code"] != "??"]
        return Action(bot_way(ranking, mine))


def bot_way(high: Ranking, cards: Sequence[Card]) -> Way:
    """The sensible bot's declaration for ``cards`` (see :meth:`Declare.bot_move`)."""
    lows = {14 if c.rank == 1 else c.rank for c in cards if c.rank <= 8 or c.rank in (1, 14)}
    has_low = len(lows) >= 5
    label = high.evaluate(cards).label.lower() if cards else ""
    strong = any(word in label for word in ("straight", "flush", "full house", "four", "five of"))
    pairish = "pair" in label and "two pair" not in label or "high" in label
    if has_low and strong:
        return "both"
    if has_low and pairish:
        return "low"
    return "high"


@dataclass(frozen=True)
class DeclareShowdown(Showdown):
    """The showdown of a declare game (see the module's docstring): ``high`` and ``low`` are the
    halves; each goes to the best hand declared for it."""

    both: Literal["must-win-both"] = "must-win-both"

    def describe(self) -> str:
        return ("Showdown: the best high hand among those declared high or both takes the high "
                "half, the best low hand among those declared low or both the low half. A hand "
                "declared both must win or tie both halves, or it gets nothing and the halves "
                "go to the best of the others. A half nobody declared for goes with the other.")

    def _split(self, game: StepGame, amount: int, eligible: tuple[int, ...],
              name: str) -> dict[int, int]:
        """One pot among ``eligible``, by their declarations (a seat that has not declared, as
        when everyone else folded, plays for the high half)."""
        awards: list[Award] = game.remember(_LINES, list)
        order = list(range(len(game.players)))
        ways = {s: declared(game).get(s, "high") for s in eligible}
        halves = dict(game.spec.parts())
        hands = {s: game.players[s].held for s in eligible}
        winners, struck = award(halves["high"], halves["low"], hands, ways)
        note = (f"A hand declared both must win both halves; {len(struck)} did not and "
                f"{'gets' if len(struck) == 1 else 'get'} nothing." if struck else "")
        if not winners:
            awards.append(Award(name, amount, None, eligible, "every hand struck out",
                                "a hand declared both must win both halves, so the pot is shared",
                                note=note))
            return share(amount, list(eligible), order)
        if len(winners) == 1:
            ((half, (seats, label)),) = winners.items()
            awards.append(Award(name, amount, None, tuple(seats), label,
                                f"the {half} hand takes it all, as nobody else plays for the other half",
                                _contenders(halves[half], hands, ways, half), note))
            return share(amount, seats, order)
        low_half = amount // 2
        high_half = amount - low_half
        if game.table.options.get("odd_chip") == "low" and amount % 2:
            high_half, low_half = low_half, high_half
        out: dict[int, int] = {}
        for half, chips in (("high", high_half), ("low", low_half)):
            seats, label = winners[half]
            rule = f"the best {half} hand declared {half} or both"
            awards.append(Award(name, chips, f"{half} half", tuple(seats), label, rule,
                                _contenders(halves[half], hands, ways, half),
                                note if half == "low" else ""))
            for seat, got in share(chips, seats, order).items():
                out[seat] = out.get(seat, 0) + got
        return out

    def lines(self, game: StepGame, viewer: int | None) -> list[str]:
        awards: list[Award] = game.memory.get(_LINES, [])
        return [award_line(a, viewer) for a in awards]


def _contenders(ranking: Ranking, hands: Mapping[int, Sequence[Card]], ways: Mapping[int, str],
                half: str) -> tuple[Contender, ...]:
    """The hands declared for ``half``, in words."""
    return tuple((s, in_words(ranking.evaluate(cards)), None) for s, cards in hands.items()
                 if ways[s] in (half, "both"))


def award(high: Ranking, low: Ranking, hands: Mapping[int, Sequence[Card]],
          ways: Mapping[int, str]) -> tuple[dict[str, tuple[list[int], str]], list[int]]:
    """Who wins each half: ``({"high": (seats, label), "low": ...}, struck)``, where ``struck``
    are the seats that declared both and did not win (or tie) both halves. A half with no
    contender is missing from the answer."""
    struck: list[int] = []
    while True:
        best: dict[str, tuple[list[int], str]] = {}
        for half, ranking in (("high", high), ("low", low)):
            seats = [s for s in hands if ways[s] in (half, "both") and s not in struck]
            values = {s: ranking.evaluate(hands[s]) for s in seats}
            keys = {s: v.key for s, v in values.items() if v.key is not None}
            if keys:
                top = max(keys.values())
                won = [s for s in seats if keys.get(s) == top]
                best[half] = (won, in_words(values[won[0]]))
        failed = [s for s in hands if ways[s] == "both" and s not in struck
                  and not all(h in best and s in best[h][0] for h in ("high", "low"))]
        if not failed:
            return best, struck
        struck.extend(failed)


def cards_speak(spec: Any, value: str) -> Any:
    """A declare game under the house rule ``value`` = ``"cards-speak"``: no declaration; the
    best high hand and the best low hand split the pot (any declaration ending with a
    :class:`DeclareShowdown`; other values leave it as it is)."""
    if value != "cards-speak":
        return spec
    showdown = spec.showdown
    steps = tuple(s for s in spec.steps[:-1] if not isinstance(s, Declare))
    return replace(spec, steps=(*steps, Showdown(high=showdown.high, low=showdown.low)))


#: The option of every declare game: declare (the default) or cards speak.
SPLIT_OPTION = OptionSpec("split", "How the pot is split", "declare", choices=(
    Choice("declare", "Declare high, low or both, in secret; both must win both"),
    Choice("cards-speak", "Cards speak: best high hand and best low hand, no declaring")))
