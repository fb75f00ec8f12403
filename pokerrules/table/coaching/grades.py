"""How the review grades a decision: by what it gave up against the best move, in the stakes of
the hand, in four grades (as chess and backgammon tools do: lichess's inaccuracy, mistake and
blunder at 5, 10 and 15 points of winning chance; GNU Backgammon's at 0.04, 0.08 and 0.16 of
the stake).

- In a game played for chips, what a move gives up is counted in **bets of the hand** (the
  smallest bet the seat could make in it, or the game's own stake: :attr:`Coach.stake`), so a
  grade means the same at every stake.
- In a game graded by a chance, it is counted in **points of chance** (a hundredth).
- A game graded by a number of its own (deadwood, points, contests) declares its thresholds
  (:attr:`Coach.grades`).

A sampled figure is uncertain: what a move gave up is first reduced by one standard error of the
difference between the two moves (measured over the same worlds), so sampling error can lower a
grade by that much and no more.
"""

from __future__ import annotations

from dataclasses import dataclass

#: The grades from best to worst.
GRADES = ("best", "inaccuracy", "mistake", "blunder")
#: How many of each, in words.
PLURALS = {"best": "best", "inaccuracy": "inaccuracies", "mistake": "mistakes",
           "blunder": "blunders"}


@dataclass(frozen=True)
class Grades:
    """The least a move must give up, in ``unit``, to be each grade worse than best."""

    inaccuracy: float
    mistake: float
    blunder: float
    #: The unit in words, singular and plural: ("bet", "bets").
    unit: tuple[str, str]
    #: How a figure of the key becomes one unit (a hundred points in a chance of one).
    scale: float = 1.0

    def grade(self, loss: float) -> str:
        """The grade of a move that gave up ``loss`` units."""
        if loss >= self.blunder - 1e-9:
            return "blunder"
        if loss >= self.mistake - 1e-9:
            return "mistake"
        if loss >= self.inaccuracy - 1e-9:
            return "inaccuracy"
        return "best"

    def amount(self, loss: float) -> str:
        """``2.1 bets``, ``1 bet``, ``12 points of chance``."""
        digits = 2 if loss < 1 else 1 if loss < 10 else 0
        shown = f"{loss:.{digits}f}"
        shown = shown.rstrip("0").rstrip(".") if "." in shown else shown
        return f"{shown} {self.unit[0] if shown == '1' else self.unit[1]}"

    def words(self) -> str:
        """The thresholds in one sentence."""
        return (f"A move is an inaccuracy when it gives up at least {self.amount(self.inaccuracy)}"
                f" against the best move, a mistake from {self.amount(self.mistake)}, and a "
                f"blunder from {self.amount(self.blunder)}.")

    def to_json(self) -> dict[str, object]:
        return {"unit": self.unit[1], "inaccuracy": self.inaccuracy, "mistake": self.mistake,
                "blunder": self.blunder, "words": self.words()}


#: Games played for chips: in bets of the hand (doubling, as GNU Backgammon's).
CHIP_GRADES = Grades(0.5, 1.0, 2.0, ("bet", "bets"))
#: Rummy games graded by deadwood (Rumino, Pif Paf): in points of deadwood, less being better.
DEADWOOD_GRADES = Grades(1, 3, 6, ("point of deadwood", "points of deadwood"))
#: Games graded by a chance: in points of chance (lichess's).
CHANCE_GRADES = Grades(5, 10, 15, ("point of chance", "points of chance"), scale=100.0)


def thresholds_text() -> list[str]:
    """The thresholds of the grades for the Learn page, one sentence per kind of game."""
    return [f"In a game played for chips, counted in bets of the hand (the smallest bet you "
            f"could make): {CHIP_GRADES.words()}",
            f"In a game played for points, counted in points of chance (a hundredth of a "
            f"chance): {CHANCE_GRADES.words()}",
            "A game scored by a number of its own (deadwood, contests won) states its own "
            "thresholds in its review."]
