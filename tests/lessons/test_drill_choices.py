"""Every choice the drill offers can be right in that game: over every game with a showdown,
each part's shared answer ("A tie", "More than one scores") is offered only where the judge can
name several hands in that part, and "Nobody" only where it can name none. Each is shown by a
witness: hands the judge really judges that way, found among seeded drills, among hands built
from them (a copy with other suits ties), or among the few written here. And the converse: over
many seeded drills, the right answer is always among the choices. Pure Python, a few seconds."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from pokerrules.core.cards import Card, format_cards
from pokerrules.core.errors import BadCard
from pokerrules.core.rng import SeededRandom, shuffled
from pokerrules.lessons.drill import drill
from pokerrules.lookup.judging import judged
from pokerrules.lookup.registry import get, variants
from pokerrules.table.teach.verdicts import NOBODY

SHOWDOWN_GAMES = [v.id for v in variants() if v.showdown_parts is not None]
SEEDS = range(60)
#: Witnesses written out where seeded hands rarely find one: (game, options, hands).
WRITTEN: tuple[tuple[str, dict[str, str], tuple[str, ...]], ...] = (
    # From 20: 5♠ makes 25 and, three plays later, 5♣ makes 50: two plays score a jubilee.
    ("jubilee", {"total": "20"}, ("5s", "Ts", "Qs", "5c")),
    # From 20: 7♠ passes 25 and, three plays later, 7♣ passes 50.
    ("jubilee", {"total": "20"}, ("7s", "Ts", "9s", "7c")),
    # No hand stays at or under 33 (or 22): nobody wins the high half.
    ("three-thirty-three", {}, ("Ts Th Td Tc 9s", "9h 9d 9c 8s 8h")),
    ("two-twenty-two", {}, ("Ts Th Td", "9h 9d 9c")),
    # No hand reaches 3 (or 2): nobody wins the low half.
    ("three-thirty-three", {}, ("2s", "2h")),
    ("two-twenty-two", {}, ("Ks", "Qh")),
    # Clubs led, hearts trumps: two players hold a club and play a diamond.
    ("twenty-five", {"trump": "h"}, ("2c 9d", "3d 4c", "5d 6c")),
)

_SUITS = "shdc"


def _turned(cards: tuple[Card, ...], by: int) -> tuple[Card, ...]:
    """The same ranks with every suit moved ``by`` places (a joker stays)."""
    return tuple(c if c.is_joker else Card(c.rank, _SUITS[(_SUITS.index(c.suit) + by) % 4])
                 for c in cards)


def _candidates(game: str) -> Iterator[tuple[dict[str, str], list[tuple[Card, ...]], str]]:
    """Hands to judge, with the board they share (``""`` for none): each seeded drill's, each
    drill hand with copies in other suits (on the drill's board), and hands of other sizes dealt
    from the seed's deck."""
    variant = get(game)
    for options, hands in ((o, [tuple(_parse(h)) for h in hs]) for g, o, hs in WRITTEN if g == game):
        yield options, hands, ""
    for seed in SEEDS:
        shown = drill(game, seed)
        options = shown["options"]
        hands = [tuple(_parse(" ".join(c["code"] for c in h["cards"]))) for h in shown["hands"]]
        board = " ".join(c["code"] for c in shown["board"])
        yield options, hands, board
        for by in (1, 2, 3):
            yield options, [hands[0], _turned(hands[0], by)], board
            yield options, [hands[0], _turned(hands[0], by), *hands[1:]], board
        deck = shuffled(variant.deck_for(variant.resolve_options(options)), seed)
        low, high = variant.showdown_cards
        rng = SeededRandom(seed)
        size = low + rng.below(min(high, 12) - low + 1)
        yield options, [tuple(deck[i * size:(i + 1) * size]) for i in range(2)], ""


def _parse(text: str) -> tuple[Card, ...]:
    from pokerrules.core.cards import parse

    return parse(text)


@cache
def _seen(game: str) -> dict[str, dict[str, Any]]:
    """For each part name: what the judge declared it may come to, and whether a witness of
    several hands named and of none named was found."""
    seen: dict[str, dict[str, Any]] = {}
    for options, hands, board in _candidates(game):
        try:
            found = judged(game, [format_cards(h) for h in hands], options, board)
        except BadCard:
            continue  # hands the rules refuse (a card twice, a play below zero)
        for result in found.results:
            entry = seen.setdefault(result.part, {"share": set(), "miss": set(),
                                                  "several": False, "none": False})
            entry["share"].add(result.may_share)
            entry["miss"].add(result.may_miss)
            entry["several"] |= len(result.winners) > 1
            entry["none"] |= not result.winners
    return seen


@pytest.mark.parametrize("game", SHOWDOWN_GAMES)
def test_every_choice_offered_can_be_right(game: str) -> None:
    for part, entry in _seen(game).items():
        assert len(entry["share"]) == 1 and len(entry["miss"]) == 1, \
            f"{game} {part}: what it may come to depends on the cards"
        if True in entry["share"]:
            assert entry["several"], f"{game} {part}: offers a tie, but no hands found tie"
        if True in entry["miss"]:
            assert entry["none"], f"{game} {part}: offers Nobody, but no hands found win nothing"
        # The converse, over every hand judged here: what happened was declared possible.
        if entry["several"]:
            assert True in entry["share"], f"{game} {part}: several named, yet no tie offered"
        if entry["none"]:
            assert True in entry["miss"], f"{game} {part}: nobody named, yet Nobody not offered"


@pytest.mark.parametrize("game", SHOWDOWN_GAMES)
def test_the_drill_offers_the_right_answer_and_only_possible_ones(game: str) -> None:
    for seed in SEEDS:
        for part in drill(game, seed)["parts"]:
            names = [c for c in part["choices"] if c.startswith("Hand ")]
            assert part["answer"] in part["choices"]
            extra = [c for c in part["choices"] if c not in names]
            assert all(c in (NOBODY, "A tie") or c.startswith("More than one ") for c in extra)
            assert set(part["reasons"]) == set(part["choices"]) - {part["answer"]}
            assert all(why.endswith(".") for why in part["reasons"].values())


def test_mus_never_offers_a_tie_and_offers_nobody_only_for_pares() -> None:
    """Mus settles equal hands by turn order, so no contest ties; Juego is judged only when a
    hand has juego (else Punto), so only Pares may go to nobody."""
    for seed in range(20):
        for part in drill("mus", seed)["parts"]:
            assert "A tie" not in part["choices"]
            assert (NOBODY in part["choices"]) == (part["part"] == "Pares")
