"""The ``load`` op: a page's game imported on top of what the page's Python holds already.

The browser's Python starts from a snapshot that holds no game (:mod:`pokerrules.api.preload`), so
a game page first asks for its game's family, by the module the page names:

    {"op": "load", "module": "pokerrules.games.three_card_poker"}
    -> {"ok": true, "module": "pokerrules.games.three_card_poker", "games": ["three-card-poker"],
        "families": 1}

``games`` lists the ids of the games that family registers; ``families`` is how many families
this Python has loaded so far (1 on a page that plays one game). Loading a family that is loaded
already costs nothing and answers the same. A name that is not one of the family packages
directly under :mod:`pokerrules.games` (``catalogue.family_modules()``) is ``bad-request``, and
nothing is imported. Any other op works without it: a game that is not loaded yet is found by
loading every family, which is slower, never wrong.

>>> op_load({"op": "load", "module": "pokerrules.games.three_card_poker"})["games"]
['three-card-poker']
>>> try:
...     op_load({"op": "load", "module": "os"})
... except BadRequest as err:
...     print(err.code, err.message)
bad-request There is no game module 'os'; a page names one of the family packages of pokerrules.games.
"""

from __future__ import annotations

from pokerrules.core.errors import BadRequest, quote
from pokerrules.lookup.catalogue import GAMES, family_modules, load, loaded
from pokerrules.table.protocol import LoadReply, LoadRequest

#: The longest module name a request may give (the family packages' names are far shorter).
MAX_MODULE_CHARS = 100


def _unknown(module: object) -> BadRequest:
    return BadRequest(f"There is no game module {quote(module)}; a page names one of the family "
                      f"packages of {GAMES}.")


def op_load(request: LoadRequest) -> LoadReply:
    module = request.get("module")
    if not isinstance(module, str) or len(module) > MAX_MODULE_CHARS:
        raise _unknown(module)
    family = loaded().get(module)  # loaded already (e.g. in the snapshot): no file is read
    if family is None:
        if module not in family_modules():
            raise _unknown(module)
        # No importlib.invalidate_caches(): after a snapshot is restored it takes seconds, and
        # the family's files, written since, are newer than anything the import system noted.
        family = load(module)
        if family is None:
            raise _unknown(module)  # a package shared by games, with no family of its own
    return {"ok": True, "module": module, "games": [variant.id for variant in family.variants],
            "families": len(loaded())}
