"""Pif Paf's (Cacheta's) house rules: the curinga (the card above the one turned up, wild in
sequences only), a match by lives with no betting, and the ten-card batida that costs two lives.
Stacked deals: the first card of ``stock`` is the one turned up when the table plays with a
curinga."""

from collections import Counter
from dataclasses import replace
from itertools import combinations

import pytest

from pokerrules.core.actions import Action
from pokerrules.core.cards import Card, parse, standard_deck
from pokerrules.core.errors import BadOption
from pokerrules.core.rng import SeededRandom
from pokerrules.games.pif_paf import VARIANT, stacked
from pokerrules.games.pif_paf.bots import MeldBot
from pokerrules.games.pif_paf.rules import curinga_of, meld_rules, with_curinga
from pokerrules.kits.melds import melded_completely
from pokerrules.lookup.history import replay, to_json
from pokerrules.lookup.judging import judge
from pokerrules.table.agents import bot_step, make_bot

SEAT1 = "As 2s 3s 7h 7d 7c Jd Qd 5c"  # needs Kd or Td; with the curinga 6h, 6h too
SEAT2 = "3h 4h 9c 9d 9s Kc Kd Kh 8c"
SEAT3 = "5d 8d Jh Qh 2c 4s 6d Tc Ac"
PAIRS = "As 2s 3s 7h 7d 7c 9c 9d 5c"  # 9♣ 9♦ and a curinga are no group
CURINGA = {"curinga": "above-turned"}
LIVES = {"lives": "7"}


def kinds(game) -> list[str]:  # type: ignore[no-untyped-def]
    return [t.kind for t in game.legal_actions()]


def one(text: str) -> Card:
    return parse(text)[0]


# -- the curinga ----------------------------------------------------------------------------


@pytest.mark.parametrize(("turned", "curinga"), [("5h", "6h"), ("Kd", "Ad"), ("Ac", "2c"),
                                                 ("Ts", "Js")])
def test_the_curinga_is_the_card_above_the_one_turned_up_in_its_suit(turned: str,
                                                                      curinga: str) -> None:
    assert curinga_of(one(turned)) == one(curinga)


def test_the_card_turned_up_lies_face_up_and_sets_the_curinga() -> None:
    game = stacked(SEAT1, SEAT2, SEAT3, stock="5h 6h", **CURINGA)
    assert game.turned_up == one("5h") and game.stock[0] == one("6h")
    assert game.melds.wild == one("6h")
    assert Counter(game.all_cards()) == Counter(VARIANT.deck())
    view = game.view(1)
    assert view["match"]["turned_up"] == "5h" and view["match"]["curinga"] == "6h"
    turned = [p for p in view["piles"] if p["label"] == "Turned up"]
    assert [c["code"] for c in turned[0]["cards"]] == ["5h"]
    assert "the six of hearts" in turned[0]["note"] and "6♥" not in turned[0]["note"]
    assert any(line.startswith("Curinga: the six of hearts") for line in view["info"])
    assert "5♥ is turned up: the curinga is the card above it" in " ".join(view["log"])
    plain = stacked(SEAT1, SEAT2, SEAT3, stock="6h")
    assert plain.turned_up is None and plain.view(0)["match"]["curinga"] is None


def test_the_curinga_completes_a_sequence_and_lets_a_hand_go_out() -> None:
    game = stacked(SEAT1, SEAT2, SEAT3, stock="5h 6h", **CURINGA)
    for _ in range(3):
        game.apply(Action("check"))
    game.apply(Action("draw"))
    out = game.legal_actions()[0]
    assert out.kind == "out" and out.cards == ("5c",)
    game.apply(Action("out", card="5c"))
    assert ("You discard 5♣ and go out: Melds: 7♣ 7♦ 7♥ · J♦ Q♦ 6♥ · A♠ 2♠ 3♠; nothing left "
            "over.") in game.view(0)["log"]  # 6♥ stands for K♦
    assert game.stacks == [202, 196, 196]
    plain = stacked(SEAT1, SEAT2, SEAT3, stock="6h")  # the same draw, no curinga
    for _ in range(3):
        plain.apply(Action("check"))
    plain.apply(Action("draw"))
    assert kinds(plain) == ["discard"]


def test_the_curinga_is_no_card_of_a_group() -> None:
    game = stacked(PAIRS, SEAT2, SEAT3, stock="5h 6h", **CURINGA)
    for _ in range(3):
        game.apply(Action("check"))
    game.apply(Action("draw"))
    assert kinds(game) == ["discard"]  # 9♣ 9♦ 6♥ would be a group if the curinga were wild there
    loose = replace(game.melds, jokers_in_groups=True)
    assert melded_completely(parse("As 2s 3s 7h 7d 7c 9c 9d 6h"), loose) is not None


def test_a_curinga_counts_as_itself_in_a_group() -> None:
    rules = with_curinga(meld_rules({}), one("6h"))
    assert melded_completely(parse("6h 6c 6d"), rules) is not None
    assert melded_completely(parse("6h 6c 6c"), rules) is None  # two suits: no group


def _natural_run(cards: list[Card]) -> bool:
    spots = sorted(1 if c.rank == 14 else c.rank for c in cards)
    return len({c.suit for c in cards}) == 1 and spots == list(range(spots[0], spots[0] + len(spots)))


def _natural_group(cards: list[Card]) -> bool:
    return len({c.rank for c in cards}) == 1 and len({c.suit for c in cards}) == 3


def test_brute_force_the_curinga_completes_runs_and_never_groups() -> None:
    """Every pair of other cards, with the curinga 6♥ as a third: the three go out exactly when
    some real card in its place would make a sequence (or the three are a meld as they are);
    no pair that only a group could use is completed by it."""
    curinga = one("6h")
    rules = with_curinga(meld_rules({}), curinga)
    deck = [c for c in standard_deck() if c != curinga]
    completed = group_only = 0
    for a, b in combinations(deck, 2):
        done = melded_completely([a, b, curinga], rules) is not None
        as_run = any(_natural_run([a, b, x]) for x in standard_deck())
        as_itself = _natural_run([a, b, curinga]) or _natural_group([a, b, curinga])
        assert done == (as_run or as_itself), (a, b)
        completed += done
        group_only += not done and any(_natural_group([a, b, x]) for x in standard_deck())
    # 23 pairs a card apart or two apart in each of three suits, 19 in hearts without 6♥, and
    # 6♣ 6♦, 6♣ 6♠, 6♦ 6♠ with the 6♥ as itself; 72 pairs of a rank of two suits are left out.
    assert (completed, group_only) == (91, 72)
    loose = replace(rules, jokers_in_groups=True)
    assert sum(melded_completely([a, b, curinga], loose) is not None
               for a, b in combinations(deck, 2)) == 91 + 72


def test_the_judge_takes_a_curinga() -> None:
    hand = "As 2s 3s 7h 7d 7c Jd Qd 6h"
    assert judge("pif-paf", [hand])["parts"][0]["winners"] == []
    assert judge("pif-paf", [hand], {"curinga_card": "6h"})["parts"][0]["winners"] == [0]
    assert judge("pif-paf", ["As 2s 3s 7h 7d 7c 9c 9d 6h"],
                 {"curinga_card": "6h"})["parts"][0]["winners"] == []
    with pytest.raises(BadOption):
        judge("pif-paf", [hand], {"curinga_card": "Zz"})


def test_the_bot_goes_out_with_the_curinga() -> None:
    game = stacked(SEAT1, SEAT2, SEAT3, stock="5h 6h", **CURINGA)
    for _ in range(3):
        game.apply(Action("check"))
    game.apply(Action("draw"))
    assert MeldBot().choose(game.view(0), game.legal_actions(), SeededRandom(1)) == Action(
        "out", card="5c")


# -- lives ----------------------------------------------------------------------------------


def test_a_match_by_lives_stakes_the_ante_once_and_has_no_betting() -> None:
    game = VARIANT.new(1, {**LIVES, "ante": "5"}, seats=4)
    assert game.pot == 20 and game.stacks == [195] * 4 and game.lives == [7] * 4
    assert kinds(game) == ["draw"] and game.phase == "draw"
    view = game.view(0)
    assert view["match"]["lives"] == [7] * 4 and view["match"]["turn_cap"] is None
    assert "Lives: you 7 · seat 2 7 · seat 3 7 · seat 4 7" in view["info"]
    assert "Lives 7" in view["hands"][1]["notes"]
    assert "no betting" in view["log"][0]
    assert VARIANT.new(1, seats=4).lives == []


def test_going_out_costs_every_other_player_a_life_and_no_new_ante() -> None:
    game = stacked(SEAT1, SEAT2, SEAT3, stock="Kd", **LIVES)
    game.apply(Action("draw"))
    game.apply(Action("out", card="5c"))
    assert game.lives == [7, 6, 6] and game.pot == 6 and game.stacks == [198] * 3
    assert game.turn == 2 and game.dealer == 0 and not game.is_over
    log = game.view(0)["log"]
    assert "Seat 2 loses a life and has 6 lives left." in log
    assert "Seat 3 loses a life and has 6 lives left." in log
    assert "You lose a life and have 6 lives left." in game.view(1)["log"]


def test_a_player_with_no_lives_leaves_and_the_last_player_left_takes_the_stakes() -> None:
    game = stacked(SEAT1, SEAT2, SEAT3, stock="Kd", **LIVES)
    game.lives = [1, 1, 2]
    game.apply(Action("draw"))
    game.apply(Action("out", card="5c"))
    assert game.lives == [1, 0, 1] and game.playing == [True, False, True] and not game.is_over
    assert "Seat 2 loses a life and leaves the match with no lives left." in game.view(0)["log"]
    game.lives[2] = 1
    while not game.is_over:  # the bots play on: the next player out ends the match
        bot_step(game, make_bot(VARIANT))
    result = game.result(0)
    assert result is not None and len(result["winners"]) == 1
    winner = result["winners"][0]
    assert game.stacks[winner] == 198 + 6 and sum(result["net"]) == 0
    assert any("the stakes of 6 go to the last player left" in line.lower()
               for line in result["lines"])


def test_a_deal_with_no_winner_costs_no_life_and_keeps_the_stakes() -> None:
    game = stacked(SEAT1, SEAT2, SEAT3, stock="2h", turnovers="1", **LIVES)
    game.stock = game.stock[:1]
    game.apply(Action("draw"))
    game.apply(Action("discard", card="5c"))
    game.apply(Action("draw"))  # turns the pile over
    game.apply(Action("discard", card="5c"))  # the stock is out again: no winner
    assert game.turn == 2 and game.lives == [7, 7, 7] and game.pot == 6
    assert "nobody loses a life" in " ".join(game.view(0)["log"])


@pytest.mark.parametrize("seed", [3, 4])
def test_a_whole_match_by_lives_of_bots_ends_with_one_player_and_replays(seed: int) -> None:
    game = VARIANT.new(seed, {"lives": "10", **CURINGA, "ten_cards": "two-lives"}, seats=4)
    bots = [make_bot(VARIANT, "sensible") for _ in range(4)]
    chips = sum(game.stacks) + game.pot
    while not game.is_over:
        bot_step(game, bots[game.to_act])
        assert sum(game.stacks) + game.pot == chips
    assert sum(game.playing) == 1 and len(game.actions) <= 1000
    assert game.result()["winners"] == [game.playing.index(True)]
    assert replay(to_json(game)).snapshot() == game.snapshot()


# -- the ten-card batida -----------------------------------------------------------------------


TEN = "As 2s 3s 7h 7d 7c Jd Qd Kd"  # with T♦ drawn, all ten cards are in melds


def test_going_out_with_all_ten_cards_costs_two_lives() -> None:
    game = stacked(TEN, SEAT2, SEAT3, stock="Td", **LIVES, ten_cards="two-lives")
    game.apply(Action("draw"))
    legal = game.legal_actions()
    assert [t.kind for t in legal] == ["out-ten", "out", "discard"]
    assert [t.kind for t in legal if t.focus] == ["out-ten"]
    assert "all ten" in game.view(0)["prompt"]
    game.apply(Action("out-ten"))
    assert game.lives == [7, 5, 5]
    assert "Seat 2 loses 2 lives and has 5 lives left." in game.view(0)["log"]
    assert any(line.startswith("You go out with all ten cards: Melds:")
               for line in game.view(0)["log"])


def test_the_bot_goes_out_with_all_ten_cards_where_allowed() -> None:
    game = stacked(TEN, SEAT2, SEAT3, stock="Td", **LIVES, ten_cards="two-lives")
    game.apply(Action("draw"))
    assert MeldBot().choose(game.view(0), game.legal_actions(), SeededRandom(1)) == Action(
        "out-ten")


@pytest.mark.parametrize("options", [LIVES, {"ten_cards": "two-lives"}])
def test_without_the_house_rule_going_out_always_takes_a_discard(options: dict[str, str]) -> None:
    game = stacked(TEN, SEAT2, SEAT3, stock="Td", **options)
    if game.phase == "bet":
        for _ in range(3):
            game.apply(Action("check"))
    game.apply(Action("draw"))
    assert "out-ten" not in kinds(game) and "out" in kinds(game)
    with pytest.raises(Exception, match="not"):
        game.apply(Action("out-ten"))


def test_the_judge_sees_a_ten_card_batida_only_under_the_house_rule() -> None:
    hand = "As 2s 3s 7h 7d 7c Jd Qd Kd Td"
    rule = {**LIVES, "ten_cards": "two-lives"}
    assert judge("pif-paf", [hand], rule)["parts"][0]["hands"][0].startswith(
        "all ten cards: Melds")
    assert judge("pif-paf", [hand])["parts"][0]["hands"][0].startswith("Discard")


def test_the_printed_card_names_the_house_rules() -> None:
    words = VARIANT.card_words(VARIANT.resolve_options({**LIVES, **CURINGA,
                                                        "ten_cards": "two-lives"}))
    text = " ".join((words.betting, words.pot, words.ties, words.dealt))
    assert "curinga" in text and "7 lives" in text and "two lives" in text
    assert "no betting" in text
    plain = VARIANT.card_words(VARIANT.resolve_options({}))
    assert "curinga" not in plain.dealt and "lives" not in plain.pot


# -- the coach ------------------------------------------------------------------------------


@pytest.mark.parametrize(("options", "stock", "going_out"), [
    ({**CURINGA, **LIVES}, "5h 4c", 6),  # K♦ and 10♦, two copies each, and both curingas 6♥
    (LIVES, "4c", 4),
])
def test_the_coach_counts_the_curinga_among_the_outs(options: dict[str, str], stock: str,
                                                     going_out: int) -> None:
    from pokerrules.coach.odds import odds

    game = stacked(SEAT1, SEAT2, SEAT3, stock=stock, **options)
    game.apply(Action("draw"))  # 4♣: a match by lives has no betting
    figures = odds(game, 0, samples=60, seed=1)
    assert figures["exact"]
    words = {move["label"]: move["words"] for move in figures["moves"]}
    assert words["Discard 4♣"].endswith(f"outs that let you go out {going_out}")


# -- the words in three languages ---------------------------------------------------------------


def _house_lines() -> list[str]:
    """Every string the house rules add that a player reads, as the game writes it."""
    from pokerrules.games.pif_paf.lessons_house import HOUSE_RULES
    from pokerrules.table.teach.model import QuestionStep

    names = ("curinga", "curinga_card", "lives", "ten_cards")
    texts = [text for o in VARIANT.options if o.name in names
             for text in (o.label, o.help, *(c.label for c in o.choices)) if text]
    game = stacked(TEN, SEAT2, SEAT3, stock="5h Td", **LIVES, **CURINGA, ten_cards="two-lives")
    game.apply(Action("draw"))
    view = game.view(0)
    texts += [t["label"] for t in view["legal"] if t["kind"] == "out-ten"] + [view["prompt"]]
    game.apply(Action("out-ten"))
    for seat in (0, 1):
        view = game.view(seat)
        texts += view["log"][-6:] + view["info"] + view["hands"][seat]["notes"]
        texts += [text for pile in view["piles"] for text in (pile["label"], pile["note"]) if text]
    game = stacked(SEAT1, SEAT2, SEAT3, stock="Kd", **LIVES)
    game.lives = [2, 1, 3]
    game.apply(Action("draw"))
    game.apply(Action("out", card="5c"))
    texts += game.view(0)["log"][-4:] + game.view(1)["log"][-4:]
    game.lives[2] = 1
    while not game.is_over:
        bot_step(game, make_bot(VARIANT))
    texts += [line for line in game.result(0)["lines"] if "stakes" in line]
    words = VARIANT.card_words(VARIANT.resolve_options({**LIVES, **CURINGA,
                                                        "ten_cards": "two-lives"}))
    texts += [words.betting, words.pot, words.ties, words.dealt]
    texts += judge("pif-paf", ["As 2s 3s 7h 7d 7c Jd Qd Kd Td"], {**LIVES, "ten_cards": "two-lives"}
                   )["parts"][0]["hands"]
    texts.append(HOUSE_RULES.title)
    for step in HOUSE_RULES.steps:
        texts += [step.goal, step.explain, step.hint]
        if isinstance(step, QuestionStep):
            texts += [step.question, *(d.why for d in step.ask.decoys)]  # type: ignore[attr-defined]
        else:
            texts += [w.why for w in step.wrong]
    own = ("life", "lives", "Lives", "curinga", "ten", "Turned", "takes", "stakes", "Stakes",
           "Deal 2", "sequence", "wild", "Count", "Which")
    return [t for t in dict.fromkeys(texts) if any(word in t for word in own)]


@pytest.mark.parametrize("module", ["pt_br_house", "es_house"])
def test_every_house_rule_string_has_a_translation(module: str) -> None:
    """Each string the house rules add matches a template of the game's own house catalogue
    whole (the text in its slots, such as a seat or the melds, is the shared catalogues')."""
    from importlib import import_module

    from pokerrules.games.pif_paf.words import en_house
    from pokerrules.words.templates import Book

    words = import_module(f"pokerrules.games.pif_paf.words.{module}").WORDS
    assert set(words) == set(en_house.WORDS)
    book = Book(words)
    lines = _house_lines()
    assert len(lines) > 60
    for line in lines:
        assert line in book.exact or book.find(line) is not None, line


def test_the_card_names_the_curinga_as_the_wild_card_only_under_its_house_rule() -> None:
    from pokerrules.pages.card import card

    assert card("pif-paf").wild == "No card is wild."
    printed = card("pif-paf", {"curinga": "above-turned"})
    wild = printed.wild
    assert "curinga" in wild and "sequences only" in wild and "No card is wild" not in wild
    # The rule is said once, under the wild cards; the deal only says a card is turned up.
    summary = " ".join(printed.summary)
    assert "curinga" in summary and "sequences only" not in summary, summary
