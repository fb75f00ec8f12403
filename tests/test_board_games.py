"""The board games' rule kinds: common cards, blinds and the big blind's option, exactly two of
your own (Omaha, and each half of Omaha High/Low), the card in the middle that sets the wild
rank, and a card thrown away unseen. Every deal is chosen: the deck starts with the cards named."""

from __future__ import annotations

from pokerrules.core.actions import Action
from pokerrules.core.cards import parse, standard_deck
from pokerrules.games.holdem import OMAHA, OMAHA_HIGH_LOW
from pokerrules.lookup.registry import variants
from pokerrules.rankings.own_cards import ExactlyOwn
from pokerrules.rankings.poker import HighPoker
from pokerrules.table.state import Table

GAMES = {v.id: v for v in variants()}


def rigged(game: str, top: str, seats: int = 3, options: dict[str, str] | None = None):  # type: ignore[no-untyped-def]
    """A hand of ``game`` whose deck starts with the cards ``top`` (dealt round the table, one
    card each at a time, from seat 1), then the rest of the deck in order."""
    variant = GAMES[game]
    first = parse(top)
    deck = tuple(first) + tuple(c for c in standard_deck() if c not in first)
    resolved = variant.resolve_options(options or {})
    return variant.start(Table(game, resolved, 1, (200,) * seats, deck))


def call_down(state) -> None:  # type: ignore[no-untyped-def]
    """Everyone checks or calls until the hand ends."""
    while not state.is_over:
        kinds = {t.kind for t in state.legal_actions()}
        state.apply(Action("check" if "check" in kinds else "call"))


def test_the_board_is_dealt_face_up_and_every_seat_sees_it() -> None:
    state = rigged("texas-holdem", "As Kd 2c  Ah Kc 3c  7h 8h 9h Td 2s")
    for _ in range(3):  # the first round: everyone calls, the big blind checks
        kinds = {t.kind for t in state.legal_actions()}
        state.apply(Action("check" if "check" in kinds else "call"))
    assert [c.short for c in state.common] == ["7♥", "8♥", "9♥"]
    for seat in range(3):
        view = state.view(seat)
        (pile,) = view["piles"]
        assert [c["code"] for c in pile["cards"]] == ["7h", "8h", "9h"]
        assert all(c["up"] for c in pile["cards"])
    assert sorted(state.all_cards()) == sorted(standard_deck())  # each card in one place


def test_the_showdown_plays_each_hand_with_the_board() -> None:
    # Seat 1 holds A♠ K♦, seat 2 A♥ K♣, seat 3 4♣ 3♣; on the board 7♥ 8♥ 9♥ 10♦ 2♠ seat 3
    # has ten high, and the two ace-kings tie with the board's 10-9-8.
    state = rigged("texas-holdem", "As Ah 4c  Kd Kc 3c  7h 8h 9h Td 2s")
    call_down(state)
    assert [c.short for c in state.common] == ["7♥", "8♥", "9♥", "10♦", "2♠"]
    net = state.result()["net"]
    assert net[0] == net[1] > 0 > net[2]
    # The same seat 3 with a 6 makes a straight from the board (6-7-8-9-10) and takes it all.
    state = rigged("texas-holdem", "As Ah 6c  Kd Kc 3c  7h 8h 9h Td 2s")
    call_down(state)
    assert state.result()["net"][2] > 0


def test_the_blinds_and_the_big_blinds_option() -> None:
    state = rigged("texas-holdem", "", seats=4)
    assert [p.put_in for p in state.players] == [1, 2, 0, 0]  # no ante: the blinds
    assert state.to_act == 2  # left of the big blind
    state.apply(Action("call"))
    state.apply(Action("call"))
    state.apply(Action("call"))  # the small blind completes
    assert state.to_act == 1  # the big blind, whose bet everyone only called
    kinds = {t.kind for t in state.legal_actions()}
    assert kinds == {"check", "raise"}  # the option: check or raise
    state.apply(Action("raise", amount=2))
    assert state.to_act == 2 and state.common == []  # the betting goes round again
    for _ in range(3):
        state.apply(Action("call"))
    assert len(state.common) == 3 and state.to_act == 0  # after the flop, left of the dealer


def test_heads_up_the_dealer_posts_the_small_blind_and_acts_first() -> None:
    state = rigged("texas-holdem", "", seats=2)
    assert [p.put_in for p in state.players] == [2, 1]  # seat 2 deals, seat 1 is the big blind
    assert state.to_act == 1
    state.apply(Action("call"))
    assert state.to_act == 0 and {t.kind for t in state.legal_actions()} == {"check", "raise"}
    state.apply(Action("check"))
    assert len(state.common) == 3 and state.to_act == 0  # after the flop the big blind first


def test_antes_as_the_database_lists_them() -> None:
    state = rigged("texas-holdem", "", seats=3, options={"forced_bets": "antes"})
    assert [p.put_in for p in state.players] == [1, 1, 1] and state.to_act == 0


def test_exactly_two_of_your_own_not_one_nor_four() -> None:
    omaha = ExactlyOwn(HighPoker(), own=4, use=2)
    four = parse("Ah Kh Qh Jh") + parse("Th 2c 3d 7s 9s")  # any five: a royal flush with four own
    assert HighPoker().label(four) == "Royal flush"
    assert omaha.label(four) == "Ace-king-ten-nine-seven high"
    one = parse("Ah 3c 4d 5s") + parse("Kh Qh Jh Th 2c")  # any five: a royal flush with one own
    assert HighPoker().label(one) == "Royal flush"
    assert omaha.label(one).startswith("Ace-king-queen")
    assert OMAHA.showdown.verdict(OMAHA, [one, four])[0].winners == (0,)


def test_omaha_high_low_each_half_uses_exactly_two() -> None:
    # Own A♥ 2♥ K♣ K♦ on 3♠ 4♠ 7♣ K♥ Q♠: high three kings (K♣ K♦), low 7-4-3-2-A (A♥ 2♥).
    both = parse("Ah 2h Kc Kd") + parse("3s 4s 7c Kh Qs")
    # One own ace would make a wheel with the board's 2-3-4-5, but two own cards give no low.
    no_low = parse("As Kc Kd Qc") + parse("2s 3s 4d 5d 9h")
    high, low = (r for _, r in OMAHA_HIGH_LOW.parts())
    assert high.label(both) == "Three of a kind, kings, queen-seven kickers"
    assert low.label(both) == "Seven-four low (7-4-3-2-A)"
    assert low.key(no_low) is None and ExactlyOwn(HighPoker()).key(no_low) is not None
    results = OMAHA_HIGH_LOW.showdown.verdict(OMAHA_HIGH_LOW, [both, no_low])
    assert [r.winners for r in results] == [(0,), (0,)]


def test_omaha_high_low_in_play_scoops_with_both_halves() -> None:
    # Seat 1: A♥ 2♥ K♣ K♦; seat 2: A♣ Q♦ J♦ 10♦ (one low card); seat 3: 9♦ 9♣ 8♦ 8♣ (a pair).
    top = "Ah Ac 9d  2h Qd 9c  Kc Jd 8d  Kd Td 8c  3s 4s 7c Kh Qs"
    state = rigged("omaha-high-low", top)
    call_down(state)
    lines = state.result()["lines"]
    assert lines[0].startswith("High half") and "three of a kind, kings" in lines[0]
    assert lines[1].startswith("Low half") and "seven-four low" in lines[1]
    net = state.result()["net"]
    assert net[0] == 4 and net[1] == net[2] == -2  # the blinds' 3 and the call: 6, all to seat 1


def test_the_card_in_the_middle_sets_the_wild_rank() -> None:
    # Seats get 7♣ 2♦ 3♠ 9♥ and K♠ K♥ 4♦ 5♣ ...; the card in the middle is the 7♦.
    state = rigged("spit-in-the-ocean", "7c Ks  2d Kh  3s 4d  9h 5c  7d", seats=2)
    assert [c.short for c in state.common] == ["7♦"]
    wild = state.spec.showdown.high.wild
    assert wild is not None and wild.ranks == frozenset({7})
    view = state.view(0)
    assert view["wild_cards"]["cards"] == ["7c", "7d", "7h", "7s"]
    assert "Sevens are wild" in view["wild_cards"]["why"]
    # Seat 1's own 7♣ and the middle 7♦ are both wild: with 9♥, three of a kind at least.
    assert state.spec.opening_ranking().label([*state.players[0].held, *state.common]) \
        .startswith("Three of a kind, nines")


def test_a_card_thrown_away_in_pineapple_stays_unseen() -> None:
    state = rigged("pineapple", "As Kd 2c  Ah Kc 3c  Qs Qd 4h")
    assert state.to_act == 0 and {t.kind for t in state.legal_actions()} == {"discard"}
    state.apply(Action("discard", card="Qs"))
    other = state.view(1)
    assert "Q♠" not in " ".join(other["log"]) and "Q♠" in " ".join(state.view(0)["log"])
    assert state.players[0].held == list(parse("As Ah"))
    assert state.hidden_from(1) >= set(parse("Qs"))
