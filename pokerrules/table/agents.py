"""Playing the seats a person does not: bots choose from their own seat's view only."""

from __future__ import annotations

from collections.abc import Mapping

from pokerrules.core.errors import PokerRulesError, UnknownVariant, quote
from pokerrules.core.rng import SeededRandom, derive_seed
from pokerrules.table.game import Variant, check_stacks
from pokerrules.table.state import Bot, State


def make_bot(variant: Variant, name: str | None = None) -> Bot:
    chosen = name or variant.default_bot
    if chosen not in variant.bots:
        raise UnknownVariant(
            f"{variant.name} has no bot {quote(chosen)}; its bots are: {', '.join(sorted(variant.bots))}."
        )
    return variant.bots[chosen]()


def bot_step(state: State, bot: Bot) -> None:
    """Let ``bot`` take one action for the seat to act. Its randomness comes from the seed."""
    seat = state.to_act
    assert seat is not None
    rng = SeededRandom(derive_seed(state.table.seed, "bot", seat, len(state.actions)))
    state.apply(bot.choose(state.view(seat), state.legal_actions(), rng))


def play_bots(state: State, bots: dict[int, Bot], until_seat: int | None = None) -> None:
    """Let bots act until the hand ends or ``until_seat`` (a person) must act."""
    while not state.is_over and state.to_act != until_seat:
        seat = state.to_act
        assert seat is not None
        bot_step(state, bots[seat])


def refill_bots(variant: Variant, stacks: object, options: Mapping[str, object],
                people: tuple[int, ...] = (0,)) -> object:
    """Bots (every seat but ``people``'s) that cannot cover the table minimum are replaced by
    fresh players.

    Anything that is not a list of bankrolls for this game (one per seat, each a whole number in
    range) is returned as it is, for ``Variant.new`` to reject: that is checked first, so the
    work here is at most one trial deal per seat the game allows, whatever was sent.
    """
    if not isinstance(stacks, list) or not variant.min_seats <= len(stacks) <= variant.max_seats:
        return stacks
    try:
        check_stacks(stacks, len(stacks), variant.start_stack)
    except PokerRulesError:
        return stacks
    out = list(stacks)
    fresh = [variant.start_stack] * len(out)
    for seat in (seat for seat in range(len(out)) if seat not in people):
        trial = list(fresh)
        trial[seat] = out[seat]
        try:
            variant.new(0, options, len(out), trial)
        except PokerRulesError:
            out[seat] = variant.start_stack
    return out
