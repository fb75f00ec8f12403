"""A step game's rules in words, generated from its declaration so the pages cannot drift.

>>> from pokerrules.games.seven_twenty_seven import SEVEN_27
>>> how_to_play(SEVEN_27).splitlines()[2]
'1. Deal each player 1 card face down.'
"""

from __future__ import annotations

from pokerrules.steps.bet import showing_rule
from pokerrules.steps.spec import Discard, Spec, Step


def step_lines(steps: tuple[Step, ...]) -> list[str]:
    """Numbered Markdown steps, with a repeated block as a nested list."""
    lines = []
    for number, step in enumerate(steps, start=1):
        lines.append(f"{number}. {step.describe()}")
        lines.extend(f"    - {inner.describe()}" for inner in step.inner())
    return lines


def how_to_play(spec: Spec) -> str:
    """The rules of a step game in words: the steps, then how hands are valued."""
    sd = spec.showdown
    lines = [
        "Everyone antes before the deal. The dealer is the last seat, so the player on the "
        "dealer's left (seat 1 in the simulator) acts first whenever play goes round the table.",
        "",
        *step_lines(spec.steps),
        "",
    ]
    if spec.count is not None:
        lines.append(
            f"**Card values.** {spec.count.describe()} A hand counts every card it holds, face up "
            "or face down, and each flexible card (an ace, say) takes whichever value suits the "
            + ("hand: the same cards may make one total for high and another for low."
               if sd.low is not None else "hand best."))
    else:
        ranking = spec.ranking(sd.high)
        hands = spec.table.hands(ranking) if spec.table is not None else ranking.describe()
        lines.append(f"**Hands.** {hands}")
        if any(getattr(step, "opener", None) == "best-showing" or isinstance(step, Discard)
               for step in spec.flat_steps()):
            lines += ["", f"**The best hand showing.** {showing_rule(ranking)}"]
    if sd.low is not None and sd.low_name == "low":
        lines += ["", f"**High** is {sd.high.describe()}. **Low** is {sd.low.describe()}. The two "
                  "halves are awarded separately, and one hand may win both. If no hand can win a "
                  "half, the other half takes the whole pot."]
    if spec.table is not None and spec.table.describe():
        lines += ["", f"**{spec.table.heading}.** {spec.table.describe()}"]
    return "\n".join(lines)
