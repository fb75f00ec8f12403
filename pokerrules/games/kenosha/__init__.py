"""Open Hand Kenosha: face-up cards keep coming, a betting round after each, until a player
calls it.

The source says only "until one player believes they have the highest hand". The default
reading: after each of those betting rounds, each player still in, in turn from the dealer's
left, may call it; the first call stops the dealing, and one last betting round follows. Two
other readings are house rules: deal until everyone has seven cards (as in seven-card stud), or
deal until the deck cannot give everyone another card, with no calling.
"""

from __future__ import annotations

from dataclasses import replace

from pokerrules.core.cards import Card
from pokerrules.core.options import Choice, OptionSpec
from pokerrules.core.rng import SeededRandom
from pokerrules.rankings.poker import HighPoker
from pokerrules.steps.family import Family
from pokerrules.steps.spec import Bet, CallIt, Deal, Repeat, Showdown, SourceStats, Spec
from pokerrules.steps.variant import HouseRule, step_variant
from pokerrules.table.judge_help import JudgeHelp, deal_hands
from pokerrules.table.teach.model import Lesson

FAMILY = "Kenosha"
LEFT = Bet(opener="left-of-dealer")

OPEN_HAND_KENOSHA = Spec(
    id="open-hand-kenosha",
    name="Open Hand Kenosha",
    serial=844,
    parent="kenosha",
    tags=("stud",),
    summary="Up cards and betting rounds alternate until a player calls it; then one last "
            "round of betting and the best five cards win.",
    steps=(
        Deal(down=2), Deal(up=1), LEFT,
        Repeat((Deal(up=1), LEFT, CallIt()), until="called"),
        LEFT,
        Showdown(high=HighPoker()),
    ),
    stats=SourceStats(cards=204, players=0, betting_rounds=203, max_cards_seen=204, wilds=0,
                      source="Softsource"),
    aliases=("Voyeur Edition",),
)


def _ending(spec: Spec, value: str) -> Spec:
    """Rebuild the steps after the first betting round, each round opened as the first one is
    (the ``opener`` table option has already been applied to it)."""
    bet = spec.steps[2]
    assert isinstance(bet, Bet)
    if value == "seven-cards":  # four more up cards, a betting round after each
        return replace(spec, steps=(*spec.steps[:3], *(Deal(up=1), bet) * 4, spec.showdown))
    if value == "deck":
        return replace(spec, steps=(*spec.steps[:3], Repeat((Deal(up=1), bet), until="called"),
                                    spec.showdown))
    return spec


ENDING = HouseRule(
    OptionSpec("ending", "When the dealing stops", "call", choices=(
        Choice("call", "When a player calls it, after any betting round; one last round follows"),
        Choice("seven-cards", "When everyone has seven cards, as in seven-card stud"),
        Choice("deck", "When the deck cannot give everyone another card (nobody calls it)"))),
    _ending,
)



def _drill_hands(rng: SeededRandom, deck: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    """The "Who wins?" drill's showdown: 2 to 4 hands of 4 to 9 cards, all of one size, as
    when the dealing stops after a few face-up cards."""
    return deal_hands(rng, deck, 4, 9, one_size=True)


def _lessons() -> tuple[Lesson, ...]:
    """The game's lessons (their module is imported when they are first asked for)."""
    from pokerrules.games.kenosha.lessons import LESSONS

    return LESSONS


SPECS = (OPEN_HAND_KENOSHA,)
VARIANTS = (step_variant(OPEN_HAND_KENOSHA, FAMILY, (ENDING,), max_seats=7, showdown_cards=(4, 26),
                         lessons=_lessons,
                         judge_help=JudgeHelp(drill=_drill_hands),
                         favours_dealer=True),)  # the player left of the dealer opens every round
FAMILY_ENTRY = Family(FAMILY, VARIANTS, SPECS, order=4)
