"""A small QR code encoder for the printed card's link (issue 22, part 1): byte mode, error
correction level M, versions 1 to 20 (up to 666 bytes, far more than a card's address needs), and
the mask chosen by the standard's penalty rules unless one is asked for.

:func:`encode` gives a :class:`QrCode` whose ``rows`` are strings of ``"0"`` (light) and ``"1"``
(dark), one per module row, without the quiet zone (a printer or the page adds four light modules
round it). :func:`svg_path` draws the dark modules as one SVG path, :func:`blocks` as text.

The mask's penalty is scored on the whole finished symbol, format and version information
included (some encoders score it before writing those, so on a close call they may pick another
mask; any mask reads the same). ``tests/test_qr.py`` checks the modules against segno's.

>>> code = encode("https://example.org/games/chaos/")
>>> code.version, code.size, len(code.rows) == code.size
(3, 29, True)
>>> code.rows[0][:8]
'11111110'
>>> encode("x" * 700)
Traceback (most recent call last):
...
pokerrules.kits.qr.TextTooLong: The text is 700 bytes long; a QR code here holds at most 666.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pokerrules.core.errors import BadRequest

#: Level M, per version (index 0 is version 1): (error-correction codewords per block,
#: (blocks, data codewords per block) of the first group, the same of the second group).
_BLOCKS: tuple[tuple[int, tuple[int, int], tuple[int, int]], ...] = (
    (10, (1, 16), (0, 0)), (16, (1, 28), (0, 0)), (26, (1, 44), (0, 0)),
    (18, (2, 32), (0, 0)), (24, (2, 43), (0, 0)), (16, (4, 27), (0, 0)),
    (18, (4, 31), (0, 0)), (22, (2, 38), (2, 39)), (22, (3, 36), (2, 37)),
    (26, (4, 43), (1, 44)), (30, (1, 50), (4, 51)), (22, (6, 36), (2, 37)),
    (22, (8, 37), (1, 38)), (24, (4, 40), (5, 41)), (24, (5, 41), (5, 42)),
    (28, (7, 45), (3, 46)), (28, (10, 46), (1, 47)), (26, (9, 43), (4, 44)),
    (26, (3, 44), (11, 45)), (26, (3, 41), (13, 42)),
)
MAX_VERSION = len(_BLOCKS)
#: The format information's two bits for level M.
_LEVEL_M = 0b00
MASKS = range(8)


class TextTooLong(BadRequest):
    """The text does not fit the largest QR code this encoder makes (or the version asked)."""


@dataclass(frozen=True)
class QrCode:
    """A QR code's modules, row by row: ``"1"`` dark, ``"0"`` light, no quiet zone."""

    version: int
    mask: int
    rows: tuple[str, ...]

    @property
    def size(self) -> int:
        return len(self.rows)


def _data_capacity(version: int) -> int:
    _, (b1, d1), (b2, d2) = _BLOCKS[version - 1]
    return b1 * d1 + b2 * d2


def _count_bits(version: int) -> int:
    return 8 if version < 10 else 16


def capacity(version: int) -> int:
    """The most bytes a level-M code of ``version`` holds in byte mode."""
    return (_data_capacity(version) * 8 - 4 - _count_bits(version)) // 8


def encode(text: str, *, version: int | None = None, mask: int | None = None) -> QrCode:
    """``text`` (as UTF-8) in the smallest version that holds it, or in ``version``; the mask
    with the lowest penalty, or ``mask``. A text too long raises :class:`TextTooLong`."""
    data = text.encode("utf-8")
    if version is None:
        version = next((v for v in range(1, MAX_VERSION + 1) if len(data) <= capacity(v)), 0)
        if not version:
            raise TextTooLong(f"The text is {len(data)} bytes long; a QR code here holds at "
                              f"most {capacity(MAX_VERSION)}.")
    elif not 1 <= version <= MAX_VERSION:
        raise BadRequest(f"A QR code's version here is 1 to {MAX_VERSION}, not {version}.")
    elif len(data) > capacity(version):
        raise TextTooLong(f"The text is {len(data)} bytes long; a version {version} QR code "
                          f"holds at most {capacity(version)}.")
    if mask is not None and mask not in MASKS:
        raise BadRequest(f"A QR code's mask is 0 to 7, not {mask}.")
    return from_data_codewords(data_codewords(data, version), version, mask)


def from_data_codewords(data: list[int], version: int, mask: int | None = None) -> QrCode:
    """The code for ``data``, a version's whole data codewords (mode, count, bytes, terminator
    and padding already in), with the error correction added and the modules placed."""
    base = _Matrix(version)
    base.place(_with_error_correction(data, version))
    if mask is None:
        mask = min(MASKS, key=lambda m: _penalty(base.finished(m)))
    return QrCode(version, mask, tuple("".join("1" if d else "0" for d in row)
                                       for row in base.finished(mask)))


def svg_path(code: QrCode, quiet: int = 4) -> str:
    """The dark modules as an SVG path (one unit a module, ``quiet`` modules of margin), one
    horizontal run of dark modules a rectangle: ``M x y h w v 1 h -w z``."""
    parts = []
    for y, row in enumerate(code.rows):
        x = 0
        while x < len(row):
            if row[x] == "1":
                end = row.index("0", x) if "0" in row[x:] else len(row)
                parts.append(f"M{x + quiet} {y + quiet}h{end - x}v1h{x - end}z")
                x = end
            else:
                x += 1
    return "".join(parts)


def blocks(code: QrCode, quiet: int = 2) -> str:
    """The code as text, two module rows a line: the dark modules in ink ("█", "▀", "▄"), the
    light ones blank, ``quiet`` light modules round it; for a printer, or a light terminal."""
    side = code.size + 2 * quiet
    rows = ["0" * side] * quiet + ["0" * quiet + row + "0" * quiet for row in code.rows]
    rows += ["0" * side] * (quiet + (len(rows) + quiet) % 2)
    glyph = {("0", "0"): " ", ("1", "0"): "\u2580", ("0", "1"): "\u2584", ("1", "1"): "\u2588"}
    return "\n".join("".join(glyph[pair] for pair in zip(top, bottom, strict=True))
                     for top, bottom in zip(rows[::2], rows[1::2], strict=True))


# Data and error correction -----------------------------------------------------------------


def data_codewords(data: bytes, version: int) -> list[int]:
    """Byte mode: the mode, the count, the bytes, a terminator of up to four zero bits, zero
    bits up to a byte, then the pad bytes 0xEC and 0x11 in turn up to the version's capacity."""
    bits = [0, 1, 0, 0]  # byte mode
    bits += _bits(len(data), _count_bits(version))
    for byte in data:
        bits += _bits(byte, 8)
    total = _data_capacity(version) * 8
    bits += [0] * min(4, total - len(bits))
    bits += [0] * (-len(bits) % 8)
    words = [int("".join(map(str, bits[i:i + 8])), 2) for i in range(0, len(bits), 8)]
    pad = (0xEC, 0x11)
    return words + [pad[i % 2] for i in range(_data_capacity(version) - len(words))]


def _bits(value: int, width: int) -> list[int]:
    return [(value >> i) & 1 for i in reversed(range(width))]


def _gf_tables() -> tuple[list[int], list[int]]:
    exp, log = [0] * 512, [0] * 256
    x = 1
    for i in range(255):
        exp[i], log[x] = x, i
        x <<= 1
        if x & 0x100:
            x ^= 0x11D
    for i in range(255, 512):
        exp[i] = exp[i - 255]
    return exp, log


_EXP, _LOG = _gf_tables()


def _gf_mul(a: int, b: int) -> int:
    return 0 if a == 0 or b == 0 else _EXP[_LOG[a] + _LOG[b]]


def _generator(degree: int) -> list[int]:
    poly = [1]
    for i in range(degree):
        poly = [a ^ _gf_mul(b, _EXP[i]) for a, b in zip(poly + [0], [0] + poly, strict=True)]
    return poly  # highest power first


def _remainder(data: list[int], degree: int) -> list[int]:
    gen = _generator(degree)
    rest = list(data) + [0] * degree
    for i in range(len(data)):
        factor = rest[i]
        if factor:
            for j, g in enumerate(gen):
                rest[i + j] ^= _gf_mul(g, factor)
    return rest[len(data):]


def _with_error_correction(data: list[int], version: int) -> list[int]:
    ec, (b1, d1), (b2, d2) = _BLOCKS[version - 1]
    blocks, at = [], 0
    for size in [d1] * b1 + [d2] * b2:
        blocks.append(data[at:at + size])
        at += size
    out = [b[i] for i in range(max(d1, d2)) for b in blocks if i < len(b)]
    checks = [_remainder(b, ec) for b in blocks]
    return out + [c[i] for i in range(ec) for c in checks]


# The matrix ------------------------------------------------------------------------------------


def alignment_positions(version: int) -> list[int]:
    """The rows (and columns) of the alignment patterns' centres."""
    if version == 1:
        return []
    count = version // 7 + 2
    step = 26 if version == 32 else (version * 4 + count * 2 + 1) // (count * 2 - 2) * 2
    size = version * 4 + 17
    return [6] + sorted(size - 7 - i * step for i in range(count - 1))


def _bch(value: int, poly: int, degree: int) -> int:
    rest = value << degree
    for shift in reversed(range(rest.bit_length() - degree)):
        if rest >> (shift + degree) & 1:
            rest ^= poly << shift
    return (value << degree) | rest


_MASK_RULES: tuple[Callable[[int, int], bool], ...] = (
    lambda r, c: (r + c) % 2 == 0, lambda r, c: r % 2 == 0, lambda r, c: c % 3 == 0,
    lambda r, c: (r + c) % 3 == 0, lambda r, c: (r // 2 + c // 3) % 2 == 0,
    lambda r, c: r * c % 2 + r * c % 3 == 0, lambda r, c: (r * c % 2 + r * c % 3) % 2 == 0,
    lambda r, c: ((r + c) % 2 + r * c % 3) % 2 == 0,
)


class _Matrix:
    """The function patterns of one version, then the codewords placed in the free modules."""

    def __init__(self, version: int) -> None:
        self.version = version
        self.size = size = version * 4 + 17
        self.dark = [[False] * size for _ in range(size)]
        self.fixed = [[False] * size for _ in range(size)]
        for r, c in ((0, 0), (0, size - 7), (size - 7, 0)):
            self._finder(r, c)
        for i in range(8, size - 8):
            self._set(6, i, i % 2 == 0)
            self._set(i, 6, i % 2 == 0)
        centres = alignment_positions(version)
        corners = {(6, 6), (6, size - 7), (size - 7, 6)}
        for r in centres:
            for c in centres:
                if (r, c) not in corners:
                    for dr in range(-2, 3):
                        for dc in range(-2, 3):
                            self._set(r + dr, c + dc, max(abs(dr), abs(dc)) != 1)
        self._format(0)  # reserves the format modules (written again once the mask is known)
        if version >= 7:
            bits = _bch(version, 0x1F25, 12)
            for i in range(18):
                a, b = size - 11 + i % 3, i // 3
                self._set(a, b, bits >> i & 1 == 1)
                self._set(b, a, bits >> i & 1 == 1)

    def _set(self, r: int, c: int, dark: bool) -> None:
        self.dark[r][c] = dark
        self.fixed[r][c] = True

    def _finder(self, top: int, left: int) -> None:
        for dr in range(-1, 8):
            for dc in range(-1, 8):
                r, c = top + dr, left + dc
                if 0 <= r < self.size and 0 <= c < self.size:
                    ring = max(abs(dr - 3), abs(dc - 3))
                    self._set(r, c, ring != 2 and ring != 4)

    def _format(self, mask: int) -> None:
        bits = _bch(_LEVEL_M << 3 | mask, 0x537, 10) ^ 0x5412
        size = self.size
        first = [(i, 8) for i in range(6)] + [(7, 8), (8, 8), (8, 7)]
        first += [(8, 14 - i) for i in range(9, 15)]
        second = [(8, size - 1 - i) for i in range(8)]
        second += [(size - 15 + i, 8) for i in range(8, 15)]
        for i, (r, c) in enumerate(first):
            self._set(r, c, bits >> i & 1 == 1)
        for i, (r, c) in enumerate(second):
            self._set(r, c, bits >> i & 1 == 1)
        self._set(size - 8, 8, True)

    def place(self, codewords: list[int]) -> None:
        bits = [b for word in codewords for b in _bits(word, 8)]
        at, size = 0, self.size
        right = size - 1
        while right >= 1:
            if right == 6:
                right = 5
            for vert in range(size):
                upward = (right + 1) & 2 == 0
                r = size - 1 - vert if upward else vert
                for c in (right, right - 1):
                    if not self.fixed[r][c]:
                        self.dark[r][c] = at < len(bits) and bits[at] == 1
                        at += 1
            right -= 2

    def finished(self, mask: int) -> list[list[bool]]:
        rule = _MASK_RULES[mask]
        self._format(mask)
        return [[dark != (not fixed and rule(r, c))
                 for c, (dark, fixed) in enumerate(zip(row, fixed_row, strict=True))]
                for r, (row, fixed_row) in enumerate(zip(self.dark, self.fixed, strict=True))]


# The penalty rules -----------------------------------------------------------------------------

_FINDER_LIKE = (True, False, True, True, True, False, True)


def _penalty(grid: list[list[bool]]) -> int:
    """The standard's four penalties: runs of five or more of one colour (3, plus 1 a module
    more), each 2x2 block of one colour (3), each 1:1:3:1:1 finder-like pattern with four light
    modules on one side (40; beyond the edge counts as light), and 10 for each full 5% the
    share of dark modules is away from half."""
    size = len(grid)
    lines = grid + [list(col) for col in zip(*grid, strict=True)]
    score = 0
    for line in lines:
        run = 1
        for i in range(1, size + 1):
            if i < size and line[i] == line[i - 1]:
                run += 1
                continue
            if run >= 5:
                score += run - 2
            run = 1
        score += 40 * _finder_like(line)
    for r in range(size - 1):
        for c in range(size - 1):
            if grid[r][c] == grid[r][c + 1] == grid[r + 1][c] == grid[r + 1][c + 1]:
                score += 3
    dark = sum(map(sum, grid))
    total = size * size
    return score + abs(dark * 20 - total * 10) // total * 10


def _finder_like(line: list[bool]) -> int:
    found, i = 0, 0
    while i + 7 <= len(line):
        if tuple(line[i:i + 7]) == _FINDER_LIKE:
            if not any(line[max(i - 4, 0):i]) or not any(line[i + 7:i + 11]):
                found += 1
                i += 7
                continue
            i += 4
            continue
        i += 1
    return found
