"""Chaos's wild cards, as a table rule (:class:`pokerrules.steps.spec.TableRule`): which cards are wild
changes whenever a queen or a joker comes face up.

- A queen face up makes the 2 to 10 of her suit wild; a later face-up queen moves the wildness to
  her own suit. Queens dealt face down never count, not even when shown at the showdown.
- With jokers in the deck, a face-up joker makes jokers wild (and, by default, ends the queen's
  wild suit); a later face-up queen makes them dead: they count for nothing, and a hand plays its
  best five of its other cards. Before any joker has come up, jokers are dead too.
- For a small table, a dummy hand that gets face-up cards like a player (but never bets or wins),
  or a card turned from the deck before each player's face-up card: their queens and jokers count.

The rule reacts to every card that comes face up, however it does (dealt, turned over by its
owner, replaced face up), so a game where players turn their own cards up (Night Chaos) can use it
as it is. Its state lives in ``game.memory["chaos_wild"]``; the ranking in force is ``game.spec``'s,
replaced each time the wild cards change.

>>> rule = ChaosWild(jokers=True)
>>> rule.wild("h", jokers_wild=False).describe()[:38]
'2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ are wild, '
>>> rule.wild(None, jokers_wild=False).describe()
'No cards are wild; jokers count for nothing.'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, ClassVar

from pokerrules.core.cards import JOKER_RANK, QUEEN, SUITS, Card, parse_card
from pokerrules.core.words import seat_words
from pokerrules.rankings.wild import JOKER, Wild
from pokerrules.steps.spec import Deal, TableRule

if TYPE_CHECKING:
    from pokerrules.rankings.base import Ranking
    from pokerrules.steps.game import StepGame
    from pokerrules.steps.spec import Spec
    from pokerrules.table.view import LeanView, View

SUIT_NAMES = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
MEMORY = "chaos_wild"
#: Who a card came up for: a seat index, the dummy hand, or the table (turned from the deck).
Who = int | str
DUMMY, TABLE = "dummy", "table"


@dataclass
class WildState:
    """Which cards are wild now, and why: the last queen up and the joker that made jokers wild."""

    suit: str | None = None
    queen: str | None = None  # the queen's code
    queen_by: Who | None = None
    jokers: str | None = None  # "wild" or "dead", None without jokers in the deck
    joker_by: Who | None = None
    few: str = "none"  # the few-players help in use: "none", "dummy" or "turn"
    dummy: list[str] | None = None  # the dummy hand's cards
    turned: list[str] | None = None  # the cards turned from the deck


def _came(who: Who | None, now: bool = False) -> str:
    verb = ("comes" if now else "came") if who != TABLE else ("is" if now else "was")
    if who == TABLE:
        return f"{verb} turned up from the deck"
    if who == DUMMY:
        return f"{verb} up in the dummy hand"
    return f"{verb} up for <{who}>"


def _short(code: str) -> str:
    return parse_card(code).short


@dataclass(frozen=True)
class ChaosWild(TableRule):
    """``jokers``: two jokers are in the deck. ``joker_ends_queen``: a face-up joker also ends the
    queen's wild suit. ``few``: ``"dummy"`` or ``"turn"`` for a small table. ``end_suit`` and
    ``end_jokers_wild``: the wild cards the judge assumes at the showdown."""

    jokers: bool = False
    joker_ends_queen: bool = True
    few: str = "none"
    end_suit: str | None = None
    end_jokers_wild: bool = False

    # -- the wild cards --------------------------------------------------------------------------
    def wild(self, suit: str | None, jokers_wild: bool) -> Wild:
        """The wild cards: the 2-10 of ``suit``, and the jokers (wild or dead) if in the deck."""
        cards = frozenset(Card(rank, suit) for rank in range(2, 11)) if suit else frozenset()
        return Wild(cards=cards, jokers=jokers_wild,
                    dead=frozenset({JOKER}) if self.jokers and not jokers_wild else frozenset())

    def settle(self, spec: Spec) -> Spec:
        """``spec`` with this rule, and the wild cards the judge assumes at the showdown."""
        return replace(spec, table=self).with_high(wild=self.wild(self.end_suit, self.end_jokers_wild))

    heading = "Wild cards"
    view_parts: ClassVar[frozenset[str]] = frozenset({"wild_cards"})

    def hands(self, ranking: Ranking) -> str:
        order = ("five of a kind, straight flush, four of a kind, full house, flush, straight, "
                 "three of a kind, two pair, one pair, high card")
        return (f"The best five cards win ({order}). A wild card plays as any card, even one "
                "already in the hand; which cards are wild changes during the deal (below).")

    def card_rows(self) -> dict[str, str]:
        return {"Deck": "one standard 52-card deck; the jokers option adds two jokers",
                "Wild cards": "they change during the deal: the 2 to 10 of the suit of the last "
                              "queen dealt face up (and jokers, with the jokers option)"}

    #: How a card that counts reaches the table, in the card's words.
    reaches_table = "dealt face up"

    def card_wild(self) -> str:
        text = (f"They change during the hand: the 2 to 10 of the suit of the last queen "
                f"{self.reaches_table}")
        if not self.jokers:
            return text + "."
        return (text + f". The two jokers are wild from the moment a joker is {self.reaches_table}"
                + (", which makes the queen's suit plain again," if self.joker_ends_queen else
                   " (the queen's suit stays wild too)")
                + f" until the next queen is {self.reaches_table}; before that they count for nothing.")

    def describe(self) -> str:
        text = ("No card is wild at the start. When a queen is dealt face up, the 2 to 10 of her "
                "suit become wild; when another queen comes up, her suit takes over and the "
                "earlier suit is plain again. Queens dealt face down never count.")
        if self.jokers:
            text += (" Two jokers are in the deck. A face-up joker makes the jokers wild"
                     + (" (and the queen's suit plain again)" if self.joker_ends_queen else
                        " (the queen's suit stays wild as well)")
                     + "; the next face-up queen makes them dead: they count for nothing. "
                     "Before any joker comes up, jokers are dead too.")
        if self.few == DUMMY:
            text += (" A dummy hand at the dealer's left gets a face-up card first in each round "
                     "of face-up cards; its queens and jokers count, but it never bets or wins.")
        elif self.few == "turn":
            text += (" Before each player's face-up card, a card is turned from the deck to the "
                     "table; its queen or joker counts.")
        return text

    # -- during the hand -------------------------------------------------------------------------
    def _state(self, game: StepGame) -> WildState:
        state: WildState = game.memory[MEMORY]
        return state

    def start(self, game: StepGame) -> None:
        state = WildState(jokers="dead" if self.jokers else None)
        game.memory[MEMORY] = state
        if self.few != "none":
            steps = [s for s in game.spec.flat_steps() if isinstance(s, Deal)]
            players = len(game.players)
            need = players * sum(s.down + s.up for s in steps) + sum(s.up for s in steps) * (
                1 if self.few == DUMMY else players)
            if need <= game.cards_left():
                state.few = self.few
                state.dummy, state.turned = ([], None) if self.few == DUMMY else (None, [])
            else:
                what = "a dummy hand" if self.few == DUMMY else "turning a card before each player's"
                game.say(None, f"With {players} players the deck is too small for "
                               f"{what}{' face-up card' if self.few != DUMMY else ''}, "
                               "so this hand is played without.")
        game.spec = game.spec.with_high(wild=self.wild(None, False))

    def before_up(self, game: StepGame, seat: int) -> None:
        state = self._state(game)
        if state.few == "turn" and state.turned is not None:
            self._extra(game, state.turned, TABLE, "A card is turned from the deck: {card}.")
        elif state.few == DUMMY and state.dummy is not None and seat == game.live()[0]:
            self._extra(game, state.dummy, DUMMY, "The dummy hand gets {card}.")

    def _extra(self, game: StepGame, pile: list[str], who: Who, text: str) -> None:
        card = game.draw()
        if card is None:
            return
        game.throw_away(None, card, True)  # on the table for all to see, out of every hand
        pile.append(card.code)
        game.say(None, text.format(card=card.short))
        self._react(game, who, card)

    def shown(self, game: StepGame, seat: int | None, card: Card) -> None:
        self._react(game, TABLE if seat is None else seat, card)

    def _react(self, game: StepGame, who: Who, card: Card) -> None:
        state = self._state(game)
        news: list[str] = []
        if card.rank == QUEEN:
            if state.suit is not None:
                news.append(f"the 2–10 of {SUIT_NAMES[state.suit]} are plain again")
            if state.jokers == "wild":
                news.append("jokers count for nothing now")
                state.jokers = "dead"
            state.suit, state.queen, state.queen_by = card.suit, card.code, who
            news.insert(0, f"the 2–10 of {SUIT_NAMES[card.suit]} are wild now")
            game.say(None, f"The {card.short} {_came(who, now=True)}: {', and '.join(news)}.")
        elif card.rank == JOKER_RANK and state.jokers is not None:
            again = state.jokers == "wild"
            state.jokers, state.joker_by = "wild", who
            news.append("jokers stay wild" if again else "jokers are wild now")
            if self.joker_ends_queen and state.suit is not None:
                news.append(f"the 2–10 of {SUIT_NAMES[state.suit]} are plain again")
                state.suit = state.queen = state.queen_by = None
            game.say(None, f"A joker {_came(who, now=True)}: {', and '.join(news)}.")
        else:
            return
        game.spec = game.spec.with_high(wild=self.wild(state.suit, state.jokers == "wild"))

    # -- what each seat sees ---------------------------------------------------------------------
    def why(self, state: WildState) -> str:
        """Which cards are wild and why, in words (``<N>`` marks a seat, for :func:`seat_words`)."""
        parts = []
        if state.suit is not None and state.queen is not None:
            parts.append((f"the 2–10 of {SUIT_NAMES[state.suit]} are wild",
                          f"the {_short(state.queen)} {_came(state.queen_by)}"))
        if state.jokers == "wild":
            parts.append(("jokers are wild" if not parts else "so are jokers",
                          f"a joker {_came(state.joker_by)}"))
        if not parts:
            text = "No cards are wild yet: no queen" + (" or joker" if state.jokers else "") + \
                " has come up face up."
        elif len(parts) == 1:
            text = f"{parts[0][0]}: {parts[0][1]}."
        else:
            text = f"{parts[0][0]} ({parts[0][1]}), and {parts[1][0]} ({parts[1][1]})."
        if state.jokers == "dead":
            text += (" Jokers count for nothing until " +
                     ("a joker comes up face up." if state.joker_by is None else
                      "another joker comes up face up."))
        return text[0].upper() + text[1:]

    def view(self, game: StepGame, seat: int, data: View | LeanView) -> None:
        state = self._state(game)
        why = seat_words(self.why(state), seat)
        info: list[str] = data["info"]
        info.append(why)
        if state.dummy is not None:
            info.append("Dummy hand (it never bets or wins): "
                        + (" ".join(map(_short, state.dummy)) or "no cards yet"))
        if state.turned is not None:
            info.append("Turned from the deck: " + (" ".join(map(_short, state.turned)) or "none yet"))
        wild = self.wild(state.suit, state.jokers == "wild")
        data["wild_cards"] = {"suit": state.suit, "jokers": state.jokers,
                              "cards": sorted(c.code for c in wild.cards)
                              + (["Jk"] if wild.jokers else []),
                              "why": why}
        if state.jokers == "dead":
            for hand in data["hands"]:
                for card in hand["cards"]:
                    if card["code"] == "Jk":
                        card["dead"] = True

    def for_view(self, spec: Spec, view: Mapping[str, Any]) -> Spec:
        fact = view.get("wild_cards")
        if not isinstance(fact, Mapping):
            return spec
        suit = fact.get("suit")
        return spec.with_high(wild=self.wild(suit if suit in tuple(SUITS) else None,
                                             fact.get("jokers") == "wild"))


def set_rule(spec: Spec, **changes: Any) -> Spec:
    """``spec`` with its Chaos rule changed (a house rule)."""
    assert isinstance(spec.table, ChaosWild)
    return replace(spec.table, **changes).settle(spec)
