"""The house rules Spanish and Basque tables differ on (issue 35): the 31 real, the Pedrete, the
length of a game and the games of a match. Each default is the rule the game played before it
had the option, so every saved history replays unchanged.

The special hands are in :mod:`~pokerrules.games.mus.specials`; the match of several games in
:mod:`~pokerrules.games.mus.games`.
"""

from __future__ import annotations

from pokerrules.core.options import Choice, OptionSpec

HOUSE_OPTIONS = (
    OptionSpec("real", "31 real (three sevens and a jack)", "off", (
        Choice("off", "No: every 31 is equal, and the player nearer mano wins a tie"),
        Choice("on", "Yes: it beats every other 31 (the Basque championship's rules)"))),
    OptionSpec("pedrete", "Pedrete (a four, five, six and seven)", "off", (
        Choice("off", "Not paid: an ordinary hand without pares"),
        Choice("on", "Paid: it counts as pares, the lowest, worth 1 (a local rule)"))),
    OptionSpec("game_to", "Points to win a game", "40", (
        Choice("40", "40 points (eight amarracos)"),
        Choice("35", "35 points (seven amarracos)"),
        Choice("30", "30 points (six amarracos)"))),
    OptionSpec("match", "Games in a match", "one", (
        Choice("one", "One game"),
        Choice("best-of-3", "The best of three games (a vaca)"),
        Choice("best-of-5", "The best of five games"))),
)

__all__ = ["HOUSE_OPTIONS"]
