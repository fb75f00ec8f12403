"""The moves the coach weighs, and how play goes on after one of them in a world.

A decision's moves are its legal templates made concrete: every card, seat or rank a template
offers, every set of cards a several-card template allows (up to :data:`MOST_MOVES` moves in
all), and a bet or raise of its suggested amount.

After the move, each world is played on twice (:func:`player`):

- **if everyone stays** (:data:`LATER`): in a betting round nobody folds or raises, each player
  checks or calls, and every other choice (take a card or stand, which cards to throw, in or
  out, which card to play), the learner's own included, is made by the game's own bot, from that
  seat's view, with randomness from the world's seed. The chances and the pot share are read off
  this play.
- **against this table**: every choice, bets and folds included, the learner's own included, is
  made by the game's bot. The chips against this table are read off this play. Where nobody
  could check or call on the way (no betting), the two plays are one and the same.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import combinations, islice

from pokerrules.coach.figures import chips_now, default_figures, part_names
from pokerrules.coach.secrets import remake_secrets
from pokerrules.coach.worlds import Places, copy_of, world
from pokerrules.core.actions import Action, Template
from pokerrules.core.cards import Card, parse_card
from pokerrules.core.rng import SeededRandom, derive_seed
from pokerrules.table.agents import make_bot
from pokerrules.table.coaching.model import Coach
from pokerrules.table.game import game_of
from pokerrules.table.match import Match
from pokerrules.table.state import Bot, State, bot_view

#: The most moves one decision is weighed over (a five-card hand has 31 sets to throw).
MOST_MOVES = 40
#: The longest a world is played on, in moves, before the coach gives up on it.
MOST_LATER_MOVES = 400

LATER = ("nobody folds or raises after this move (each player checks or calls), and every "
         "other choice, yours included, is made as the table's bots make it")


#: The moves that keep a player in without raising, chosen by everyone "if everyone stays".
STAYS = ("check", "call")


def moves(legal: list[Template]) -> list[Action]:
    """The concrete moves of a decision (see the module's docstring)."""
    return list(islice(_each(legal), MOST_MOVES))


def _each(legal: list[Template]) -> Iterator[Action]:
    for t in legal:
        amount = (t.default if t.default is not None else t.low) if t.low is not None else None
        if t.pick is not None and t.cards is not None:
            least, most = t.pick
            for size in range(least, min(most, len(t.cards)) + 1):
                for chosen in combinations(t.cards, size):
                    yield Action(t.kind, amount, cards=chosen)
        elif t.cards:
            for code in t.cards:
                yield Action(t.kind, amount, card=code)
        elif t.targets and t.ranks:
            for target in t.targets:
                for rank in t.ranks:
                    yield Action(t.kind, amount, target=target, rank=rank)
        elif t.targets:
            for target in t.targets:
                yield Action(t.kind, amount, target=target)
        elif t.ranks:
            for rank in t.ranks:
                yield Action(t.kind, amount, rank=rank)
        else:
            yield Action(t.kind, amount)


def label(action: Action, legal: list[Template]) -> str:
    """The move in words: its template's label, with the cards, seat or rank it names."""
    template = next(t for t in legal if t.kind == action.kind)
    words = template.label
    if action.cards is not None:
        words += " " + " ".join(parse_card(code).short for code in action.cards)
    if action.card is not None:
        words += " " + parse_card(action.card).short
    if action.target is not None:
        words += f" seat {action.target + 1}"
    if action.rank is not None:
        words += f" ({action.rank})"
    if action.amount is not None and template.low != template.high:
        words += f" {action.amount}"
    return words


def later_move(state: State, bot: Bot, seed: int, stay: bool = True,
               legal: list[Template] | None = None) -> Action:
    """The move :data:`LATER` makes for the seat to act (``stay``), or the bot's move
    (``legal``: the state's legal moves, when the caller has them already)."""
    legal = state.legal_actions() if legal is None else legal
    if stay:
        kinds = {t.kind for t in legal}
        for kind in STAYS:
            if kind in kinds:
                return Action(kind)
    seat = state.to_act
    assert seat is not None
    rng = SeededRandom(derive_seed(seed, "later", seat, len(state.actions)))
    return bot.choose(bot_view(state, seat), legal, rng)


#: What building one world counts for in a request's work, in moves: a world thrown away for
#: disagreeing with what the seat was told still costs its copy.
WORLD_COST = 5
#: What one world gives: the figures of every move (``None`` when the world disagrees with what
#: the seat was told: :attr:`Coach.consistent`), and the most stock places any play drew from.
Played = tuple["list[Mapping[str, float]] | None", int]


class Player:
    """Plays every move in one world (see the module's docstring) and gives their figures: the
    figures of the play if everyone stays, with its chips as ``share``, and the chips of the play
    against this table as ``ev``. ``applied`` counts the moves played so far in all worlds: the
    measure of work that bounds a request (:mod:`pokerrules.coach.budget`)."""

    def __init__(self, state: State, seat: int, where: Places, choices: list[Action],
                 coach: Coach, seed: int) -> None:
        self.state, self.seat, self.where, self.choices = state, seat, where, choices
        self.coach, self.seed = coach, seed
        bot = make_bot(game_of(state.table))
        lighter = getattr(bot, "in_worlds", None)  # a bot may play the worlds more roughly
        self.bot: Bot = lighter() if lighter is not None else bot
        self.chips = chips_now(state, seat)
        self.parts = part_names(state)
        self.stock = len(state.undealt())
        self.applied = 0
        self.worlds = 0

    def __call__(self, order: tuple[Card, ...], number: int, against: int | None = None) -> Played:
        """World ``number``, with ``order`` in the seat's places (the play against the table
        numbered ``against`` when given)."""
        coach, seat, chips = self.coach, self.seat, self.chips
        world_seed = derive_seed(self.seed, "world", number)
        against_seed = world_seed if against is None else derive_seed(self.seed, "world", against)
        out: list[Mapping[str, float]] = []
        deepest = 0
        start = world(self.state, self.where, order, world_seed)
        self.applied += WORLD_COST
        if coach.consistent is not None and not coach.consistent(start, seat):
            return None, 0
        remake_secrets(start, seat, world_seed, coach, self.bot)
        for action in self.choices:
            moved = copy_of(start)
            moved.apply(action)
            self.applied += 1
            first = coach.after_move(start, moved, seat) if coach.after_move is not None else {}
            end, drew, forked = self._on(start, moved, world_seed, stay=True,
                                         fork=chips is not None)
            deepest = max(deepest, drew)
            figures = {} if coach.own_only else \
                default_figures(start, end, seat, chips, self.parts)
            if "ev" in figures:
                figures["share"] = figures["ev"]
                if forked is not None:
                    table_end, drew, _ = self._on(start, forked, against_seed, stay=False)
                    deepest = max(deepest, drew)
                    figures["ev"] = default_figures(start, table_end, seat, chips, [])["ev"]
            figures = {**figures, **first}
            if coach.figures is not None:
                figures = {**figures, **coach.figures(start, end, seat)}
            out.append(figures)
        return out, deepest

    def _on(self, start: State, now: State, world_seed: int, stay: bool,
            fork: bool = False) -> tuple[State, int, State | None]:
        """Play ``now`` on; the end, the stock places drawn, and (with ``fork``) a copy of the
        play where someone could first stay, from which the play against the table goes on."""
        forked = None
        for _ in range(MOST_LATER_MOVES):
            if now.is_over or _stopped(start, now, self.coach):
                break
            legal = now.legal_actions()
            if fork and forked is None and any(t.kind in STAYS for t in legal):
                forked = copy_of(now)
            now.apply(later_move(now, self.bot, world_seed, stay, legal))
            self.applied += 1
        stock = len(self.where.stock)
        drew = self.stock - len(now.undealt()) if _same_deal(start, now) else stock
        return now, (drew if drew >= 0 else stock), forked


def _same_deal(start: State, now: State) -> bool:
    return not (isinstance(start, Match) and isinstance(now, Match) and now.turn != start.turn)


def _stopped(start: State, now: State, coach: Coach) -> bool:
    if not _same_deal(start, now):
        return True
    return coach.stop is not None and coach.stop(start, now)
