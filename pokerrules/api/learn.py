"""The facade's learning ops, registered in :data:`pokerrules.api.OPS`:

- ``{"op": "lessons", "variant": id}`` -> ``{"ok": true, "lessons": [...]}``: that game's
  lessons; without ``variant``, every lesson, the shared basics first
  (:func:`pokerrules.lessons.run.lessons_json`). Each lesson also says how slips turn into stars
  (``"stars"``). With ``"basics": true``, only the shared basics (the Learn page plays them).
- ``{"op": "drill", "variant": id, "seed": s?, "options": {...}?}`` -> ``{"ok": true, ...}``:
  one "Who wins?" showdown (:func:`pokerrules.lessons.drill.drill`); a null seed picks one.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pokerrules.core.errors import BadOption, BadRequest, UnknownVariant, quote
from pokerrules.lookup.history import MAX_ID_CHARS
from pokerrules.table.protocol import DrillReply, DrillRequest, LessonsReply, LessonsRequest


def _variant_id(request: Mapping[str, Any], required: bool) -> str | None:
    variant_id = request.get("variant")
    if variant_id is None and not required:
        return None
    if not isinstance(variant_id, str) or len(variant_id) > MAX_ID_CHARS:
        raise UnknownVariant(f"There is no game {quote(variant_id)}; the catalogue lists them.")
    return variant_id


def op_lessons(request: LessonsRequest) -> LessonsReply:
    from pokerrules.lessons.run import TWO_STAR_SLIPS, basics_json, lessons_json

    basics = request.get("basics", False)
    if not isinstance(basics, bool):
        raise BadRequest(f"basics is true or false, not {quote(basics)}.")
    found = basics_json() if basics else lessons_json(_variant_id(request, required=False))
    return {"ok": True, "lessons": found, "stars": {"three": 0, "two": TWO_STAR_SLIPS}}


def op_drill(request: DrillRequest, seed: int) -> DrillReply:
    from pokerrules.lessons.drill import drill
    from pokerrules.table.game import check_options

    options = request.get("options")
    if options is not None and not isinstance(options, dict):
        raise BadOption(f"Options must be a mapping of names to values, not {quote(options)}.")
    check_options(options)
    found = drill(_variant_id(request, required=True), seed, options)
    return {"ok": True, "variant": found["variant"], "seed": found["seed"], "options": found["options"],
            "hands": found["hands"], "board": found["board"], "parts": found["parts"], "text": found["text"],
            "note": found["note"]}
