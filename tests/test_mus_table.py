"""Mus on the table: the partner's signal by the partner's seat, each contest's state and the
reader's own holding in words, the score as counters, the Spanish words explained, and none of
it depending on a card the reader cannot see."""

from __future__ import annotations

import json
import re

from pokerrules.core.actions import Action
from pokerrules.core.rng import SeededRandom
from pokerrules.games.mus import VARIANT, stacked
from pokerrules.games.mus.bots import MusBot
from pokerrules.games.mus.table import TERMS

#: You (mano): three kings and a 7 (medias, 37); seat 2: two aces (11); seat 3: 33; seat 4: 33.
DEAL = ("Kh Ks Kc 7d", "Ah As 4c 5d", "Qh Js 6c 7c", "Jh Qs 6h 7h")


def _notes(view: dict, seat: int) -> list[str]:  # type: ignore[type-arg]
    return view["hands"][seat]["notes"]


def test_the_partner_signal_is_under_the_partner_for_you_only() -> None:
    state = stacked(*DEAL)
    assert not any("Signals" in n for n in _notes(state.view(0), 2))  # not before the bidding
    state.apply(Action("no-mus"))
    assert "Signals to you: juego (not 31)" in _notes(state.view(0), 2)
    for viewer in (1, 2, 3):
        view = state.view(viewer)
        assert not any("ignal" in n for hand in view["hands"] for n in hand["notes"])
    quiet = stacked(*DEAL, signals="off")
    quiet.apply(Action("no-mus"))
    assert not any("Signals" in n for n in _notes(quiet.view(0), 2))


def test_your_notes_say_what_your_cards_hold_in_each_contest() -> None:
    state = stacked(*DEAL)
    assert _notes(state.view(0), 0) == [
        "Grande: you hold three kings", "Chica: your lowest card is a seven",
        "Pares: you have pares (medias, three kings)", "Juego: you have juego (37)"]
    assert _notes(state.view(1), 1) == [
        "Grande: your highest card is a five", "Chica: you hold two aces",
        "Pares: you have pares (par simple, aces)", "Juego: you have no juego (11)"]
    sure = stacked("3h 3s 3c 3d", "Ah As 4c 5d", "Qh Js 6c 7c", "Jh Qs 6h 7h")
    assert _notes(sure.view(0), 0)[0] == ("Grande: you hold four kings, and you cannot lose it "
                                          "(as mano you win a tie)")


def test_each_contest_in_words_and_the_score_as_counters() -> None:
    state = stacked(*DEAL)
    state.apply(Action("no-mus"))
    state.apply(Action("bid", 2))
    info = state.view(1)["info"]
    assert "Grande: bidding now · seat 1 bid 2" in info
    assert "Chica: to come" in info and "Juego: to come" in info
    state.apply(Action("see"))
    for move in (Action("pass"), Action("bid", 3), Action("fold"), Action("fold")):
        state.apply(move)
    info = state.view(0)["info"]
    assert "Grande: seen for 2, scored when the hands are shown" in info
    assert "Chica: their side took 1 at once when the other side folded" in info
    assert "Pares: bidding now" in info
    assert "Their side (seat 2 and seat 4): 1 of 40 points · 1 stone" in info
    view = state.view(0)
    text = " ".join(view["info"] + [n for hand in view["hands"] for n in hand["notes"]])
    assert "counter" not in text and "Side " not in text


def test_only_one_side_with_pares_wins_it_and_the_table_says_so() -> None:
    state = stacked("Kh Ks 5c 7d", "Ah Js 4c 6d", "Qh Jc 6c 7c", "Jh Qs 5h 4h")
    state.apply(Action("no-mus"))
    for _ in range(8):
        state.apply(Action("pass"))
    assert state.contest == "pares"
    assert "Pares: bidding now · only your side has pares, so your side wins it" in state.view(0)["info"]
    assert "Pares: bidding now · only their side has pares, so their side wins it" in state.view(1)["info"]


def test_after_the_showdown_the_table_says_who_wins_each_contest() -> None:
    state = stacked("3h 3s 3c 3d", "Kh Ks Kc Kd", "4h 5h 6h 7h", "4c 5c 6c 7c")
    for move in ("no-mus", "ordago", "fold", "see"):
        state.apply(Action(move))
    assert state.is_over
    assert "Grande: órdago seen: your side wins the game" in state.view(0)["info"]
    assert _notes(state.view(0), 0)[0] == "Grande: you win it"
    assert _notes(state.view(1), 1)[0] == "Grande: you are behind: seat 1 wins it"
    assert "Won 1 chip" in _notes(state.view(0), 0) and "Lost 1 chip" in _notes(state.view(0), 1)


def _texts(view: dict) -> str:  # type: ignore[type-arg]
    hands = [t for h in view["hands"] for t in (h["name"], h["label"] or "", *h["notes"])]
    result = view["result"] or {}
    return "\n".join([view["prompt"], *view["info"], *hands,
                      *(t["label"] for t in view["legal"]), result.get("summary") or "",
                      *result.get("lines", [])])


def test_the_terms_are_exactly_the_game_words_in_the_view() -> None:
    state = VARIANT.new(5)
    rng, bot = SeededRandom(5), MusBot()
    seen: set[str] = set()
    while not state.is_over:
        view = state.view(0)
        text = _texts(view)
        listed = {t["term"] for t in view["terms"]}
        for forms, _meaning in TERMS:
            for form in forms:
                present = re.search(rf"(?<![^\W_]){form}(?![^\W_])", text, re.IGNORECASE)
                assert (form in listed) == (present is not None), (form, text)
        assert all(t["meaning"] for t in view["terms"])
        seen |= listed
        state.apply(bot.choose(state.view(state.to_act), state.legal_actions(), rng))
    assert {"mus", "mano", "Grande", "Chica", "Pares", "órdago", "amarracos", "stones"} <= seen
    assert "amarracos" not in {t["term"] for t in VARIANT.new(5).view(0)["terms"]}  # 0 points


def test_nothing_on_the_table_depends_on_a_hidden_card() -> None:
    # seat 2 and seat 4 change cards (and whether anyone has juego: Punto or Juego); your view
    # during Grande and Chica must not change, nor the contests it lists.
    few = stacked("Kh Ks 4d 5c", "Ah As 4c 5d", "5h 4s 6c 7c", "2h 4h 6h 7h")
    many = stacked("Kh Ks 4d 5c", "Kd Qs Jc Ac", "5h 4s 6c 7c", "Jh Qh Jd 2d")
    for state in (few, many):
        state.apply(Action("no-mus"))
    assert few.contests[3] == "punto" and many.contests[3] == "juego"
    for moves in ([], ["pass"] * 4, ["pass", "bid"]):
        for state in (few, many):
            for move in moves:
                state.apply(Action(move, 2 if move == "bid" else None))
        assert few.view(0) == many.view(0)
        assert "punto" not in json.dumps(few.view(0)["match"]).lower()


def test_contests_after_the_winning_one_are_not_called_won() -> None:
    state = stacked(*DEAL)
    for move, amount in [("no-mus", None), ("bid", 2), ("see", None)] + [("pass", None)] * 11:
        state.apply(Action(move, amount))
    state.score = [38, 0]  # Grande's 2 will take your side to 40 before the rest is scored
    state.apply(Action("pass"))
    assert state.is_over and state.score == [40, 0]
    info = state.view(0)["info"]
    assert "Grande: seen for 2 · your side wins it: you with cards king, king, king, seven" in info
    assert "Chica: everyone passed, worth 1 · not scored: the game was already won" in info
    notes = _notes(state.view(0), 0)
    assert notes[0] == "Grande: you win it" and notes[1] == "Chica: your lowest card is a seven"
