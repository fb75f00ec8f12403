"""Chaos: seven-card stud where the wild cards change during the deal. A face-up queen makes the
2 to 10 of her suit wild until the next face-up queen; with the jokers option, a face-up joker
makes the jokers wild until the next queen makes them dead.

The declaration is plain seven-card stud plus a table rule (:class:`ChaosWild`, in
:mod:`pokerrules.games.chaos.wild`) that watches every card coming face up.

>>> CHAOS.table
ChaosWild(jokers=False, joker_ends_queen=True, few='none', end_suit=None, end_jokers_wild=False)
>>> [o.name for o in VARIANT.options][-5:]
['jokers', 'joker_ends_queen', 'few_players', 'wild_suit', 'wild_jokers']
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from pokerrules.core.cards import JOKER_RANK, JOKER_SUIT, Card, standard_deck
from pokerrules.core.options import Choice, OptionSpec
from pokerrules.core.rng import SeededRandom
from pokerrules.games.chaos.wild import SUIT_NAMES, ChaosWild, set_rule
from pokerrules.rankings.poker import HighPoker
from pokerrules.steps.spec import Bet, Deal, Showdown, SourceStats, Spec
from pokerrules.steps.variant import HouseRule, step_variant
from pokerrules.table.game import Variant
from pokerrules.table.judge_help import JudgeHelp, deal_hands
from pokerrules.table.teach.model import Lesson

FAMILY = "Chaos"

_BASE = Spec(
    id="chaos",
    name="Chaos",
    serial=0,
    parent=None,
    tags=("stud", "wild"),
    summary="Seven-card stud where a face-up queen makes the 2 to 10 of her suit wild, until the "
            "next face-up queen moves the wild cards to her own suit.",
    steps=(
        Deal(down=2), Deal(up=1), Bet(), Deal(up=1), Bet(), Deal(up=1), Bet(), Deal(up=1), Bet(),
        Deal(down=1), Bet(), Showdown(high=HighPoker()),
    ),
    stats=SourceStats(cards=7, players=0, betting_rounds=5, max_cards_seen=7, wilds=9,
                      source="The Poker Page (submitted by Brian O'Neill)"),
)
CHAOS = ChaosWild().settle(_BASE)


def _yes(value: str) -> bool:
    return value == "yes"


RULES = (
    HouseRule(OptionSpec("jokers", "Jokers", "no", choices=(
        Choice("no", "No jokers (52 cards)"),
        Choice("yes", "Two jokers in the deck (54 cards)"))),
        lambda spec, v: set_rule(spec, jokers=_yes(v))),
    HouseRule(OptionSpec("joker_ends_queen", "A face-up joker and the queen's suit", "yes", choices=(
        Choice("yes", "The joker ends the queen's wild suit"),
        Choice("no", "The queen's suit stays wild with the jokers")),
        applies=(("jokers", ("yes",)),)),
        lambda spec, v: set_rule(spec, joker_ends_queen=_yes(v))),
    HouseRule(OptionSpec("few_players", "Help for a small table", "none", choices=(
        Choice("none", "None"),
        Choice("dummy", "A dummy hand (up to 6 players, 7 with jokers)"),
        Choice("turn", "A card turned before each face-up card (up to 4 players)"))),
        lambda spec, v: set_rule(spec, few=v)),
    HouseRule(OptionSpec("wild_suit", "The suit wild at the showdown", "none", choices=(
        Choice("none", "None"), *(Choice(s, f"The 2–10 of {SUIT_NAMES[s]}") for s in "hdcs")),
        help="For judging a showdown; in play, the face-up queens decide.", judge_only=True),
        lambda spec, v: set_rule(spec, end_suit=None if v == "none" else v)),
    HouseRule(OptionSpec("wild_jokers", "Jokers at the showdown", "dead", choices=(
        Choice("dead", "Dead, or not in the deck"), Choice("wild", "Wild (the deck has jokers)")),
        help="For judging a showdown; in play, the face-up jokers and queens decide.",
        applies=(("jokers", ("yes",)),), judge_only=True),
        lambda spec, v: set_rule(spec, end_jokers_wild=v == "wild")),
)

JOKERS = (Card(JOKER_RANK, JOKER_SUIT),) * 2


def deck_for(options: Mapping[str, str]) -> tuple[Card, ...]:
    """The 52 cards, and the two jokers with the jokers option."""
    return standard_deck() + (JOKERS if options.get("jokers") == "yes" else ())


def _drill_hands(rng: SeededRandom, deck: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    """The "Who wins?" drill's showdown: 2 to 4 seven-card hands, as seven-card stud deals."""
    return deal_hands(rng, deck, 7)


def drill_note(options: Mapping[str, str]) -> str:
    """What the "Who wins?" drill says above its hands: which cards are wild at this showdown
    (the judge-only options ``wild_suit`` and ``wild_jokers``), since the cards alone do not."""
    suit = options.get("wild_suit", "none")
    text = (f"The 2 to 10 of {SUIT_NAMES[suit]} are wild at this showdown." if suit in SUIT_NAMES
            else "No suit is wild at this showdown.")
    if options.get("jokers") == "yes":
        text += (" The jokers are wild." if options.get("wild_jokers") == "wild"
                 else " The jokers are dead: they count for nothing.")
    return text


def drill_options(rng: SeededRandom) -> dict[str, str]:
    """The drill's wild suit at the showdown: none a fifth of the time, else one of the four."""
    return {"wild_suit": ("none", *SUIT_NAMES)[rng.below(5)]}


def _lessons() -> tuple[Lesson, ...]:
    """The game's lessons (their module is imported when they are first asked for)."""
    from pokerrules.games.chaos.chaos_lessons import LESSONS

    return LESSONS


def _variant() -> Variant:
    base = step_variant(CHAOS, FAMILY, RULES, min_seats=2, max_seats=7, default_seats=5,
                        showdown_cards=(5, 7),
                        lessons=_lessons,
                        judge_help=JudgeHelp(drill=_drill_hands, drill_note=drill_note,
                                             drill_options=drill_options))
    return replace(base, options_deck=deck_for)


VARIANT = _variant()
SPECS = (CHAOS,)
VARIANTS = (VARIANT,)
