"""Twenty-Five: the order of the cards, what may be played, robbing, scoring to 25 (in the middle
of a deal too), teams, illegal moves refused, a whole match replayed, the judge and the bot."""

from __future__ import annotations

import json

import pytest

from pokerrules.core.actions import Action
from pokerrules.core.cards import parse
from pokerrules.core.errors import BadCard, IllegalAction
from pokerrules.core.rng import SeededRandom
from pokerrules.games.twenty_five import VARIANT, stacked
from pokerrules.games.twenty_five.rules import Trumps, legal_plays, plain_order, trump_order
from pokerrules.lookup.history import replay, to_json
from pokerrules.lookup.judging import judge
from pokerrules.table.agents import bot_step, make_bot


def shorts(hand) -> str:  # type: ignore[no-untyped-def]
    return " ".join(c.short for c in hand)


def cards(text: str) -> list:  # type: ignore[type-arg]
    return list(parse(text))


# The source's summary of the order, high to low, for every suit as trumps and not.
@pytest.mark.parametrize(("suit", "trumps", "plain"), [
    ("h", "5♥ J♥ A♥ K♥ Q♥ 10♥ 9♥ 8♥ 7♥ 6♥ 4♥ 3♥ 2♥", "K♥ Q♥ J♥ 10♥ 9♥ 8♥ 7♥ 6♥ 5♥ 4♥ 3♥ 2♥"),
    ("d", "5♦ J♦ A♥ A♦ K♦ Q♦ 10♦ 9♦ 8♦ 7♦ 6♦ 4♦ 3♦ 2♦", "K♦ Q♦ J♦ 10♦ 9♦ 8♦ 7♦ 6♦ 5♦ 4♦ 3♦ 2♦ A♦"),
    ("c", "5♣ J♣ A♥ A♣ K♣ Q♣ 2♣ 3♣ 4♣ 6♣ 7♣ 8♣ 9♣ 10♣", "K♣ Q♣ J♣ A♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣"),
    ("s", "5♠ J♠ A♥ A♠ K♠ Q♠ 2♠ 3♠ 4♠ 6♠ 7♠ 8♠ 9♠ 10♠", "K♠ Q♠ J♠ A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠"),
])
def test_the_order_of_the_cards_is_the_sources(suit: str, trumps: str, plain: str) -> None:
    assert shorts(trump_order(suit)) == trumps
    assert shorts(plain_order(suit)) == plain
    t = Trumps(suit)
    ranked = sorted(trump_order(suit), key=t.strength, reverse=True)
    assert shorts(ranked) == trumps  # the strength the tricks use agrees with the order
    every = [c for s in "cdhs" for c in (trump_order(s) if s == suit else plain_order(s))]
    assert len(set(every)) == 52  # each card once: the A♥ among the trumps, never the hearts


@pytest.mark.parametrize(("trump", "trick", "winner"), [
    ("s", "Kc 2c Ac Qc", 0),       # clubs led: K♣ is the highest club
    ("s", "Kc 2s Ac 5c", 1),       # any trump beats the suit led
    ("s", "2s Ah 5s Js", 2),       # the 5 of trumps beats everything
    ("c", "9h Ah 2h", 1),          # the A♥ is a trump, not a heart
    ("h", "Kd Ad 2d", 0),          # the A♦ is the lowest diamond when diamonds are not trumps
    ("d", "2s As Kd 6d", 2),       # red trumps: K♦ above 6♦
    ("c", "Tc 2c", 1),             # black trumps: lowest number highest
    ("h", "Qs Kh 9c", 1),
])
def test_who_wins_a_trick(trump: str, trick: str, winner: int) -> None:
    assert Trumps(trump).winner(parse(trick)) == winner


def test_follow_suit_or_trump_else_anything() -> None:
    t = Trumps("d")
    hand = parse("Kc 2c 7d 9h 3s")
    assert legal_plays(t, hand, parse("Qc")) == cards("Kc 2c 7d")  # follow or ruff
    assert legal_plays(t, hand, parse("Qh")) == cards("7d 9h")
    assert legal_plays(t, parse("Kc 2c 3s"), parse("Qh")) == cards("Kc 2c 3s")  # cannot follow


def test_the_a_of_hearts_follows_trumps_not_hearts() -> None:
    t = Trumps("s")
    assert legal_plays(t, parse("Ah 9c 3d"), parse("Kh")) == cards("Ah 9c 3d")  # no heart held
    assert legal_plays(t, parse("Ah 9h 3d"), parse("Kh")) == cards("Ah 9h")


def test_a_trump_lead_and_keeping_back_the_top_three() -> None:
    t = Trumps("c")
    only_top = parse("5c Jc Ah 9d")
    assert legal_plays(t, only_top, parse("Kc")) == list(only_top)  # never forced out
    with_low = parse("Jc 7c 9d")
    assert legal_plays(t, with_low, parse("Kc")) == cards("Jc 7c")  # a lower trump: play a trump
    # The source's rule: the top three may be kept back whatever is led.
    assert legal_plays(t, parse("Jc 9d"), parse("5c")) == cards("Jc 9d")
    # The common rule: only against a lower trump; the 5 led forces the jack.
    assert legal_plays(t, parse("Jc 9d"), parse("5c"), "lower") == cards("Jc")
    assert legal_plays(t, parse("5c 9d"), parse("Jc"), "lower") == cards("5c 9d")
    assert legal_plays(t, parse("Ah 9d"), parse("Jc"), "lower") == cards("Ah")


def example() -> object:
    return stacked("Ad 5d Kc 2s 9h", "Jd 3c Qs 8h 4d", "Ah Kd Ks Tc 6h", up="7d")


def test_the_ace_of_trumps_may_rob_before_the_first_lead() -> None:
    state = example()
    assert state.to_act == 0 and [t.kind for t in state.legal_actions()] == ["rob", "keep"]
    state.apply(Action("rob", card="9h"))
    assert shorts(state.hands[0]) == "A♦ 5♦ K♣ 2♠ 7♦"
    assert state.discard == parse("9h")[0]
    assert "9♥" not in json.dumps(state.view(1), ensure_ascii=False)
    assert [t.kind for t in state.legal_actions()] == ["play"]


def test_declining_keeps_the_hand() -> None:
    state = example()
    state.apply(Action("keep"))
    assert shorts(state.hands[0]) == "A♦ 5♦ K♣ 2♠ 9♥" and state.to_act == 0
    assert state.view(1)["log"][-1] == "Seat 1 does not rob."


@pytest.mark.parametrize(("ace_up", "robber"), [("dealer", 2), ("nobody", None)])
def test_a_turned_up_ace(ace_up: str, robber: int | None) -> None:
    state = stacked("Kd 5d Kc 2s 9h", "Jd 3c Qs 8h 4d", "Ah Qd Ks Tc 6h", up="Ad", ace_up=ace_up)
    assert state.robber == robber
    if robber is not None:
        state.apply(Action("rob", card="6h"))
        assert parse("Ad")[0] in state.hands[2]


def test_nobody_robs_without_the_ace() -> None:
    state = stacked("Kd 5d Kc 2s 9h", "Jd 3c Qs 8h 4d", "Ah Qd Ks Tc 6h", up="7d")
    assert state.robber is None and state.legal_actions()[0].kind == "play"


def test_illegal_moves_are_refused_and_change_nothing() -> None:
    state = example()
    state.apply(Action("rob", card="9h"))
    state.apply(Action("play", card="5d"))
    before = state.snapshot()
    for move in (Action("play", card="3c"), Action("play", card="As"), Action("rob", card="3c"),
                 Action("keep"), Action("play")):
        with pytest.raises(IllegalAction):
            state.apply(move)
        assert state.snapshot() == before


def play_out(state, moves: str) -> None:  # type: ignore[no-untyped-def]
    for card in moves.split():
        state.apply(Action("play", card=card))


def test_tricks_score_five_and_the_winner_leads() -> None:
    state = example()
    state.apply(Action("keep"))
    play_out(state, "5d 4d Kd")
    assert [int(p) for p in state.points] == [5, 0, 0] and state.to_act == 0
    play_out(state, "Kc 3c Tc")
    assert [int(p) for p in state.points] == [10, 0, 0]
    play_out(state, "2s Qs Ks")
    assert [int(p) for p in state.points] == [10, 0, 5] and state.to_act == 2


def test_the_match_stops_the_moment_someone_reaches_25() -> None:
    state = example()
    state.apply(Action("keep"))
    play_out(state, "5d 4d Kd  Kc 3c Tc")
    assert [int(p) for p in state.points] == [10, 0, 0]
    state.points[0] += 10  # as if seat 1 had won two tricks in an earlier deal
    # A♦ led: seat 2's only trump is the J♦ and seat 3's the A♥, so both may keep them back.
    assert list(state.legal_actions()[0].cards) == ["Ad", "2s", "9h"]
    play_out(state, "Ad")
    assert list(state.legal_actions()[0].cards) == ["Jd", "Qs", "8h"]
    play_out(state, "Qs Ks")
    assert state.is_over and int(state.points[0]) == 25
    assert [len(h) for h in state.hands] == [2, 2, 2]  # two tricks were never played
    assert state.result(0)["summary"] == "You win the match with 25 points."
    assert state.result(1)["summary"] == ("You lose the match: seat 1 wins it with 25 points. "
                                          "You end with 0 points.")
    assert state.result(0)["lines"][0] == "The match is won by you with 25 points, in deal 1."
    with pytest.raises(IllegalAction):
        state.apply(Action("play", card="2s"))


def test_partners_share_their_points() -> None:
    state = stacked("Ad 5d Kc 2s 9h", "Jd 3c Qs 8h 4d", "Ah Kd Ks Tc 6h", "2d 3d 4s 5s 6s",
                    up="7d", teams="pairs")
    state.apply(Action("keep"))
    play_out(state, "5d 4d Kd 2d")
    assert [int(p) for p in state.points] == [5, 0, 5, 0]
    assert "The teams are you and seat 3; seat 2 and seat 4." in state.view(0)["log"]


def test_teams_that_do_not_fit_mean_everyone_plays_alone() -> None:
    state = VARIANT.new(1, {"teams": "pairs"}, 5)
    assert state.teams == 5
    assert VARIANT.new(1, {"teams": "threes"}, 9).teams == 3


def test_later_deals_pass_left_and_keep_going_until_25() -> None:
    state = VARIANT.new(7, {}, 4)
    bots = [make_bot(VARIANT, "sensible")] * 4
    dealers = []
    while not state.is_over:
        if not dealers or dealers[-1] != state.dealer:
            dealers.append(state.dealer)
        bot_step(state, bots[state.to_act])
    assert dealers == [(3 + i) % 4 for i in range(len(dealers))]
    assert max(state.points) >= 25 and sum(state.points) % 5 == 0


def test_a_whole_match_replays_identically() -> None:
    state = VARIANT.new(11, {"teams": "pairs", "reneging": "lower"}, 6)
    bots = [make_bot(VARIANT, "sensible"), make_bot(VARIANT, "random")] * 3
    while not state.is_over:
        bot_step(state, bots[state.to_act])
    again = replay(json.loads(json.dumps(to_json(state))))
    assert again.snapshot() == state.snapshot() and again.view(2) == state.view(2)


def test_the_bot_robs_and_wins_cheaply() -> None:
    bot = make_bot(VARIANT, "sensible")
    state = example()
    rng = SeededRandom(1)
    move = bot.choose(state.view(0), state.legal_actions(), rng)
    assert move == Action("rob", card="9h")  # its weakest card: the fifth heart of twelve
    state.apply(Action("keep"))
    state.apply(Action("play", card="Kc"))
    assert bot.choose(state.view(1), state.legal_actions(), rng) == Action("play", card="4d")
    state.apply(Action("play", card="3c"))
    # it can take the trick: with its cheapest winner, the K♦ (the A♥ is higher)
    assert bot.choose(state.view(2), state.legal_actions(), rng) == Action("play", card="Kd")
    state.apply(Action("play", card="Tc"))  # seat 1 wins; seat 1 leads the 5♦; seat 2 cannot win
    state.apply(Action("play", card="5d"))
    assert bot.choose(state.view(1), state.legal_actions(), rng) == Action("play", card="4d")


def test_the_judge_names_the_winner_and_checks_plays() -> None:
    verdict = judge("twenty-five", ["Kc", "2c", "Ah", "5c"], {"trump": "c"})
    assert verdict["parts"][0]["winners"] == [3] and len(verdict["parts"]) == 1
    verdict = judge("twenty-five", ["Kc 2s", "9h Qc", "4s"], {"trump": "d"})
    assert [p["winners"] for p in verdict["parts"]] == [[0], [1]]
    assert verdict["text"][1].startswith("Not a legal play: hand 2 breaks the rules with 9♥")
    kept = judge("twenty-five", ["5c", "Jc 9d", "3c"], {"trump": "c"})
    forced = judge("twenty-five", ["5c", "9d Jc", "3c"], {"trump": "c", "reneging": "lower"})
    assert kept["parts"][1]["part"] == "legal plays" and forced["parts"][1]["winners"] == [1]
    with pytest.raises(BadCard):
        judge("twenty-five", ["Kc"] + ["2c 3c 4c 6c 7c 8c"])
    with pytest.raises(BadCard, match="at most 9"):
        judge("twenty-five", [f"{r}{s}" for s in "cd" for r in "23456"])


def test_strength_table_matches_the_orders() -> None:
    """Trumps.strength (a table worked out once per suit) is the card's place in its order, for
    every card under every trump suit."""
    from pokerrules.core.cards import standard_deck
    from pokerrules.games.twenty_five.rules import Trumps, plain_order, trump_order

    for suit in "cdhs":
        trumps = Trumps(suit)
        for card in standard_deck():
            order = trump_order(suit) if trumps.is_trump(card) else plain_order(card.suit)
            if card in order:
                assert trumps.strength(card) == (100 if trumps.is_trump(card) else 0) \
                    + len(order) - order.index(card), (suit, card)
