"""A match of Three Fifty Seven on the match layer (:mod:`pokerrules.table.match`).

Each turn: everyone still playing antes; three rounds follow (three cards with threes wild, five
with fives wild, seven with sevens wild). In each round the players declare in or out; alone in
scores a point; several in show each other their hands and the lowest pays. The first to three
points at the end of a round takes the pot. The only moves are the declarations: the antes,
deals and payments follow by themselves.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pokerrules.core.actions import Action, Template
from pokerrules.core.card_view import CardView, card_view
from pokerrules.core.cards import Card
from pokerrules.games.three_fifty_seven.match_fields import MATCH_FIELDS
from pokerrules.games.three_fifty_seven.rules import (
    ROUNDS,
    TARGET,
    Settings,
    ranking_for,
)
from pokerrules.rankings.base import HandValue, Ranking
from pokerrules.table.match import Match, check_ante, points_text
from pokerrules.table.state import Table
from pokerrules.table.turn_order import Asked
from pokerrules.table.view import HandView, MatchFacts


def names(seats: Sequence[int]) -> str:
    """``"<0>, <2> and <3>"``: seats for a log line (each reader sees "you" for itself)."""
    marks = [f"<{s}>" for s in seats]
    return ", ".join(marks[:-1]) + (" and " if len(marks) > 1 else "") + marks[-1] if marks else "nobody"


def _card(card: Card, see: bool, ranking: Ranking) -> CardView:
    """A card of a hand, face down, shown to ``see``-ers, and marked when it is wild."""
    data = card_view(card if see else None, False)
    if see and ranking.is_wild(card):
        data["wild"] = True
    return data


def _lower(label: str) -> str:
    """A hand's label inside a sentence: ``"a pair of kings, nine kicker"``, ``"three aces"``."""
    text = label[:1].lower() + label[1:]
    return ("a " if text.split(" ")[0].rstrip(",") in ("pair", "flush", "straight", "full", "royal")
            else "") + text


class ThreeFiftySevenState(Match):
    """A whole match. Use :meth:`apply` with ``Action("in")`` or ``Action("out")``."""

    stage_name = "declare"

    match_fields = MATCH_FIELDS
    turn_order = Asked()  # in turn from the dealer's left, or together in secret

    def __init__(self, table: Table) -> None:
        self.rules = Settings.from_options(table.options)
        check_ante(table, self.rules.ante)
        super().__init__(table, self.rules.turn_cap)
        seats = table.seats
        self.hands: list[list[Card]] = [[] for _ in range(seats)]
        self.seen: list[set[Card]] = [set() for _ in range(seats)]  # others' cards each has seen
        self.round = 0
        self.in_turn: list[int] = []  # the players dealt in this turn, from the dealer's left
        self.queue: list[int] = []  # who declares next, in order
        self.declared: dict[int, bool] = {}  # this round: True for in (secret until all chose)
        self._start_turn()
        self._go_on()

    # -- the match layer's hooks --------------------------------------------------------------
    def legal_for(self, seat: int) -> list[Template]:
        secret = self.rules.together
        return [Template("in", "In", secret=secret), Template("out", "Out", focus=True, secret=secret)]

    def _act(self, seat: int, action: Action) -> None:
        going_in = action.kind == "in"
        self.queue.pop(0)
        again = seat in self.declared
        self.declared[seat] = going_in
        if self.rules.together:
            self.say(seat, "choose in secret")
            if not self.queue:
                ins = [s for s in self.in_turn if self.declared.get(s)]
                outs = [s for s in self.in_turn if not self.declared.get(s)]
                self.say(None, f"The choices are shown together: in, {names(ins)}; out, "
                               f"{names(outs)}.")
        else:
            word = "in" if going_in else "out"
            self.say(seat, (f"declare {word} on a second chance" if going_in else
                            "stay out on a second chance") if again else f"declare {word}")
            if going_in and not again and not any(self.declared[s] for s in self.declared
                                                  if s != seat):
                able = [s for s in self.in_turn if self.stacks[s] > 0]
                self.queue.extend(able[:able.index(seat)])  # those before the first in
        self._go_on()

    def all_cards(self) -> list[Card]:
        return [c for hand in self.hands for c in hand] + list(self.deck[self.dealt:])

    def hidden_from(self, viewer: int) -> set[Card]:
        return set(self.all_cards()) - set(self.hands[viewer]) - self.seen[viewer]

    # -- the flow of a match ------------------------------------------------------------------
    def ranking(self) -> Ranking:
        return ranking_for(self.round, self.rules.three_cards)

    def _start_turn(self) -> None:
        ante = self.rules.ante
        for seat in self.from_left():
            if self.stacks[seat] < ante:
                self.playing[seat] = False
                self.say(seat, f"leave the match, without the {ante} chips for the ante")
        if sum(self.playing) < 2:
            self._settle_without_winner("Fewer than two players can pay the ante, so the match "
                                        f"ends after {self.turn} turns")
            return
        self.next_deal()
        self.in_turn = self.from_left()
        for seat in self.in_turn:
            self.ante(seat, ante)
        self.hands = [[] for _ in self.hands]
        self.seen = [set() for _ in self.seen]
        self.say(None, f"Turn {self.turn}, dealt by <{self.dealer}>: each player antes {ante}, "
                       f"and the pot is now {self.pot}.")
        self._start_round(0)

    def _start_round(self, index: int) -> None:
        self.round = index
        for _ in range(ROUNDS[index].new):
            for seat in self.in_turn:
                self.hands[seat].append(self.draw())
        self.say(None, f"Round {index + 1}: {ROUNDS[index].dealt}")
        self.declared = {}
        for seat in self.in_turn:
            if not self.stacks[seat]:
                self.declared[seat] = False
                self.say(seat, "stay out, with no chips left to pay with")
        self.queue = [s for s in self.in_turn if self.stacks[s] > 0]

    def _go_on(self) -> None:
        """Settle every round whose declarations are all made, and deal on, until someone must
        declare or the match is over."""
        while not self.over and not self.queue:
            with self.result_lines():
                self._settle_round()
            winners = [s for s, p in enumerate(self.points) if p >= TARGET]
            if winners:
                self._win(winners)
            elif self.round + 1 < len(ROUNDS):
                self._start_round(self.round + 1)
            elif self.turn >= self.rules.turn_cap:
                self._settle_without_winner(f"The turn limit of {self.rules.turn_cap} turns is "
                                            f"reached and nobody has {TARGET} points")
            else:
                self._start_turn()

    def _settle_round(self) -> None:
        ins = [s for s in self.in_turn if self.declared.get(s)]
        if not ins:
            self.say(None, f"Nobody is in: round {self.round + 1} ends.")
            return
        if len(ins) == 1:
            self.points[ins[0]] += 1
            self.say(ins[0], f"score a point, alone in ({points_text(self.points[ins[0]])} in all)")
            return
        self._showdown(ins)

    def _show(self, ins: list[int]) -> dict[int, HandValue]:
        """The players in show each other their hands (only they see them): each one's value."""
        ranking = self.ranking()
        outs = [s for s in range(len(self.hands)) if s not in ins]
        for seat in ins:
            self.seen[seat].update(c for other in ins if other != seat for c in self.hands[other])
        values = {s: ranking.evaluate(self.hands[s]) for s in ins}
        for seat in ins:
            self.say(seat, f"show {_lower(values[seat].label)}", audience=ins)
        if outs:
            self.say(None, f"The players in, {names(ins)}, compare hands; only they see them.",
                     audience=outs)
        return values

    def _showdown(self, ins: list[int]) -> None:
        values = self._show(ins)
        low = min(v.key for v in values.values())
        high = max(v.key for v in values.values())
        if low == high:
            self.say(None, "The hands tie: nobody pays and nobody scores.")
            return
        losers = [s for s in ins if values[s].key == low]
        owed = self.rules.penalty(self.turn, self.pot)
        for loser in losers:
            if self.rules.match_pot:
                self._match_pot(loser, owed)
            else:
                self._pay_each(loser, [s for s in ins if s not in losers], owed)
        if self.rules.fraction:
            for seat in ins:
                if values[seat].key == high:
                    self.points[seat] += self.rules.fraction
                    self.say(seat, f"have the best hand and [score] {points_text(self.rules.fraction)} "
                                   f"of a point ({points_text(self.points[seat])} in all)")

    def _pay_each(self, loser: int, others: list[int], owed: int) -> None:
        due = owed * len(others)
        chips = min(due, self.stacks[loser])
        each, odd = divmod(chips, len(others))
        shares = [each + (1 if i < odd else 0) for i in range(len(others))]
        for seat, share in zip(others, shares, strict=True):
            self.pay(loser, seat, share)
        if chips == due:
            self.say(loser, f"have the lowest hand and [pay] {owed} to "
                            f"{'each of ' if len(others) > 1 else ''}{names(others)}")
        else:
            paid = " and ".join(f"{share} to <{seat}>" for seat, share in zip(others, shares,
                                                                              strict=True))
            self.say(loser, f"have the lowest hand but only {chips} chips of the {due} owed, "
                            f"and [pay] {paid}")

    def _match_pot(self, loser: int, owed: int) -> None:
        chips = min(owed, self.stacks[loser])
        self.pay_pot(loser, chips)
        short = f" (all the chips left; {owed} was owed)" if chips < owed else ""
        self.say(loser, f"have the lowest hand and [put] {chips} into the pot{short}; the pot is "
                        f"now {self.pot}")

    def _win(self, winners: list[int]) -> None:
        pot = self.pot
        shares = self.share_pot(winners)
        won = (f"the pot of {pot} goes to {names(winners)}" if len(winners) == 1 else
               f"the pot of {pot} is shared: " + ", ".join(f"{c} to <{s}>" for s, c in
                                                          zip(winners, shares, strict=True)))
        points = " and ".join(points_text(self.points[s]) for s in winners)
        self.end(f"The match is won by {names(winners)} with {points} points after "
                 f"{self.turn} {'turn' if self.turn == 1 else 'turns'}: {won}.", winners=winners)

    def _settle_without_winner(self, why: str) -> None:
        pot = self.pot
        if self.rules.returned_at_cap:
            self.return_pot()
            self.end(f"{why}: everyone takes back what they put into the pot of {pot}.", winners=[])
            return
        playing = [s for s, p in enumerate(self.playing) if p] or list(range(len(self.points)))
        best = max(self.points[s] for s in playing)
        top = [s for s in playing if self.points[s] == best]
        shares = self.share_pot(top)
        if len(top) == 1:
            self.end(f"{why}: the pot of {pot} goes to {names(top)}, with the most points "
                     f"({points_text(best)}).", winners=top)
        else:
            self.end(f"{why}: the pot of {pot} is shared by the most points ({points_text(best)}): "
                     + ", ".join(f"{c} to <{s}>" for s, c in zip(top, shares, strict=True)) + ".",
                     winners=top)

    # -- what each seat sees ------------------------------------------------------------------
    def _declaration(self, seat: int, viewer: int) -> str | None:
        if seat not in self.declared or self.over:
            return None
        if self.rules.together and seat != viewer and self.queue:
            return "Has chosen"
        return "In" if self.declared[seat] else "Out"

    def hands_view(self, viewer: int) -> list[HandView]:
        ranking = self.ranking()
        hands: list[HandView] = []
        for seat, cards in enumerate(self.hands):
            shown = [seat == viewer or c in self.seen[viewer] for c in cards]
            notes = [f"Points {points_text(self.points[seat])}"]
            said = self._declaration(seat, viewer)
            if not self.playing[seat]:
                notes.append("Out of the match")
            elif said:
                notes.append(said)
            if self.over:
                notes.append(f"{self.stacks[seat] - self.table.stacks[seat]:+d}")
            name = "You" + f" (seat {seat + 1})" if seat == viewer else f"Seat {seat + 1}"
            hands.append({
                "name": name + (" · dealer" if seat == self.dealer else ""),
                "seat": seat, "stack": self.stacks[seat],
                "label": ranking.evaluate(cards).label if cards and all(shown) else None,
                "notes": notes, "folded": False,
                "cards": [_card(c, see, ranking) for c, see in zip(cards, shown, strict=True)],
            })
        return hands

    def bot_view(self, viewer: int) -> dict[str, Any]:
        """The view's facts for ``viewer``'s bot, without words or labels (the coach's worlds):
        each hand's seat, stack and cards (``??`` where unseen)."""
        seen = self.seen[viewer]
        hands = [{"seat": seat, "stack": self.stacks[seat], "folded": False,
                  "cards": [{"code": c.code if seat == viewer or c in seen else "??"}
                            for c in cards]}
                 for seat, cards in enumerate(self.hands)]
        return self.lean_view(viewer, hands)

    def prompt(self, viewer: int) -> str:
        seat = self.to_act
        if seat != viewer:
            return f"Waiting for seat {(seat or 0) + 1}."
        where = f"Round {self.round + 1} ({ROUNDS[self.round].words})"
        if self.rules.together:
            return f"{where}: choose in or out in secret; all choices are shown together."
        if seat in self.declared:
            return f"{where}: someone is in, so you get a second chance. In or out?"
        return f"{where}: declare in or out."

    def facts(self, viewer: int) -> MatchFacts:
        said = {"In": "in", "Out": "out", "Has chosen": "chosen", None: None}
        declared = [said[self._declaration(s, viewer)] for s in range(len(self.hands))]
        return {
            "round": self.round + 1, "rounds": len(ROUNDS),
            "round_name": ROUNDS[self.round].words, "cards": ROUNDS[self.round].cards,
            "wild_rank": ROUNDS[self.round].wild, "ante": self.rules.ante,
            "penalty": self.rules.penalty(self.turn, self.pot), "target": TARGET,
            "loser_pays": "pot" if self.rules.match_pot else "each",
            "declaring": "together" if self.rules.together else "in turn",
            "declared": declared,
            "waiting": list(self.queue),
        }

    def info(self, viewer: int) -> list[str]:
        pays = "Matching the pot" if self.rules.match_pot else "Penalty"
        points = ", ".join(f"{'you' if s == viewer else f'seat {s + 1}'} {points_text(p)}"
                           for s, p in enumerate(self.points))
        return [*super().info(viewer)[:1], f"Round {self.round + 1}: {ROUNDS[self.round].words}",
                f"Pot {self.pot}", f"{pays} {self.rules.penalty(self.turn, self.pot)}",
                f"Points: {points}"]

    def game_snapshot(self) -> dict[str, Any]:
        return {
            "hands": [[c.code for c in h] for h in self.hands], "round": self.round,
            "seen": [sorted(c.code for c in s) for s in self.seen], "in_turn": list(self.in_turn),
            "queue": list(self.queue), "declared": sorted(self.declared.items()),
        }
