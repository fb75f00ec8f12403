"""What a game may tell the coach about itself (:attr:`pokerrules.table.game.Variant.coach`).

Every game is coached without this: its worlds are played on by its own state machine and the
figures are read off the end of the hand or the deal (:mod:`pokerrules.coach.figures`). A game
adds what only it knows: a figure of its own (7/27's chance to go over, Twenty-Five's trick),
where to stop playing on (at the end of the trick), or, where the figures need no worlds at all
(a rummy hand's deadwood, Three Card Poker's exact expected value), its own answer for every move.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pokerrules.core.actions import Action
    from pokerrules.table.coaching.grades import Grades
    from pokerrules.table.state import State

#: How many worlds a sampled answer draws unless the request or the game says otherwise.
DEFAULT_SAMPLES = 200

#: One world's figures: the world before the move, the world where play stopped, the seat.
Figures = Callable[["State", "State", int], Mapping[str, float]]
#: Make again, in a world, the choices other seats made in secret that the seat has not seen
#: (the world, the seat, the world's seed): a world must not keep them, since they were made
#: with the real cards.
Secrets = Callable[["State", int, int], None]
#: Whether a world agrees with what the seat has been told in words, not shown in cards (the
#: world, the seat): Mus's partner signals. Worlds that do not are never drawn.
Consistent = Callable[["State", int], bool]
#: The chips one bet of a hand is worth (the hand's last state, the seat).
Stake = Callable[["State", int], float]
#: Whether play on from the first state has gone far enough at the second.
Stop = Callable[["State", "State"], bool]
#: A game's own answer: for each move, the figures, exactly (no worlds needed).
Direct = Callable[["State", int, "list[Action]"], "list[Mapping[str, float]] | None"]


@dataclass(frozen=True)
class Coach:
    """A game's additions to the coach; every field may be left out."""

    #: Figures of one world, added to the default ones (a chance is a 0 or 1 per world).
    figures: Figures | None = None
    #: Figures of one world read right after the move, before anyone else moves (Night Chaos:
    #: whether the card turned beats the hand showing).
    after_move: Figures | None = None
    #: Secret choices to make again in each world (Three Fifty Seven's declarations together).
    secrets: Secrets | None = None
    #: Keep only the worlds that agree with what the seat was told (``None``: every world).
    consistent: Consistent | None = None
    #: Stop playing on here instead of at the end of the hand (or of the deal, in a match).
    stop: Stop | None = None
    #: What each figure is called on the table, where its name is not plain enough.
    names: Mapping[str, str] = field(default_factory=dict)
    #: Which figures are chances (shown as percentages); the rest are numbers (deadwood, points).
    numbers: tuple[str, ...] = ()
    #: Figures that show on the table before the parts, in this order.
    first: tuple[str, ...] = ()
    #: The part of the model sentence that says how play goes on after the move.
    later: str | None = None
    #: The figures of every move without any world (``None``: use the worlds after all).
    direct: Direct | None = None
    #: The model sentence of a direct answer.
    direct_model: str = ""
    #: How many worlds a sampled answer draws by default.
    samples: int = DEFAULT_SAMPLES
    #: Leave out the default figures (the parts of the pot and the chips).
    own_only: bool = False
    #: What each figure means in this game, in a short phrase for the legend ("the chance your
    #: hand is closest to 27"), where the general words are not enough.
    means: Mapping[str, str] = field(default_factory=dict)
    #: The model in one plain sentence for a newcomer (what the coach knows and guesses), where
    #: the general one does not fit; the exact statement stays one click further.
    plain: str | None = None
    #: The figure the review grades a decision by, and whether less of it is better.
    key: str = "ev"
    lower_is_better: bool = False
    #: The review's thresholds, for a key that is neither chips nor a chance.
    grades: Grades | None = None
    #: The chips one bet of the hand is worth, from the hand's last state and the seat (Three
    #: Card Poker: the ante the seat chose); by default the smallest bet the seat could make.
    stake: Stake | None = None
