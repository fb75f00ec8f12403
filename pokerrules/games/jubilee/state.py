"""A game of Jubilee on the match layer (:mod:`pokerrules.table.match`).

Eight cards each; from the dealer's left, each player plays one card onto a running total and
draws from the stock while it lasts. The first card must be black (a club or a spade; a joker is
not black). No play may take the total below zero: a player with no card that may be played
shows their hand and is skipped. A deal ends when every hand is empty, or when a whole round of
the table passes with nobody able to play (the cards left are not played). Points carry from
deal to deal; after the last deal the most points win. The only move is the card to play.
"""

from __future__ import annotations

from typing import Any

from pokerrules.core.actions import Action, Template
from pokerrules.core.card_view import card_view
from pokerrules.core.cards import Card, parse_card, rank_name
from pokerrules.games.jubilee.match_fields import MATCH_FIELDS
from pokerrules.games.jubilee.rules import HAND_SIZE, Play, Settings, is_black, score, value
from pokerrules.table.match import Match, points_text
from pokerrules.table.state import Table
from pokerrules.table.turn_order import Passing
from pokerrules.table.turns import next_in
from pokerrules.table.view import HandView, MatchFacts, View


def names(seats: list[int]) -> str:
    """``"<0>, <2> and <3>"``: seats for a log line (each reader sees "you" for itself)."""
    marks = [f"<{s}>" for s in seats]
    return ", ".join(marks[:-1]) + (" and " if len(marks) > 1 else "") + marks[-1]


SUIT_NAMES = {"c": "clubs", "h": "hearts", "s": "spades"}


def _and(words: list[str]) -> str:
    return ", ".join(words[:-1]) + (" and " if len(words) > 1 else "") + words[-1]


def cards_words(cards: list[Card]) -> str:
    """``"the ace and king of hearts and a joker"``. The log names cards in words: a card
    played in one deal may be hidden in a hand of the next."""
    groups: list[str] = []
    for suit in dict.fromkeys(c.suit for c in cards if not c.is_joker):
        ranks = [rank_name(c.rank) for c in cards if c.suit == suit and not c.is_joker]
        groups.append(f"the {_and(ranks)} of {SUIT_NAMES[suit]}")
    jokers = sum(c.is_joker for c in cards)
    if jokers:
        groups.append("a joker" if jokers == 1 else f"{jokers} jokers")
    return _and(groups)


class JubileeState(Match):
    """A whole game. Use :meth:`apply` with ``Action("play", card="9c")``."""

    stage_name = "play"

    match_fields = MATCH_FIELDS
    turn_order = Passing()

    def __init__(self, table: Table) -> None:
        self.rules = Settings.from_options(table.options)
        super().__init__(table, self.rules.deal_count(table.seats))
        seats = table.seats
        self.hands: list[list[Card]] = [[] for _ in range(seats)]
        self.shown: list[list[Card]] = [[] for _ in range(seats)]  # cards shown on a skip
        self.pile: list[Card] = []  # the cards played this deal, in order
        self.plays: list[tuple[int, Play]] = []  # this deal's plays: who and what
        self.total = 0
        self.current = 0  # whose turn it is (the seat may have to skip)
        self.idle = 0  # turns in a row without a card played
        self.winners: list[int] = []  # at the end: the most points
        self._start_deal()
        self._go_on()

    # -- the match layer's hooks --------------------------------------------------------------
    def playable(self, seat: int) -> list[Card]:
        """The cards ``seat`` may play now (each card once, in hand order)."""
        out: list[Card] = []
        for card in self.hands[seat]:
            if card in out:
                continue
            if not self.pile and not is_black(card):
                continue
            if self.total + value(card) >= 0:
                out.append(card)
        return out

    def legal_for(self, seat: int) -> list[Template]:
        return [Template("play", "Play", cards=tuple(c.code for c in self.playable(seat)),
                         focus=True)]

    def _act(self, seat: int, action: Action) -> None:
        assert action.card is not None
        card = parse_card(action.card)
        self.hands[seat].remove(card)
        if card in self.shown[seat]:
            self.shown[seat].remove(card)
        play = score(card, self.total, self.rules)
        self.total = play.after
        self.pile.append(card)
        self.plays.append((seat, play))
        self.points[seat] += play.points
        tail = f": {play.why}, {play.points:+d} ({points_text(self.points[seat])} in all)" \
            if play.why else ""
        moved = "stays at" if play.after == play.before else "is now"
        self.say(seat, f"play {cards_words([card])}; the total {moved} {play.after}{tail}")
        if self.dealt < len(self.deck):
            self.hands[seat].append(self.draw())
        self.idle = 0
        self._advance()
        self._go_on()

    def all_cards(self) -> list[Card]:
        return [c for hand in self.hands for c in hand] + self.pile + list(self.deck[self.dealt:])

    def hidden_from(self, viewer: int) -> set[Card]:
        if self.over:
            return set()
        seen = set(self.hands[viewer]) | set(self.pile) | {c for s in self.shown for c in s}
        return set(self.all_cards()) - seen

    # -- the flow of a game -------------------------------------------------------------------
    def _advance(self) -> None:
        self.current = next_in(range(self.table.seats), self.current)

    def _start_deal(self) -> None:
        self.next_deal()
        seats = self.table.seats
        self.hands = [[] for _ in range(seats)]
        self.shown = [[] for _ in range(seats)]
        self.pile, self.plays = [], []
        self.total, self.idle = 0, 0
        order = self.from_left()
        for _ in range(HAND_SIZE):
            for seat in order:
                self.hands[seat].append(self.draw())
        self.current = order[0]
        count = f" of {self.turn_cap}" if self.turn_cap and self.turn_cap > 1 else ""
        self.say(None, f"Deal {self.turn}{count}, dealt by <{self.dealer}>: {HAND_SIZE} cards "
                       f"each, {len(self.deck) - self.dealt} in the stock. The first card must "
                       f"be black.")

    def _go_on(self) -> None:
        """Skip every player who cannot play, and end deals, until someone can play or the
        game is over."""
        seats = self.table.seats
        while not self.over:
            if not any(self.hands):
                self.say(None, f"Every hand is played out; the total ends at {self.total}.")
                self._end_deal()
                continue
            if self.idle >= seats:
                left = sum(len(h) for h in self.hands)
                self.say(None, f"Nobody can play: the deal ends at {self.total}, with {left} "
                               f"{'card' if left == 1 else 'cards'} not played.")
                self._end_deal()
                continue
            seat = self.current
            if self.playable(seat):
                return
            hand = self.hands[seat]
            if hand:
                fresh = sorted(set(hand) - set(self.shown[seat]))
                self.shown[seat] = list(hand)
                why = "no black card to start with" if not self.pile else \
                    f"no card that keeps the total of {self.total} from dropping below zero"
                self.say(seat, f"show {cards_words(hand)}, with {why}, and [skip] a turn"
                         if fresh else "skip a turn again, still unable to play")
            self.idle += 1
            self._advance()

    def _end_deal(self) -> None:
        if self.turn < (self.turn_cap or 1):
            self._start_deal()
            return
        best = max(self.points)
        top = [s for s, p in enumerate(self.points) if p == best]
        deals = f"after {self.turn} deals" if self.turn > 1 else "at the end of the deal"
        if len(top) == 1:
            self.end(f"The win goes to {names(top)}, with {points_text(best)} points {deals}.",
                     winners=top)
        else:
            self.end(f"{names(top)} tie for the most points, {points_text(best)}, {deals}, and "
                     "share the win.", winners=top)
        self.winners = top

    # -- what each seat sees ------------------------------------------------------------------
    def hands_view(self, viewer: int) -> list[HandView]:
        hands: list[HandView] = []
        for seat, cards in enumerate(self.hands):
            open_ = set(self.shown[seat]) if seat != viewer and not self.over else set(cards)
            notes = [f"Points {points_text(self.points[seat])}"]
            if self.shown[seat] and not self.over:
                notes.append("Shown: cannot play")
            name = "You" + f" (seat {seat + 1})" if seat == viewer else f"Seat {seat + 1}"
            hands.append({
                "name": name + (" · dealer" if seat == self.dealer else ""),
                "seat": seat, "stack": None, "label": None, "notes": notes, "folded": False,
                "cards": [card_view(c if c in open_ else None, c in self.shown[seat])
                          for c in cards],
            })
        return hands

    def view(self, seat: int) -> View:
        data = super().view(seat)
        for template in data["legal"]:
            for choice in template.get("cards", ()):
                choice["hint"] = self.hint(parse_card(choice["value"]))
        return data

    def hint(self, card: Card) -> str:
        """What playing ``card`` now would do: ``"makes 50, scores +10 (a jubilee at 50)"``."""
        play = score(card, self.total, self.rules)
        return (f"makes {play.after}, scores {play.points:+d} ({play.why})" if play.why
                else f"makes {play.after}, scores 0")

    def prompt(self, viewer: int) -> str:
        seat = self.to_act
        if seat != viewer:
            return f"Waiting for seat {(seat or 0) + 1}."
        if not self.pile:
            return "Play the first card: it must be a club or a spade."
        return f"The total is {self.total}: play a card (it may not take the total below zero)."

    def facts(self, viewer: int) -> MatchFacts:
        last = self.plays[-1] if self.plays else None
        return {
            "total": self.total, "stock": len(self.deck) - self.dealt,
            "deals": self.turn_cap, "pile": [c.code for c in self.pile],
            "last": None if last is None else {"seat": last[0], "card": last[1].card.code,
                                               "points": last[1].points},
            "zero_counts": self.rules.zero_counts, "joker_repeats": self.rules.joker_repeats,
            "hand_sizes": [len(h) for h in self.hands],
        }

    def info(self, viewer: int) -> list[str]:
        who = ["you" if s == viewer else f"seat {s + 1}" for s in range(self.table.seats)]
        points = ", ".join(f"{w} {points_text(p)}" for w, p in zip(who, self.points, strict=True))
        last = self.plays[-1] if self.plays else None
        lines = [f"Deal {self.turn} of {self.turn_cap}", f"Running total {self.total}",
                 f"Stock {len(self.deck) - self.dealt}"]
        if last is not None:
            lines.append(f"Last card {last[1].card.short} by {who[last[0]]}")
        return [*lines, f"Points: {points}"]

    def standings(self, viewer: int | None) -> list[str]:
        who = ["you" if s == viewer else f"seat {s + 1}" for s in range(self.table.seats)]
        return ["Points: " + ", ".join(f"{w} {points_text(p)}" for w, p in
                                       zip(who, self.points, strict=True)) + "."]

    def game_snapshot(self) -> dict[str, Any]:
        return {
            "hands": [[c.code for c in h] for h in self.hands],
            "shown": [[c.code for c in h] for h in self.shown],
            "pile": [c.code for c in self.pile], "total": self.total,
            "current": self.current, "idle": self.idle,
        }

