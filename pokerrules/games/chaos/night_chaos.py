"""Night Chaos: Chaos played blind. Everyone gets seven cards face down that not even they may look
at; the dealer turns up a starting card; then each player in turn turns up their own cards, in any
order, until their cards showing beat the best hand on the table, and may bet. Chaos's wild cards
apply throughout: every queen turned up (the starting card too) moves the wild suit.

The declaration deals blind (``Deal(down=7, blind=True)``), turns the starting card
(:class:`~pokerrules.steps.start_card.StartCard`), and plays the turns
(:class:`~pokerrules.steps.turn_until_beat.TurnUntilBeat`), with Chaos's table rule
(:class:`NightWild`, Chaos's :class:`~pokerrules.games.chaos.wild.ChaosWild` in words for this
game, showing the starting card and the high hand in every view).

>>> [type(s).__name__ for s in NIGHT_CHAOS.steps]
['Deal', 'StartCard', 'TurnUntilBeat', 'Showdown']
>>> [o.name for o in VARIANT.options][6:10]
['fee', 'extra_cards', 'no_bet', 'peeking']
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import pokerrules.games.chaos.chaos as chaos
from pokerrules.core.cards import Card
from pokerrules.core.options import Choice, OptionSpec
from pokerrules.core.rng import SeededRandom
from pokerrules.games.chaos.chaos import CHAOS, FAMILY, RULES, deck_for, drill_note, drill_options
from pokerrules.games.chaos.wild import ChaosWild, set_rule
from pokerrules.steps.family import Family
from pokerrules.steps.spec import Deal, Spec, StartCard, TurnUntilBeat
from pokerrules.steps.turn_until_beat import beats, table_lines
from pokerrules.steps.variant import HouseRule, Tweak, step_variant
from pokerrules.table.coaching.model import Coach
from pokerrules.table.game import Variant
from pokerrules.table.judge_help import JudgeHelp, deal_hands
from pokerrules.table.teach.model import from_module

if TYPE_CHECKING:
    from pokerrules.steps.game import StepGame


@dataclass(frozen=True)
class NightWild(ChaosWild):
    """Chaos's wild cards, told for cards turned up rather than dealt up; each view also shows the
    starting card and the high hand."""

    reaches_table = "turned face up"

    def describe(self) -> str:
        text = ("No card is wild at the start. When a queen is turned face up (the starting card "
                "included), the 2 to 10 of her suit become wild; when another queen is turned up, "
                "her suit takes over and the earlier suit is plain again.")
        if self.jokers:
            text += (" Two jokers are in the deck. A joker turned up makes the jokers wild"
                     + (" (and the queen's suit plain again)" if self.joker_ends_queen else
                        " (the queen's suit stays wild as well)")
                     + "; the next queen turned up makes them dead: they count for nothing. "
                     "Before any joker is turned up, jokers are dead too.")
        if self.few == "turn":
            text += (" Before each player's turn, a card is turned from the deck to the table "
                     "while the deck lasts; its queen or joker counts.")
        return text

    def card_rows(self) -> dict[str, str]:
        return {**super().card_rows(),
                "Wild cards": "they change during the hand: the 2 to 10 of the suit of the last "
                              "queen turned face up (and jokers, with the jokers option)",
                "Betting rounds": "varies with play: one whenever a player who has just beaten the "
                                  "hand to beat chooses to bet"}

    def view(self, game: StepGame, seat: int, data: dict[str, Any]) -> None:
        super().view(game, seat, data)
        data["info"].extend(table_lines(game, seat))


#: What a player who pays to stay in hopes for, without and with the jokers option.
_HOPE = {"no": "a queen turned up changes the wild cards",
         "yes": "a queen or a joker turned up changes the wild cards"}


_CHAOS_JOKERS = next(rule for rule in RULES if rule.option.name == "jokers")


def _jokers(spec: Spec, value: str) -> Spec:
    """Chaos's jokers option; the turning step's words follow it."""
    spec = _CHAOS_JOKERS.apply(spec, value)
    step = next(s for s in spec.steps if isinstance(s, TurnUntilBeat))
    return spec.swap(TurnUntilBeat, replace(step, hope=_HOPE[value]))


_SUMMARY = ("Chaos played blind: nobody may look at their own cards, which they turn up one at a "
            "time until they beat the best hand showing; every queen turned up moves the wild suit.")
NIGHT_CHAOS = NightWild().settle(replace(
    CHAOS, id="night-chaos", name="Night Chaos", parent=CHAOS.id, tags=("flip", "blind", "wild"),
    summary=_SUMMARY,
    steps=(Deal(down=7, blind=True), StartCard(), TurnUntilBeat(hope=_HOPE["no"]), CHAOS.showdown),
    stats=replace(CHAOS.stats, betting_rounds=202)))


def _turning(name: str) -> Tweak:
    """A house rule that sets one field of the turning step."""
    def tweak(spec: Spec, value: str) -> Spec:
        step = next(s for s in spec.steps if isinstance(s, TurnUntilBeat))
        changes: dict[str, Any] = {name: value}  # one of the step's fields, checked by the option
        return spec.swap(TurnUntilBeat, replace(step, **changes))
    return tweak


NIGHT_RULES = (
    *(HouseRule(rule.option, _jokers) if rule is _CHAOS_JOKERS else rule for rule in RULES[:2]),
    HouseRule(OptionSpec("few_players", "Help for a small table", "none", choices=(
        Choice("none", "None"),
        Choice("turn", "A card turned from the deck before each player's turn"))),
        lambda spec, v: set_rule(spec, few=v)),
    HouseRule(OptionSpec("fee", "Fee to stay in without beating the hand", "bet", choices=(
        Choice("ante", "One ante"), Choice("bet", "One bet"), Choice("two-bets", "Two bets"))),
        _turning("fee")),
    HouseRule(OptionSpec("extra_cards", "Turning more cards after beating the hand", "ante",
                         choices=(Choice("ante", "Allowed, one ante a card"),
                                  Choice("bet", "Allowed, one bet a card"),
                                  Choice("free", "Allowed, free"), Choice("no", "Not allowed"))),
        _turning("extra")),
    HouseRule(OptionSpec("no_bet", "When the player who beat the hand checks", "continue", choices=(
        Choice("continue", "Play goes on with the next player"),
        Choice("passes", "The chance to bet goes round the table"))),
        _turning("not_betting")),
    HouseRule(OptionSpec("peeking", "Looking at your own cards", "no", choices=(
        Choice("no", "Not offered"), Choice("pot", "Offered: pay the pot so far and fold"))),
        _turning("peek")),
    *RULES[3:],
)


def _drill_hands(rng: SeededRandom, deck: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    """The "Who wins?" drill's showdown: 2 to 4 hands of the cards showing at the end, each 2 to
    7 cards (a player stops turning once they lead)."""
    return deal_hands(rng, deck, 2, 7)


def _beats_now(start: Any, after: Any, seat: int) -> dict[str, float]:
    """The coach's figure: whether ``seat``'s cards showing beat the hand to beat right after
    its move (for a card turned up: the chance that this card does it)."""
    return {"beats": float(beats(after, seat))} if seat in after.live() else {"beats": 0.0}


#: The chance that the move leaves your cards beating the hand showing, next to the pot's.
COACH = Coach(after_move=_beats_now, names={"beats": "beats the hand showing"},
              means={"beats": "the chance the cards you turn up beat the hand showing"},
              first=("beats", "high"))


def _variant() -> Variant:
    base = step_variant(NIGHT_CHAOS, FAMILY, NIGHT_RULES, min_seats=2, max_seats=7,
                        default_seats=5, showdown_cards=(1, 7),
                        lessons=from_module("pokerrules.games.chaos.night_chaos_lessons",
                                            NIGHT_CHAOS.id), coach=COACH,
                        judge_help=JudgeHelp(drill=_drill_hands, drill_note=drill_note,
                                             drill_options=drill_options))
    return replace(base, options_deck=deck_for)


VARIANT = _variant()
SPECS = (NIGHT_CHAOS,)
VARIANTS = (VARIANT,)
#: The Chaos family: Chaos and its blind child (the catalogue lists this entry).
FAMILY_ENTRY = Family(FAMILY, chaos.VARIANTS + VARIANTS, chaos.SPECS + SPECS, order=9)
