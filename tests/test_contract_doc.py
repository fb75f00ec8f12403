"""notes/api-contract.md lists exactly what the code has: the ops of ``api.OPS``, each op's
request and reply fields (the TypedDicts of ``pokerrules.table.protocol``, which the op functions are
annotated with, and the replies the facade really gives), the history's fields, the error codes
of the facade, the browser's worker and the page's engine client, the protocol version, the
most seats a game takes, and which games are matches and what each adds to a view's ``match``.
Adding any of these on one side only fails here."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, get_type_hints

import pytest

from pokerrules.api import facade as api
from pokerrules.coach.odds import odds
from pokerrules.coach.review import review
from pokerrules.core import errors
from pokerrules.lessons.drill import drill
from pokerrules.lookup.history import replay
from pokerrules.lookup.judging import judge
from pokerrules.lookup.registry import variants
from pokerrules.table import protocol
from pokerrules.table.match import Match
from pokerrules.table.match_fields import SHARED
from pokerrules.table.protocol import CONTRACT, PROTOCOL, ErrorReply, History

ROOT = Path(__file__).resolve().parent.parent
DOC = (ROOT / "notes" / "api-contract.md").read_text(encoding="utf-8")
SCRIPTS = ROOT / "docs" / "javascripts"


def _section(text: str, heading: str) -> str:
    """The text under ``heading`` (a whole heading line), up to the next heading of its level or
    above."""
    level = heading.split(" ", 1)[0]
    lines = text.splitlines()
    start = lines.index(heading) + 1
    end = next((i for i in range(start, len(lines)) if lines[i].startswith("#")
                and len(lines[i].split(" ", 1)[0]) <= len(level)), len(lines))
    return "\n".join(lines[start:end])


def _table(text: str, first_column: str) -> list[list[str]]:
    """The rows (cells stripped) of the one table in ``text`` whose header starts with
    ``first_column``."""
    lines = text.splitlines()
    headers = [i for i, line in enumerate(lines)
               if re.fullmatch(rf"\|\s*{re.escape(first_column)}\s*\|.*", line)]
    assert len(headers) == 1, f"one table headed {first_column!r} expected, found {len(headers)}"
    rows = []
    for line in lines[headers[0] + 2:]:
        if not line.startswith("|"):
            break
        cells = [cell.strip() for cell in re.split(r"(?<!\\)\|", line.strip()[1:-1])]
        rows.append(cells)
    return rows


def _fields(text: str, first_column: str) -> dict[str, bool]:
    """A fields table as {field: required}."""
    found: dict[str, bool] = {}
    for name, required, *_ in _table(text, first_column):
        match = re.fullmatch(r"`([a-z_]+)`", name)
        assert match and required in ("yes", "no"), f"bad row: {name} | {required}"
        assert match.group(1) not in found, f"{name} listed twice"
        found[match.group(1)] = required == "yes"
    return found


def _keys(typed: Any) -> dict[str, bool]:
    return {key: key in typed.__required_keys__ for key in get_type_hints(typed)}


def _documented_ops() -> dict[str, str]:
    ops = _section(DOC, "## Ops")
    names = re.findall(r"^### `([a-z]+)`$", ops, flags=re.MULTILINE)
    return {name: _section(ops, f"### `{name}`") for name in names}


def test_the_document_lists_exactly_the_ops_of_the_facade() -> None:
    assert list(_documented_ops()) == list(api.OPS)
    assert set(CONTRACT) == set(api.OPS)


@pytest.mark.parametrize("op", list(api.OPS))
def test_each_op_is_typed_as_the_contract_says(op: str) -> None:
    request_type, reply_type = CONTRACT[op]
    hints = get_type_hints(api.OPS[op])
    assert hints.pop("return") is reply_type
    assert list(hints.values())[0] is request_type


@pytest.mark.parametrize("op", list(api.OPS))
def test_each_ops_fields_in_the_document_are_its_types_fields(op: str) -> None:
    section = _documented_ops()[op]
    request_type, reply_type = CONTRACT[op]
    assert _fields(section, "request field") == _keys(request_type)
    assert _fields(section, "reply field") == _keys(reply_type)
    meanings = {name: meaning for name, _, meaning in _table(section, "request field")}
    assert meanings["`op`"] == f'`"{op}"`'


def test_the_error_reply_and_the_history_are_as_documented() -> None:
    assert _fields(_section(DOC, "### The error reply"), "reply field") == _keys(ErrorReply)
    assert set(get_type_hints(protocol.ErrorDetail)) == {"code", "message"}
    assert _fields(_section(DOC, "## Histories"), "history field") == _keys(History)


def _codes_by_source() -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for code, sources, *_ in _table(_section(DOC, "## Error codes"), "code"):
        name = re.fullmatch(r"`([a-z-]+)`", code)
        assert name, code
        for source in sources.split(", "):
            found.setdefault(source, set()).add(name.group(1))
    return found


def _subclasses(cls: type) -> list[type]:
    return [sub for direct in cls.__subclasses__() for sub in (direct, *_subclasses(direct))]


def test_the_documented_error_codes_are_the_ones_the_code_answers() -> None:
    facade = {cls.code for cls in _subclasses(errors.PokerRulesError)
              if cls.__module__ == errors.__name__}
    worker = set(re.findall(r'\bcode: "([a-z-]+)"', (SCRIPTS / "pyodide-worker.js").read_text()))
    page = set(re.findall(r'\bfailure\("([a-z-]+)"', (SCRIPTS / "sim-engine.js").read_text()))
    assert worker and page
    assert _codes_by_source() == {"facade": facade, "worker": worker, "page": page}


def test_a_saved_hand_is_kept_on_exactly_the_codes_of_trouble_with_the_engine() -> None:
    restore = (SCRIPTS / "sim-restore.js").read_text()
    listed = re.search(r"const ENGINE_TROUBLE = new Set\(\[(.*?)\]\)", restore)
    assert listed
    codes = _codes_by_source()
    assert set(re.findall(r'"([a-z-]+)"', listed.group(1))) == codes["worker"] | codes["page"]


def _ask(**request: Any) -> dict[str, Any]:
    reply = json.loads(api.handle(json.dumps(request)))
    assert reply["ok"], reply
    return reply  # type: ignore[no-any-return]


def _replies() -> dict[str, list[dict[str, Any]]]:
    """Real replies of every op, covering each reply's optional fields where the games have them."""
    hand = _ask(op="new", variant="three-card-poker", seed=1)
    hand_over = _ask(op="act", history=hand["history"], action={"kind": "ante", "amount": 5})
    judged = _ask(op="describe", variant="chaos")["judge"]
    return {
        "catalogue": [_ask(op="catalogue")],
        "describe": [_ask(op="describe", variant="chaos"),
                     _ask(op="describe", variant="three-card-poker")],
        "new": [hand],
        "act": [hand_over],
        "view": [_ask(op="view", history=hand["history"])],
        "replay": [_ask(op="replay", history=hand_over["history"], since=0)],
        "analyse": [_ask(op="analyse", variant="three-card-poker")],
        "judge": [_ask(op="judge", variant="chaos", hands=judged["examples"])],
        "lessons": [_ask(op="lessons", variant="three-card-poker")],
        "drill": [_ask(op="drill", variant="chaos", seed=2)],
        "odds": [_ask(op="odds", history=hand["history"], samples=3),
                 _ask(op="odds", history=_ask(op="new", variant="jubilee", seed=4)["history"])],
        "review": [_ask(op="review", history=hand_over["history"], samples=3)],
        "load": [_ask(op="load", module="pokerrules.games.three_card_poker")],
        "card": [_ask(op="card", variant="chaos", options={"jokers": "yes"}, seed=7, seats=3)],
        "night": [_ask(op="night", do="start", players=[{"name": "Ana"}, {"name": "Ben"}],
                       menu=[{"variant": "chaos"}], settings={"seed": 1})],
    }


def test_the_replies_the_facade_gives_have_the_fields_of_their_types() -> None:
    replies = _replies()
    assert set(replies) == set(api.OPS)
    for op, answers in replies.items():
        keys = _keys(CONTRACT[op][1])
        for reply in answers:
            assert {key for key, required in keys.items() if required} <= set(reply) <= set(keys), op
    assert [reply["exact"] for reply in replies["odds"]] == [False, True]
    assert any("judge" in r for r in replies["describe"])
    assert _ask(op="describe", variant="mus")["protocol"] == PROTOCOL
    assert replies["new"][0]["history"]["protocol"] == PROTOCOL
    error = json.loads(api.handle(json.dumps({"op": "no-such-op"})))
    assert set(error) == set(_keys(ErrorReply)) and set(error["error"]) == {"code", "message"}


def test_the_ops_copy_every_field_their_workers_give() -> None:
    """The ops build their typed replies field by field: nothing the work below them gives may
    be left out on the way."""
    describe_keys = set(_keys(protocol.DescribeReply))
    assert all(set(variant.describe()) <= describe_keys for variant in variants())
    hand = _ask(op="new", variant="three-card-poker", seed=1)
    state = replay(hand["history"])
    assert set(odds(state, 0, 3, 0)) <= set(_keys(protocol.OddsReply))
    over = _ask(op="act", history=hand["history"], action={"kind": "ante", "amount": 5})
    assert set(review(over["history"], replay(over["history"]), 0, 3, 0)) <= set(
        _keys(protocol.ReviewReply))
    assert set(drill("chaos", 2, None)) <= set(_keys(protocol.DrillReply))
    examples = _ask(op="describe", variant="chaos")["judge"]["examples"]
    assert set(judge("chaos", examples, None)) <= set(_keys(protocol.JudgeReply))


def test_the_documented_protocol_version_and_seat_limit_are_the_codes() -> None:
    today = re.search(r"`pokerrules\.table\.protocol\.PROTOCOL` \(today (\d+)\)", DOC)
    assert today and int(today.group(1)) == PROTOCOL
    most = max(variant.max_seats for variant in variants())
    widest = sorted(variant.name for variant in variants() if variant.max_seats == most)
    stated = re.findall(r"at most (\d+) today: ([^)]*)\)", DOC)
    assert stated == [(str(most), ", ".join(widest))]


def test_the_documented_matches_are_the_games_played_as_matches() -> None:
    heading = re.search(r"^## Matches \((.*)\)$", DOC, flags=re.MULTILINE)
    assert heading
    views = {variant.name: _ask(op="new", variant=variant.id, seed=3)["view"]
             for variant in variants()}
    matches = {name: view["match"] for name, view in views.items() if "match" in view}
    assert set(heading.group(1).split(", ")) == set(matches)
    shared = set.intersection(*(set(match) for match in matches.values()))
    section = _section(DOC, heading.group(0))
    for name, match in matches.items():
        adds = re.search(rf"- {re.escape(name)} adds ([^:.]*)[:.]", section)
        assert adds, f"the contract does not say what {name} adds to a match"
        assert set(re.findall(r"`([a-z_]+)`", adds.group(1))) == set(match) - shared, name


def _declared_matches() -> dict[str, type[Match]]:
    """Each game played as a match, by name: its state's class (which declares its fields)."""
    states = {variant.name: type(variant.new(3)) for variant in variants()}
    return {name: cls for name, cls in states.items() if issubclass(cls, Match)}


def test_each_match_declares_the_fields_its_view_carries() -> None:
    matches = _declared_matches()
    assert len(matches) == 7
    for variant in variants():
        if variant.name in matches:
            view = _ask(op="new", variant=variant.id, seed=3)["view"]
            own = matches[variant.name].match_fields
            assert not set(own) & set(SHARED), variant.name
            assert list(view["match"]) == [*SHARED, *own], variant.name
            assert all(len(words.splitlines()) == 1 for words in own.values())


def test_the_contracts_matches_section_lists_the_declared_fields() -> None:
    heading = re.search(r"^## Matches \((.*)\)$", DOC, flags=re.MULTILINE)
    assert heading
    matches = _declared_matches()
    assert set(heading.group(1).split(", ")) == set(matches)
    section = _section(DOC, heading.group(0))
    every = re.search(r"^- Every match: (.*?)^- ", section, flags=re.MULTILINE | re.DOTALL)
    assert every
    assert re.findall(r"`([a-z_]+)` \(", every.group(1)) == list(SHARED)
    for name, cls in matches.items():
        adds = re.search(rf"- {re.escape(name)} adds ([^:.]*)[:.]", section)
        assert adds, f"the contract does not say what {name} adds to a match"
        assert re.findall(r"`([a-z_]+)`", adds.group(1)) == list(cls.match_fields), name


def test_a_history_without_a_version_replays_and_one_of_an_unknown_version_is_refused() -> None:
    hand = _ask(op="new", variant="three-card-poker", seed=1)
    old = {key: value for key, value in hand["history"].items() if key != "protocol"}
    assert _ask(op="view", history=old)["view"] == hand["view"]
    for version, words in ((PROTOCOL + 1, "newer version of pokerrules"), (0, "not 0"),
                           (True, "not True"), ("1", "not '1'"), (None, "not None")):
        for op in ("view", "act", "replay"):
            request = {"op": op, "history": {**hand["history"], "protocol": version},
                       "action": {"kind": "ante", "amount": 5}}
            reply = json.loads(api.handle(json.dumps(request)))
            assert reply["error"]["code"] == "corrupt-history" and words in reply["error"]["message"]
