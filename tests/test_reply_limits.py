"""The facade's reply limit and its names of histories (notes/api-contract.md, "Limits",
"Pages" and "Naming the history"): ``replay`` answers a long match in pages, each within
``api.MAX_REPLY_CHARS``, that join to exactly the frames of the whole answer; a page that is none
is refused and changes nothing; a ``history_key`` is the documented truncation of the SHA-256 of
the history's JSON."""

from __future__ import annotations

import hashlib
import json
from functools import cache
from typing import Any

import pytest

from pokerrules.api import facade as api
from pokerrules.api.frames import MAX_FRAMES, compact, expand, frames, page
from pokerrules.lookup.history import to_json
from pokerrules.lookup.registry import get
from pokerrules.table.agents import bot_step, make_bot
from tests.conformance.hostile import BAD_STARTS, check_hostile


def ask(**request: Any) -> tuple[dict[str, Any], int]:
    """The reply to ``request``, and its length in characters of JSON."""
    text = api.handle(json.dumps(request))
    reply: dict[str, Any] = json.loads(text)
    return reply, len(text)


@cache
def long_match() -> dict[str, Any]:
    """The audit's case: a Rumino match of 993 moves, its six seats played by the random bot
    (seed 2)."""
    variant = get("rumino")
    state = variant.new(2, {}, 6, None)
    bot = make_bot(variant, "random")
    while not state.is_over:
        bot_step(state, bot)
    history = to_json(state)
    assert len(history["actions"]) == 993
    return history


def every_page(**request: Any) -> list[tuple[dict[str, Any], int]]:
    """The pages of a ``replay``, following ``next`` from the request without ``start``."""
    reply, size = ask(op="replay", **request)
    assert reply["ok"], reply
    pages = [(reply, size)]
    start = 0
    while reply["next"] is not None:
        assert reply["next"] == start + len(reply["frames"])  # the next page starts after this one
        start = reply["next"]
        reply, size = ask(op="replay", start=start, **request)
        assert reply["ok"], reply
        pages.append((reply, size))
    return pages


@pytest.mark.parametrize("since", [0, 1, 900])
def test_a_long_match_replays_in_pages_within_the_limit_that_join_to_the_whole_answer(
        since: int) -> None:
    history = long_match()
    whole = frames(history, 0, since)  # the answer, unpaged
    assert len(json.dumps(whole)) > api.MAX_REPLY_CHARS  # too long for one reply
    for compacted in (False, True):
        pages = every_page(history=history, since=since, compact=compacted)
        assert all(size <= api.MAX_REPLY_CHARS for _, size in pages), [s for _, s in pages]
        joined = [frame for reply, _ in pages for frame in reply["frames"]]
        assert all(reply["frames"] for reply, _ in pages)
        if compacted:
            assert joined == compact(whole)
            assert expand(joined) == whole
        else:
            assert len(pages) > 1
            assert joined == whole
        first, _ = ask(op="replay", history=history, since=since, compact=compacted, start=0)
        assert first == pages[0][0]  # no start: the first page


@cache
def mus_match() -> dict[str, Any]:
    """A Mus match of many deals (197 moves, the default bot in every seat, seed 1)."""
    variant = get("mus")
    state = variant.new(1, {}, 4, None)
    bot = make_bot(variant)
    while not state.is_over:
        bot_step(state, bot)
    return to_json(state)


@pytest.mark.parametrize("budget", [1, 60_000, 250_000])
def test_pages_of_any_size_join_to_the_whole_answer_compact_or_not(budget: int) -> None:
    """Smaller pages than the facade's (``budget`` characters; 1: a frame a page) of a match of
    many deals, so that compact pages, and pages starting just after a deal ends or within one,
    are many: each page is made from the frames before its start as the whole answer is (a
    match's last deal told in full once, a compact frame written against the last frame of the
    page before)."""
    history = mus_match()
    assert len({frame["view"]["match"]["last_deal"]["number"] for frame in frames(history, 0)
                if frame["view"]["match"].get("last_deal")}) > 3  # many deals
    for since in (0, 1):
        whole = frames(history, 0, since)
        for compacted in (False, True):
            joined: list[dict[str, Any]] = []
            start: int | None = 0
            while start is not None:
                found, after = page(history, 0, since, start, compacted, budget)
                assert found and (budget > 1 or len(found) == 1)
                joined += found
                start = after
            assert joined == (compact(whole) if compacted else whole), (since, compacted)


def test_the_last_page_ends_with_the_view_as_it_stands() -> None:
    history = long_match()
    pages = every_page(history=history, since=1)
    view, _ = ask(op="view", history=history)
    assert pages[-1][0]["frames"][-1]["view"] == view["view"]
    assert sum(len(reply["frames"]) for reply, _ in pages) == MAX_FRAMES - 1


def test_an_answer_that_fits_comes_whole_in_one_page() -> None:
    reply, _ = ask(op="new", variant="seven-twenty-seven", seed=3, seats=4)
    page, _ = ask(op="replay", history=reply["history"])
    assert page["next"] is None
    assert page["frames"] == frames(reply["history"], 0)
    since = len(reply["history"]["actions"])
    again, _ = ask(op="replay", history=reply["history"], since=since, start=0, compact=True)
    assert again["next"] is None and len(again["frames"]) == 1


@pytest.mark.parametrize("start", [*BAD_STARTS, "last+1"], ids=repr)
def test_a_page_that_is_none_is_refused_and_changes_nothing(start: Any) -> None:
    reply, _ = ask(op="new", variant="seven-twenty-seven", seed=3, seats=4)
    history = reply["history"]
    count = len(frames(history, 0))
    if start == "last+1":
        start = count
    key = api.CACHE.key(history)
    remembered = api.CACHE.states.get(key or "")
    before = remembered.snapshot() if remembered is not None else None
    for compacted in (False, True):
        refused, _ = ask(op="replay", history=history, start=start, compact=compacted)
        assert refused["ok"] is False, refused
        assert refused["error"]["code"] == "bad-request", refused
        assert "'start'" in refused["error"]["message"], refused
        assert f"0 to {count - 1}" in refused["error"]["message"], refused
    if remembered is not None:
        assert remembered.snapshot() == before
    check_hostile(json.dumps({"op": "replay", "history": history, "start": start}))


def documented_key(history: dict[str, Any]) -> str:
    """notes/api-contract.md, "Naming the history": the number of actions, a dash, and the
    first 32 hex digits of the SHA-256 of the history's JSON as ``json.dumps`` writes it."""
    digest = hashlib.sha256(json.dumps(history).encode("utf-8")).hexdigest()
    return f"{len(history['actions'])}-{digest[:32]}"


@pytest.mark.parametrize(("variant", "seats", "people"),
                         [("three-card-poker", 1, None), ("rumino", 3, None),
                          ("seven-twenty-seven", 4, [0, 2])])
def test_a_history_key_is_the_documented_sha256_of_the_history(
        variant: str, seats: int, people: list[int] | None) -> None:
    extra = {"people": people} if people else {}
    reply, _ = ask(op="new", variant=variant, seed=4, seats=seats, **extra)
    assert reply["history_key"] == documented_key(reply["history"])
    for _ in range(4):
        if reply["view"]["stage"] == "over":
            break
        template = reply["view"]["legal"][0]
        action = {"kind": template["kind"]}
        if "min" in template:
            action["amount"] = template["min"]
        if template.get("cards"):
            action["card"] = template["cards"][0]["value"]
        whole, _ = ask(op="act", history=reply["history"], action=action)
        if not whole["ok"]:
            break
        assert whole["history_key"] == documented_key(whole["history"])
        with api.fresh_cache():
            again, _ = ask(op="act", history=reply["history"], action=action)
        assert again["history_key"] == whole["history_key"]  # the same in a fresh facade
        reply = whole


def test_a_name_of_the_old_kind_is_not_remembered_and_changes_nothing() -> None:
    """A checksum name (CRC-32 and Adler-32 of the history's JSON, as names were made before)
    of the very history the facade remembers misses: the page then sends the whole history."""
    import zlib

    reply, _ = ask(op="new", variant="seven-twenty-seven", seed=5, seats=3)
    data = json.dumps(reply["history"]).encode()
    old = f"{len(reply['history']['actions'])}-{zlib.crc32(data):08x}{zlib.adler32(data):08x}"
    assert old != reply["history_key"]
    template = reply["view"]["legal"][0]
    action = {"kind": template["kind"], **({"amount": template["min"]} if "min" in template else {})}
    refused, _ = ask(op="act", history_key=old, action=action)
    assert refused["error"]["code"] == "unknown-history", refused
    named, _ = ask(op="act", history_key=reply["history_key"], action=action)
    sent, _ = ask(op="act", history=reply["history"], action=action)
    assert named["ok"] and named == sent
