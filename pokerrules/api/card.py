"""The facade's card op, registered in :data:`pokerrules.api.OPS`:

``{"op": "card", "variant": id, "options": {...}?, "seed": s?, "seats": n?}`` ->
``{"ok": true, "variant", "title", "summary", "house_rules", "wild", "betting", "pot", "ties",
"options", "link", "text"}``: the card to call a game at a real table
(:func:`pokerrules.pages.card.card`); ``text`` is the same card as ``python -m pokerrules card``
prints it. ``seed`` and ``seats`` only go into the link. With ``site`` (the site's root as the
page sees it) the reply adds ``address``, the link as a full address, and ``qr``, its QR code
(:mod:`pokerrules.kits.qr`) as rows of ``"0"``/``"1"``.
"""

from __future__ import annotations

from pokerrules.core.errors import BadOption, BadRequest, UnknownVariant, quote
from pokerrules.lookup.history import MAX_ID_CHARS
from pokerrules.table.protocol import CardReply, CardRequest
from pokerrules.words.languages import ENGLISH, check_lang

#: The longest site address the card's QR code takes (the link itself adds up to about 300).
MAX_SITE_CHARS = 300


def op_card(request: CardRequest) -> CardReply:
    from pokerrules.pages.card import LINK_SEED, card, card_text

    variant_id = request.get("variant")
    if not isinstance(variant_id, str) or len(variant_id) > MAX_ID_CHARS:
        raise UnknownVariant(f"There is no game {quote(variant_id)}; the catalogue lists them.")
    options = request.get("options")
    if options is not None and not isinstance(options, dict):
        raise BadOption(f"Options must be a mapping of names to values, not {quote(options)}.")
    seed = request.get("seed")
    site = request.get("site")
    if site is not None and not _is_site(site):
        raise BadRequest(f"The site must be the address of the site's root (http:// or "
                         f"https://, at most {MAX_SITE_CHARS} characters), not {quote(site)}.")
    game = card(variant_id, options, seed=LINK_SEED if seed is None else seed,
                seats=request.get("seats"))
    found = game.to_json()
    lang = check_lang(request.get("lang"))
    if lang != ENGLISH:  # wrapped after each piece is in the reader's language
        from pokerrules.words.translate import translate  # English never loads the layer

        found["text"] = card_text(game, say=lambda text: translate(text, lang))
    reply: CardReply = {
        "ok": True, "variant": found["variant"], "title": found["title"],
        "summary": found["summary"], "house_rules": found["house_rules"], "wild": found["wild"],
        "betting": found["betting"], "pot": found["pot"], "ties": found["ties"],
        "options": found["options"], "link": found["link"], "text": found["text"]}
    if site is not None:
        from pokerrules.kits.qr import encode

        address = f"{site.rstrip('/')}/{found['link']}"
        reply["address"] = address
        reply["qr"] = list(encode(address).rows)
    return reply


def _is_site(site: object) -> bool:
    return (isinstance(site, str) and len(site) <= MAX_SITE_CHARS
            and site.startswith(("http://", "https://")) and site.isprintable()
            and " " not in site)
