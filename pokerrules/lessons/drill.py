"""The "Who wins?" drill: seeded random showdowns that the learner judges, part by part, and the
judge explains (who wins, with what, by which rule, wild cards shown as what they play as).

Every game with a showdown to judge has a drill. By default a drill deals 2 to 4 hands (no more
than the judge compares) of as many cards as the game's first judge example; a game whose
showdown needs more (hands of varied sizes, a round's one size) says so with
``JudgeHelp.drill``. A game that deals a board (``Variant.board_cards``) gets one board, dealt
after the hands' own cards and judged as every hand's (``board``; empty in other games). The same
seed always gives the same showdown.

>>> d = drill("ten-card-stud", 7)
>>> len(d["hands"]) >= 2 and all(p["answer"] in p["choices"] for p in d["parts"])
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pokerrules.core.cards import Card, card_json, format_cards, parse
from pokerrules.core.errors import BadRequest
from pokerrules.core.rng import SeededRandom, derive_seed, is_seed, seed_message, shuffled
from pokerrules.lookup.registry import get
from pokerrules.table.judge_box import judge_box, max_hands
from pokerrules.table.judge_help import deal_hands
from pokerrules.table.judging import in_json, judged_game
from pokerrules.table.teach.verdicts import NOBODY, part_words


def _question(part: dict[str, Any]) -> str:
    verb = "wins" if part["winning"] else part["mark"]
    return f"{part['part'][:1].upper()}{part['part'][1:]}: which hand {verb}?"


def drill(variant_id: object, seed: object,
          options: Mapping[str, object] | None = None) -> dict[str, Any]:
    """One showdown to judge: the hands, and for each part of the pot the question, the choices
    that can be right in that game (every hand; "A tie" where the part may name several hands;
    "Nobody" where it may name none: :mod:`pokerrules.table.teach.verdicts`), the judge's answer,
    the verdict in one sentence (``said``: "Hands 1 and 2 tie."), why each other choice is
    wrong (``reasons``), and the judge's sentences to explain it; ``note`` says what the cards
    alone do not (the trump suit), or is empty; ``board`` is the cards every hand shares, where
    the game deals them."""
    variant = get(variant_id)
    if variant.showdown_parts is None:
        raise BadRequest(f"{variant.name} has no showdown to drill.")
    if not is_seed(seed):
        raise BadRequest(seed_message(seed))
    assert isinstance(seed, int)
    given = dict(options or {})
    helper = variant.judge_help
    if helper is not None and helper.drill_options is not None:
        picked = helper.drill_options(SeededRandom(derive_seed(seed, "drill options")))
        given = {**picked, **given}
    resolved = variant.resolve_options(given)
    deck = tuple(shuffled(variant.deck_for(resolved), seed))
    rng = SeededRandom(derive_seed(seed, "drill"))
    if helper is not None and helper.drill is not None:
        hands = helper.drill(rng, deck)
    else:
        size = len(parse(judge_box(variant)["examples"][0]))
        hands = deal_hands(rng, deck, size, most_hands=max_hands(variant))
    board: tuple[Card, ...] = ()
    if variant.board_cards:  # one board for every hand, dealt after their own cards
        top = sum(len(h) for h in hands)
        board = deck[top:top + variant.board_cards]
        if helper is not None and helper.board_options is not None and board:
            resolved = variant.resolve_options({**helper.board_options(board), **given})
    found = judged_game(variant, [format_cards(h) for h in hands], resolved, format_cards(board))
    verdict = in_json(found)
    names = [f"Hand {i + 1}" for i in range(len(hands))]
    parts = []
    for part, result in zip(verdict["parts"], found.results, strict=True):
        words = part_words(result, found.hands, names, nobody=NOBODY)
        parts.append({**part, "question": _question(part), "answer": words.answer,
                      "choices": list(words.choices), "said": words.said,
                      "reasons": {c: words.reasons[c] for c in words.choices if c != words.answer}})
    return {
        "variant": variant.id, "seed": seed, "options": resolved,
        "hands": [{"name": name, "cards": [card_json(c) for c in hand]}
                  for name, hand in zip(names, hands, strict=True)],
        "board": [card_json(c) for c in board],
        "parts": parts,
        "text": verdict["text"],
        "note": helper.drill_note(resolved) if helper is not None and helper.drill_note else "",
    }
