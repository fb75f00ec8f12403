"""The match layer on its own, through a toy game: one card each per deal, the high card scores
a point, two points take the pot. Deals pass left, each from its own seeded deck; lines can be
told to some seats only; a refused move changes nothing; the result covers the whole match."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import Card, card_json, standard_deck
from pokerrules.core.errors import IllegalAction
from pokerrules.core.rng import shuffled
from pokerrules.table.match import Event, Match, points_text
from pokerrules.table.state import Table


class HighCard(Match):
    """Each deal: everyone antes 1 and gets a card; in turn each shows it (the only move); the
    high card scores a point. Two points win."""

    def __init__(self, table: Table, cap: int = 4) -> None:
        super().__init__(table, cap)
        self.cards: list[Card | None] = [None] * table.seats
        self.queue: list[int] = []
        self._deal()

    def _deal(self) -> None:
        if self.turn == self.turn_cap:
            self.share_pot([s for s in range(self.table.seats)])
            self.end("The cap is reached: the pot is shared.")
            return
        self.next_deal()
        for seat in self.from_left():
            self.ante(seat, 1)
            self.cards[seat] = self.draw()
        self.queue = self.from_left()
        self.say(None, f"Deal {self.turn}, dealt by <{self.dealer}>.")

    @property
    def to_act(self) -> int | None:
        return self.queue[0] if self.queue and not self.over else None

    def legal_for(self, seat: int) -> list[Template]:
        return [Template("show", "Show", focus=True)]

    def _act(self, seat: int, action: Action) -> None:
        self.queue.pop(0)
        self.say(seat, "show the card", audience=[seat], others="show a card")
        if self.queue:
            return
        best = max(range(self.table.seats), key=lambda s: self.cards[s] or Card(2, "c"))
        self.points[best] += 1
        if self.points[best] >= 2:
            self.share_pot([best])
            self.end(f"<{best}> takes the pot with two points.")
        else:
            self._deal()

    def hands_view(self, viewer: int) -> list[dict[str, Any]]:
        return [{"seat": s, "cards": [card_json(c if s == viewer else None)] if c else []}
                for s, c in enumerate(self.cards)]

    def prompt(self, viewer: int) -> str:
        return "Show your card."

    def all_cards(self) -> list[Card]:
        return [c for c in self.cards if c] + list(self.deck[self.dealt:])

    def hidden_from(self, viewer: int) -> set[Card]:
        return set(self.all_cards()) - {self.cards[viewer]} if self.cards[viewer] else set()


def toy(seed: int = 3, seats: int = 3, stacks: tuple[int, ...] | None = None) -> HighCard:
    deck = tuple(shuffled(standard_deck(), seed))
    return HighCard(Table("toy", {}, seed, stacks or (10,) * seats, deck))


def play_out(match: HighCard) -> None:
    while not match.over:
        match.apply(Action("show"))


def test_points_are_exact_fractions_written_as_players_write_them() -> None:
    assert [points_text(Fraction(n, d)) for n, d in ((0, 1), (3, 1), (1, 2), (7, 3), (5, 7))] == [
        "0", "3", "½", "2⅓", "5/7"]


def test_the_deal_passes_left_and_each_deal_has_its_own_deck_from_the_seed() -> None:
    match = toy()
    dealers, decks = [match.dealer], [match.deck]
    while not match.over:
        turn = match.turn
        match.apply(Action("show"))
        if match.turn != turn:
            dealers.append(match.dealer)
            decks.append(match.deck)
    assert dealers == [2, 0, 1, 2][: len(dealers)] and len(dealers) >= 2
    assert decks[0] == match.table.deck and len(set(decks)) == len(decks)
    assert all(sorted(d) == sorted(decks[0]) for d in decks)
    assert toy().deal_deck(2) == match.deal_deck(2) != toy(seed=4).deal_deck(2)


def test_the_pot_carries_over_and_the_result_covers_the_whole_match() -> None:
    match = toy()
    match.apply(Action("show"))
    assert match.pot == 3 and match.chips_on_table() == 30
    play_out(match)
    result = match.result(1)
    assert result is not None and sum(result["net"]) == 0 and match.pot == 0
    assert result["stacks"] == match.stacks and result["staked"] == [match.turn] * 3
    winner = max(range(3), key=lambda s: match.points[s])
    assert result["net"][winner] == 3 * match.turn - match.turn
    assert result["summary"].startswith("You ")
    assert result["lines"][-2].startswith("Points: ") and "you" in result["lines"][-2]
    assert match.view(1)["log"][-len(result["lines"]):] == result["lines"]


def test_odd_chips_of_a_shared_pot_go_first_to_the_dealers_left() -> None:
    match = toy()
    match.pot = 7
    assert match.dealer == 2
    assert match.share_pot([2, 1]) == [3, 4] and match.pot == 0


def test_a_line_told_to_some_seats_only() -> None:
    match = toy()
    match.apply(Action("show"))
    assert "You show the card." in match.view(0)["log"]
    assert "Seat 1 shows a card." in match.view(1)["log"]
    private = Event(0, "see the secret", audience=frozenset({0}))
    assert private.for_seat(0) == "You see the secret." and private.for_seat(1) is None


def test_the_view_carries_the_match_and_a_refused_move_changes_nothing() -> None:
    match = toy()
    view = match.view(0)
    assert view["match"]["turn"] == 1 and view["match"]["pot"] == 3
    assert view["match"]["points_text"] == ["0", "0", "0"] and view["info"][0] == "Turn 1 of 4"
    before = match.snapshot()
    for bad in ({"kind": "fold"}, {"kind": "show", "amount": 2}, {"kind": "show", "card": "As"}):
        with pytest.raises(IllegalAction):
            match.apply(Action.from_json(bad))
        assert match.snapshot() == before
    with pytest.raises(IllegalAction):
        match.view(3)
    play_out(match)
    with pytest.raises(IllegalAction, match="over"):
        match.apply(Action("show"))
    assert match.view(0)["stage"] == "over" and match.view(0)["legal"] == []


class Named(HighCard):
    """The toy, where the game names who won the match, and marks each deal's scoring line as
    the deal's result; with ``chips=False`` nobody antes (a game of points only)."""

    def __init__(self, table: Table, chips: bool = True) -> None:
        self.chips = chips
        super().__init__(table)

    def ante(self, seat: int, chips: int) -> None:
        if self.chips:
            super().ante(seat, chips)

    def _act(self, seat: int, action: Action) -> None:
        self.queue.pop(0)
        self.say(seat, "show the card", audience=[seat], others="show a card")
        if self.queue:
            return
        best = max(range(self.table.seats), key=lambda s: self.cards[s] or Card(2, "c"))
        self.points[best] += 1
        with self.result_lines():
            self.say(best, "have the high card and [score] a point")
        if self.points[best] >= 2:
            self.share_pot([best])
            self.end(f"<{best}> takes the pot with two points.", winners=[best])
        else:
            self._deal()


def named(chips: bool = True) -> Named:
    deck = tuple(shuffled(standard_deck(), 3))
    return Named(Table("toy", {}, 3, (10 if chips else 0,) * 3, deck), chips)


def test_each_finished_deal_is_kept_as_each_seat_saw_it_when_it_ended() -> None:
    match = toy()
    assert match.view(0)["match"]["last_deal"] is None
    first = [c for c in match.cards if c]
    while match.turn == 1:
        match.apply(Action("show"))
    winner = max(range(3), key=lambda s: match.points[s])
    for viewer in range(3):
        deal = match.view(viewer)["match"]["last_deal"]
        assert deal["number"] == 1
        # the hands as this seat saw them at the end of deal 1: its own card only
        codes = [c["code"] for hand in deal["hands"] for c in hand["cards"]]
        assert codes.count("??") == 2 and first[viewer].code in codes
        # by default, the move that ended the deal and what followed it; then the points
        lines = deal["lines"]
        assert lines[0].endswith(("show the card.", "shows a card.")) and len(lines) == 3
        mine = "you 1 (+1 in this deal)" if viewer == winner else "you 0,"
        assert lines[1].startswith("Points after deal 1: ") and mine in lines[1]
        assert lines[1].count("(+1 in this deal)") == 1
        assert lines[2].startswith("Chips now: ") and "you 9" in lines[2]
    assert match.view(0)["match"]["chips"] is True
    assert match.view(0)["match"]["last_deal"]["lines"][-1] != match.view(1)["match"][
        "last_deal"]["lines"][-1]  # "you" is the reader in each


def test_a_game_marks_the_lines_of_its_deal_result_and_a_deal_ends_once() -> None:
    match = named()
    while match.turn == 1:
        match.apply(Action("show"))
    deal = match.view(1)["match"]["last_deal"]
    assert len(deal["lines"]) == 3 and "the high card and" in deal["lines"][0]
    assert deal["lines"][1].startswith("Points after deal 1: ")
    assert deal["lines"][2] == "Chips now: seat 1 9, you 9, seat 3 9."
    match.deal_over()  # the game says deal 2 is over (as Rumino does before asking rebuys) ...
    kept = match.last_deal
    assert kept is not None and kept.number == 2
    match.deal_over()  # ... and when the next deal comes, it is not ended twice
    match.next_deal()
    assert match.last_deal is kept


def test_the_headline_says_who_won_the_match_then_the_chips() -> None:
    match = named()
    play_out(match)
    winner = match.match_winners[0] if match.match_winners else -1
    assert match.match_winners == [winner] and match.points[winner] == 2
    loser = (winner + 1) % 3
    net = match.net()
    won = match.result(winner)
    assert won is not None and won["winners"] == [winner] and won["chips"] is True
    assert won["summary"] == (f"You win the match with 2 points. You win {net[winner]} chips "
                              "over the match.")
    lost = match.result(loser)
    assert lost is not None and lost["summary"] == (
        f"You lose the match: seat {winner + 1} wins it with 2 points. You lose {-net[loser]} "
        f"{'chip' if net[loser] == -1 else 'chips'} over the match.")
    # the last deal's result is kept at the end of the match too
    assert match.view(loser)["match"]["last_deal"]["number"] == match.turn


def test_a_match_of_points_only_says_points_and_no_chips() -> None:
    match = named(chips=False)
    play_out(match)
    winner = match.match_winners[0] if match.match_winners else -1
    loser = (winner + 1) % 3
    view = match.view(loser)
    assert view["match"]["chips"] is False and view["result"]["chips"] is False
    assert view["result"]["summary"] == (f"You lose the match: seat {winner + 1} wins it with 2 "
                                         f"points. You end with {points_text(match.points[loser])} "
                                         "points.")
    assert "chip" not in view["result"]["summary"]
    assert not any(line.startswith("Chips now") for line in view["match"]["last_deal"]["lines"])


def test_a_match_nobody_wins_says_so() -> None:
    match = toy()
    match.return_pot()
    match.end("Everyone takes back their chips.", winners=[])
    assert match.result(0)["summary"] == ("You draw the match: nobody wins it. You end the match "
                                          "with the chips you started with.")
    assert match.result(0)["winners"] == []


def test_a_game_that_names_no_winner_is_won_by_the_most_chips_gained() -> None:
    match = toy()
    play_out(match)
    net = match.net()
    top = [s for s, n in enumerate(net) if n == max(net)]
    other = next(s for s in range(3) if s not in top)
    assert match.result(other)["winners"] == top
    assert match.result(other)["summary"].startswith(
        f"You lose the match: seat {top[0] + 1} wins it with the most chips. You lose ")
    assert match.result(top[0])["summary"].startswith("You win the match with the most chips.")


def test_replay_frames_tell_each_finished_deal_in_full_once() -> None:
    from pokerrules.api import facade as api
    from pokerrules.api.frames import frames

    reply = api.handle_request({"op": "new", "variant": "three-fifty-seven", "seed": 5, "seats": 4,
                                "options": {}})
    while reply["view"]["stage"] != "over":
        legal = reply["view"]["legal"]
        action = {"kind": legal[-1]["kind"]}
        if "min" in legal[-1]:
            action["amount"] = legal[-1]["min"]
        reply = api.handle_request({"op": "act", "history": reply["history"], "action": action})
        assert reply["ok"], reply
    told = frames(reply["history"], 0)
    full = [f["view"]["match"]["last_deal"] for f in told
            if f["view"]["match"]["last_deal"] and "lines" in f["view"]["match"]["last_deal"]]
    numbers = [d["number"] for d in full]
    assert len(numbers) >= 2 and numbers == sorted(set(numbers)), numbers
    assert told[-1]["view"] == api.handle_request({"op": "view", "history": reply["history"]})["view"]
    previous = None
    for frame in told[:-1]:
        deal = frame["view"]["match"]["last_deal"]
        if deal is not None and "lines" not in deal:
            assert deal == {"number": previous}, deal
        previous = deal["number"] if deal else None
