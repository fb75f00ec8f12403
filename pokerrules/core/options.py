"""House-rule options: declared once per variant, checked on the way in."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from pokerrules.core.errors import BadOption, quote


@dataclass(frozen=True)
class Choice:
    value: str
    label: str


@dataclass(frozen=True)
class OptionSpec:
    """One option. ``choices`` makes it a pick-list; otherwise ``parse`` checks free text.

    ``applies`` names other options and the values under which this one matters at all (the
    raise cap only with fixed-limit betting); under any other value it is ignored, never refused.
    """

    name: str
    label: str
    default: str
    choices: tuple[Choice, ...] = ()
    help: str = ""
    parse: Callable[[str], Any] | None = field(default=None, compare=False)
    applies: tuple[tuple[str, tuple[str, ...]], ...] = ()
    #: Only for judging a showdown (what is wild at the end of a Chaos hand): in play the deal
    #: decides it, so the simulator's house-rules form leaves it out.
    judge_only: bool = False

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "label": self.label, "default": self.default}
        if self.choices:
            data["kind"] = "choice"
            data["choices"] = [{"value": c.value, "label": c.label} for c in self.choices]
        else:
            data["kind"] = "text"
        if self.help:
            data["help"] = self.help
        if self.judge_only:
            data["judge_only"] = True
        if self.applies:
            data["applies"] = {name: list(values) for name, values in self.applies}
        return data

    def words(self, value: str) -> str:
        """A value in the players' words: its choice's label (a free-text value is its own)."""
        return next((c.label for c in self.choices if c.value == value), value)

    def matters(self, options: Mapping[str, str]) -> bool:
        """Whether this option changes anything under the other ``options``."""
        return all(options.get(name) in values for name, values in self.applies)

    def check(self, value: object) -> str:
        if not isinstance(value, str):
            raise BadOption(f"{self.label} must be given as text, not {quote(value)}.")
        if self.choices:
            allowed = [c.value for c in self.choices]
            if value not in allowed:
                raise BadOption(f"{self.label} cannot be {quote(value)}; choose one of {', '.join(allowed)}.")
        elif self.parse is not None:
            self.parse(value)
        return value


def resolve(specs: tuple[OptionSpec, ...], given: Mapping[str, object] | None) -> dict[str, str]:
    """Every option's value: the defaults, overridden by ``given`` after checking each one."""
    if given is None:
        given = {}
    if not isinstance(given, Mapping):
        raise BadOption(f"Options must be a mapping of names to values, not {quote(given)}.")
    by_name = {spec.name: spec for spec in specs}
    unknown = [name for name in given if name not in by_name]
    if unknown:
        known = ", ".join(by_name) or "none"
        raise BadOption(f"There is no option {quote(unknown[0])}; the options are: {known}.")
    return {spec.name: spec.check(given.get(spec.name, spec.default)) for spec in specs}


def parse_ints(text: str, count: int, what: str) -> tuple[int, ...]:
    """``"1-4-5"`` -> ``(1, 4, 5)``, each a whole number from 0 to 1000."""
    parts = text.strip().split("-")
    try:
        values = tuple(int(p) for p in parts)
    except ValueError:
        values = ()
    if len(values) != count or any(v < 0 or v > 1000 for v in values):
        raise BadOption(
            f"{what} must be {count} whole numbers from 0 to 1000 joined by dashes, "
            f"such as {'-'.join(['1'] * count)}, not {quote(text)}."
        )
    return values
