// pokerrules simulator: what to do with a saved hand, from the engine's answer to the `view` op.
//
// Only the engine's answer is trusted, and it is read by its error code, never by the words of
// its message: the view saved with the hand (in localStorage, where anything may be written)
// is never shown in its place.

import { t } from "./words.js";

/** Codes of a failure of the engine itself, not a verdict on the saved hand (sim-engine.js). */
const ENGINE_TROUBLE = new Set(["engine-failed", "timeout", "not-ready", "internal-error", "bad-response", "cancelled"]);

/**
 * From the engine's answer `res` to {op: "view", history: saved.history}:
 *   {view, history}  the hand as the engine replayed it: show it;
 *   {keep, message}  the engine could not answer: keep the saved hand for another try;
 *   {discard, message} the engine refused the saved hand: forget it.
 */
export function restoreDecision(res, saved) {
  if (res && res.ok === true && res.view && typeof res.view === "object" && !Array.isArray(res.view)) {
    const history = res.history && typeof res.history === "object" ? res.history : saved.history;
    return { view: res.view, history };
  }
  const error = (res && res.error) || {};
  const said = typeof error.message === "string" ? error.message : "";
  if (ENGINE_TROUBLE.has(error.code)) {
    return {
      keep: true,
      message: t("Your hand in progress could not be restored just now, so it is kept: reload the page to try again. {error}", { error: said }).trim(),
    };
  }
  return {
    discard: true,
    message: t("The hand you had in progress could not be restored, so it was discarded. {error}", { error: said }).trim(),
  };
}
