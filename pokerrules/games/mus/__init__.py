"""Mus: four players in two partnerships with the Spanish 40-card deck; mus or no mus, then four
contests (Grande, Chica, Pares, Juego or Punto) bid in turn and scored in order; the first side
to 40 wins.

Hands: :mod:`~pokerrules.games.mus.hands`; the flow: :mod:`~pokerrules.games.mus.state` and
:mod:`~pokerrules.games.mus.bidding`; house rules, counters and signals:
:mod:`~pokerrules.games.mus.rules`; the bot: :mod:`~pokerrules.games.mus.bots`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pokerrules.core.cards import Card
from pokerrules.core.errors import BadCard
from pokerrules.games.mus.card import card_words
from pokerrules.games.mus.coach import COACH
from pokerrules.games.mus.hands import NAMES, MusRanking, counts_as, last_contest, mus_deck
from pokerrules.games.mus.rules import OPTIONS, Settings
from pokerrules.games.mus.state import MusState
from pokerrules.steps.family import Family
from pokerrules.table.declare import match_variant, stacked_table
from pokerrules.table.judge_help import JudgeHelp
from pokerrules.table.showdown import PartResult
from pokerrules.table.state import Bot
from pokerrules.table.teach.model import Lesson

RULES = """\
Four players, partners facing (you and seat 3 against seats 2 and 4), with a 40-card deck (no
8s, 9s or 10s). By default every 3 counts as a king and every 2 as an ace. Play goes to the
right: seat 1, 2, 3, 4 in turn; mano, the first to speak, sits to the dealer's right.

Each player is dealt four cards. In turn everyone says mus (change cards) or no mus. If all four
say mus, each discards one to four cards and draws as many, and they speak again; one no mus
starts the bidding.

Four contests are bid in order: Grande (highest cards), Chica (lowest cards), Pares (duples,
medias, par simple; bonus 3, 2, 1) and Juego (a count of 31 or more: 31 best, then 32, 40, 37
down to 33; bonus 3 for 31, 2 otherwise), or Punto (highest count, bonus 1) when nobody has
juego. In each contest a player passes or opens with two or more; the other side sees, raises,
folds or calls órdago (the whole game). A fold scores at once what was last accepted (one if
nothing); a contest everyone passes is worth one. At the end the hands are shown and the
contests scored in order, exact ties going to the player nearer mano. The first side to 40 wins,
even in the middle of the scoring.
"""


def showdown_parts(options: Mapping[str, str]) -> list[tuple[str, Any]]:
    rules = Settings.from_options(options)
    return [(NAMES[c], MusRanking(c, rules.eight, rules.kickers, rules.real, rules.pedrete))
            for c in ("grande", "chica", "pares", "juego")]


def verdict(options: Mapping[str, str], hands: list[tuple[Card, ...]]) -> list[PartResult]:
    """The four contests among hands given in turn order (the first is mano, who wins exact
    ties): Grande, Chica, Pares, and Juego, or Punto when nobody has juego. Each hand's label
    gives its combination and, where it has one, its bonus."""
    if any(len(h) != 4 for h in hands) or len(hands) > 4:
        raise BadCard("Give two to four hands of four cards each, in turn order (mano first).")
    rules = Settings.from_options(options)
    eight = rules.eight
    out = []
    for contest in ("grande", "chica", "pares", last_contest(hands, eight)):
        ranking = MusRanking(contest, eight, rules.kickers, rules.real, rules.pedrete)
        values = []
        for cards in hands:
            value = ranking.evaluate(cards)
            extra = rules.bonus(contest, cards)
            label = value.label + (f" (bonus {extra})" if extra else "")
            values.append(None if value.key is None else
                          type(value)(value.key, label, notes=counts_as(cards, eight)))
        winner = rules.best(contest, hands)
        # Juego is judged only when a hand has it (else Punto), so only Pares may go to nobody.
        out.append(PartResult(NAMES[contest], () if winner is None else (winner,),
                              tuple(values), may_share=False, may_miss=contest == "pares",
                              settles=MANO_SETTLES, ranking=ranking))
    return out


#: How the judge settles two Mus hands of equal value (the hands are typed in turn order).
MANO_SETTLES = "equal hands go to the one nearer mano, the first hand"


def stacked(*hands: str, seed: int = 0, **options: str) -> MusState:
    """A match whose first deal gives ``hands`` (seat 1's first, four cards each; seat 1 is mano
    in the first deal), then the rest of the deck in order as the stock. For examples and tests."""
    return MusState(stacked_table(VARIANT, hands, seed=seed, options=options))


def _sensible_bot() -> Bot:
    """The sensible bot (its module is imported when one is first made)."""
    from pokerrules.games.mus.bots import MusBot

    return MusBot()


def _lessons() -> tuple[Lesson, ...]:
    """The game's lessons (their module is imported when they are first asked for)."""
    from pokerrules.games.mus.lessons import LESSONS

    return LESSONS


VARIANT = match_variant(
    id="mus",
    name="Mus",
    family="Mus",
    summary="Four players in partnerships with the Spanish 40-card deck: change cards with mus, "
            "then bid four contests (Grande, Chica, Pares, Juego) to 40 points.",
    tags=("draw", "match", "partnership"),
    seats=(4, 4, 4),
    start_stack=10,
    deck=mus_deck,
    start=MusState,
    rules=RULES,
    options=OPTIONS,
    card_words=card_words,
    bots={"sensible": _sensible_bot},
    lessons=_lessons,
    showdown_parts=showdown_parts,
    showdown_cards=(4, 4),
    showdown_verdict=verdict,
    judge_help=JudgeHelp(
        text="Type four cards for each player, in turn order, mano (the first to speak) first: "
             "exact ties go to the player nearer mano. The verdict names the winner of each "
             "contest: Grande (the highest cards), Chica (the lowest), Pares (pairs and better) "
             "and Juego (a count of 31 or more), or Punto (the highest count) when nobody has "
             "juego. With eight kings and eight aces (the default), every 3 counts as a king and "
             "every 2 as an ace.",
        examples=("Kh Ks Qc Jd", "As 2h 4c 5d")),
    coach=COACH,
)

__all__ = ["VARIANT", "MusState", "showdown_parts", "stacked", "verdict"]

FAMILY_ENTRY = Family(VARIANT.family, (VARIANT,), order=13)
