"""The words and value types of a match (:mod:`pokerrules.table.match`): points as players write them,
a log line told to some seats only (:class:`Event`), a finished deal as each seat saw it
(:class:`DealEnd`), and the match's winners in a sentence."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from pokerrules.core.words import agree, phrase, who
from pokerrules.table.view import HandView, LastDealView

_GLYPHS = {Fraction(1, 2): "½", Fraction(1, 3): "⅓", Fraction(2, 3): "⅔",
           Fraction(1, 4): "¼", Fraction(3, 4): "¾", Fraction(1, 6): "⅙", Fraction(5, 6): "⅚"}


def points_text(points: Fraction) -> str:
    """``Fraction(7, 3)`` -> ``"2⅓"``; whole numbers as they are."""
    whole, part = divmod(points, 1)
    if not part:
        return str(int(whole))
    glyph = _GLYPHS.get(part)
    if glyph is None:
        slash = f"{part.numerator}/{part.denominator}"
        return f"{int(whole)} {slash}" if whole else slash
    return (str(int(whole)) if whole else "") + glyph


@dataclass(frozen=True)
class Event:
    """One log line in the first person of ``owner`` (``None``: the table's), with ``[verb]`` and
    ``<N>`` as in :func:`~pokerrules.steps.view.phrase`. With an ``audience``, only those seats
    read ``text``; the others read ``others`` (or nothing, when it is ``None``)."""

    owner: int | None
    text: str
    audience: frozenset[int] | None = None
    others: str | None = None

    def for_seat(self, viewer: int) -> str | None:
        if self.audience is None or viewer in self.audience:
            return phrase(self.owner, self.text, viewer)
        return None if self.others is None else phrase(self.owner, self.others, viewer)


@dataclass(frozen=True)
class DealEnd:
    """A finished deal as every seat saw it when it ended: its number, each viewer's
    ``hands_view`` then (``hands[viewer]``), the log lines that tell its result (the move that
    ended it and what followed, or the lines the game marked with :meth:`Match.result_lines`),
    and the points and chips after it."""

    number: int
    hands: tuple[tuple[HandView, ...], ...]
    events: tuple[Event, ...]
    points: tuple[Fraction, ...]
    gained: tuple[Fraction, ...]  # points scored in this deal
    stacks: tuple[int, ...]

    def to_json(self, viewer: int, chips: bool) -> LastDealView:
        lines = [line for line in (e.for_seat(viewer) for e in self.events) if line is not None]
        names = ["you" if s == viewer else f"seat {s + 1}" for s in range(len(self.points))]
        lines.append(f"Points after deal {self.number}: " + ", ".join(
            f"{n} {points_text(p)}" + (f" ({signed_points(g)} in this deal)" if g else "")
            for n, p, g in zip(names, self.points, self.gained, strict=True)) + ".")
        if chips:
            lines.append("Chips now: " + ", ".join(
                f"{n} {c}" for n, c in zip(names, self.stacks, strict=True)) + ".")
        return {"number": self.number, "hands": list(self.hands[viewer]), "lines": lines}


def winners_words(winners: list[int] | None, viewer: int,
                   points: Sequence[Fraction] | None) -> str:
    """The match's winners for ``viewer``: "You win the match with 3 points.", "You win the
    match, together with seat 3.", "You lose the match: seat 2 wins it.", "You draw the match:
    nobody wins it."; "" when nobody is named. Without ``points``, the winners are those who
    gained the most chips."""
    if winners is None:
        return ""
    if not winners:
        return "You draw the match: nobody wins it."
    if points is None:
        with_points = " with the most chips"
    else:
        scores = {points_text(points[s]) for s in winners}
        with_points = f" with {scores.pop()} points" if len(scores) == 1 and any(points) else ""
    if viewer in winners:
        others = [s for s in winners if s != viewer]
        together = f", together with {who(others, viewer).lower()}" if others else ""
        return f"You win the match{with_points}{together}."
    return (f"You lose the match: {who(winners, viewer).lower()} "
            f"{agree(winners, viewer, 'win')} it{with_points}.")


def signed_points(points: Fraction) -> str:
    return ("+" if points > 0 else "-") + points_text(abs(points))


def chips_word(count: int) -> str:
    return "chip" if count == 1 else "chips"


def capital(line: str) -> str:
    return line[:1].upper() + line[1:]
