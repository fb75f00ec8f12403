"""The facade's card op, registered in :data:`pokerrules.api.OPS`:

``{"op": "card", "variant": id, "options": {...}?, "seed": s?, "seats": n?}`` ->
``{"ok": true, "variant", "title", "summary", "house_rules", "wild", "betting", "pot", "ties",
"options", "link", "text"}``: the card to call a game at a real table
(:func:`pokerrules.card.card`); ``text`` is the same card as ``python -m pokerrules card``
prints it. ``seed`` and ``seats`` only go into the link.
"""

from __future__ import annotations

from pokerrules.core.errors import BadOption, UnknownVariant, quote
from pokerrules.history import MAX_ID_CHARS
from pokerrules.protocol import CardReply, CardRequest


def op_card(request: CardRequest) -> CardReply:
    from pokerrules.card import LINK_SEED, card

    variant_id = request.get("variant")
    if not isinstance(variant_id, str) or len(variant_id) > MAX_ID_CHARS:
        raise UnknownVariant(f"There is no game {quote(variant_id)}; the catalogue lists them.")
    options = request.get("options")
    if options is not None and not isinstance(options, dict):
        raise BadOption(f"Options must be a mapping of names to values, not {quote(options)}.")
    seed = request.get("seed")
    found = card(variant_id, options, seed=LINK_SEED if seed is None else seed,
                 seats=request.get("seats")).to_json()
    return {"ok": True, "variant": found["variant"], "title": found["title"],
            "summary": found["summary"], "house_rules": found["house_rules"],
            "wild": found["wild"], "betting": found["betting"], "pot": found["pot"],
            "ties": found["ties"], "options": found["options"], "link": found["link"],
            "text": found["text"]}
