"""The printable card's sentences for a step-built game (:class:`CardWords`), read off its
declaration with the chosen options applied: the deal, the wild cards (a table rule's own row,
or the rankings' wild cards), the betting from the stakes, the showdown and its tie rules.
Every step game gets these from :func:`~pokerrules.steps.variant.step_variant`; nothing here
names a game.

>>> from pokerrules.games.seven_twenty_seven import SEVEN_27
>>> words = step_card_words(SEVEN_27, {"betting": "fixed", "stakes": "1-2", "raise_cap": "3",
...                                    "opener": "best-showing", "odd_chip": "low"})
>>> words.betting.split(";")[0]
'Fixed limit: everyone antes 1 to start'
>>> "the low half" in words.ties, words.wild
(True, 'No card is wild.')
"""

from __future__ import annotations

from collections.abc import Mapping

from pokerrules.rankings.base import Ranking
from pokerrules.rankings.points_ranking import PointsRanking
from pokerrules.steps.deal import Deal
from pokerrules.steps.spec import Bet, Spec
from pokerrules.table.card_words import CardWords


def _sentence(text: str) -> str:
    text = text.strip()
    text = text[0].upper() + text[1:]
    return text if text.endswith(".") else text + "."


def _dealt(spec: Spec) -> str:
    down = sum(s.down for s in spec.steps if isinstance(s, Deal))
    up = sum(s.up for s in spec.steps if isinstance(s, Deal))
    sides = [f"{n} face {side}" for n, side in ((down, "down"), (up, "up")) if n]
    if not sides:  # dealt another way (face up in turn, to whoever matches): the rules say how
        return ""
    text = f"Each player is dealt {' and '.join(sides)}"
    return text + (", then more as the hand goes on." if any(s.inner() for s in spec.steps)
                   else ".")


def _wild(spec: Spec) -> str:
    row = spec.table.card_wild() if spec.table is not None else None
    if row:
        return _sentence(row)
    for _, ranking in spec.parts():
        wild = getattr(ranking, "wild", None)
        if wild is not None and (wild.ranks or wild.jokers or wild.cards):
            return str(wild.describe())
    return "No card is wild."


def _betting(spec: Spec, options: Mapping[str, str]) -> str:
    ante, bet = (int(n) for n in options["stakes"].split("-"))
    structure = options["betting"]
    if structure == "fixed":
        size = (f"{bet} in the early rounds and {2 * bet} in the rounds of the big bet"
                if any(isinstance(s, Bet) and s.big for s in spec.flat_steps()) else str(bet))
        text = (f"Fixed limit: everyone antes {ante} to start; every bet and raise is {size}, "
                f"with at most {options['raise_cap']} raises in a round")
    elif structure == "pot":
        text = (f"Pot limit: everyone antes {ante} to start; a bet is at least {bet}, and a bet "
                "or raise at most what the pot would hold after calling")
    else:
        text = (f"No limit: everyone antes {ante} to start; a bet is at least {bet}, and anyone "
                "may bet all their chips")
    opener = {"best-showing": "In each betting round the player whose face-up cards make the "
                              "best high hand bets first",
              "left-of-dealer": "In each betting round the player to the dealer's left bets "
                                "first",
              "low-showing": "In each betting round the player whose face-up cards make the "
                             "best low hand bets first",
              "bring-in": f"In the first betting round the worst card showing must bring it in "
                          f"for {max(1, bet // 2)} (or complete the bet); after that the best "
                          "hand showing bets first"}
    if any(isinstance(s, Bet) for s in spec.flat_steps()) and options.get("opener") in opener:
        text += ". " + opener[options["opener"]]
    rounds = spec.table.card_rows().get("Betting rounds") if spec.table is not None else None
    if not rounds:
        return f"{text}. {_rounds(spec)}"
    # A rules card's row reads "varies with play: ..." (pokerrules.pages.describe): a sentence here.
    if rounds.startswith("varies with play"):
        return f"{text}. The number of betting rounds {rounds}."
    return f"{text}. Betting rounds: {rounds}."


def _count(n: int) -> str:
    return ("no", "one", "two", "three", "four", "five", "six", "seven", "eight")[n] \
        if n <= 8 else str(n)


def _rounds(spec: Spec) -> str:
    """How many betting rounds the declaration's steps make: a fixed number, or, where a
    repeated block bets, one a time round and the block's own words for when it stops."""
    fixed = sum(1 for step in spec.steps if isinstance(step, Bet))
    loops = [(step, sum(1 for s in step.inner() if isinstance(s, Bet)))
             for step in spec.steps if step.inner()]
    loops = [(step, bets) for step, bets in loops if bets]
    if not loops:
        return (f"There {'is' if fixed == 1 else 'are'} {_count(fixed)} betting "
                f"round{'' if fixed == 1 else 's'}.")
    parts = []
    for step, bets in loops:
        until = step.describe().removeprefix("Repeat these steps ").rstrip(".")
        parts.append(f"{_count(bets)} in every round of the deal, which repeats {until}")
    text = "The number of betting rounds depends on play: " + "; ".join(parts)
    if fixed:
        text += f", then {_count(fixed)} more"
    return text + "."


def _pot(spec: Spec) -> str:
    text = spec.showdown.describe().removeprefix("Showdown: ")
    # Where a table rule moves the wild cards during the hand, the rankings' own wild clause
    # (none at the start) would mislead: the wild-cards line says it instead.
    moving = spec.table is not None and "Wild cards" in spec.table.card_rows()
    hands = [(name, r) for name, r in spec.parts() if not isinstance(r, PointsRanking)]
    if len(hands) == 1:
        text += " " + _hand_words(hands[0][1], moving)
    else:
        text += "".join(f" {name.capitalize()}: {_hand_words(r, moving)}" for name, r in hands)
    return _sentence(text)


def _hand_words(ranking: Ranking, moving: bool) -> str:
    text = ranking.describe()
    wild = getattr(ranking, "wild", None)
    if moving and wild is not None:
        text = text.replace(f"; {wild.words()}", "")
    return _sentence(text)


def _ties(spec: Spec, options: Mapping[str, str]) -> str:
    lines = []
    sd = spec.showdown
    named = [(sd.high_name, sd.high)] + ([(sd.low_name, sd.low)] if sd.low is not None else [])
    for name, part in named:
        tie_words = getattr(part, "tie_words", None)
        if tie_words is not None:
            lines.append(f"{name.capitalize()}: {tie_words()}.")
    lines.append("Hands exactly equal share what they tie for; a chip that does not divide goes "
                 "to the tied player in the lowest-numbered seat.")
    if sd.low is not None and options.get("odd_chip") in ("high", "low"):
        half = sd.low_name if options["odd_chip"] == "low" else sd.high_name
        lines.append(f"When the pot does not split evenly in two, the odd chip goes to the "
                     f"{half} half.")
    return " ".join(lines)


def step_card_words(spec: Spec, options: Mapping[str, str]) -> CardWords:
    """The card's sentences for ``spec`` (the declaration with the options already applied)."""
    return CardWords(wild=_wild(spec), betting=_betting(spec, options), pot=_pot(spec),
                     ties=_ties(spec, options), dealt=_dealt(spec))
