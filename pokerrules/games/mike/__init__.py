"""Mike and Kenosha: poker with every card face down, a betting round after each card.

Mike deals two cards down, then three more one at a time, each followed by a betting round that
the player on the dealer's left opens (nothing shows to say who else should). Kenosha, Mike's
child, keeps dealing a face-down card and betting until a player calls it: the source says only
"until one player believes they have the highest hand". The default reading is the one Open
Hand Kenosha uses: after each of those betting rounds, each player still in, in turn from the
dealer's left, may call it; the first call stops the dealing, and one last betting round follows.
Two other readings are house rules: deal until everyone has seven cards, or until the deck
cannot give everyone another card, with no calling.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from pokerrules.core.cards import Card
from pokerrules.core.options import Choice, OptionSpec
from pokerrules.core.rng import SeededRandom
from pokerrules.rankings.poker import HighPoker
from pokerrules.steps.family import Family
from pokerrules.steps.spec import Bet, CallIt, Deal, Repeat, Showdown, SourceStats, Spec
from pokerrules.steps.variant import HouseRule, step_variant
from pokerrules.table.judge_help import JudgeHelp, deal_hands
from pokerrules.table.teach.model import Lesson

FAMILY = "Mike"
LEFT = Bet(opener="left-of-dealer")

#: Mike's deal, and its line in the source's statistics.
_MIKE_STEPS = (Deal(down=2), LEFT, *(Deal(down=1), LEFT) * 3, Showdown(high=HighPoker()))
_MIKE_STATS = SourceStats(cards=5, players=10, betting_rounds=4, max_cards_seen=5, wilds=0,
                          source="Hoyle")

MIKE = Spec(
    id="mike", name="Mike", serial=133, parent="five-card-stud", tags=("no draw",),
    summary="Five-card poker with every card face down: two cards, then three more one at a "
            "time, with a betting round after each.",
    steps=_MIKE_STEPS, stats=_MIKE_STATS, aliases=("Blind Stud II", "Five Card Blind"),
)

KENOSHA = replace(
    MIKE, id="kenosha", name="Kenosha", serial=505, parent=MIKE.id,
    summary="Face-down cards and betting rounds alternate until a player calls it; then one last "
            "round of betting, and the best five cards win.",
    steps=(Deal(down=2), LEFT, Repeat((Deal(down=1), LEFT, CallIt()), until="called"), LEFT,
           MIKE.showdown),
    stats=SourceStats(cards=202, players=98, betting_rounds=202, max_cards_seen=202, wilds=0,
                      source="Softsource"),
    aliases=(),
)


def _ending(spec: Spec, value: str) -> Spec:
    """Rebuild the steps after the first betting round, each round opened as the first one is
    (the ``opener`` table option has already been applied to it)."""
    bet = spec.steps[1]
    assert isinstance(bet, Bet)
    if value == "seven-cards":  # five more face-down cards, a betting round after each
        return replace(spec, steps=(*spec.steps[:2], *(Deal(down=1), bet) * 5, spec.showdown))
    if value == "deck":
        return replace(spec, steps=(*spec.steps[:2], Repeat((Deal(down=1), bet), until="called"),
                                    spec.showdown))
    return spec


ENDING = HouseRule(
    OptionSpec("ending", "When the dealing stops", "call", choices=(
        Choice("call", "When a player calls it, after any betting round; one last round follows"),
        Choice("seven-cards", "When everyone has seven cards"),
        Choice("deck", "When the deck cannot give everyone another card (nobody calls it)"))),
    _ending,
)


def _lessons(spec: Spec) -> tuple[Lesson, ...]:
    """The lessons of the game ``spec`` declares (their module is imported when first asked
    for)."""
    from pokerrules.games.mike import lessons

    own = ((MIKE, lessons.MIKE_LESSONS), (KENOSHA, lessons.KENOSHA_LESSONS))
    return next(game_lessons for game, game_lessons in own if game is spec)


def _kenosha_drill(rng: SeededRandom, deck: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    """Kenosha's "Who wins?" drill: 2 to 4 hands of 5 to 9 cards, all of one size."""
    return deal_hands(rng, deck, 5, 9, one_size=True)


SPECS = (MIKE, KENOSHA)
VARIANTS = (
    step_variant(MIKE, FAMILY, max_seats=8, showdown_cards=(5, 5), lessons=partial(_lessons, MIKE),
                 favours_dealer=True),
    step_variant(KENOSHA, FAMILY, (ENDING,), max_seats=7, showdown_cards=(3, 26),
                 lessons=partial(_lessons, KENOSHA), judge_help=JudgeHelp(drill=_kenosha_drill),
                 favours_dealer=True),
)
FAMILY_ENTRY = Family(FAMILY, VARIANTS, SPECS, order=17)
