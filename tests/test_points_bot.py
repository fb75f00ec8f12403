"""The point-count games' bot remembers hand strengths per declaration: a strength worked out
for one declaration must never answer for another, even one that comes to live at the same
address in memory (``id``) after the first is gone, or a bot's moves, and the coach's figures,
would depend on what the process did before."""

from __future__ import annotations

from pokerrules.core.cards import parse
from pokerrules.lookup.registry import get
from pokerrules.steps import bots_points
from pokerrules.steps.bots_points import PointsBot
from pokerrules.table.agents import make_bot


def _bot(game: str) -> PointsBot:
    bot = make_bot(get(game))
    assert isinstance(bot, PointsBot)
    return bot


def test_a_strength_left_by_a_spec_whose_address_was_reused_is_not_used() -> None:
    bot, other = _bot("seven-twenty-seven"), _bot("thirty-one")
    spec, later = bot.spec_for({}), other.spec_for({})
    hand = parse("Kh 7s 10c")  # 27 and a half: on 7/27's high target, far from 31
    bots_points._STRENGTHS.clear()
    fresh = other.strength(later, hand)
    bots_points._STRENGTHS.clear()
    mine = bot.strength(spec, hand)
    assert mine != fresh, "the two declarations must value this hand differently"
    # As if ``spec`` were gone and ``later`` had come to live at its address: move its entries.
    for key in [k for k in bots_points._STRENGTHS if k[0] == id(spec)]:
        bots_points._STRENGTHS[(id(later), *key[1:])] = bots_points._STRENGTHS.pop(key)
    assert other.strength(later, hand) == fresh
