"""The vocabulary of a step-built game: a game is a tuple of steps plus how hands are valued.

Each step is a small frozen value. The engine (:mod:`pokerrules.engine`) interprets them, so a
game is a declaration, and a variant that changes one rule is its parent with that step or that
field swapped (see :meth:`Spec.swap` and :func:`dataclasses.replace`).

>>> from pokerrules.variants.seven_twenty_seven import SEVEN_27
>>> SEVEN_27.steps[:2]
(Deal(down=1, up=0), Deal(down=0, up=1))
>>> no_chaser = SEVEN_27.swap(Offer, Offer(limit="no-chaser"))
>>> [type(s).__name__ for s in no_chaser.flat_steps()]
['Deal', 'Deal', 'Bet', 'Offer', 'Bet', 'Showdown']
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Literal

from pokerrules.rankings.points import PointCount, Target

Opener = Literal["best-showing", "left-of-dealer"]


@dataclass(frozen=True)
class Deal:
    """Deal each player still in ``down`` cards face down, then ``up`` cards face up."""

    down: int = 0
    up: int = 0

    def describe(self) -> str:
        parts = [f"{n} card{'s' if n > 1 else ''} face {way}"
                 for n, way in ((self.down, "down"), (self.up, "up")) if n]
        return "Deal each player " + " and ".join(parts) + "."


@dataclass(frozen=True)
class Bet:
    """A betting round. ``opener``: the best hand showing, or the player left of the dealer."""

    opener: Opener = "best-showing"

    def describe(self) -> str:
        who = ("the best hand showing" if self.opener == "best-showing"
               else "the player left of the dealer")
        return f"A betting round, opened by {who}."


@dataclass(frozen=True)
class Offer:
    """Each player in turn may take one card face up.

    ``limit``: ``None`` (anyone may), ``"no-chaser"`` (only those who took a card in the previous
    offer), or ``"lock"`` (a player who has declined ``lock_after`` times in a row is out of cards
    for the rest of the hand).
    """

    limit: Literal["no-chaser", "lock"] | None = None
    lock_after: int = 3

    def describe(self) -> str:
        text = "Each player in turn may take one more card, face up."
        if self.limit == "no-chaser":
            text += " Only a player who took a card in the previous offer may take one."
        elif self.limit == "lock":
            text += (f" A player who has turned down a card {self.lock_after} times in a row is "
                     "locked and may take no more.")
        return text


@dataclass(frozen=True)
class Replace:
    """Each player in turn may swap one of their cards for the next card from the deck.

    The new card takes the old one's place: face down for a down card, face up for an up card.
    """

    def describe(self) -> str:
        return ("Each player in turn may throw away one card and get a new one in its place "
                "(face down for a down card, face up for an up card).")


@dataclass(frozen=True)
class Flip:
    """Each player in turn turns one of their own down cards face up (their choice)."""

    def describe(self) -> str:
        return "Each player in turn turns one of their face-down cards face up."


@dataclass(frozen=True)
class Ask:
    """Go Fish: a player may name another player and a rank. If that player has a face-down card
    of the rank, it passes to the asker face up; if not, the asker takes the top card of the
    deck face up. Declining to ask counts as not taking a card."""

    def describe(self) -> str:
        return ("Each player in turn may ask another player for a face-down card of a rank they "
                "name. If the other player has one, it goes to the asker face up; otherwise the "
                "asker takes the top card of the deck, face up.")


@dataclass(frozen=True)
class Repeat:
    """Run ``steps`` again and again until a round of ``steps`` in which nobody took a card."""

    steps: tuple[Step, ...]

    def describe(self) -> str:
        if any(isinstance(step, Ask) for step in self.steps):
            return "Repeat these steps until a round in which nobody asks."
        return "Repeat these steps until a round in which nobody takes a card."


@dataclass(frozen=True)
class Showdown:
    """Everyone still in shows. ``high`` and ``low`` are the halves of the pot (``low=None``: the
    high hand takes it all). ``scoop_total`` with ``scoop_max_cards``: a hand that makes exactly
    that total with at most that many cards takes the whole pot (7/27 Twists)."""

    high: Target
    low: Target | None = None
    scoop_total: float | None = None
    scoop_max_cards: int | None = None

    def describe(self) -> str:
        if self.low is None:
            text = f"Showdown: one hand takes the whole pot, the one {self.high.describe()}."
        else:
            text = (f"Showdown: the pot is split between the high hand ({self.high.describe()}) "
                    f"and the low hand ({self.low.describe()}).")
        if self.scoop_total is not None:
            text += (f" A hand of exactly {self.scoop_total:g} made with "
                     f"{self.scoop_max_cards} cards or fewer takes the whole pot.")
        return text


Step = Deal | Bet | Offer | Replace | Flip | Ask | Repeat | Showdown


@dataclass(frozen=True)
class SourceStats:
    """The statistics line of the source database, as printed there."""

    cards: int
    players: int
    betting_rounds: int
    max_cards_seen: int
    wilds: int
    source: str


@dataclass(frozen=True)
class Spec:
    """A complete step-built game."""

    id: str
    name: str
    serial: int
    parent: str | None
    tags: tuple[str, ...]
    summary: str
    steps: tuple[Step, ...]
    count: PointCount
    stats: SourceStats
    rules: str = ""
    aliases: tuple[str, ...] = field(default=())

    def flat_steps(self) -> Iterator[Step]:
        """Every step, with repeated blocks opened out once."""
        for step in self.steps:
            if isinstance(step, Repeat):
                yield from step.steps
            else:
                yield step

    @property
    def showdown(self) -> Showdown:
        last = self.steps[-1]
        if not isinstance(last, Showdown):
            raise ValueError(f"{self.name} must end with a showdown")
        return last

    def swap(self, kind: type, new: Step) -> Spec:
        """This game with every step of type ``kind`` (inside repeats too) replaced by ``new``."""

        def fix(steps: tuple[Step, ...]) -> tuple[Step, ...]:
            return tuple(
                Repeat(fix(s.steps)) if isinstance(s, Repeat)
                else new if isinstance(s, kind) else s
                for s in steps
            )

        return replace(self, steps=fix(self.steps))

    def with_showdown(self, **changes: object) -> Spec:
        """This game with fields of its showdown changed."""
        return replace(self, steps=(*self.steps[:-1], replace(self.showdown, **changes)))  # type: ignore[arg-type]

    def with_high(self, **changes: object) -> Spec:
        return self.with_showdown(high=replace(self.showdown.high, **changes))  # type: ignore[arg-type]

    def with_low(self, **changes: object) -> Spec:
        low = self.showdown.low
        assert low is not None, f"{self.name} has no low half"
        return self.with_showdown(low=replace(low, **changes))  # type: ignore[arg-type]
