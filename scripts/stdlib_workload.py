"""Run inside Pyodide by scripts/trim_stdlib.py: use everything the site can ask of the package,
then print (as JSON) the standard-library files that got imported from the runtime's zip.

It imports every pokerrules module the site can reach (``pokerrules.api.preload``), then through
``pokerrules.api.handle`` (as the simulator does) loads each family as a page does (the ``load``
op, on top of what the site's snapshot holds), asks for the catalogue, and for every game:
its description, a hand played to its end, a view and a replay of it, a judged showdown, and a
few refused requests; then Three Card Poker's exact analysis. Formatting a traceback is done
once too, since the worker shows the last line of one if the engine ever fails.
"""

import json
import sys
import traceback

from pokerrules.api import handle
from pokerrules.api.preload import import_all
from pokerrules.lookup.catalogue import family_modules

STDLIB_ZIP = f"/lib/python3{sys.version_info.minor}.zip/"


def call(request):
    return json.loads(handle(json.dumps(request)))


import_all()

for module in family_modules():
    call({"op": "load", "module": module})
call({"op": "load", "module": "no.such.module"})
catalogue = call({"op": "catalogue"})
ids = [game["id"] for game in catalogue["games"]]
for game in ids:
    call({"op": "describe", "variant": game})
    reply = call({"op": "new", "variant": game, "seed": 7})
    for step in range(300):
        if not reply.get("ok") or reply["view"]["stage"] == "over" or not reply["view"]["legal"]:
            break
        template = reply["view"]["legal"][step % len(reply["view"]["legal"])]
        action = {"kind": template["kind"]}
        if "min" in template and "max" in template:
            action["amount"] = template.get("default", template["min"])
        for field, key in (("cards", "card"), ("targets", "target"), ("ranks", "rank")):
            if template.get(field):
                action[key] = template[field][0]
        reply = call({"op": "act", "history": reply["history"], "action": action})
    if reply.get("ok"):
        call({"op": "view", "history": reply["history"]})
        call({"op": "replay", "history": reply["history"]})
        call({"op": "act", "history": reply["history"], "action": {"kind": "no-such-move"}})
    call({"op": "judge", "variant": game, "hands": ["As Ad Kc", "Qs Js Ts"]})
call({"op": "analyse", "variant": "three-card-poker", "options": {}})
for bad in ('{"op": []}', "[" * 2000, '{"op": "new", "variant": "x"}', "\"\\ud800\"", "1e999"):
    handle(bad)
try:
    raise ValueError("a traceback, formatted as the worker would show it")
except ValueError:
    traceback.format_exc()

files = sorted({
    module.__file__[len(STDLIB_ZIP):]
    for module in list(sys.modules.values())
    if isinstance(getattr(module, "__file__", None), str) and module.__file__.startswith(STDLIB_ZIP)
})
print(json.dumps({"zip": STDLIB_ZIP, "files": files, "games": len(ids)}))
