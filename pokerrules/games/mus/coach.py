"""Mus's coach: the chance that your side wins each contest with the four cards you hold.

Each world (an arrangement of the cards you cannot see: the other hands, the others' discards
and the stock; your own discards are seen, :meth:`~pokerrules.games.mus.state.MusState.hidden_from`)
is played on by the game's own machine and bots, and the contests are decided there by
the game's own rules (:func:`~pokerrules.games.mus.hands.best`: the hands in turn order, exact
ties to the player nearer mano):

- **mus or no mus**: *no mus* starts the bidding with the hands as they are; *mus* plays on
  through everyone's discards and draws (the bots', yours included after this move) until the
  bidding begins;
- **the discard**: the same, from the cards you throw;
- **a bid**: the hands as they are (a bid changes no card).

The figures are the chance that your side (you or your partner) wins Grande, Chica, Pares and
Juego, or Punto when nobody has juego, and the contests your side wins on average. When a bid
ends the deal, the next deal is dealt at once, so the hands are read back from what each seat
saw of its own hand when the deal ended.

**Signals.** A seat partnered with a bot is shown its partner's signal when the bidding begins
(:attr:`~pokerrules.games.mus.state.MusState.signalled`, in pass-and-play too: each person
partnered with a bot sees their own partner's). A world whose partner hand would not give that
signal, by the game's own rule (:func:`~pokerrules.games.mus.rules.signal`), is never drawn
(:func:`fits_signal`).
"""

from __future__ import annotations

from collections.abc import Mapping

from pokerrules.games.mus.hands import NAMES, last_contest
from pokerrules.games.mus.rules import signal
from pokerrules.games.mus.state import MusState
from pokerrules.table.coaching.grades import Grades
from pokerrules.table.coaching.matches import PLAYED_ON, deal_hands, deal_moved_on
from pokerrules.table.coaching.model import Coach
from pokerrules.table.state import State
from pokerrules.table.turns import partner

#: The contests, in the order they are bid; the last two are one contest (Juego, else Punto).
CONTESTS = ("grande", "chica", "pares", "juego", "punto")
#: The contests the side wins on average.
WON = "contests"


def bidding_begun(start: State, now: State) -> bool:
    """Stop: at once for a bid; for mus and the discards, once the bidding has begun."""
    if not isinstance(start, MusState) or not isinstance(now, MusState):
        return False
    return start.phase == "bid" or now.phase == "bid" or deal_moved_on(start, now)


def contest_figures(start: State, now: State, seat: int) -> Mapping[str, float]:
    if not bidding_begun(start, now):
        return {}
    assert isinstance(start, MusState) and isinstance(now, MusState)
    hands = deal_hands(start, now)
    order = start.order()  # mano first: the dealer is public
    in_turn = [hands[s] for s in order]
    rules = start.rules  # the house rules: kings, equal pares, the 31 real, the Pedrete
    fourth = last_contest(in_turn, rules.eight)
    figures: dict[str, float] = {}
    for contest in CONTESTS:
        index = rules.best(contest, in_turn) if contest in ("grande", "chica", "pares",
                                                            fourth) else None
        figures[contest] = float(index is not None and order[index] % 2 == seat % 2)
    figures[WON] = sum(figures[c] for c in CONTESTS)
    return figures


def fits_what_was_said(world: State, seat: int) -> bool:
    """Whether ``world`` agrees with everything ``seat`` was told in words this deal: every
    seat's yes or no to pares and to juego, said aloud to the table, and the partner's signal."""
    if not isinstance(world, MusState):
        return True
    for contest, said in world.announced.items():
        for other, has in said.items():
            if (world.rules.value(contest, world.hands[other]).key is not None) != has:
                return False
    return fits_signal(world, seat)


def fits_signal(world: State, seat: int) -> bool:
    """Whether the partner's hand in ``world`` gives the signal ``seat`` was shown this deal
    (every world does when the seat was shown none: before the bidding, with signals off, or
    partnered with a person, who signals at the table, out of the game's sight)."""
    if not isinstance(world, MusState) or seat not in world.signalled:
        return True
    shown = world.signalled[seat]
    return signal(world.hands[partner(seat, 4)], world.rules.eight) == shown


COACH = Coach(
    figures=contest_figures,
    stop=bidding_begun,
    names={**{c: NAMES[c] for c in CONTESTS}, WON: "contests your side wins"},
    means={**{c: f"the chance your side holds the best hand for {NAMES[c]}" for c in CONTESTS},
           WON: "how many of the contests your side can expect to hold the best hand for"},
    numbers=(WON,),
    first=(*CONTESTS, WON),
    consistent=fits_what_was_said,
    own_only=True,
    later=("the cards you threw away are not among them, so no other hand and no stock holds "
           "them until the discards are shuffled into a new stock; every hand agrees with what "
           "its player said about pares and juego, and your partner's hand with the signal they "
           "showed you, if any; after your move everyone, you included, "
           "says mus or no mus and discards as the table's bots do, until the bidding begins (a "
           "bid changes no card), and your side wins a contest when you or your partner hold the "
           "best hand for it, exact ties going to the player nearer mano"),
    plain=("The coach knows only your cards, the cards you threw away and any signal your "
           "partner showed you: it deals the cards you cannot see at random many times over, "
           "always giving your partner a hand that fits the signal, and plays each deal on as "
           "this table's bots do."),
    key=WON,
    # a contest is worth one: a tenth of one given up is an inaccuracy, as 10 points of chance
    grades=Grades(0.1, 0.2, 0.4, ("contest", "contests")),
    # A world after mus is played on by four bots' discards and draws: fewer worlds by default.
    samples=PLAYED_ON,
)
