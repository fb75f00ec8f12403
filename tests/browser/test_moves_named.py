"""A move in the simulator asks for what changed (``delta``) and names its history by the
``history_key`` of the answer before, instead of sending it: the page reads the answer back
into the same table and log a whole answer gives. When the engine has forgotten the history
(here, pushed out by other hands), it refuses the name and the page sends the whole history:
the move is played, with no alert."""

from __future__ import annotations

from playwright.sync_api import expect
from simkit import SIM, click, deal, history, offered, open_game, saved

GAME = "rumino"

#: Records the op of each request the page sends its engine, and whether it sends a history,
#: a history_key, and delta.
SPY = """() => {
  if (window.__prSent) return;
  window.__prSent = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (msg, ...rest) {
    if (msg && msg.type === 'request') {
      const req = JSON.parse(msg.body);
      window.__prSent.push({ op: req.op, history: 'history' in req,
                             key: 'history_key' in req, delta: req.delta === true });
    }
    return post.call(this, msg, ...rest);
  };
}"""

ASK = """async ([engineURL, requests]) => {
  const { getEngine } = await import(engineURL);
  const out = [];
  for (const request of requests) out.push(await getEngine().request(request));
  return out;
}"""


def _move(tab) -> None:
    page = tab.page
    tab.wait_ready()
    expect(page.locator(f"{SIM} .pr-alert")).to_be_empty()
    kinds = offered(page)
    click(page, next((k for k in kinds if k in ("stock", "discard")), kinds[0]))
    tab.wait_ready()
    expect(page.locator(f"{SIM} .pr-alert")).to_be_empty()


def _acts(page) -> list[dict[str, bool]]:
    return [sent for sent in page.evaluate("() => window.__prSent") if sent["op"] == "act"]


def _engine_view(tab, hand_history: dict) -> dict:
    engine = tab.site.url("javascripts/sim-engine.js")
    reply = tab.page.evaluate(ASK, [engine, [{"op": "view", "history": hand_history}]])[0]
    assert reply["ok"], reply
    return reply["view"]


def test_moves_name_their_history_and_a_forgotten_one_is_sent_whole(tab) -> None:
    page = open_game(tab, GAME)
    page.evaluate(SPY)
    deal(tab, "11", "3")
    for _ in range(4):
        _move(tab)
    acts = _acts(page)
    assert len(acts) >= 4
    assert all(a == {"op": "act", "history": False, "key": True, "delta": True} for a in acts), acts
    hand = saved(page, GAME)["hand"]
    view = _engine_view(tab, hand["history"])
    assert history(page) == "\n".join(view["log"])
    # other hands push this one out of what the engine remembers
    engine = tab.site.url("javascripts/sim-engine.js")
    others = [{"op": "new", "variant": GAME, "seed": 500 + n, "seats": 3} for n in range(12)]
    assert all(reply["ok"] for reply in page.evaluate(ASK, [engine, others]))
    before = len(_acts(page))
    _move(tab)
    acts = _acts(page)[before:]
    assert acts == [{"op": "act", "history": False, "key": True, "delta": True},
                    {"op": "act", "history": True, "key": False, "delta": True}], acts
    _move(tab)  # and the next move names its history again
    assert _acts(page)[-1]["key"]
    hand = saved(page, GAME)["hand"]
    view = _engine_view(tab, hand["history"])
    assert history(page) == "\n".join(view["log"])
    assert not tab.errors, tab.errors
