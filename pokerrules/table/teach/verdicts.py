"""A showdown's verdict in words for the questions that ask about it (the drill, a lesson's
"Who wins?"): which answers a part can have in that game, the answer, one sentence that says
it, and for every other answer one sentence on why it is wrong, all from the judge's own
results (:class:`~pokerrules.table.showdown.PartResult`).

What the sentences say comes from the game: each hand's label, what its wild cards play as and
what its cards alone do not say (its ``notes``: "3♠ counts as a king", "2 past 27"), why a
hand cannot win (the ranking's ``why_not``), the tie rule that split two equally close totals
(the ranking's ``rule``) and how equal hands are settled where a part never ties (``settles``).

>>> from pokerrules.lookup.judging import judged
>>> found = judged("seven-twenty-seven", ["Ts 9c Jh Ks 9d", "Th 5d 6h"])
>>> words = part_words(found.results[0], found.hands, ["Hand 1", "Hand 2"])
>>> words.answer, words.said
('Hand 1', 'Hand 1 wins.')
>>> words.reasons["Hand 2"]
'Hand 1 wins with 29 (2 past 27); Hand 2 has 21 (6 short of 27).'
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from pokerrules.core.cards import Card
from pokerrules.rankings.base import HandValue
from pokerrules.table.showdown import PartResult, in_words

#: The answer "no hand", where a part may name none.
NOBODY = "Nobody"

#: What a ranking's ``why_not`` says when it has nothing to add (high poker's).
_SAYS_NOTHING = "hand cannot win it"


def shared(result: PartResult) -> str:
    """The answer that says a part names several hands: ``"A tie"`` for a part that is won,
    else ``"More than one scores"``, ``"More than one pays"``..."""
    return "A tie" if result.verbs[0] == "wins" else f"More than one {result.verbs[0]}"


@dataclass(frozen=True)
class PartWords:
    """One part of a showdown, for a question: the answers it offers (``choices``: every hand
    by name, then the shared answer where the part may name several hands, then "Nobody" where
    it may name none), the right one, the verdict in one sentence ("Hands 1 and 2 tie."), each
    hand's value in words, and why each other answer is wrong (``reasons``: every hand, the
    shared answer and "Nobody" but the right one, offered or not)."""

    choices: tuple[str, ...]
    answer: str
    said: str
    standings: tuple[str, ...]
    reasons: Mapping[str, str]


def part_words(result: PartResult, hands: Sequence[Sequence[Card]], names: Sequence[str], *,
               share: str = "", nobody: str = NOBODY) -> PartWords:
    """The words of one part among ``hands`` called ``names`` ("Hand 1"; "You", "Seat 2").
    ``share``: the label of the answer that names several hands (default :func:`shared`)."""
    share = share or shared(result)
    words = _Words(result, hands, names)
    choices = [*names]
    if result.may_share and len(names) > 1:
        choices.append(share)
    if result.may_miss:
        choices.append(nobody)
    winners = result.winners
    answer = nobody if not winners else names[winners[0]] if len(winners) == 1 else share
    reasons = {name: words.why_not_hand(i) for i, name in enumerate(names)}
    reasons[share] = words.why_not_shared()
    reasons[nobody] = words.why_not_nobody()
    return PartWords(tuple(choices), answer, _you(words.said()),
                     tuple(words.value(i) for i in range(len(names))),
                     {c: _you(why) for c, why in reasons.items() if c != answer})


def together(names: Sequence[str]) -> str:
    """``["Hand 1", "Hand 3"]`` -> ``"Hands 1 and 3"``; ``["You", "Seat 3"]`` -> ``"You and
    Seat 3"``."""
    if all(n.startswith("Hand ") for n in names) and len(names) > 1:
        names = [n.removeprefix("Hand ") for n in names]
        return "Hands " + ", ".join(names[:-1]) + " and " + names[-1]
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0]


@dataclass(frozen=True)
class _Words:
    result: PartResult
    hands: Sequence[Sequence[Card]]
    names: Sequence[str]

    def verb(self, indices: Sequence[int]) -> str:
        """What the named hands do: "wins" for one, "tie" for several, "win" for "You"."""
        singular, plural = self.result.verbs
        if len(indices) > 1:
            return plural
        if self.names[indices[0]] == "You":
            return "win" if singular == "wins" else plural
        return singular

    def value(self, i: int) -> str:
        """Hand ``i``'s value in words, with what its wild cards play as and its notes:
        ``"29 (2 past 27)"``, ``"cards king, six, five, four (3♠ counts as a king)"``; or why
        it cannot win this part."""
        value = self.result.values[i]
        if value is None:
            ranking = self.result.ranking
            why = ranking.why_not(self.hands[i]) if ranking is not None else self.result.why_not
            says = why and why != _SAYS_NOTHING
            return "cannot win this part" + (f": {why}" if says else "")
        return _with_notes(value)

    def has(self, i: int) -> str:
        """``"Hand 2 has 21 (6 short of 27)"``; a hand that cannot win: ``"Hand 3 cannot win
        this part: 30 is over 27"``. A value that is not a hand (a play, a trick's card) is
        given after a colon."""
        name, value = self.names[i], self.value(i)
        if self.result.values[i] is None:
            return f"{name} {value}"
        if self.result.ranking is None:
            return f"{name}: {value}"
        return f"{name} {'have' if name == 'You' else 'has'} {value}"

    def named(self) -> str:
        """``"Hand 1 wins with 29 (2 past 27)"``, ``"Hands 1 and 2 tie with pair of kings"``;
        hands named together with different values (two plays scoring) each with its own:
        ``"Hands 1 and 4 score: Hand 1: ...; Hand 4: ..."``."""
        winners = self.result.winners
        who = f"{together([self.names[w] for w in winners])} {self.verb(winners)}"
        values = {self.value(w) for w in winners}
        if len(values) > 1:
            return f"{who}: " + "; ".join(self.has(w) for w in winners)
        return f"{who} with {values.pop()}"

    def said(self) -> str:
        """The verdict: ``"Hand 4 wins."``, ``"Hands 1 and 2 tie."``, ``"No hand qualifies."``."""
        winners = self.result.winners
        if not winners:
            return _sentence(self.result.nobody or "no hand qualifies")
        return f"{together([self.names[w] for w in winners])} {self.verb(winners)}."

    def settled(self, i: int) -> str:
        """How hand ``i``, equal to the winner, lost: ``"; equal hands go to ..."``, or ``""``."""
        winners = self.result.winners
        value, top = self.result.values[i], self.result.values[winners[0]]
        if self.result.settles and value is not None and top is not None and value.key == top.key:
            return f"; {self.result.settles}"
        return ""

    def rule(self, i: int) -> str:
        """The ranking's rule where it says more against hand ``i`` than on its own (the tie
        rule of two totals equally close), after a colon; else ``""``."""
        ranking, winners = self.result.ranking, self.result.winners
        top, value = self.result.values[winners[0]], self.result.values[i]
        if ranking is None or top is None or value is None or len(winners) > 1:
            return ""
        against = ranking.rule(top, [value])
        return f": {against}" if against != ranking.rule(top, []) else ""

    def why_not_hand(self, i: int) -> str:
        winners = self.result.winners
        if not winners:
            return f"{self.said()} {_sentence(self.has(i))}"
        if i in winners:  # several named, this one among them
            return f"Not {self.names[i]} alone: {self.named()}."
        return f"{self.named()}; {self.has(i)}{self.rule(i)}{self.settled(i)}."

    def why_not_shared(self) -> str:
        winners = self.result.winners
        everyone = "; ".join(self.has(i) for i in range(len(self.names)))
        if not winners:
            return f"{self.said()} {_sentence(everyone)}"
        settles = next((s for i in range(len(self.names)) if i not in winners
                        and (s := self.settled(i))), "")
        if not self.result.may_share and self.result.settles:  # this part never ties
            settles = f"; {self.result.settles}"
        alone = together([self.names[w] for w in winners])
        return f"Only {alone} {self.verb(winners)}: {everyone}{settles}."

    def why_not_nobody(self) -> str:
        if not self.result.winners:
            return ""
        return f"{self.named()}."


def _with_notes(value: HandValue) -> str:
    """The label in a sentence, then what its wild cards play as and its notes, in brackets."""
    extra = "; ".join([*value.wild_text(), *value.notes])
    text = in_words(HandValue(value.key, value.label))
    if not extra:
        return text
    return f"{text[:-1]}; {extra})" if text.endswith(")") else f"{text} ({extra})"


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


def _you(text: str) -> str:
    """The learner's name, "You", as a word inside a sentence: "Only you win"."""
    return text[:1] + re.sub(r"\bYou\b", "you", text[1:])
