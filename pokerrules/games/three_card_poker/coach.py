"""Three Card Poker's coach: play or fold, with the exact expected value of each.

When a seat decides, it knows its own three cards only. The dealer's three cards are any three
of the other 49 (the other seats' cards are unseen too), every three equally likely, so the
expected value of each move is an average over those 18,424 dealer hands, counted exactly.
The settlement is the game's own (:func:`~pokerrules.games.three_card_poker.pay.settle`); it
depends on the dealer's hand only through its rank, so each rank is settled once.

The wagers before the deal (ante, Pair Plus) are weighed over worlds, as every game's moves
are, by the chips they bring back; the game has no pot to share, so no part of one is shown.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from fractions import Fraction
from itertools import combinations

from pokerrules.core.actions import Action
from pokerrules.core.cards import Card, parse
from pokerrules.games.three_card_poker.pay import Paytables, settle
from pokerrules.rankings.three_card import THREE_CARD
from pokerrules.table.coaching.model import Coach
from pokerrules.table.state import State

#: The figures' names on the table.
EV, ANTE_WINS = "ev", "ante_wins"


def dealer_ranks(unseen: list[Card]) -> dict[int, tuple[int, tuple[Card, ...]]]:
    """Each rank (key) the dealer's three cards could have, drawn from ``unseen``: how many
    hands have it, and one of them."""
    counts: Counter[int] = Counter()
    example: dict[int, tuple[Card, ...]] = {}
    for hand in combinations(unseen, 3):
        key = THREE_CARD.key(hand)
        counts[key] += 1
        example.setdefault(key, hand)
    return {key: (n, example[key]) for key, n in counts.items()}


def move_figures(own: tuple[Card, ...], unseen: list[Card], ante: int, pair_plus: int,
                 pays: Paytables, played: bool) -> dict[str, float]:
    """The exact expected chips (won back less the chips now in front of the seat) and the
    chance that the ante wins (the hand beats the dealer, or the dealer does not qualify), for
    playing (``played``) or folding ``own`` against a dealer dealt from ``unseen``."""
    ranks = dealer_ranks(unseen)
    total = sum(n for n, _ in ranks.values())
    chips = Fraction(0)
    wins = 0
    for n, dealer in ranks.values():
        result = settle(own, dealer, ante, pair_plus, played, pays)
        # The bets go back with the winnings: the ante and Pair Plus are already off the stack,
        # and the play bet is put in and comes back, so what the move is worth is this.
        chips += n * (ante + pair_plus + result.net)
        wins += n * (result.outcome in ("win", "dealer does not qualify"))
    return {EV: float(chips / total), ANTE_WINS: wins / total}


def _direct(state: State, seat: int, choices: list[Action]) -> list[Mapping[str, float]] | None:
    kinds = {action.kind for action in choices}
    if not kinds <= {"play", "fold"}:
        return None
    view = state.view(seat)
    mine = view["hands"][seat]
    own = parse(" ".join(c["code"] for c in mine["cards"]))
    seen = set(own)
    unseen = sorted(c for c in set(state.all_cards()) if c not in seen)
    pays = Paytables.from_options(state.table.options)
    ante, pair_plus = _bets(mine["notes"])
    return [move_figures(own, unseen, ante, pair_plus, pays, action.kind == "play")
            for action in choices]


def wager_chips(start: State, end: State, seat: int) -> Mapping[str, float]:
    """A world's chips for a wager before the deal: the seat's chips at the end of the hand less
    its chips now (both as its own view shows them)."""
    result = end.result(None)
    if result is None:
        return {}
    now = start.view(seat)["hands"][seat]["stack"]
    assert now is not None
    return {EV: float(result["stacks"][seat] - now)}


def _stake(state: State, seat: int) -> float:
    """One bet of the hand, for the review: the ante the seat chose (at least one chip)."""
    return float(max(1, _bets(state.view(seat)["hands"][seat]["notes"])[0]))


def _bets(notes: list[str]) -> tuple[int, int]:
    """The ante and Pair Plus bets, as the seat's own view shows them ("Ante 10")."""
    found = {"Ante": 0, "Pair Plus": 0}
    for note in notes:
        for name in found:
            if note.startswith(name + " ") and note[len(name) + 1:].isdigit():
                found[name] = int(note[len(name) + 1:])
    return found["Ante"], found["Pair Plus"]


COACH = Coach(
    direct=_direct,
    figures=wager_chips,
    own_only=True,
    direct_model=("Assumed: the dealer's three cards are any three of the 49 cards you cannot "
                  "see, each three equally likely; every one is counted."),
    plain=("The coach knows only your own cards: it tries every hand the dealer could hold, "
           "and before the deal it assumes you will then play with queen-six-four or better "
           "and fold the rest."),
    later=("after this wager you play with queen-six-four or better and fold the rest (the "
           "table's bot), and the dealer's hand is settled by the paytables"),
    means={EV: "the chips you can expect to win or lose on this hand's bets, your play or fold "
               "following the queen-six-four rule",
           ANTE_WINS: "the chance your ante wins: your hand beats the dealer's, or the dealer "
                      "does not qualify"},
    stake=_stake,
    names={ANTE_WINS: "ante wins"},
    first=(ANTE_WINS,),
    key=EV,
)
