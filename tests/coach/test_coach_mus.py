"""Mus's coach: the chance that your side wins each contest, before and after mus, checked
against an independent count of the contests (written here from the rules, not the game's
code) over independently dealt arrangements of the cards the seat cannot see."""

from __future__ import annotations

import copy
import dataclasses
import math
from collections import Counter
from collections.abc import Mapping

import pytest

from pokerrules.coach import odds as odds_module
from pokerrules.coach.odds import odds
from pokerrules.coach.worlds import places, sampled_order, world
from pokerrules.core.actions import Action
from pokerrules.core.cards import Card, parse
from pokerrules.core.rng import SeededRandom
from pokerrules.games.mus import VARIANT, stacked
from pokerrules.games.mus.hands import mus_deck
from pokerrules.games.mus.state import MusState
from pokerrules.table.agents import make_bot
from pokerrules.table.declare import stacked_table
from pokerrules.table.state import State

CONTESTS = ("grande", "chica", "pares", "juego", "punto")
JUEGO = (31, 32, 40, 37, 36, 35, 34, 33)
HANDS = ("Kh Kc Qs 7d", "5h 4c Jd 6s", "As 2c 6h Qd", "7c 5d 4s Jh")


def rank(card: Card) -> int:
    """Eight kings and eight aces: 3s are kings, 2s aces; jack 10, queen 11, king 12."""
    return {14: 1, 2: 1, 3: 12, 11: 10, 12: 11, 13: 12}.get(card.rank, card.rank)


def count(cards: list[Card]) -> int:
    return sum(min(rank(c), 10) for c in cards)


def pares_key(cards: list[Card]) -> tuple[int, ...] | None:
    counts = Counter(rank(c) for c in cards)
    shape = sorted(counts.values(), reverse=True)
    if shape == [4]:
        (r,) = counts
        return (3, r, r)
    if shape == [2, 2]:
        high, low = sorted(counts, reverse=True)
        return (3, high, low)
    if shape[0] == 3:
        (top,) = [r for r, n in counts.items() if n == 3]
        (odd,) = [r for r, n in counts.items() if n == 1]
        return (2, top, odd)
    if shape[0] == 2:
        (top,) = [r for r, n in counts.items() if n == 2]
        return (1, top, *sorted((r for r, n in counts.items() if n == 1), reverse=True))
    return None


def keys(contest: str, cards: list[Card]) -> tuple[int, ...] | None:
    if contest == "grande":
        return tuple(sorted((rank(c) for c in cards), reverse=True))
    if contest == "chica":
        return tuple(-r for r in sorted(rank(c) for c in cards))
    if contest == "pares":
        return pares_key(cards)
    points = count(cards)
    if contest == "juego":
        return (8 - JUEGO.index(points),) if points >= 31 else None
    return (points,)


def side_wins(hands: list[list[Card]], order: list[int], seat: int) -> dict[str, float]:
    """Each contest: 1 when the best hand (exact ties to the earlier in turn order) is on
    ``seat``'s side. Punto is played only when nobody has juego."""
    anyone_juego = any(count(hands[s]) >= 31 for s in order)
    out = {}
    for contest in CONTESTS:
        if contest == "punto" and anyone_juego or contest == "juego" and not anyone_juego:
            out[contest] = 0.0
            continue
        best_seat, best_key = None, None
        for s in order:
            key = keys(contest, hands[s])
            if key is not None and (best_key is None or key > best_key):
                best_seat, best_key = s, key
        out[contest] = float(best_seat is not None and best_seat % 2 == seat % 2)
    return out


def signal_words(cards: list[Card]) -> str:
    """What a partner signals, from the rules page: the strongest of a count of 31, duples,
    medias, two or more kings, two or more aces, juego, else nothing worth showing."""
    kind = pares_key(cards)
    ranks = Counter(rank(c) for c in cards)
    many = {2: "two", 3: "three", 4: "four"}
    if count(cards) == 31:
        return "juego of 31"
    if kind is not None and kind[0] > 1:
        return "duples" if kind[0] == 3 else "medias"
    if ranks[12] >= 2:
        return f"{many[ranks[12]]} kings"
    if ranks[1] >= 2:
        return f"{many[ranks[1]]} aces"
    return "juego (not 31)" if count(cards) >= 31 else "nothing worth showing"


def deal_unseen(state: MusState, seat: int, rng: SeededRandom) -> MusState:
    """A copy of ``state`` with the cards ``seat`` cannot see (all but its hand and its own
    discards in the pile) dealt anew at random: the other hands, the rest of the pile, the
    stock."""
    world = copy.deepcopy(state)
    mine = [c for c in state.pile if c in state.thrown[seat]]
    cards = [c for c in mus_deck() if c not in state.hands[seat] and c not in mine]
    for i in range(len(cards) - 1, 0, -1):
        j = rng.below(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    for s in range(4):
        if s != seat:
            world.hands[s], cards = cards[:4], cards[4:]
    others = len(state.pile) - len(mine)
    world.pile, world.stock = mine + cards[:others], cards[others:]
    return world


def independent(state: MusState, seat: int, move: Action, worlds: int) -> dict[str, tuple[float, float]]:
    """The chances over ``worlds`` independent deals, played on by the game's bots until the
    bidding begins, with their standard errors; deals where the partner would not give the signal
    the seat was shown are dealt again."""
    bot, order = make_bot(VARIANT), state.order()
    totals: dict[str, list[float]] = {c: [] for c in CONTESTS}
    told, draws = state.signalled.get(seat), iter(range(7000, 10**6))
    for n in range(worlds):
        world = deal_unseen(state, seat, SeededRandom(next(draws)))
        while told is not None and signal_words(world.hands[(seat + 2) % 4]) != told:
            world = deal_unseen(state, seat, SeededRandom(next(draws)))
        world.apply(move)
        while world.phase != "bid":
            actor = world.to_act
            assert actor is not None and world.turn == state.turn
            world.apply(bot.choose(world.view(actor), world.legal_actions(), SeededRandom(n)))
        for contest, won in side_wins(world.hands, order, seat).items():
            totals[contest].append(won)
    out = {}
    for contest, values in totals.items():
        mean = sum(values) / worlds
        spread = sum((v - mean) ** 2 for v in values) / (worlds - 1)
        out[contest] = (mean, math.sqrt(spread / worlds))
    return out


def coach(state: MusState, samples: int) -> dict[str, dict[str, tuple[float, float]]]:
    reply = odds(state, state.to_act, samples=samples, seed=3)
    assert reply["exact"] is False
    out = {}
    for move in reply["moves"]:
        assert move["figures"]["contests"] == pytest.approx(sum(move["parts"].values()))
        out[move["label"]] = {c: (move["parts"][c], move["stderr"]) for c in CONTESTS}
    return out


def agree(got: dict[str, tuple[float, float]], want: dict[str, tuple[float, float]]) -> None:
    for contest in CONTESTS:
        (a, ea), (b, eb) = got[contest], want[contest]
        assert abs(a - b) <= 4 * math.hypot(ea, eb) + 1e-9, (contest, a, b)


def to_bidding() -> MusState:
    state = stacked(*HANDS)
    state.apply(Action("no-mus"))
    assert state.phase == "bid" and state.to_act == 0  # mano speaks first
    return state


def test_a_bid_weighs_the_hands_as_they_are() -> None:
    state = to_bidding()
    got = coach(state, 240)
    want = independent(state, 0, Action("pass"), 1500)
    first = next(iter(got.values()))
    agree(first, want)
    assert all(figures == first for figures in got.values())  # no bid changes a card


def test_no_mus_compares_the_hands_as_they_are_and_mus_plays_on_to_the_bidding() -> None:
    state = stacked(*HANDS)
    got = coach(state, 120)
    agree(got["No mus"], independent(state, 0, Action("no-mus"), 800))
    agree(got["Mus"], independent(state, 0, Action("mus"), 120))
    assert got["Mus"] != got["No mus"]


def test_a_bid_that_ends_the_deal_still_reads_that_deals_hands() -> None:
    state = to_bidding()
    bot = make_bot(VARIANT)
    while True:  # on to a bid after which the deal could end
        seat = state.to_act
        assert seat is not None and state.turn == 1
        ends = []
        for template in state.legal_actions():
            after = copy.deepcopy(state)
            after.apply(Action(template.kind, template.default if template.low else None))
            ends.append(after.turn != state.turn)
        if any(ends) and not all(ends):
            break
        state.apply(bot.choose(state.view(seat), state.legal_actions(), SeededRandom(1)))
    reply = odds(state, state.to_act, samples=40, seed=5)
    parts = [move["parts"] for move in reply["moves"]]
    assert all(p == parts[0] for p in parts)


def test_the_figures_do_not_depend_on_where_the_unseen_cards_lie() -> None:
    state = to_bidding()
    want = odds(state, 0, samples=40, seed=2)
    for seed in (1, 2):
        moved = deal_unseen(state, 0, SeededRandom(seed))
        assert odds(moved, 0, samples=40, seed=2) == want
    before = stacked(*HANDS)
    want = odds(before, 0, samples=20, seed=2)
    moved = deal_unseen(before, 0, SeededRandom(4))
    assert odds(moved, 0, samples=20, seed=2) == want


# -- what the seat knows: its own discards, its partner's signal ------------------------------


def worlds_of(state: MusState, seat: int, count: int) -> list[MusState]:
    """``count`` of the coach's sampled worlds for ``seat`` (every one, agreeing or not)."""
    where = places(state, seat)
    assert where is not None
    out = []
    for number in range(count):
        made = world(state, where, sampled_order(where, 11, number), 0)
        assert isinstance(made, MusState)
        out.append(made)
    return out


def after_discards() -> MusState:
    """Everyone says mus and discards (seat 1 throws its queen and seven); seat 1 speaks again."""
    state = stacked(*HANDS)
    for _ in range(4):
        state.apply(Action("mus"))
    state.apply(Action("discard", cards=("Qs", "7d")))
    bot = make_bot(VARIANT)
    while state.phase == "discard":
        seat = state.to_act
        assert seat is not None
        state.apply(bot.choose(state.view(seat), state.legal_actions(), SeededRandom(seat)))
    assert state.phase == "mus" and state.to_act == 0 and state.reshuffles == 0
    return state


def test_a_seat_never_sees_its_own_discards_dealt_to_another_seat() -> None:
    state = after_discards()
    thrown = set(parse("Qs 7d"))
    assert thrown <= set(state.pile)
    where = places(state, 0)
    assert where is not None
    assert not thrown & set(where.cards)
    assert len(where.cards) == 40 - 4 - 2  # the hand and the two cards thrown are seen
    assert all(thrown <= state.hidden_from(seat) for seat in (1, 2, 3))  # still secret to others
    for made in worlds_of(state, 0, 30):
        assert made.hands[0] == state.hands[0]
        assert thrown <= set(made.pile)
        assert not thrown & {c for seat in (1, 2, 3) for c in made.hands[seat]}
        assert not thrown & set(made.stock)
        assert all(set(made.thrown[seat]) <= set(made.pile) for seat in range(4))
    reply = odds(state, 0, samples=2, seed=1)
    model = reply["assumptions"]
    assert model.startswith("Assumed: the 34 cards you cannot see lie in any order")
    assert "the cards you threw away are not among them" in model
    assert "the cards you threw away" in reply["model"] and "signal" in reply["model"]


def test_own_discards_shuffled_into_a_new_stock_are_unseen_again() -> None:
    """Once the stock runs out the discards, the seat's own among them, are shuffled face down
    into a new stock: the seat cannot tell where its own went, so they are unseen again."""
    state = stacked(*HANDS)
    while state.reshuffles == 0:
        seat = state.to_act
        assert seat is not None and state.phase in ("mus", "discard")
        state.apply(Action("mus") if state.phase == "mus"
                    else Action("discard", cards=tuple(c.code for c in state.hands[seat])))
    assert state.phase == "mus" and state.to_act == 0 and not state.pile
    where = places(state, 0)
    assert where is not None
    assert len(where.cards) == 40 - 4
    assert set(parse(HANDS[0])) <= set(where.cards)  # thrown in the first round, now unseen


def signalling(people: tuple[int, ...] = (0,)) -> MusState:
    """Seat 3 (a bot) holds a king and a 3 (a king too): it signals two kings to seat 1 when the
    bidding begins."""
    hands = (HANDS[0], HANDS[1], "Ks 3c 6h 7h", HANDS[3])
    table = stacked_table(VARIANT, hands)
    state = MusState(dataclasses.replace(table, people=people))
    state.apply(Action("no-mus"))
    assert state.phase == "bid" and state.to_act == 0
    return state


def test_the_worlds_give_the_partner_a_hand_that_matches_its_signal() -> None:
    state = signalling()
    assert state.signalled == {0: "two kings"}
    assert "Your partner (seat 3) signals: two kings." in state.view(0)["log"]
    fits = VARIANT.coach.consistent if VARIANT.coach is not None else None
    assert fits is not None
    assert fits(state, 0)
    made = worlds_of(state, 0, 120)
    agree_ = [fits(w, 0) for w in made]
    assert agree_ == [signal_words(w.hands[2]) == "two kings" for w in made]
    assert 0 < sum(agree_) < len(agree_)  # some worlds match, some contradict
    contradicting = copy.deepcopy(state)
    contradicting.hands[1], contradicting.hands[2] = state.hands[2], state.hands[1]
    assert not fits(contradicting, 0)


def test_every_world_the_coach_plays_agrees_with_the_signal(monkeypatch: pytest.MonkeyPatch) -> None:
    state = signalling()
    partners: list[list[Card]] = []
    assert VARIANT.coach is not None and VARIANT.coach.figures is not None
    figures = VARIANT.coach.figures

    def recorded(start: State, now: State, seat: int) -> Mapping[str, float]:
        assert isinstance(start, MusState)
        partners.append(list(start.hands[2]))
        return figures(start, now, seat)

    monkeypatch.setattr(odds_module, "coach_of",
                        lambda _: dataclasses.replace(VARIANT.coach, figures=recorded))
    reply = odds(state, 0, samples=30, seed=4)
    assert reply["samples"] == 30 and "cut" not in reply
    assert len(partners) == 30 * len(reply["moves"])
    assert {signal_words(hand) for hand in partners} == {"two kings"}


def test_only_the_signal_shown_to_the_seat_shapes_its_worlds() -> None:
    """Pass-and-play: seats 1 and 2 are people, each shown its own bot partner's signal; a
    person partnered with a person gets no signal from the game, and every world fits."""
    fits = VARIANT.coach.consistent if VARIANT.coach is not None else None
    assert fits is not None
    state = signalling(people=(0, 1))
    assert state.signalled == {0: "two kings", 1: signal_words(state.hands[3])}
    for made in worlds_of(state, 1, 60):
        assert fits(made, 1) == (signal_words(made.hands[3]) == state.signalled[1])
    partners = signalling(people=(0, 2))
    assert partners.signalled == {}
    assert all(fits(made, 0) for made in worlds_of(partners, 0, 20))


def _at_a_declared_contest() -> MusState:
    """A four-seat Mus deal played by the bots until seat 1 bids in a contest after some seat
    said yes and some seat said no to pares (the declarations every seat heard)."""
    bot = make_bot(VARIANT)
    for seed in range(60):
        state = VARIANT.new(seed, seats=4)
        while not state.is_over and len(state.actions) < 200:
            said = state.announced.get("pares", {})
            if state.to_act == 0 and len(set(said.values())) == 2 \
                    and len(state.legal_actions()) > 1:
                return state
            legal = state.legal_actions()
            state.apply(bot.choose(state.view(state.to_act), legal, SeededRandom(len(state.actions))))
    raise AssertionError("no deal under seed 60 reaches such a contest")


def test_the_worlds_agree_with_what_every_seat_said_about_pares() -> None:
    """A seat that said yes to pares holds pares in every world the coach plays, and one that
    said no holds none: the worlds that disagree are thrown away (without it, a world could bid
    a contest nobody can win, and the coach failed)."""
    from pokerrules.games.mus.coach import fits_what_was_said
    from pokerrules.games.mus.hands import value

    state = _at_a_declared_contest()
    where = places(state, 0)
    assert where is not None
    said = state.announced["pares"]
    kept = thrown = 0
    for number in range(60):
        other = world(state, where, sampled_order(where, 4, number), 1)
        agrees = all((value("pares", other.hands[s], other.rules.eight).key is not None) == has
                     for s, has in said.items())
        assert fits_what_was_said(other, 0) <= agrees
        kept += fits_what_was_said(other, 0)
        thrown += not agrees
    assert kept and thrown, (kept, thrown)
    assert odds(state, 0, samples=4, seed=2)["samples"] == 4


def test_the_coach_answers_a_bid_seen_on_a_contest_in_every_world() -> None:
    """The soak's Mus hand 186: a seat sees an órdago; worlds where nobody held what the seats
    declared had no winner for the contest (an internal error)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
    from soak_coach import soak_game

    counts = soak_game("mus", 1, first=186)
    assert counts.decisions and not counts.errors, counts.examples
