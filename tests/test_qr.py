"""The card's QR code encoder (``pokerrules.kits.qr``) against a reference encoder, segno: for many
random texts, every version our links reach and every mask, our modules equal segno's for the
same version, level M and mask. The automatic mask is the one of least penalty (scored by
segno's own penalty function). A text too long, a bad version or a bad mask gets a clear error.

segno 1.6 pads one zero byte too many when the data already ends on a byte (its issue #148, open:
``8 - length % 8`` zero bits where the standard adds none); the standard (and this encoder) goes
straight to the 0xEC/0x11 pad bytes. Both codes read the same, but the modules differ, so the
comparison gives our matrix builder segno's data codewords (ours with that zero byte put in), and
the data codewords themselves are checked bit by bit against the standard's layout."""

from __future__ import annotations

import random

import pytest

segno = pytest.importorskip("segno")
from segno.encoder import mask_scores  # noqa: E402

from pokerrules.core.errors import BadRequest  # noqa: E402
from pokerrules.kits import qr  # noqa: E402
from pokerrules.kits.qr import (  # noqa: E402
    MAX_VERSION,
    TextTooLong,
    capacity,
    data_codewords,
    encode,
    from_data_codewords,
)

ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456789/?&=.:-_#%+ éü♠♥"


def _texts(count: int, seed: int) -> list[str]:
    rnd = random.Random(seed)
    texts = []
    for _ in range(count):
        version = rnd.randint(1, MAX_VERSION)
        size = rnd.randint(capacity(version - 1) + 1 if version > 1 else 0, capacity(version))
        text = "".join(rnd.choice(ALPHABET) for _ in range(size))
        while len(text.encode()) > capacity(version):
            text = text[:-1]
        texts.append(text)
    return texts


def _segno_data(text: str, version: int) -> list[int]:
    """Our data codewords with segno's extra zero byte after the terminator."""
    ours = data_codewords(text.encode(), version)
    used = (4 + (8 if version < 10 else 16) + 8 * len(text.encode()) + 4 + 7) // 8
    return (ours[:used] + [0] + ours[used:])[:len(ours)]


def _segno_rows(text: str, version: int, mask: int | None) -> tuple[str, ...]:
    code = segno.make_qr(text.encode("utf-8"), error="m", mode="byte", version=version, mask=mask,
                         boost_error=False)
    assert code.version == version and code.error == "M"
    return tuple("".join(str(bit) for bit in row) for row in code.matrix)


@pytest.mark.parametrize("text", _texts(60, seed=22) + ["", "a", "https://example.org/"])
def test_every_mask_gives_segnos_modules(text: str) -> None:
    version = encode(text).version
    for mask in qr.MASKS:
        ours = from_data_codewords(_segno_data(text, version), version, mask)
        assert ours.rows == _segno_rows(text, version, mask), (version, mask)
        assert ours.size == 4 * version + 17 and {*"".join(ours.rows)} <= {"0", "1"}


@pytest.mark.parametrize("version", range(1, MAX_VERSION + 1))
def test_every_version_at_its_capacity_gives_segnos_modules(version: int) -> None:
    text = "q" * capacity(version)
    code = encode(text, mask=5)
    assert code.version == version
    assert from_data_codewords(_segno_data(text, version), version, 5).rows == \
        _segno_rows(text, version, 5)
    with pytest.raises(TextTooLong, match="holds at most"):
        encode(text + "q", version=version)


@pytest.mark.parametrize("text", _texts(12, seed=7))
def test_the_automatic_mask_has_the_least_penalty(text: str) -> None:
    chosen = encode(text)
    scores = {mask: sum(mask_scores([bytearray(int(b) for b in row)
                                     for row in encode(text, mask=mask).rows],
                                    chosen.size, chosen.size)) for mask in qr.MASKS}
    assert scores[chosen.mask] == min(scores.values())
    assert chosen.rows == encode(text, mask=chosen.mask).rows


@pytest.mark.parametrize("text", ["", "hello", "x" * 14, "ünï", "y" * 300])
def test_the_data_codewords_follow_the_standard(text: str) -> None:
    data = text.encode()
    version = encode(text).version
    words = data_codewords(data, version)
    bits = "".join(f"{w:08b}" for w in words)
    count_bits = 8 if version < 10 else 16
    assert bits[:4] == "0100" and int(bits[4:4 + count_bits], 2) == len(data)
    body = bits[4 + count_bits:4 + count_bits + 8 * len(data)]
    assert bytes(int(body[i:i + 8], 2) for i in range(0, len(body), 8)) == data
    end = 4 + count_bits + 8 * len(data)
    padded = end + min(4, len(bits) - end)
    padded += -padded % 8
    assert set(bits[end:padded]) <= {"0"}
    assert words[padded // 8:] == [(0xEC, 0x11)[i % 2] for i in range(len(words) - padded // 8)]


def test_the_smallest_version_that_holds_the_text_is_chosen() -> None:
    for version in range(1, MAX_VERSION + 1):
        assert encode("z" * capacity(version)).version == version
        if version < MAX_VERSION:
            assert encode("z" * (capacity(version) + 1)).version == version + 1


def test_a_card_link_with_every_option_fits() -> None:
    from pokerrules.core.rng import MAX_SEED
    from pokerrules.lookup.registry import variants
    from pokerrules.pages.card import card

    site = "https://a-rather-long-host-name.example.org/some/path/to/the/rules/site/"
    for variant in variants():
        options = {spec.name: max((c.value for c in spec.choices), key=len)
                   for spec in variant.options if spec.choices and not spec.judge_only}
        link = card(variant.id, options, seed=MAX_SEED, seats=variant.max_seats).link
        assert encode(site + link).version <= MAX_VERSION


@pytest.mark.parametrize(("text", "kwargs", "error", "words"), [
    ("x" * (capacity(MAX_VERSION) + 1), {}, TextTooLong, "holds at most 666"),
    ("♠" * 300, {}, TextTooLong, "900 bytes long"),
    ("x" * 20, {"version": 1}, TextTooLong, "version 1 QR code holds at most 14"),
    ("x", {"version": 0}, BadRequest, "version here is 1 to 20"),
    ("x", {"version": 21}, BadRequest, "version here is 1 to 20"),
    ("x", {"mask": 8}, BadRequest, "mask is 0 to 7"),
])
def test_bad_input_gets_a_clear_error(text: str, kwargs: dict[str, int],
                                      error: type[Exception], words: str) -> None:
    with pytest.raises(error, match=words):
        encode(text, **kwargs)  # type: ignore[arg-type]


def test_the_svg_path_draws_exactly_the_dark_modules() -> None:
    code = encode("https://example.org/games/chaos/?deal=1#simulator")
    drawn = set()
    for part in qr.svg_path(code, quiet=0).split("z")[:-1]:
        x, rest = part[1:].split(" ")
        y, width = rest.split("h")[:2]
        drawn |= {(int(y), int(x) + i) for i in range(int(width.split("v")[0]))}
    dark = {(r, c) for r, row in enumerate(code.rows) for c, bit in enumerate(row) if bit == "1"}
    assert drawn == dark


def test_the_block_characters_draw_exactly_the_modules() -> None:
    code = encode("https://example.org/games/mus/?deal=3#simulator")
    lines = qr.blocks(code, quiet=2).split("\n")
    top = {" ": "0", "\u2580": "1", "\u2584": "0", "\u2588": "1"}
    bottom = {" ": "0", "\u2580": "0", "\u2584": "1", "\u2588": "1"}
    rows = [row for line in lines for row in ("".join(top[c] for c in line),
                                               "".join(bottom[c] for c in line))]
    assert all(set(row) == {"0"} for row in rows[:2] + rows[2 + code.size:])
    assert [row[2:-2] for row in rows[2:2 + code.size]] == list(code.rows)
    assert all(len(line) == code.size + 4 for line in lines)
