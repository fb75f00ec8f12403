// pokerrules simulator: frames written as what changed, read back as whole views.
//
// The engine sends the table after each move as what changed from the frame before
// (notes/api-contract.md, "Compact frames"; pokerrules.api.frames.compact): {log, view, grow, gone},
// `view` holding only the fields that differ, `grow` the lists that grow a line at a time
// ({field: [kept, added]}: the first `kept` items of the frame before, then `added`), `gone` the
// fields the frame before had and this one has not. expandFrames rebuilds each whole view,
// {log, view}, as the rest of the simulator reads frames (sim-hand.js, sim-match.js,
// sim-replay.js). Nothing here knows a game.

const isObject = (x) => Boolean(x) && typeof x === "object" && !Array.isArray(x);

/**
 * The whole frames [{log, view}] of `frames` (compact), the view before the first being `base`
 * (the view the page shows before the move; null for a new hand or a whole replay). Null when
 * a frame is not one the engine writes, or needs a view before it that is not there.
 */
export function expandFrames(frames, base = null) {
  if (!Array.isArray(frames) || !frames.length) return null;
  const out = [];
  let before = isObject(base) ? base : {};
  for (const frame of frames) {
    if (!isObject(frame) || !isObject(frame.view)) return null;
    const view = { ...before, ...frame.view };
    for (const key of Array.isArray(frame.gone) ? frame.gone : []) delete view[key];
    for (const [key, change] of Object.entries(isObject(frame.grow) ? frame.grow : {})) {
      const [kept, added] = Array.isArray(change) ? change : [];
      const old = Array.isArray(before[key]) ? before[key] : [];
      if (!Number.isInteger(kept) || kept < 0 || kept > old.length || !Array.isArray(added)) return null;
      view[key] = old.slice(0, kept).concat(added);
    }
    out.push({ log: frame.log, view });
    before = view;
  }
  return out;
}

/**
 * The whole answer of a `replay` request `req`: the engine answers it in pages
 * (notes/api-contract.md, "Pages"), so the pages are asked for in turn through `send` (one
 * request in, its answer out, as getEngine().request), each with the `start` the page before
 * gave as `next`, and joined: {ok, frames, next: null}. The first answer that is not a page (an
 * error, or null) comes back as it is.
 */
export async function replayAll(send, req) {
  let res = await send(req);
  let frames = [];
  for (let start = 0; isObject(res) && res.ok === true && Array.isArray(res.frames); ) {
    frames = frames.concat(res.frames);
    if (!Number.isInteger(res.next)) return { ...res, frames, next: null };
    if (res.next <= start) return null; // a page that goes nowhere: never asked again
    start = res.next;
    res = await send({ ...req, start });
  }
  return res;
}

/**
 * The answer `res` of an `act` sent with `delta: true` made whole, as an answer without `delta`
 * is: {ok, history, view, seat, frames, history_key}. `history` and `view` are the ones the
 * request was sent for;
 * the answer's history is that history with `res.actions` added (or `res.history`, when the
 * engine sent it whole), its view the last of `res.frames` read back against `view`. Its
 * `frames` are left out unless `withFrames` (the request asked for them). An answer that is
 * already whole, or an error, comes back as it is; null when the answer cannot be read.
 */
export function readMove(res, history, view, withFrames = true) {
  if (!isObject(res) || res.ok !== true || (isObject(res.history) && isObject(res.view))) return res;
  // Pass-and-play: the device goes to another person, whose view comes whole; the frames (if
  // any) are the mover's, read against the view the mover had.
  const handedOver = isObject(res.view);
  const frames = res.frames === undefined && handedOver ? [] : expandFrames(res.frames, view);
  if (!frames) return null;
  let whole = res.history;
  if (!isObject(whole)) {
    if (!isObject(history) || !Array.isArray(history.actions) || !Array.isArray(res.actions)) return null;
    whole = { ...history, actions: history.actions.concat(res.actions) };
  }
  const out = { ok: true, history: whole, view: handedOver ? res.view : frames[frames.length - 1].view };
  if (Number.isInteger(res.seat)) out.seat = res.seat;
  if (withFrames && res.frames !== undefined) out.frames = res.frames;
  if (typeof res.history_key === "string") out.history_key = res.history_key;
  return out;
}
