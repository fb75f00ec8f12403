"""What every bot of a declared (step-built) game shares: it reads the game's rules, with the
table's house rules applied, from the options in its own view."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from pokerrules.steps.spec import Spec


@dataclass
class DeclaredGameBot:
    """``spec_for(options)`` gives the declaration in force; each set of options is worked out
    once per bot."""

    spec_for: Callable[[dict[str, str]], Spec]
    _cache: dict[tuple[tuple[str, str], ...], Spec] = field(default_factory=dict)

    def _spec(self, view: Mapping[str, Any]) -> Spec:
        """The declaration in force for ``view``: its options applied, then whatever the game's
        table rule shows in the view (wild cards that changed during the hand)."""
        key = tuple(sorted(view.get("options", {}).items()))
        if key not in self._cache:
            self._cache[key] = self.spec_for(dict(key))
        return self._cache[key].in_view(view)
