"""The showdown's result in plain sentences, one for each part of each pot, told to one reader.

The showdown step records an :class:`Award` for every part of every pot as it splits it: who
won, how many chips, with what hand and by which rule (the words come from the part's own
ranking, or from the showdown's own scoop rule). :func:`award_line` then says it to one reader,
who is "you" in it:

>>> award = Award("The pot", 52, None, (1,), "full house, kings over fours",
...               "the best poker hand", ((0, "pair of fives", None), (1, "full house", None)))
>>> award_line(award, 0)
'The pot (52): Seat 2 wins with full house, kings over fours — the best poker hand. You had pair of fives.'
>>> award_line(award, 1)
'The pot (52): You win with full house, kings over fours — the best poker hand.'
"""

from __future__ import annotations

from dataclasses import dataclass

from pokerrules.core.words import agree, who

#: One contender: seat index, its hand in words (``None`` if it could not win the part) and,
#: for a hand that could not, why not ("30 is over 27").
Contender = tuple[int, "str | None", "str | None"]


@dataclass(frozen=True)
class Award:
    """One part of one pot. ``part`` is ``None`` for a whole pot, else ``"high half"`` or
    ``"low half"``; ``seats`` are the winners (none: nobody could win it, so it was shared among
    ``contenders``); ``how`` is the winning hand in words and ``rule`` what decided it. A
    pot only one seat could win has no ``how`` and no ``rule``. ``note`` adds a sentence."""

    pot: str
    amount: int
    part: str | None
    seats: tuple[int, ...]
    how: str
    rule: str
    contenders: tuple[Contender, ...] = ()
    note: str = ""
    beside: tuple[int, ...] = ()  # a share for the players on the left of these best hands


def _title(award: Award) -> str:
    if award.part is None:
        return f"{award.pot} ({award.amount})"
    pot = award.pot if award.pot != "The pot" else "the pot"
    part = award.part[0].upper() + award.part[1:]
    return f"{part} of {pot[0].lower() + pot[1:]} ({award.amount})"


def award_line(award: Award, viewer: int | None) -> str:
    """One sentence for ``viewer`` (``None``: nobody is "you")."""
    title, seats = _title(award), award.seats
    if award.beside:
        highs = who(award.beside, viewer)
        many = "s" if len(award.beside) > 1 else ""
        return (f"{title}: {who(seats, viewer)} "
                + ("share it, as the players" if len(seats) > 1 else
                   f"{agree(seats, viewer, 'take')} it, as the player")
                + f" on the left of the best hand{many} ({highs[0].lower() + highs[1:]}).")
    if not award.how and len(seats) == 1:
        be = "are" if seats[0] == viewer else "is"
        return (f"{title}: {who(seats, viewer)} {be} the only one still in it and "
                f"{agree(seats, viewer, 'take')} it.")
    if not seats:
        sharers = [seat for seat, _, _ in award.contenders]
        return (f"{title}: no hand can win it ({award.rule}), so it is shared by "
                f"{who(sharers, viewer)[0].lower()}{who(sharers, viewer)[1:]}.")
    if len(seats) == 1:
        text = f"{title}: {who(seats, viewer)} {agree(seats, viewer, 'win')} with {award.how}"
    else:
        text = f"{title}: {who(seats, viewer)} tie with {award.how} and share it"
    text += f" — {award.rule}"
    mine = next((c for c in award.contenders if c[0] == viewer), None)
    if mine is not None and viewer not in seats:
        _, hand, why = mine
        text += f". You had {hand}" if hand is not None else f". Your {why}" if why else ""
    return text + "." + (f" {award.note}" if award.note else "")

