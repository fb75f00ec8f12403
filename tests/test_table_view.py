"""The simulator as a card table (issue 7): results that explain themselves, who made each move
of the log, one-amount labels, the focused move, options that apply only sometimes, one seed
message, wild cards in views, and the ``view`` and ``replay`` ops."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from pokerrules.api import handle, handle_request
from pokerrules.api.frames import LONG_HAND_FRAMES, MAX_FRAMES
from pokerrules.core.actions import Action
from pokerrules.core.cards import parse, standard_deck
from pokerrules.core.errors import BadOption
from pokerrules.core.rng import MAX_SEED
from pokerrules.lookup import history
from pokerrules.lookup.registry import get, variants
from pokerrules.rankings.poker import HighPoker
from pokerrules.rankings.wild import Wild
from pokerrules.steps.machine import StepGameState
from pokerrules.steps.spec import Bet, Deal, Flip, Showdown, SourceStats, Spec
from pokerrules.table.betting import Stakes
from pokerrules.table.state import Table
from tests.helpers import checked_hand, play, stacked_step_game, stacked_table


def call(**request: Any) -> dict[str, Any]:
    return json.loads(handle(json.dumps(request)))


# 1. results that explain themselves ----------
def test_a_split_pot_says_who_won_each_half_with_what_and_by_which_rule() -> None:
    state = stacked_step_game("three-thirty-three", "Ks 9s Kd 9d Kh 5c", 2,
                              opener="left-of-dealer")
    checked_hand(state, "0:take 1:decline", "0:take 1:decline")
    result = state.result(0)
    assert result["lines"] == [
        "High half of the pot (1): Seat 2 wins with 18 — closest to 33 without going over. "
        "Your 35 is over 33.",
        "Low half of the pot (1): Seat 2 wins with 18 — closest to 3 without going under. "
        "You had 35.",
    ]
    assert result["summary"] == "You lose 1."
    assert state.result(1)["lines"][0].startswith("High half of the pot (1): You win with 18")
    assert state.result(1)["summary"] == "You win 1."
    assert state.view(0)["log"][-2:] == result["lines"]


def test_a_tie_broken_by_the_tie_rule_names_it() -> None:
    # 9+9+9 = 27 against 10+10+7 = 27 would tie; 26 (under) against 28 (over): inside wins
    state = stacked_step_game("seven-twenty-seven", "9s Ts 8d Td 9d 8c", 2,
                              opener="left-of-dealer")
    checked_hand(state, "0:take 1:take")
    lines = state.result(0)["lines"]
    assert lines[0].startswith("High half of the pot (1): You win with 26 — closest to 27")
    assert "of two totals equally close, the one under 27 wins" in lines[0]


def test_a_scoop_a_missing_half_and_a_side_pot_say_so() -> None:
    scoop = stacked_step_game("seven-twenty-seven-twists", "9s 2c 9d 3c 9h 4c", 2,
                              opener="left-of-dealer")
    play(scoop, "0:flip 9s", "1:flip 2c")
    checked_hand(scoop)
    assert scoop.result(1)["lines"] == [
        "The pot (2): Seat 1 wins with 27 in 3 cards — a hand of exactly 27 made with 10 cards or "
        "fewer takes the whole pot. You had high 9, low 9."]
    no_low = stacked_step_game("two-twenty-two", "Ks Qs Kd Qd", 2, opener="left-of-dealer")
    checked_hand(no_low)
    assert no_low.result(1)["lines"] == [
        "The pot (2): Seat 1 and you tie with 1 and share it — closest to 22 without going over. "
        "No hand can win the low half, so it goes with the high half."]
    assert no_low.result(1)["summary"] == "You get your 1 back."
    side = stacked_step_game("seven-twenty-seven", "Ks 9s 2c Kd 9d 3c", 3, stacks=(5, 100, 100),
                             opener="left-of-dealer", betting="no-limit")
    play(side, "0:bet 4", "1:raise 10", "2:fold")
    checked_hand(side)
    assert side.result(1)["lines"][-1] == "Side pot 1 (10): You are the only one still in it and take it."
    assert side.result(2)["lines"][-1] == ("Side pot 1 (10): Seat 2 is the only one still in it "
                                           "and takes it.")


def test_everyone_else_folded() -> None:
    state = stacked_step_game("seven-twenty-seven", "Ks 9s Kd 9d", 2, opener="left-of-dealer")
    play(state, "0:bet 2", "1:fold")
    assert state.result(0)["lines"] == ["Everyone else folded: You take the pot of 4."]
    assert state.result(1)["lines"] == ["Everyone else folded: Seat 1 takes the pot of 4."]
    assert (state.result(0)["summary"], state.result(1)["summary"]) == ("You win 1.", "You lose 1.")
    assert state.view(1)["log"][-3:] == ["Seat 1 bets 2.", "You fold.",
                                          "Everyone else folded: Seat 1 takes the pot of 4."]


def test_a_poker_showdown_names_the_hand_and_the_rule() -> None:
    draw = "As Ks Ad Kd " + "Ac Kc 2h 3h 4h 5h 7c 8c 9c Jc 6s 6d 6h 7h"
    state = stacked_step_game("ten-card-stud", draw, 2)
    while not state.is_over:
        legal = {t.kind for t in state.legal_actions()}
        state.apply(Action("check" if "check" in legal else "call"))
    line = state.result(1)["lines"][0]
    assert line.startswith("The pot (2): ") and " — the best poker hand" in line
    assert state.result(1)["summary"] in {"You win 1.", "You lose 1.", "You get your 1 back."}


def test_the_log_names_the_reader_you_with_the_verb_agreeing() -> None:
    state = stacked_step_game("go-fish", "9s 3d 3s Kd", 2, opener="left-of-dealer")
    play(state, "0:check", "1:check", "0:pass", "1:ask 0 K")
    mine, theirs = state.view(0), state.view(1)
    assert mine["log"][-2:] == ["You do not ask.", "Seat 2 asks you for kings; none, so takes "
                                f"{state.players[1].cards[-1][0].short} from the deck."]
    assert theirs["log"][-1].startswith("You ask seat 1 for kings; none, so take ")
    assert mine["log_seats"][-2:] == [0, 1] and theirs["log_seats"][-2:] == [0, 1]


def test_log_seats_mark_moves_and_leave_table_lines_null() -> None:
    state = stacked_step_game("suck", "2c 3c 4c 5c 6c 7c", 3, opener="left-of-dealer")
    play(state, "0:check", "1:check", "2:bet 2", "0:fold")
    view = state.view(1)
    assert len(view["log"]) == len(view["log_seats"])
    for line, seat in zip(view["log"], view["log_seats"], strict=True):
        if seat is None:
            assert line.startswith(("Everyone", "Each player", "1 face-down card", "You get"))
        else:
            assert line.startswith("You " if seat == 1 else f"Seat {seat + 1} ")
    assert "Seat 1 passes their cards to you." in view["log"]


def test_three_card_poker_lines_give_every_bet() -> None:
    state = stacked_table("9h Th Jc", "2c 3d 5h", "Jd 8s 4c")
    for _ in range(2):
        state.apply(Action("ante", 10))
        state.apply(Action("pair_plus", 5))
    state.apply(Action("play"))
    state.apply(Action("fold"))
    lines = state.result(0)["lines"]
    assert lines == [
        "The dealer has jack-eight-four high and does not qualify (it needs queen high or better).",
        "Your straight, jack high plays; the dealer does not qualify: ante 10 won 10, play 10 "
        "pushed, ante bonus won 10, Pair Plus 5 won 30.",
        "Seat 2 folds: ante 10 lost, Pair Plus 5 lost.",
    ]
    assert state.result(0)["summary"] == "You win 50."
    assert state.result(1)["lines"][1].startswith("Seat 1's straight, jack high plays")
    assert state.view(0)["log_seats"][:4] == [0, 0, 1, 1]


# 3. one amount, said in the label ----------
def test_a_fixed_amount_is_in_the_label_and_the_log_says_the_same() -> None:
    state = stacked_step_game("seven-twenty-seven", "Ks 9s Kd 9d", 2, opener="left-of-dealer")
    labels = [t.to_json() for t in state.legal_actions()]
    assert labels == [{"kind": "check", "label": "Check", "focus": True, "stand": "keep"},
                      {"kind": "bet", "label": "Bet 2", "min": 2, "max": 2, "default": 2}]
    play(state, "0:bet 2")
    raise_ = state.legal_actions()[-1]
    assert (raise_.label, raise_.low, raise_.high) == ("Raise by 2 to 4", 2, 2)
    play(state, "1:raise 2")
    assert state.view(0)["log"][-1] == "Seat 2 raises by 2 to 4."
    assert state.players[1].put_in == 1 + 4  # the ante and 4 this round, as the label said
    free = stacked_step_game("seven-twenty-seven", "Ks 9s Kd 9d", 2, opener="left-of-dealer",
                             betting="no-limit")
    assert free.legal_actions()[-1].label == "Bet"


def test_three_card_poker_ante_with_one_amount_says_it() -> None:
    state = stacked_table("9h Th Jc", "Jd 8s 4c", stack=2)
    (ante,) = state.legal_actions()
    assert (ante.label, ante.low, ante.high, ante.focus) == ("Ante 1", 1, 1, True)


# 4. the focused move ----------
def test_the_focus_is_never_a_fold_when_there_is_a_choice() -> None:
    state = stacked_step_game("seven-twenty-seven", "Ks 9s Kd 9d", 2, opener="left-of-dealer")
    play(state, "0:bet 2")
    assert [t.kind for t in state.legal_actions() if t.focus] == ["call"]
    tcp = stacked_table("9h Th Jc", "Jd 8s 4c")
    tcp.apply(Action("ante", 5))
    tcp.apply(Action("pair_plus", 0))
    assert [t.kind for t in tcp.legal_actions() if t.focus] == ["play"]


# 5. options that apply only sometimes ----------
def test_the_raise_cap_applies_only_to_fixed_limit() -> None:
    options = {o["name"]: o for o in call(op="describe", variant="seven-twenty-seven")["options"]}
    assert options["raise_cap"]["applies"] == {"betting": ["fixed"]}
    assert "applies" not in options["betting"]
    for variant in variants():
        by_name = {o.name: o for o in variant.options}
        for option in variant.options:
            for name, values in option.applies:
                assert name in by_name and name != option.name, (variant.id, option.name)
                assert set(values) <= {c.value for c in by_name[name].choices}
    spec = get("seven-twenty-seven").options[2]
    assert spec.matters({"betting": "fixed"}) and not spec.matters({"betting": "pot"})


def test_an_inapplicable_option_is_ignored_not_refused() -> None:
    replies = [call(op="new", variant="seven-twenty-seven", seed=4, seats=3,
                    options={"betting": "pot", "raise_cap": cap}) for cap in ("2", "4")]
    assert all(r["ok"] for r in replies)
    assert replies[0]["view"]["legal"] == replies[1]["view"]["legal"]
    assert replies[0]["history"]["actions"] == replies[1]["history"]["actions"]


# 6. the view and replay ops ----------
def test_view_restores_a_saved_hand_without_moving_the_bots() -> None:
    reply = call(op="new", variant="seven-twenty-seven", seed=9, seats=4)
    again = call(op="view", history=reply["history"])
    assert again == {"ok": True, "history": reply["history"], "view": reply["view"], "seat": 0}
    bad = {**reply["history"], "deck": reply["history"]["deck"][3:]}
    assert call(op="view", history=bad)["error"]["code"] == "corrupt-history"
    assert call(op="view")["error"]["code"] == "corrupt-history"


def _played(variant: str, seed: int, seats: int) -> dict[str, Any]:
    reply = call(op="new", variant=variant, seed=seed, seats=seats)
    while reply["view"]["stage"] != "over":
        (move,) = [t for t in reply["view"]["legal"] if t.get("focus")]
        action = {"kind": move["kind"]}
        if "min" in move:
            action["amount"] = move["min"]
        if "cards" in move:
            action["card"] = move["cards"][0]["value"]
        reply = call(op="act", history=reply["history"], action=action)
        assert reply["ok"], reply
    return reply


@pytest.mark.parametrize("variant", ["three-card-poker", "seven-twenty-seven-twists", "survivor"])
def test_replay_gives_the_readers_view_after_the_deal_and_each_action(variant: str) -> None:
    reply = _played(variant, 5, 3)
    frames = call(op="replay", history=reply["history"])["frames"]
    actions = reply["history"]["actions"]
    assert len(frames) == len(actions) + 1
    for applied, frame in enumerate(frames):
        prefix = {**reply["history"], "actions": actions[:applied]}
        assert frame["view"] == history.replay(prefix).view(0)  # what the reader saw then
        assert frame["log"] == len(frame["view"]["log"])
    assert frames[-1]["view"] == reply["view"]


def test_replay_of_a_long_hand_keeps_the_readers_last_moves() -> None:
    from tests.test_api_limits import _long_history

    long = _long_history(MAX_FRAMES + 10)
    frames = call(op="replay", history=long)["frames"]
    count = len(long["actions"])
    assert len(frames) == LONG_HAND_FRAMES + 2
    assert frames[-1]["view"] == history.replay(long).view(0)
    reader_moves = [n + 1 for n, a in enumerate(long["actions"]) if a["seat"] == 0 and n + 1 < count]
    kept = reader_moves[-LONG_HAND_FRAMES:]
    prefix = {**long, "actions": long["actions"][:kept[0]]}
    assert frames[1]["view"] == history.replay(prefix).view(0)
    assert call(op="replay", history={**long, "seed": -1})["error"]["code"] == "corrupt-history"



def test_replay_since_gives_only_the_frames_after_that_many_actions() -> None:
    reply = call(op="new", variant="seven-twenty-seven", seed=3, seats=4)
    while not reply["view"]["result"] and len(reply["history"]["actions"]) < 12:
        legal = reply["view"]["legal"]
        move = next(t for t in legal if t.get("focus"))
        action = {"kind": move["kind"]}
        if "min" in move:
            action["amount"] = move["min"]
        reply = call(op="act", history=reply["history"], action=action)
    whole = call(op="replay", history=reply["history"])["frames"]
    count = len(reply["history"]["actions"])
    for since in (0, 1, count // 2, count):
        assert call(op="replay", history=reply["history"], since=since)["frames"] == whole[since:]
    long = __import__("tests.test_api_limits", fromlist=["_long_history"])._long_history(MAX_FRAMES + 10)
    tail = call(op="replay", history=long, since=1)["frames"]
    assert len(tail) == MAX_FRAMES - 1
    assert tail[-1]["view"] == history.replay(long).view(0)
    for bad in (-1, count + 1, "2", True, 1.5):
        error = call(op="replay", history=reply["history"], since=bad)["error"]
        assert error["code"] == "bad-request" and "since" in error["message"], (bad, error)

# 7. wild cards ----------
DEUCES = Spec(id="deuces-test", name="Deuces test", serial=0, parent=None, tags=(), summary="",
              steps=(Deal(down=1), Deal(up=1), Bet(opener="left-of-dealer"),
                     Showdown(high=HighPoker(wild=Wild(ranks=frozenset({2}), jokers=False)))),
              stats=SourceStats(0, 0, 0, 0, 1, "test"))


def test_a_wild_card_is_marked_in_a_view_once_the_reader_sees_it() -> None:
    top = list(parse("2c 2d 9s 2h"))  # down: you 2♣, seat 2 2♦; up: you 9♠, seat 2 2♥
    deck = tuple(top + [c for c in standard_deck() if c not in top])
    state = StepGameState(DEUCES, Stakes(1, 2), Table("deuces-test", {}, 0, (50, 50), deck))
    mine, theirs = (h["cards"] for h in state.view(0)["hands"])
    assert [c.get("wild", False) for c in mine] == [True, False]
    assert theirs[0] == {"code": "??", "text": "face-down card", "short": "??", "suit": None,
                         "up": False}  # a hidden card gives nothing away
    assert theirs[1]["wild"] is True
    play(state, "0:check", "1:check")
    assert [c.get("wild", False) for c in state.view(0)["hands"][1]["cards"]] == [True, True]
    assert "wild cards playing as any card" in state.result(0)["lines"][0]


def test_a_wild_card_to_choose_says_so() -> None:
    spec = replace(DEUCES, steps=(Deal(down=2), Flip(), DEUCES.steps[-1]))
    top = list(parse("2c 3d 9s 4h"))
    deck = tuple(top + [c for c in standard_deck() if c not in top])
    state = StepGameState(spec, Stakes(1, 2), Table("deuces-test", {}, 0, (50, 50), deck))
    (flip,) = state.view(0)["legal"]
    assert [(c["value"], c.get("wild", False)) for c in flip["cards"]] == [("2c", True), ("9s", False)]


# 8. one seed message ----------
SEED_MESSAGE = f"A seed must be a whole number from 0 to {MAX_SEED}, not "


@pytest.mark.parametrize("seed", [-1, MAX_SEED + 1, "abc", "9223372036854775808", 1.5, True,
                                  "12345678901234567890123"])
def test_a_bad_seed_gives_one_message_everywhere(seed: object) -> None:
    reply = handle_request({"op": "new", "variant": "seven-twenty-seven", "seed": seed})
    assert reply["error"]["code"] == "bad-request"
    assert reply["error"]["message"].startswith(SEED_MESSAGE)
    good = call(op="new", variant="seven-twenty-seven", seed=1)["history"]
    corrupt = handle_request({"op": "act", "history": {**good, "seed": seed},
                              "action": {"kind": "check"}})
    assert corrupt["error"]["code"] == "corrupt-history"
    assert corrupt["error"]["message"].startswith(SEED_MESSAGE)
    with pytest.raises(BadOption, match="^A seed must be a whole number from 0 to "):
        get("seven-twenty-seven").new(seed)  # type: ignore[arg-type]


def test_a_typed_seed_and_the_range_in_describe() -> None:
    assert call(op="describe", variant="suck")["seed"] == {"min": 0, "max": MAX_SEED,
                                                           "max_text": str(MAX_SEED)}
    assert call(op="new", variant="suck", seed=" 42 ")["view"]["seed"] == 42
    assert call(op="new", variant="suck", seed=str(MAX_SEED))["view"]["seed"] == MAX_SEED
    blank = call(op="new", variant="suck", seed="")
    assert blank["error"]["message"] == SEED_MESSAGE + "''."
