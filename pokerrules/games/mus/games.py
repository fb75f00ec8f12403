"""The games of a Mus match (a mixin of :class:`~pokerrules.games.mus.state.MusState`).

By default a match is one game: the first side to the game's points (40, or 35 or 30 under the
house rule "Points to win a game"), or to win a seen órdago, wins it. Under the house rule
"Games in a match" it is the best of three games (a vaca) or of five: each game won is counted,
both sides start the next game from 0, the deal keeps passing to the right, and the match ends
when one side has won most of the games (two of three, three of five). The chips change hands
once, when the match ends.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from pokerrules.games.mus.rules import Settings, team_words
from pokerrules.table.match_words import chips_word


def games_words(won: int, lost: int) -> str:
    """``"2 games to 1"``."""
    return f"{won} {'game' if won == 1 else 'games'} to {lost}"


class Games:
    """A match of one or more games. The state supplies the hooks declared below."""

    rules: Settings
    score: list[int]
    points: list[Fraction]
    stacks: list[int]
    turn: int
    over: bool
    shown: bool
    match_winners: list[int] | None

    def say(self, owner: int | None, text: str, audience: Sequence[int] | None = None,
            others: str | None = None) -> None:
        raise NotImplementedError

    def pay(self, payer: int, payee: int, chips: int) -> None:
        raise NotImplementedError

    def end(self, *lines: str, winners: Sequence[int] | None = None) -> None:
        raise NotImplementedError

    def deal_over(self) -> None:
        raise NotImplementedError

    def net(self) -> list[int]:
        raise NotImplementedError

    def start_deal(self) -> None:
        raise NotImplementedError

    def init_games(self) -> None:
        self.games = [0, 0]  # games won, by side
        self.game_start = 0  # the deals played before this game
        #: The game being played is won (the match may go on: the next game starts once the
        #: move that won it is done, :meth:`next_game`).
        self.game_won = False

    def win(self, side: int, how: str) -> None:
        """``side`` wins the game ``how``; the match ends when it has won enough games."""
        self.shown = True
        self.game_won = True
        self.games[side] += 1
        deals = self.turn - self.game_start
        after = (f"after {deals} {'deal' if deals == 1 else 'deals'} "
                 f"({self.score[0]} to {self.score[1]}).")
        number = sum(self.games)
        if self.games[side] < self.rules.games_to_win:
            self.say(None, f"Game {number}: {team_words(side)} {how} and win it {after}")
            self.say(None, f"Games won: {self.games[0]} by {team_words(0)}, {self.games[1]} by "
                           f"{team_words(1)}. Both sides start the next game from 0.")
            return
        line = (f"{team_words(side)} {how} and win "
                f"{'the game' if self.rules.best_of == 1 else f'game {number}'} {after}")
        for loser in (1 - side, 3 - side):
            if self.stacks[loser] >= self.rules.stake:
                self.pay(loser, (loser + 1) % 4, self.rules.stake)
        lines = [line]
        if self.rules.best_of > 1:
            lines.append(f"{team_words(side)} win the match, "
                         f"{games_words(self.games[side], self.games[1 - side])}.")
        self.end(*lines, winners=[side, side + 2])

    def next_game(self) -> None:
        """After a move: when it won a game and the match goes on, the next game begins, both
        sides from 0, with the next deal."""
        if not self.game_won or self.over:
            return
        self.deal_over()  # the deal that won the game keeps its points
        self.score = [0, 0]
        self.points = [Fraction(0)] * len(self.points)
        self.game_won = False
        self.game_start = self.turn
        self.start_deal()

    def games_line(self, viewer: int) -> str | None:
        """For the table: the games each side has won, in a match of more than one."""
        if self.rules.best_of == 1:
            return None
        mine = viewer % 2
        return (f"Games won (the best of {self.rules.best_of}): your side "
                f"{self.games[mine]}, their side {self.games[1 - mine]}")

    def games_headline(self, viewer: int) -> str | None:
        """The result in one line, in a match of more than one game: who won it, by how many
        games, and the reader's chips."""
        if self.rules.best_of == 1 or not self.over:
            return None
        mine = viewer % 2
        score = games_words(self.games[mine], self.games[1 - mine])
        said = (f"You win the match, {score}." if self.match_winners and viewer in self.match_winners
                else f"You lose the match, {score}.")
        net = self.net()[viewer]
        chips = (f"You win {net} {chips_word(net)} over the match." if net > 0 else
                 f"You lose {-net} {chips_word(-net)} over the match." if net < 0 else
                 "You end the match with the chips you started with.")
        return f"{said} {chips}"


__all__ = ["Games", "games_words"]
