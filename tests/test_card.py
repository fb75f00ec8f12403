"""The card to call a game (issue 22, part 1): for every registered game under random valid
house rules, the card has every section, lists every house rule with its chosen value in words,
shows no option code where words exist, and its link reads back to exactly its options; bad
input is refused with the facade's usual codes and prints nothing; the command line, the facade
and the module give the same text."""

from __future__ import annotations

import json
import re
from typing import Any
from urllib.parse import parse_qsl, urlsplit

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from pokerrules.api import facade as api
from pokerrules.cli.main import main
from pokerrules.core.errors import PokerRulesError
from pokerrules.core.options import OptionSpec
from pokerrules.lookup.registry import get, variants
from pokerrules.pages.card import ANCHOR, GameCard, card, card_text
from pokerrules.table.game import Variant

GAMES = [variant.id for variant in variants()]


def _free_text(spec: OptionSpec) -> st.SearchStrategy[str]:
    """A value for a free-text option: its default with every whole number in it redrawn (the
    game's own check then says whether the value is one it takes)."""
    pieces = re.split(r"(\d+)", spec.default)
    numbers = st.integers(min_value=0, max_value=1000)
    return st.tuples(*(numbers if piece.isdigit() else st.just(piece) for piece in pieces)).map(
        lambda parts: "".join(str(part) for part in parts))


@st.composite
def house_rules(draw: st.DrawFn, variant: Variant) -> dict[str, str]:
    """Some of the game's options (each left out or drawn), every value one the game takes."""
    chosen: dict[str, str] = {}
    for spec in variant.options:
        if not draw(st.booleans()):
            continue
        if spec.choices:
            chosen[spec.name] = draw(st.sampled_from([c.value for c in spec.choices]))
        else:
            value = draw(_free_text(spec))
            try:
                spec.check(value)
            except PokerRulesError:
                assume(False)
            chosen[spec.name] = value
    return chosen


def _played(variant: Variant) -> list[OptionSpec]:
    return [spec for spec in variant.options if not spec.judge_only]


def _text_before_link(game: GameCard) -> str:
    return card_text(game).split(game.link)[0]


def check_card(variant: Variant, given_options: dict[str, str]) -> None:
    resolved = variant.resolve_options(given_options)
    game = card(variant.id, given_options)
    # every section, each in words
    assert game.title == variant.name and game.variant == variant.id
    assert 1 <= len(game.summary) <= 5 and all(line.strip() for line in game.summary)
    for section in (game.wild, game.betting, game.pot, game.ties):
        assert section.strip() and section[0].isupper() and section.endswith("."), section
    # every house rule of the game, as chosen, in the option's own words
    played = _played(variant)
    assert [rule.label for rule in game.house_rules] == [spec.label for spec in played]
    for spec, rule in zip(played, game.house_rules, strict=True):
        assert rule.choice.startswith(spec.words(resolved[spec.name]))
        assert rule.applies == spec.matters(resolved)
        by_name = {option.name: option for option in variant.options}
        if not rule.applies:
            assert all(by_name[name].label in rule.choice for name, _ in spec.applies)
    # the sections are sentences of their own: no talk of options, no option's long choice
    # label copied into the betting, and a game with a betting structure says how many betting rounds it has
    sections = " ".join((game.wild, game.betting, game.pot, game.ties))
    assert "option" not in sections.lower()
    for rule in game.house_rules:
        long_label = rule.choice.split(" (makes no difference")[0]
        assert len(long_label) < 25 or long_label.lower() not in game.betting.lower(), long_label
    if game.betting.startswith(("Fixed limit", "Pot limit", "No limit")):
        assert "betting round" in game.betting.lower()
    # no option code where words exist: no option's name, and no coded value of the chosen ones
    text = _text_before_link(game)
    for spec in variant.options:
        if "_" in spec.name:
            assert spec.name not in text, spec.name
        value = resolved[spec.name]
        if spec.choices and re.search(r"[-/]", value) and value not in spec.words(value):
            assert value not in text, (spec.name, value)
    # the link opens the page with exactly these options
    parts = urlsplit(game.link)
    assert parts.path == f"games/{variant.id}/" and parts.fragment == ANCHOR
    query = parse_qsl(parts.query, keep_blank_values=True, strict_parsing=True)
    keys = [key for key, _ in query]
    assert keys[:2] == ["deal", "seats"] and len(set(keys)) == len(keys)
    read_back = {key[len("opt."):]: value for key, value in query if key.startswith("opt.")}
    assert read_back == {spec.name: resolved[spec.name] for spec in played} == dict(game.options)
    assert int(dict(query)["seats"]) == variant.default_seats
    assert variant.resolve_options(read_back) == {**resolved, **{
        spec.name: spec.default for spec in variant.options if spec.judge_only}}
    # JSON-ready, and the facade gives the same card
    data = json.loads(json.dumps(game.to_json()))
    reply = _ask(op="card", variant=variant.id, options=given_options)
    assert reply == {"ok": True, **data}


def _ask(**request: Any) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(api.handle(json.dumps(request)))
    return reply


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=12, derandomize=True, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_the_card_of_every_game_under_random_house_rules(game: str, data: st.DataObject) -> None:
    variant = get(game)
    check_card(variant, data.draw(house_rules(variant)))


@pytest.mark.parametrize("game", GAMES)
def test_the_card_follows_every_choice_of_every_option(game: str) -> None:
    """Each choice of each option, the others at their defaults, shows its own words."""
    variant = get(game)
    for spec in _played(variant):
        for choice in spec.choices:
            game_card = card(game, {spec.name: choice.value})
            rule = game_card.house_rules[_played(variant).index(spec)]
            assert rule.choice.startswith(choice.label)
            check_card(variant, {spec.name: choice.value})


def test_an_option_the_others_make_pointless_says_so() -> None:
    found = [(v, spec) for v in variants() for spec in _played(v) if spec.applies]
    assert found
    for variant, spec in found:
        name, values = spec.applies[0]
        other = next(o for o in variant.options if o.name == name)
        off = next(c.value for c in other.choices if c.value not in values)
        rule = card(variant.id, {name: off}).house_rules[_played(variant).index(spec)]
        assert not rule.applies and "makes no difference" in rule.choice
        assert other.label in rule.choice and other.words(off) in rule.choice


BAD = [
    ({"variant": "no-such-game"}, "unknown-variant"),
    ({"variant": 7}, "unknown-variant"),
    ({"variant": "x" * 500}, "unknown-variant"),
    ({"variant": "seven-twenty-seven", "options": {"no_such_option": "1"}}, "bad-option"),
    ({"variant": "seven-twenty-seven", "options": {"betting": "huge"}}, "bad-option"),
    ({"variant": "seven-twenty-seven", "options": {"betting": 3}}, "bad-option"),
    ({"variant": "seven-twenty-seven", "options": ["betting"]}, "bad-option"),
    ({"variant": "three-card-poker", "options": {"ante_bonus": "1-4"}}, "bad-option"),
    ({"variant": "seven-twenty-seven", "seats": 99}, "bad-option"),
    ({"variant": "seven-twenty-seven", "seats": "4"}, "bad-option"),
    ({"variant": "seven-twenty-seven", "seed": -1}, "bad-option"),
    ({"variant": "seven-twenty-seven", "seed": "1"}, "bad-option"),
]


@pytest.mark.parametrize(("request_fields", "code"), BAD)
def test_bad_input_is_refused_with_its_code_and_nothing_else(request_fields: dict[str, Any],
                                                             code: str) -> None:
    reply = _ask(op="card", **request_fields)
    assert set(reply) == {"ok", "error"} and reply["ok"] is False
    assert reply["error"]["code"] == code and reply["error"]["message"]


@pytest.mark.parametrize(("argv", "words"), [
    (["card", "no-such-game"], "There is no game"),
    (["card", "seven-twenty-seven", "--option", "betting=huge"], "Betting cannot be"),
    (["card", "seven-twenty-seven", "--option", "nothing=1"], "There is no option"),
    (["card", "seven-twenty-seven", "--option", "betting"], "name=value"),
    (["card", "seven-twenty-seven", "--seats", "1"], "seats 2 to 8"),
])
def test_the_command_line_refuses_bad_input_and_prints_no_card(
        argv: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("error: ") and words in err


@pytest.mark.parametrize("game", GAMES)
def test_the_command_line_prints_the_modules_text(game: str,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    variant = get(game)
    options = {spec.name: spec.choices[-1].value for spec in _played(variant) if spec.choices}
    argv = ["card", game] + [arg for name, value in options.items()
                             for arg in ("--option", f"{name}={value}")]
    assert main(argv) == 0
    assert capsys.readouterr().out == card_text(card(game, options)) + "\n"
    assert main([*argv, "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == card(game, options).to_json()
    assert main([*argv, "--site", "https://example.org/rules/", "--seats",
                 str(variant.max_seats), "--seed", "9"]) == 0
    printed = capsys.readouterr().out
    full = card(game, options, seed=9, seats=variant.max_seats).link
    assert printed.rstrip("\n").endswith("\nhttps://example.org/rules/" + full)


JSONISH = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=50)
                       | st.floats(allow_nan=False, allow_infinity=False),
                       lambda inner: st.lists(inner, max_size=3)
                       | st.dictionaries(st.text(max_size=12), inner, max_size=3), max_leaves=6)


@settings(max_examples=150, derandomize=True, deadline=None)
@given(variant=st.sampled_from(GAMES) | JSONISH,
       fields=st.dictionaries(st.sampled_from(["options", "seed", "seats"]), JSONISH))
def test_any_request_gets_a_card_or_a_players_error(variant: Any, fields: dict[str, Any]) -> None:
    reply = _ask(op="card", variant=variant, **fields)
    if reply["ok"]:
        assert reply["variant"] == variant and reply["text"]
    else:
        assert reply["error"]["code"] in ("unknown-variant", "bad-option", "bad-request"), reply


def test_the_betting_says_how_many_rounds() -> None:
    assert card("chaos").betting.endswith("There are five betting rounds.")
    loop = card("seven-twenty-seven").betting
    assert "The number of betting rounds depends on play: one in every round of the deal" in loop
    assert loop.endswith("nobody takes a card, then one more.")


def test_chaos_says_its_jokers_in_plain_words() -> None:
    plain = card("chaos").wild
    assert "joker" not in plain and "queen" in plain
    jokers = card("chaos", {"jokers": "yes"}).wild
    assert "The two jokers are wild" in jokers and "plain again" in jokers
    assert "stays wild" in card("chaos", {"jokers": "yes", "joker_ends_queen": "no"}).wild


SITE = "https://example.org/rules/"


@pytest.mark.parametrize("game", GAMES)
def test_with_the_site_the_reply_adds_the_address_and_its_qr_code(game: str) -> None:
    from pokerrules.kits.qr import encode

    variant = get(game)
    options = {spec.name: spec.choices[-1].value for spec in _played(variant) if spec.choices}
    reply = _ask(op="card", variant=game, options=options, site=SITE, seats=variant.max_seats)
    expected = card(game, options, seats=variant.max_seats)
    assert reply["address"] == SITE + expected.link
    assert reply["qr"] == list(encode(SITE + expected.link).rows)
    without = _ask(op="card", variant=game, options=options, seats=variant.max_seats)
    assert {k: v for k, v in reply.items() if k not in ("address", "qr")} == without
    assert "qr" not in without and "address" not in without


@pytest.mark.parametrize("site", ["example.org", "ftp://example.org/", 7, ["https://a/"],
                                  "https://" + "a" * 300, "https://a b/", "https://a/\n"])
def test_a_bad_site_is_refused(site: Any) -> None:
    reply = _ask(op="card", variant="chaos", site=site)
    assert reply["ok"] is False and reply["error"]["code"] == "bad-request"
    assert "site" in reply["error"]["message"]


def test_the_command_line_prints_the_qr_code_with_the_site_only(
        capsys: pytest.CaptureFixture[str]) -> None:
    from pokerrules.kits.qr import blocks, encode

    assert main(["card", "chaos", "--site", SITE, "--qr"]) == 0
    printed = capsys.readouterr().out
    assert printed == (card_text(card("chaos"), SITE) + "\n\n"
                       + blocks(encode(SITE + card("chaos").link)) + "\n")
    assert main(["card", "chaos", "--qr"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "needs the site's address" in err
