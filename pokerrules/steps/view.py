"""What one seat may see of a step game: its own cards, everyone's face-up cards, the log (with
what only it was told), and its moves. Cards shown at the showdown are visible to all."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokerrules.core.card_view import CardView, card_view
from pokerrules.core.cards import Card, parse_card
from pokerrules.core.errors import IllegalAction
from pokerrules.core.words import end_log, phrase
from pokerrules.rankings.base import Ranking
from pokerrules.steps.marks import lost_parts_note, mark_best
from pokerrules.table.view import HandView, LeanView, View

if TYPE_CHECKING:
    from pokerrules.steps.game import StepGame


def hand_label(game: StepGame, cards: list[Card], showing: bool = False) -> str:
    """The hand's value in each part: ``"high 27½, low 7"``, or one label for a one-part game."""
    parts = game.spec.parts()
    labels = []
    for name, ranking in parts:
        if showing and getattr(ranking, "face_down_only", False):
            continue  # a part won by face-down cards: the cards showing say nothing of it
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


def _notes(game: StepGame, seat: int) -> list[str]:
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


def view(game: StepGame, seat: int, lean: bool = False) -> View | LeanView:
    """``seat``'s view. A ``lean`` view is what bots read, built fast for the coach's worlds:
    the same facts without most words (no hand labels, best-hand marks, log, prompt or
    move templates: ``label`` is ``None``, ``log`` and ``legal`` are empty)."""
    return lean_view(game, seat) if lean else full_view(game, seat)


def full_view(game: StepGame, seat: int) -> View:
    """``seat``'s whole view."""
    if not isinstance(seat, int) or not 0 <= seat < len(game.players):
        raise IllegalAction("There is no such seat at this table.")
    hands: list[HandView] = []
    last = len(game.players) - 1
    rankings = [ranking for _, ranking in game.spec.parts()]
    for i, p in enumerate(game.players):
        visible = i == seat or (game.showed and not p.folded)
        fresh = game.fresh.get(i, set())
        unseen = game.unseen(i) if i == seat else [False] * len(p.cards)  # dealt blind, even to me
        cards = [_card(c, up, (up or visible) and not blind, rankings, c in fresh, blind)
                 for (c, up), blind in zip(p.cards, unseen, strict=True)]
        seen = [c for (c, _), blind in zip(p.cards, unseen, strict=True) if not blind]
        if visible and seen:
            label: str | None = hand_label(game, seen, showing=len(seen) < len(p.cards))
        elif p.up:
            label = hand_label(game, p.up, showing=True)
        else:
            label = None
        held = [c for c, _ in p.cards]
        mark_best(cards, held, [not blind if visible else up for (_, up), blind
                                in zip(p.cards, unseen, strict=True)], rankings[0])
        notes = _notes(game, i)
        lost = lost_parts_note(game, seen) if i == seat and not (game.over or p.folded) else None
        name = "You" + f" (seat {i + 1})" if i == seat else f"Seat {i + 1}"
        hands.append({"name": name + (" · dealer" if i == last else ""),
                      "seat": i, "stack": p.stack, "label": label,
                      "notes": notes + [lost] if lost else notes,
                      "folded": p.folded, "cards": cards})
    log = [phrase(owner, _told(game, i, seat) or text, seat)
           for i, (owner, text) in enumerate(game.events)]
    log_seats: list[int | None] = [owner for owner, _ in game.events]
    result = game.result(seat)
    end_log(log, log_seats, result)
    step = game.step
    data: View = {
        "variant": game.table.variant,
        "options": dict(game.table.options),
        "seed": game.table.seed,
        "stage": _stage(game),
        "step": game.pc,  # where play is in the game's program (bots look their step up by it)
        "to_act": game.to_act,
        "your_seat": seat,
        "prompt": _prompt(game, seat),
        "legal": _legal(game, rankings) if game.to_act == seat else [],
        "hands": hands,
        "info": _info(game),
        "log": log,
        "log_seats": log_seats,
        "result": result,
    }
    if step is not None and not game.over:
        data.update(step.facts(game, seat))
    return data


def _stage(game: StepGame) -> str:
    step = game.step
    return "over" if game.over or step is None else type(step).__name__.lower()


def _info(game: StepGame) -> list[str]:
    return [f"Pot {game.pot}", f"Cards left in the deck {game.cards_left()}"]


def lean_view(game: StepGame, seat: int) -> LeanView:
    """The lean view: the full view's keys and order, without the prompt, the words of the
    hands, the moves, the log and the result."""
    if not isinstance(seat, int) or not 0 <= seat < len(game.players):
        raise IllegalAction("There is no such seat at this table.")
    hands = []
    for i, p in enumerate(game.players):
        visible = i == seat or (game.showed and not p.folded)
        unseen = game.unseen(i) if i == seat else [False] * len(p.cards)
        cards = [_lean_card(c, up, (up or visible) and not blind, blind)
                 for (c, up), blind in zip(p.cards, unseen, strict=True)]
        hands.append({"seat": i, "stack": p.stack, "label": None, "notes": _notes(game, i),
                      "folded": p.folded, "cards": cards})
    step = game.step
    return {
        "variant": game.table.variant,
        "options": dict(game.table.options),
        "seed": game.table.seed,
        "stage": _stage(game),
        "step": game.pc,
        "to_act": game.to_act,
        "your_seat": seat,
        "legal": [],
        "hands": hands,
        "info": _info(game),
        "log": [],
        "log_seats": [],
        "result": None,
        **(step.facts(game, seat) if step is not None and not game.over else {}),
    }


def _lean_card(card: Card, up: bool, shown: bool, unseen: bool) -> dict[str, Any]:
    if not shown:
        return {"code": "??", "up": up, "unseen": True} if unseen else {"code": "??", "up": up}
    return {"code": card.code, "up": up}


def _card(card: Card, up: bool, shown: bool, rankings: list[Ranking],
          new: bool = False, unseen: bool = False) -> CardView:
    """A card as ``viewer`` sees it; one the viewer sees that is wild in this game says so, one
    just passed to its holder is marked new, and the viewer's own card dealt blind is unseen."""
    data = card_view(card if shown else None, up)
    if unseen:
        data["unseen"] = True
    if shown and any(ranking.is_wild(card) for ranking in rankings):
        data["wild"] = True
    if new:
        data["new"] = True
    return data


def _legal(game: StepGame, rankings: list[Ranking]) -> list[dict[str, Any]]:
    """The moves as templates; a card to choose that is wild says so, as in the hands."""
    legal = [t.to_json() for t in game.legal_actions()]
    for template in legal:
        for choice in template.get("cards", ()):
            if any(ranking.is_wild(parse_card(choice["value"])) for ranking in rankings):
                choice["wild"] = True
    return legal


def _told(game: StepGame, index: int, seat: int) -> str | None:
    private = game.private.get(index)
    return private[1] if private is not None and private[0] == seat else None


def _prompt(game: StepGame, seat: int) -> str:
    if game.over:
        return "The hand is over. Deal again to play another."
    if game.to_act != seat:
        return f"Waiting for seat {(game.to_act or 0) + 1}."
    step = game.step
    assert step is not None
    prompt: str = step.prompt(game, seat)
    return prompt
