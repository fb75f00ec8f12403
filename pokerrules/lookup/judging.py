"""The judge by game id (the facade's ``judge`` op, the command line, the docs' examples): the
game looked up in the registry, then judged by :mod:`pokerrules.table.judging`.

>>> judge("ten-card-stud", ["As Ad Kc Kd 2s", "Qs Js Ts 9s 8s"])["parts"][0]["winners"]
[1]
>>> judge("texas-holdem", ["Ah Kd", "7c 7d"], board="Ks 7h 2c 9d 3s")["text"]
['High: hand 2 wins with three of a kind, sevens, king-nine kickers.']
"""

from __future__ import annotations

from typing import Any

from pokerrules.lookup.registry import get
from pokerrules.table.judging import MAX_HANDS, Judged, in_json, judge_game, judged_game

__all__ = ["MAX_HANDS", "in_json", "judge", "judged"]


def judge(variant_id: object, hands: object, options: object = None,
          board: object = "") -> dict[str, Any]:
    """Who wins each part of the pot among ``hands`` in the game with this id
    (:func:`~pokerrules.table.judging.judge_game`), each hand its own cards where the game deals
    a ``board`` typed once; an unknown id raises :class:`~pokerrules.core.errors.UnknownVariant`."""
    return judge_game(get(variant_id), hands, options, board)


def judged(variant_id: object, hands: object, options: object = None,
           board: object = "") -> Judged:
    """What :func:`judge` decides, as results."""
    return judged_game(get(variant_id), hands, options, board)
