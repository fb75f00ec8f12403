"""Replacing: each player in turn may swap cards for new ones from the deck, free or paid.

By default one card, free (7/27 with Replace). ``most`` lets a player swap several cards at once,
and ``cost`` makes each new card cost that many bets, paid into the pot (3-Card Triple Replace).
A player may replace only as many cards as they can pay for and as the deck still holds; with
none of either, keeping the cards is the only move.

>>> Replace(most=2, cost=2).describe().split(";")[1].split(",")[0]
' each new card costs two bets'
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING, Any, ClassVar

from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import Card, parse_card, standard_deck
from pokerrules.steps.base import StepWord

if TYPE_CHECKING:
    from pokerrules.core.rng import SeededRandom
    from pokerrules.rankings.base import Ranking
    from pokerrules.steps.game import StepGame
    from pokerrules.table.view import StepFacts

_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four"}
#: How many random rival hands the bot ranks its own against, and how many draws it tries.
_RIVAL_SAMPLE, _DRAWS = 160, 48


def _number(n: int) -> str:
    return _NUMBERS.get(n, str(n))


@dataclass(frozen=True)
class Replace(StepWord):
    """Each player in turn may swap up to ``most`` of their cards for new ones from the deck.

    A new card takes the old one's place: face down for a down card, face up for an up card.
    ``cost`` is the price of each new card in bets (the game's bet size; 0: free), paid into the
    pot, so it counts for side pots like any bet.
    """

    takes_cards: ClassVar[bool] = True
    view_parts: ClassVar[frozenset[str]] = frozenset({"replace"})

    most: int = 1
    cost: int = 0
    heading = "Replacing"

    def describe(self) -> str:
        if self.most == 1:
            text = ("Each player in turn may throw away one card and get a new one in its place "
                    "(face down for a down card, face up for an up card)")
        else:
            upto = " or ".join(_number(n) for n in range(1, self.most + 1))
            text = (f"Each player in turn may throw away {upto} cards and get new ones in their "
                    "places (face down for a down card, face up for an up card)")
        if self.cost:
            bets = "one bet" if self.cost == 1 else f"{_number(self.cost)} bets"
            text += (f"; each new card costs {bets}, paid into the pot, and nobody may take more "
                     "cards than they can pay for or than the deck still holds")
        return text + "."

    def price(self, game: StepGame) -> int:
        """What one new card costs in chips."""
        return self.cost * game.stakes.bet

    def limit(self, game: StepGame, seat: int) -> int:
        """How many cards ``seat`` may replace now: by the rule, the deck and their chips."""
        price, player = self.price(game), game.players[seat]
        afford = player.stack // price if price else self.most
        return min(self.most, game.cards_left(), afford, len(player.cards))

    def begin(self, game: StepGame) -> bool:
        return game.start_turns(not p.folded for p in game.players)

    def legal(self, game: StepGame, seat: int) -> list[Template]:
        moves = [Template("keep", "Keep my cards", focus=True)]
        limit = self.limit(game, seat)
        if limit:
            price = self.price(game)
            label = "Replace" + (f" ({price} chips a card)" if price else "")
            codes = tuple(c.code for c in game.players[seat].held)
            pick = (1, limit) if self.most > 1 else None
            moves.insert(0, Template("replace", label, cards=codes, pick=pick))
        return moves

    def prompt(self, game: StepGame, seat: int) -> str:
        if self.most == 1 and not self.cost:
            return "Replace one of your cards, or keep them all?"
        limit, price = self.limit(game, seat), self.price(game)
        if not limit:
            why = "the deck is empty" if not game.cards_left() else "you cannot pay for a card"
            return f"You must keep your cards: {why}."
        upto = "one of your cards" if limit == 1 else f"up to {_number(limit)} of your cards"
        each = f" ({price} chips a card, paid into the pot)" if price else ""
        return f"Replace {upto}{each}, or keep them all?"

    def facts(self, game: StepGame, seat: int) -> StepFacts:
        """What a new card costs, how many ``seat`` may take now, the pot and the bet size."""
        return {"replace": {"price": self.price(game), "most": self.limit(game, seat),
                            "pot": game.pot, "bet": game.stakes.bet}}

    def act(self, game: StepGame, seat: int, action: Action) -> None:
        player = game.players[seat]
        if action.kind != "replace":
            game.say(seat, "keep their cards")
            game.finish_turn()
            return
        codes = action.cards if action.cards is not None else (action.card,)
        swaps: list[tuple[Card, Card, bool]] = []
        for code in codes:
            index = next(i for i, (c, _) in enumerate(player.cards) if c.code == code)
            old, face_up = player.cards[index]
            new = game.draw()
            assert new is not None
            player.cards[index] = (new, face_up)
            game.throw_away(seat, old, face_up)
            swaps.append((old, new, face_up))
        chips = self.price(game) * len(swaps)
        player.stack -= chips
        player.put_in += chips
        paid = f", paying {chips}" if chips else ""
        public, private = _swap_words(swaps)
        game.say(seat, f"replace {public}{paid}",
                 private=f"replace {private}{paid}" if private != public else None)
        for _, new, face_up in swaps:
            if face_up:
                game.show(seat, new)
        game.finish_turn()

    def bot_move(self, ranking: Ranking, view: Mapping[str, Any], legal: list[Template],
                 rng: SeededRandom) -> Action | None:
        """Replace the cards whose replacement raises the expected winnings most, counting what
        the new cards cost; keep them all when nothing does."""
        offer = next((t for t in legal if t.kind == "replace"), None)
        if offer is None or not offer.cards:
            return Action("keep")
        facts = view.get("replace", {})
        price, pot = int(facts.get("price", 0)), int(facts.get("pot", 0))
        live = sum(1 for h in view["hands"] if not h.get("folded"))
        pot += 2 * int(facts.get("bet", 0)) * live  # about two more bets from everyone still in
        choice = best_replacement(ranking, view, offer.cards, offer.pick[1] if offer.pick else 1,
                                  price, pot, rng)
        if not choice:
            return Action("keep")
        return Action("replace", cards=choice) if offer.pick else Action("replace", card=choice[0])


def _swap_words(swaps: list[tuple[Card, Card, bool]]) -> tuple[str, str]:
    """What everyone reads ("7♣ for K♥ and a face-down card") and what the player reads."""
    shown = [f"{old.short} for {new.short}" for old, new, up in swaps if up]
    hidden = sum(1 for _, _, up in swaps if not up)
    public = shown + ([f"{'a' if hidden == 1 else _number(hidden)} face-down "
                       f"card{'s' if hidden > 1 else ''}"] if hidden else [])
    private = [f"{old.short} for {new.short}" if up else f"{old.short} (face down) for {new.short}"
               for old, new, up in swaps]
    return " and ".join(public), " and ".join(private)


def best_replacement(ranking: Ranking, view: Mapping[str, Any], choices: Sequence[str], most: int,
                     price: int, pot: int, rng: SeededRandom) -> tuple[str, ...]:
    """The cards to replace (none: keep), judged by the seat's view alone.

    A hand's strength is the share of random hands from the unseen cards that it beats; its chance
    to win is that strength to the power of the number of rivals still in. Each way of replacing
    up to ``most`` cards is valued as the average chance after the new cards (every unseen card
    for one, random draws for more), times the pot (with what is still to come) and the new cards
    paid in, less their cost.
    """
    me = view["your_seat"]
    mine = [parse_card(c["code"]) for c in view["hands"][me]["cards"]]
    seen = {parse_card(c["code"]) for h in view["hands"] for c in h["cards"] if c["code"] != "??"}
    unseen = [c for c in standard_deck() if c not in seen]
    rivals = sum(1 for h in view["hands"] if h["seat"] != me and not h.get("folded") and h["cards"])
    size = len(mine)
    if len(unseen) < size + most or not rivals:
        return ()
    sample = sorted(k for k in (ranking.key(_draw(unseen, size, rng)) for _ in range(_RIVAL_SAMPLE))
                    if k is not None)

    def chance(cards: list[Card]) -> float:
        key = ranking.key(cards)
        if key is None or not sample:
            return 0.0
        beaten = bisect_left(sample, key) + (bisect_right(sample, key) - bisect_left(sample, key)) / 2
        return float((beaten / len(sample)) ** rivals)

    best: tuple[float, tuple[str, ...]] = (chance(mine) * pot, ())
    for count in range(1, most + 1):
        for out in combinations(choices, count):
            kept = [c for c in mine if c.code not in out]
            draws = ([[c] for c in unseen] if count == 1
                     else [_draw(unseen, count, rng) for _ in range(_DRAWS)])
            average = sum(chance(kept + new) for new in draws) / len(draws)
            paid = price * count
            value = average * (pot + paid) - paid
            if value > best[0]:
                best = (value, out)
    return best[1]


def _draw(pool: list[Card], count: int, rng: SeededRandom) -> list[Card]:
    picked: list[Card] = []
    while len(picked) < count:
        card = pool[rng.below(len(pool))]
        if card not in picked:
            picked.append(card)
    return picked
