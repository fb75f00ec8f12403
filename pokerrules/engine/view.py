"""What one seat may see of a step game: its own cards, everyone's face-up cards, the log (with
what only it was told), and its moves. Cards shown at the showdown are visible to all."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokerrules.cards import Card, card_json
from pokerrules.errors import IllegalAction

if TYPE_CHECKING:
    from pokerrules.engine.state import StepGameState


def hand_label(game: StepGameState, cards: list[Card], showing: bool = False) -> str:
    """The hand's value in each part: ``"high 27½, low 7"``, or one label for a one-part game."""
    parts = game.spec.parts()
    labels = []
    for name, ranking in parts:
        if showing:
            key, label = ranking.showing_key(cards), ""
        else:
            value = ranking.evaluate(cards)
            key, label = value.key, value.label
        if key is None:
            labels.append(f"no {name}")
            continue
        label = label or ranking.label(cards)
        labels.append(f"{name} {label}" if len(parts) > 1 or game.spec.count else label)
    return ("showing " if showing else "") + ", ".join(labels)


def _notes(game: StepGameState, seat: int) -> list[str]:
    player = game.players[seat]
    notes = [f"In the pot {player.put_in}"]
    for step in {type(s): s for s in game.program}.values():
        notes += step.notes(game, seat)
    if player.folded:
        notes.append("Folded")
    elif player.all_in:
        notes.append("All in")
    if game.over:
        notes.append(f"{player.stack - game.table.stacks[seat]:+d}")
    return notes


def view(game: StepGameState, seat: int) -> dict[str, Any]:
    if not isinstance(seat, int) or not 0 <= seat < len(game.players):
        raise IllegalAction("There is no such seat at this table.")
    hands = []
    last = len(game.players) - 1
    for i, p in enumerate(game.players):
        visible = i == seat or (game.showed and not p.folded)
        cards = [{**card_json(c if (up or visible) else None), "up": up} for c, up in p.cards]
        if visible and p.cards:
            label: str | None = hand_label(game, p.held)
        elif p.up:
            label = hand_label(game, p.up, showing=True)
        else:
            label = None
        name = "You" + f" (seat {i + 1})" if i == seat else f"Seat {i + 1}"
        hands.append({"name": name + (" · dealer" if i == last else ""),
                      "seat": i, "stack": p.stack, "label": label, "notes": _notes(game, i),
                      "folded": p.folded, "cards": cards})
    log = [_phrase(owner, _told(game, i, seat) or text, seat)
           for i, (owner, text) in enumerate(game.events)]
    result = game.result(seat)
    if result is not None:
        log.extend(game.showdown_lines)
    step = game.step
    return {
        "variant": game.table.variant,
        "options": dict(game.table.options),
        "seed": game.table.seed,
        "stage": "over" if game.over or step is None else type(step).__name__.lower(),
        "to_act": game.to_act,
        "your_seat": seat,
        "prompt": _prompt(game, seat),
        "legal": [t.to_json() for t in game.legal_actions()] if game.to_act == seat else [],
        "hands": hands,
        "info": [f"Pot {game.pot}", f"Cards left in the deck {game.cards_left()}"],
        "log": log,
        "result": result,
        **(step.facts(game, seat) if step is not None and not game.over else {}),
    }


def _told(game: StepGameState, index: int, seat: int) -> str | None:
    private = game.private.get(index)
    return private[1] if private is not None and private[0] == seat else None


def _prompt(game: StepGameState, seat: int) -> str:
    if game.over:
        return "The hand is over. Deal again to play another."
    if game.to_act != seat:
        return f"Waiting for seat {(game.to_act or 0) + 1}."
    step = game.step
    assert step is not None
    return step.prompt(game, seat)


_THIRD_PERSON = {"do": "does", "take": "takes", "ask": "asks", "keep": "keeps", "turn": "turns",
                 "win": "wins", "fold": "folds", "check": "checks", "call": "calls", "bet": "bets",
                 "raise": "raises", "decline": "declines", "replace": "replaces", "pass": "passes",
                 "discard": "discards", "let": "lets"}


def _phrase(owner: int | None, text: str, viewer: int) -> str:
    if owner is None:
        return text
    if owner == viewer:
        return "You " + text.replace("their cards", "your cards") + "."
    verb, _, rest = text.partition(" ")
    return f"Seat {owner + 1} {_THIRD_PERSON.get(verb, verb)}{' ' + rest if rest else ''}."
