"""Every game, family by family. The registry, the generated pages and the tests list games from
here, so nothing names a game by id to find it.

A family is a name, its games as registered (:class:`~pokerrules.game.Variant`), and, for the
step-built ones, their declarations (:class:`~pokerrules.spec.Spec`), which the rules cards and
family trees are drawn from. Add a family by adding one line to :func:`families`.

>>> [f.name for f in families()][:2]
['Three Card Poker', '7/27']
>>> spec_of("go-fish").parent
'seven-twenty-seven'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pokerrules.game import Variant
    from pokerrules.spec import Spec


@dataclass(frozen=True)
class Family:
    name: str
    variants: tuple[Variant, ...]
    specs: tuple[Spec, ...] = ()


@cache
def families() -> tuple[Family, ...]:
    from pokerrules.games import (
        jubilee,
        mus,
        rumino,
        three_card_poker,
        three_fifty_seven,
        twenty_five,
    )
    from pokerrules.games.pif_paf import VARIANT as PIF_PAF
    from pokerrules.variants import (
        butcherboy,
        give_me_five,
        kenosha,
        night_chaos,
        seven_twenty_seven,
        suck,
        ten_card_stud,
        triple_replace,
    )

    return (
        Family("Three Card Poker", (three_card_poker.VARIANT,)),
        seven_twenty_seven.FAMILY_ENTRY,
        ten_card_stud.FAMILY_ENTRY,
        kenosha.FAMILY_ENTRY,
        suck.FAMILY_ENTRY,
        butcherboy.FAMILY_ENTRY,
        triple_replace.FAMILY_ENTRY,
        give_me_five.FAMILY_ENTRY,
        night_chaos.FAMILY_ENTRY,  # Chaos and Night Chaos
        Family("Three Fifty Seven", (three_fifty_seven.VARIANT,)),
        Family("Jubilee", (jubilee.VARIANT,)),
        Family("Twenty-Five", (twenty_five.VARIANT,)),
        Family("Mus", (mus.VARIANT,)),
        Family("Rumino", (rumino.VARIANT,)),
        Family("Pif Paf", (PIF_PAF,)),
    )


def tag_anchor(tag: str) -> str:
    """Where a tag's meaning is, on the catalogue page (the id of its term there):
    ``tag-three-cards``. Each tag shown on the site links to it."""
    return "tag-" + "-".join(re.findall(r"[a-z0-9]+", tag.lower()))


def family_of(game_id: str) -> Family:
    """The family a game belongs to (``KeyError`` if none)."""
    for family in families():
        if any(v.id == game_id for v in family.variants):
            return family
    raise KeyError(game_id)


def spec_of(game_id: str) -> Spec | None:
    """The declaration of a step-built game, or ``None`` for a hand-written one."""
    for family in families():
        for spec in family.specs:
            if spec.id == game_id:
                return spec
    return None
