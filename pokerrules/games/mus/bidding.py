"""Mus's bidding: the four contests, each bid in turn from mano (a mixin of
:class:`~pokerrules.games.mus.state.MusState`).

Per contest: each player in turn passes or opens (two or more, or órdago). An open bid is
answered by the two opponents in turn, starting at the bidder's right: see (the contest is bid
for that stake and settled at the end), raise (the bid is accepted and a higher one proposed to
the other side), órdago, or fold. When both opponents fold, the bidder's side scores at once
what was last accepted (one if nothing was). When all four pass, the contest is settled at the
end for one. Pares and juego are declared (truthfully, by the game) before their bidding; with
nobody holding pares there is no Pares contest. An órdago seen ends the game on that contest.
An opening bid or a raise may go up to one less than the game's points (39 in a game to 40).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import Card
from pokerrules.games.mus.hands import NAMES
from pokerrules.games.mus.rules import Settings, team_words
from pokerrules.table.turns import opponents
from pokerrules.table.view import MatchFacts


class Bidding:
    """The contests of one deal. The state supplies the hooks declared below."""

    queue: list[int]
    rules: Settings
    hands: list[list[Card]]
    over: bool
    game_won: bool
    phase: str
    score: list[int]
    scored: list[str]
    shown: bool

    def say(self, owner: int | None, text: str, audience: Sequence[int] | None = None,
            others: str | None = None) -> None:
        raise NotImplementedError

    def order(self) -> list[int]:
        raise NotImplementedError

    def add(self, side: int, points: int, why: str) -> None:
        raise NotImplementedError

    def win(self, side: int, how: str) -> None:
        raise NotImplementedError

    def show_hands(self) -> None:
        raise NotImplementedError

    def winner_of(self, contest: str) -> int | None:
        raise NotImplementedError

    def finish_deal(self, outcomes: dict[str, int | None]) -> None:
        raise NotImplementedError

    # -- the state of the bidding -------------------------------------------------------------
    def init_bidding(self) -> None:
        self.contests: list[str] = []
        self.index = -1
        self.bid: int | None = None  # the stake proposed and not yet answered
        self.ordago = False  # the proposal is an órdago
        self.accepted = 1  # what the bidder's side takes if the other side folds
        self.bidder: int | None = None
        self.outcomes: dict[str, int | None] = {}
        self.taken: dict[str, tuple[int, int]] = {}  # contest -> (side, points) won on a fold
        self.declared: dict[int, bool] = {}
        #: Every declaration said aloud this deal (pares, juego): contest -> seat -> yes or no.
        self.announced: dict[str, dict[int, bool]] = {}
        self.said: dict[int, str] = {}

    @property
    def contest(self) -> str | None:
        return self.contests[self.index] if 0 <= self.index < len(self.contests) else None

    def start_contests(self, contests: list[str]) -> None:
        self.contests = contests
        self.index = -1
        self.outcomes = {}
        self.taken = {}
        self.announced = {}
        self._next_contest()

    def _next_contest(self) -> None:
        while True:
            self.index += 1
            self.bid, self.ordago, self.accepted, self.bidder = None, False, 1, None
            self.declared, self.said = {}, {}
            self.queue = []
            contest = self.contest
            if contest is None:
                self.finish_deal(self.outcomes)
                return
            if contest in ("pares", "juego"):
                for seat in self.order():
                    has = self.rules.value(contest, self.hands[seat]).key is not None
                    self.declared[seat] = has
                    self.announced.setdefault(contest, {})[seat] = has
                    self.say(seat, f"say {'yes' if has else 'no'} to {contest}")
                if not any(self.declared.values()):
                    self.outcomes[contest] = None
                    self.say(None, "Nobody has pares: there is no Pares contest.")
                    continue
            elif contest == "punto":
                self.say(None, "Nobody has juego, so Punto is played instead.")
            self.say(None, f"{NAMES[contest]}: the bidding starts with mano.")
            self.queue = self.order()
            return

    # -- the moves ----------------------------------------------------------------------------
    def bid_templates(self) -> list[Template]:
        top = self.rules.max_bid
        if self.bid is None and not self.ordago:
            return [Template("pass", "Pass", focus=True),
                    Template("bid", "Open with", low=2, high=top, default=2, unit="points"),
                    Template("ordago", "Órdago (the whole game)")]
        out = [Template("see", "See" if self.ordago else f"See {self.bid}", focus=True)]
        if not self.ordago and self.bid is not None:
            if self.bid < top:
                out.append(Template("raise", "Raise to" if self.bid + 1 < top
                                    else f"Raise to {top}", low=self.bid + 1, high=top,
                                    default=self.bid + 1, unit="points"))
            out.append(Template("ordago", "Órdago (the whole game)"))
        out.append(Template("fold", "Fold"))
        return out

    def bid_act(self, seat: int, action: Action) -> None:
        contest = self.contest
        assert contest is not None
        name = NAMES[contest]
        kind = action.kind
        self.queue.pop(0)
        if kind == "pass":
            self.said[seat] = "passed"
            self.say(seat, "pass")
            if not self.queue:
                self.outcomes[contest] = 1
                self.say(None, f"Everyone passes: {name} is settled for 1 at the end.")
                self._next_contest()
            return
        if kind in ("bid", "raise", "ordago"):
            if self.bid is not None:
                self.accepted = self.bid
            self.ordago = kind == "ordago"
            self.bid = None if self.ordago else action.amount
            self.bidder = seat
            self.said[seat] = "órdago" if self.ordago else f"{kind} {self.bid}"
            self.say(seat, "call órdago, staking the whole game" if self.ordago else
                     f"open {name} with {self.bid}" if kind == "bid" else f"raise to {self.bid}")
            self.queue = opponents(seat, 4)
            return
        if kind == "see":
            self.said[seat] = "saw"
            if self.ordago:
                self.say(seat, "see the órdago: the hands are shown")
                self.show_hands()
                winner = self.winner_of(contest)
                assert winner is not None
                self.win(winner % 2, f"win the órdago on {name}")
                return
            assert self.bid is not None
            self.say(seat, f"see {self.bid}")
            self.outcomes[contest] = self.bid
            self._next_contest()
            return
        self.said[seat] = "folded"
        self.say(seat, "fold")
        if self.queue:
            return
        assert self.bidder is not None
        self.outcomes[contest] = None
        self.taken[contest] = (self.bidder % 2, self.accepted)
        self.add(self.bidder % 2, self.accepted, f"{name} (the other side folds)")
        if not self.game_won:
            self._next_contest()

    # -- what each seat sees ------------------------------------------------------------------
    def bid_notes(self, seat: int) -> list[str]:
        notes = []
        if seat in self.declared:
            notes.append(f"{NAMES[self.contest or 'pares']}: {'yes' if self.declared[seat] else 'no'}")
        if seat in self.said:
            notes.append(self.said[seat].capitalize())
        return notes

    def bid_prompt(self) -> str:
        name = NAMES[self.contest or "grande"]
        if self.ordago:
            return f"{name}: the other side calls órdago. See (the whole game) or fold?"
        if self.bid is None:
            return f"{name}: pass, or open with two or more."
        return f"{name}: the other side bids {self.bid}. See, raise or fold?"

    def bid_facts(self) -> MatchFacts:
        # the contests reached so far: whether Punto replaces Juego is known only once Juego is
        # declared (it means that nobody holds juego)
        return {"contest": self.contest, "contests": self.contests[:self.index + 1],
                "bid": self.bid,
                "ordago": self.ordago, "accepted": self.accepted, "bidder": self.bidder,
                "declared": {str(s): d for s, d in self.declared.items()},
                "outcomes": dict(self.outcomes)}

    def bid_snapshot(self) -> dict[str, Any]:
        return {"contests": list(self.contests), "index": self.index, "bid": self.bid,
                "ordago": self.ordago, "accepted": self.accepted, "bidder": self.bidder,
                "outcomes": sorted(self.outcomes.items()),
                "taken": sorted(self.taken.items()),
                "declared": sorted(self.declared.items()), "said": sorted(self.said.items())}


__all__ = ["Bidding", "team_words"]
