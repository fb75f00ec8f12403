"""Turning until you beat it (Night Chaos): players hold cards dealt blind (face down, unseen even
by themselves) and, in turn, turn them up one at a time, in any order, until their cards showing
beat every other hand showing (and the starting card, until someone beats it).

A player's turn, in order from the dealer's left and round and round:

- Not beating the hand to beat, they must turn up another card, chosen by its place in their
  hand (``turn-3``: the third card), since they cannot see them. With nothing left to turn, they
  pay ``fee`` to stay in (hoping, in the game's words, ``hope``) or fold.
- Beating it, they may bet (everyone else calls, raises or folds, as in any betting round) or
  check. On a check, play goes on to the next player (``not_betting="continue"``), or the chance
  to bet goes round the table until it comes back to them (``"passes"``). Or they may first turn
  up another card for a penalty (``extra``), to leave a harder hand to beat.
- With ``peek="pot"`` a player may look at their cards: they pay the pot so far and fold.

The game is over, and play goes to the showdown, when the next player in line holds the high hand,
or when nobody but the high hand's holder has a card left to turn. Cards never turned up do not
play: they are thrown in unseen, so the showdown compares the cards showing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pokerrules.core.actions import Action, Template, count_of
from pokerrules.core.cards import Card
from pokerrules.core.words import seat_words
from pokerrules.steps.base import StepWord
from pokerrules.steps.start_card import start_card
from pokerrules.steps.turn_until_beat_bot import SAMPLES, play_goes_on, strength
from pokerrules.table.betting import Round, templates
from pokerrules.table.bot_betting import betting_move, table_facts

if TYPE_CHECKING:
    from pokerrules.core.rng import SeededRandom
    from pokerrules.rankings.base import Ranking
    from pokerrules.steps.game import StepGame
    from pokerrules.table.view import StepFacts

Fee = Literal["ante", "bet", "two-bets", "fold"]  # "fold": no staying in, the player must fold
Extra = Literal["ante", "bet", "free", "no"]
NotBetting = Literal["continue", "passes"]
Peek = Literal["no", "pot"]
_MEMORY = "turn_until_beat"
_TURN = "turn-"
_AMOUNTS = {"ante": "one ante", "bet": "one bet", "two-bets": "two bets", "free": "nothing"}


@dataclass
class Turns:
    """Whose turn it is, whether the starting card is beaten, and a betting round in progress."""

    seat: int = 0
    start_out: bool = False
    round: Round | None = None


def _turns(game: StepGame) -> Turns:
    return game.remember(_MEMORY, Turns)


def _label(ranking: Ranking, cards: list[Card]) -> str:
    label = ranking.label(cards)
    return label[0].lower() + label[1:]


def standing(game: StepGame, leave_out: int | None = None) -> list[tuple[Any, int | None]]:
    """Every hand showing among the players still in (but ``leave_out``), and the starting card
    while nobody has beaten it (seat ``None``): (key, seat) pairs."""
    ranking = game.spec.opening_ranking()
    hands: list[tuple[Any, int | None]] = [
        (ranking.showing_key(p.up), s) for s, p in enumerate(game.players)
        if not p.folded and s != leave_out and p.up]
    card = start_card(game)
    if card is not None and not _turns(game).start_out:
        hands.append((ranking.showing_key([card]), None))
    return hands


def beats(game: StepGame, seat: int) -> bool:
    """Whether ``seat``'s cards showing beat every other hand showing (and the starting card)."""
    up = game.players[seat].up
    if not up:
        return False
    mine = game.spec.opening_ranking().showing_key(up)
    return all(mine > key for key, _ in standing(game, leave_out=seat))


def high_hand(game: StepGame) -> int | None:
    """The player still in whose hand showing beats all the others (``None``: a tie, or the
    starting card is still the best)."""
    ranking = game.spec.opening_ranking()
    showing = standing(game)  # every hand showing ranked once (as :func:`beats` would, per seat)
    for seat in game.live():
        up = game.players[seat].up
        if up:
            mine = ranking.showing_key(up)
            if all(mine > key for key, other in showing if other != seat):
                return seat
    return None


def table_lines(game: StepGame, viewer: int) -> list[str]:
    """The starting card and the high hand, in words for ``viewer`` (its view's info lines)."""
    card = start_card(game)
    if card is None:
        return []
    lines = [f"Starting card {card.short}" + (", beaten" if _turns(game).start_out else "")]
    hands = standing(game)
    if not hands or game.over:
        return lines
    best = max(key for key, _ in hands)
    owners = [s for key, s in hands if key == best]
    ranking = game.spec.opening_ranking()
    if owners == [None]:
        return [*lines, f"Hand to beat: the starting card, {_label(ranking, [card])}"]
    seat = next(s for s in owners if s is not None)
    who = " and ".join("the starting card" if s is None else f"<{s}>" for s in owners)
    text = f"High hand: {_label(ranking, game.players[seat].up)}, " + (
        f"shared by {who}" if len(owners) > 1 else f"held by {who}")
    return [*lines, seat_words(text, viewer)]


@dataclass(frozen=True)
class TurnUntilBeat(StepWord):
    """Players turn up their blind cards in turn until they beat the hand to beat, then may bet.
    ``fee``: what staying in costs with every card turned and nothing beaten. ``extra``: the
    penalty for each card turned after beating (``"no"``: not allowed). ``not_betting``: a
    check lets play go on, or ``"passes"`` the chance to bet round the table. ``peek``: ``"pot"``
    offers looking at your cards, for the pot so far and folding. ``hope``: what a player who
    pays to stay in hopes for, in the game's words (what can still change the hands)."""

    view_parts: ClassVar[frozenset[str]] = frozenset({"betting", "turn_until_beat"})

    fee: Fee = "bet"
    extra: Extra = "ante"
    not_betting: NotBetting = "continue"
    peek: Peek = "no"
    hope: str = "a card turned up later changes the hands"
    heading = "Turning until you beat it"

    def describe(self) -> str:
        extra = ("Once they beat it they may not turn any more." if self.extra == "no" else
                 "Once they beat it they may still turn more cards, "
                 + ("free." if self.extra == "free" else f"paying {_AMOUNTS[self.extra]} for each."))
        after = ("If they check, play goes on with the next player." if self.not_betting == "continue"
                 else "If they check, the chance to bet goes round the table until it comes back "
                      "to them.")
        peek = (" A player who looks at their own cards pays the pot so far and folds."
                if self.peek == "pot" else "")
        return ("Starting left of the dealer and going round and round, each player in turn turns "
                "up their own cards, one at a time and in any order, until their cards showing "
                "beat every other hand showing (and the starting card, until someone beats it). "
                f"{extra} Then they may bet, and everyone else calls, raises or folds. {after} "
                + ("A player who has turned up all their cards without beating the hand to beat "
                   "must fold." if self.fee == "fold" else
                   "A player who has turned up all their cards without beating the hand to beat "
                   f"pays {_AMOUNTS[self.fee]} to stay in, or folds.")
                + f"{peek} The game is over when the next "
                "player in line holds the high hand, or when nobody else has a card left to turn; "
                "cards never turned up do not play.")

    # -- amounts ---------------------------------------------------------------------------------
    def _cost(self, game: StepGame, what: str) -> int:
        stakes = game.stakes
        return {"ante": stakes.ante, "bet": stakes.bet, "two-bets": 2 * stakes.bet}.get(what, 0)

    def _penalty(self, chips: int) -> str:
        """`` (penalty: one ante, 1 chip)``, or nothing for a free card."""
        return f" (penalty: {_AMOUNTS[self.extra]}, {count_of(chips, 'chips')})" if chips else ""

    @staticmethod
    def _pay(game: StepGame, seat: int, chips: int) -> int:
        player = game.players[seat]
        chips = min(chips, player.stack)
        player.stack -= chips
        player.put_in += chips
        return chips

    # -- the turns -------------------------------------------------------------------------------
    def begin(self, game: StepGame) -> bool:
        turns = Turns(seat=game.live()[0])
        game.memory[_MEMORY] = turns
        game.before_up(turns.seat)  # the few-players help turns a card before each turn
        game.queue = [turns.seat]
        return True

    def _slots(self, game: StepGame, seat: int) -> list[int]:
        return [i for i, blind in enumerate(game.unseen(seat)) if blind]

    def legal(self, game: StepGame, seat: int) -> list[Template]:
        turns, player = _turns(game), game.players[seat]
        if turns.round is not None:
            rnd = turns.round
            return templates(game.stakes, rnd, seat, rnd.in_round[seat], player.stack, game.pot)
        slots = self._slots(game, seat)
        if beats(game, seat):
            moves = templates(game.stakes, Round(queue=[seat]), seat, 0, player.stack, game.pot)
            penalty = self._cost(game, self.extra)
            if self.extra != "no" and player.stack >= penalty:
                moves += [Template(f"{_TURN}{i + 1}", f"Turn up card {i + 1}"
                                   + self._penalty(penalty)) for i in slots]
        elif slots:
            moves = [Template(f"{_TURN}{i + 1}", f"Turn up card {i + 1}", focus=i == slots[0])
                     for i in slots]
        elif self.fee == "fold":
            moves = [Template("fold", "Fold", focus=True)]
        else:
            fee = min(self._cost(game, self.fee), player.stack)
            full = fee == self._cost(game, self.fee)
            pay = (f"Pay {_AMOUNTS[self.fee]} ({count_of(fee, 'chips')}) to stay in" if full
                   else f"Pay {count_of(fee, 'chips')} (all you have) to stay in")
            moves = [Template("fee", pay if fee else "Stay in (all in)", focus=True),
                     Template("fold", "Fold")]
        if self.peek == "pot" and slots:
            moves.append(Template("peek", f"Look at your cards (pay {min(game.pot, player.stack)} "
                                  "and fold)"))
        return moves

    def prompt(self, game: StepGame, seat: int) -> str:
        turns = _turns(game)
        if turns.round is not None:
            return "Your turn to bet."
        ranking = game.spec.opening_ranking()
        if beats(game, seat):
            return (f"You lead with {_label(ranking, game.players[seat].up)}. Bet or check"
                    + (", or turn up another card first." if self.extra != "no" else "."))
        to_beat = self._to_beat(game, seat)
        if self._slots(game, seat):
            return (f"The hand to beat: {to_beat}. Turn up one of your cards; you cannot see "
                    "them, so choose one by its place (card 1 is the first).")
        if self.fee == "fold":
            return f"All your cards are up and they do not beat {to_beat}: you must fold."
        return (f"All your cards are up and they do not beat {to_beat}. Pay to stay in, hoping "
                f"{self.hope}, or fold.")

    def _to_beat(self, game: StepGame, seat: int) -> str:
        hands = standing(game, leave_out=seat)
        if not hands:
            return "nothing"
        key, owner = max(hands, key=lambda h: h[0])
        ranking = game.spec.opening_ranking()
        card = start_card(game)
        if owner is None and card is not None:
            return f"the starting card, {card.short}"
        assert owner is not None
        return f"seat {owner + 1}'s {_label(ranking, game.players[owner].up)}"

    def act(self, game: StepGame, seat: int, action: Action) -> None:
        turns, player = _turns(game), game.players[seat]
        if turns.round is not None:
            self._bet(game, turns, seat, action)
        elif action.kind.startswith(_TURN):
            self._turn_up(game, turns, seat, int(action.kind[len(_TURN):]) - 1)
        elif action.kind == "bet":
            turns.round = Round(queue=[seat], in_round=dict.fromkeys(range(len(game.players)), 0))
            game.queue = turns.round.queue
            self._bet(game, turns, seat, action)
        elif action.kind == "check":
            game.say(seat, "check")
            self._check(game, turns, seat)
        elif action.kind == "fee":
            paid = self._pay(game, seat, self._cost(game, self.fee))
            game.say(seat, f"pay {paid} to stay in" if paid else "stay in, all in already")
            self._next(game, seat)
        elif action.kind == "fold":
            player.folded = True
            game.say(seat, "fold")
            self._next(game, seat)
        else:  # peek
            paid = self._pay(game, seat, game.pot)
            game.blind.pop(seat, None)
            player.folded = True
            game.say(seat, f"look at their cards, [pay] {paid} and [fold]")
            self._next(game, seat)

    def _turn_up(self, game: StepGame, turns: Turns, seat: int, index: int) -> None:
        player = game.players[seat]
        leading = beats(game, seat)
        paid = self._pay(game, seat, self._cost(game, self.extra)) if leading else 0
        card = player.cards[index][0]
        player.cards[index] = (card, True)
        game.see(seat, card)
        game.say(seat, f"turn up card {index + 1}" + self._penalty(paid) + f": {card.short}")
        game.show(seat, card)  # the table rule: a queen or joker changes the wild cards
        if player.folded:  # the table rule folded the player (a card it forbids)
            self._next(game, seat)
            return
        if beats(game, seat):
            turns.start_out = True
            if not leading:
                game.say(seat, f"take the lead with {_label(game.spec.opening_ranking(), player.up)}")

    def _check(self, game: StepGame, turns: Turns, seat: int) -> None:
        if self.not_betting == "passes":
            count = len(game.players)
            others = [s for s in ((seat + k) % count for k in range(1, count))
                      if not game.players[s].folded and game.players[s].stack > 0]
            if others:
                turns.round = Round(queue=others, in_round=dict.fromkeys(range(count), 0))
                turns.round.record(seat, None, game.stakes)
                game.queue = turns.round.queue
                return
        self._next(game, seat)

    def _bet(self, game: StepGame, turns: Turns, seat: int, action: Action) -> None:
        """A move in the betting round after a turn (the rules of :class:`~pokerrules.steps.Bet`)."""
        rnd, player = turns.round, game.players[seat]
        assert rnd is not None
        rnd.queue.pop(0)
        owe = min(rnd.level - rnd.in_round[seat], player.stack)
        if action.kind == "fold":
            player.folded = True
            game.say(seat, "fold")
        elif action.kind in ("check", "call"):
            rnd.in_round[seat] += self._pay(game, seat, owe)
            all_in = ", all in" if player.stack == 0 else ""
            game.say(seat, "check" if action.kind == "check" else f"call {owe}{all_in}")
            rnd.record(seat, None, game.stakes)
        else:
            assert action.amount is not None
            rnd.in_round[seat] += self._pay(game, seat, owe + action.amount)
            rnd.level = rnd.in_round[seat]
            rnd.record(seat, action.amount, game.stakes)
            verb = "bet" if action.kind == "bet" else f"raise by {action.amount} to"
            game.say(seat, f"{verb} {rnd.in_round[seat]}" + (", all in" if player.stack == 0 else ""))
            count = len(game.players)
            rnd.queue[:] = [s for s in ((seat + k) % count for k in range(1, count))
                            if not game.players[s].folded and game.players[s].stack > 0]
        if len(game.live()) == 1 or not rnd.queue:
            turns.round = None
            self._next(game, turns.seat)

    def _next(self, game: StepGame, after: int) -> None:
        """The turn passes from ``after`` to the next player still in, unless the game is over."""
        live = game.live()
        if len(live) == 1:
            game.queue = []  # the engine gives the pot to the last player in
            return
        high = high_hand(game)
        others = [s for s in live if s != high and any(game.unseen(s))]
        following = next((s for s in live if s > after), live[0])
        if following == high or not others:
            self._finish(game, high if following == high else None)
            game.queue = []
            game.pc += 1
            return
        turns = _turns(game)
        turns.seat = following
        game.before_up(following)
        game.queue = [following]

    def _finish(self, game: StepGame, high: int | None) -> None:
        game.say(None, "The game is over: " + ("the high hand is next in line." if high is not None
                                               else "nobody else has a card left to turn up."))
        thrown = False
        for seat in game.live():
            player = game.players[seat]
            keep = []
            for (card, up), blind in zip(player.cards, game.unseen(seat), strict=True):
                if blind:
                    game.throw_away(seat, card, False)
                    thrown = True
                else:
                    keep.append((card, up))
            player.cards = keep
        if thrown:
            game.say(None, "Cards never turned up do not play: they are thrown in unseen.")

    # -- what each seat sees ---------------------------------------------------------------------
    def facts(self, game: StepGame, seat: int) -> StepFacts:
        turns = _turns(game)
        card = start_card(game)
        data: StepFacts = {"turn_until_beat": {
            "turn": turns.seat, "high": high_hand(game), "pot": game.pot,
            "fee": min(self._cost(game, self.fee), game.players[seat].stack),
            "start": card.code if card is not None and not turns.start_out else None}}
        if turns.round is not None:
            owe = min(turns.round.level - turns.round.in_round[seat], game.players[seat].stack)
            data["betting"] = {"pot": game.pot, "raises": turns.round.raises, "owe": owe}
        return data

    def notes(self, game: StepGame, seat: int) -> list[str]:
        turns: Turns | None = game.memory.get(_MEMORY)
        if turns is None or game.over or game.players[seat].folded:
            return []
        return (["Turning"] if seat == turns.seat else []) + (
            ["High hand"] if high_hand(game) == seat else [])

    def bot_move(self, ranking: Ranking, view: Mapping[str, Any], legal: list[Template],
                 rng: SeededRandom) -> Action | None:
        return self.bot_move_sampled(ranking, view, legal, rng, SAMPLES)

    def bot_move_sampled(self, ranking: Ranking, view: Mapping[str, Any], legal: list[Template],
                         rng: SeededRandom, samples: int) -> Action | None:
        """Turn up the first unseen card until beating; then bet by the chance of ending with the
        best hand if everyone turned everything; with nothing to turn, pay the fee when it is at
        most a quarter of the pot, else fold. Never turns more after beating, never peeks."""
        kinds = {t.kind: t for t in legal if not t.kind.startswith(_TURN) and t.kind != "peek"}
        if set(kinds) == {"fold"} and len(legal) == 1:
            return Action("fold")  # nothing beaten and no staying in
        facts = view.get("turn_until_beat") or {}
        if "fee" in kinds:
            hope = play_goes_on(view, facts.get("high"))
            cheap = int(facts.get("fee") or 0) * 4 <= int(facts.get("pot") or 0)
            return Action("fee" if hope and cheap else "fold")
        if not kinds:
            turn = next((t for t in legal if t.kind.startswith(_TURN)), None)
            return Action(turn.kind) if turn is not None else None
        stated = table_facts(view, kinds)
        pot = stated.pot if stated.pot is not None else facts.get("pot")
        mine = strength(ranking, view, rng, samples)
        return betting_move(mine, kinds, stated.raises, rng, pot, stated.owe)
