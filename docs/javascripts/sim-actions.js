// pokerrules simulator: the reader's moves, drawn from a view's `legal` templates alone.
//
//   no parameters             one button ("Fold")
//   min == max                one button with its label ("Bet 2"), sending amount = min
//   only `cards`              one button per card, named with the card's text
//   `cards` with `pick`       toggle buttons, one per card, and one button that sends the cards
//                             chosen (from pick.min to pick.max of them) as `cards`
//   `secret: true`            any of the above, with a line saying the choice stays secret
//   min < max, targets, ranks a small form: a labelled amount box and/or labelled <select>s
//   (or cards with these)     for cards, targets and ranks, and one button
//
// drawActions() returns the control that should have the focus: the template marked
// `focus: true`, else the first that is not a fold (never Fold when anything else is offered).
// The focus is a keyboard convenience, not advice: every move looks the same (no move is
// filled in or marked), so nothing on the table reads as a recommendation.

import { el, nextUid, sameValue } from "./sim-dom.js";
import { describeButtons } from "./sim-terms.js";
import { t } from "./words.js";

const isFold = (move) => /fold/i.test(String(move.kind));

// A fixed amount names itself: "Bet 2" (older packages said only "Bet").
function fixedLabel(move) {
  return /\d/.test(move.label) ? move.label : `${move.label} ${move.min}`;
}

/**
 * Fill `box` with one item per template. `sim` gives act(template, params, back),
 * showAlert(text), view, lastAmounts and lastChoices (remembered per kind, read here), and
 * rememberChoices(kind, chosen), which keeps the choices of a move in its store.
 */
export function drawActions(box, legal, sim) {
  box.replaceChildren();
  let focus = null;
  let fallback = null;
  for (const move of legal) {
    const { item, target } = drawAction(move, sim);
    box.append(item);
    if (move.focus === true && !focus) focus = target;
    if (!fallback && !isFold(move)) fallback = target;
  }
  describeButtons(box, sim.view && sim.view.terms); // the game's words in move labels (sim-terms.js)
  return focus || fallback || box.querySelector("button");
}

function button(move, text, extra = {}) {
  return el("button", { type: "button", class: "md-button pr-action", text, dataset: { kind: move.kind }, ...extra });
}

function drawAction(move, sim) {
  const hasAmount = typeof move.min === "number" && typeof move.max === "number";
  const fixed = hasAmount && move.min === move.max;
  const cards = Array.isArray(move.cards) ? move.cards : null;
  const targets = Array.isArray(move.targets) ? move.targets : null;
  const ranks = Array.isArray(move.ranks) ? move.ranks : null;
  if (!cards && !targets && !ranks && (!hasAmount || fixed)) {
    const b = button(move, fixed ? fixedLabel(move) : move.label);
    b.addEventListener("click", () => sim.act(move, fixed ? { fixed: move.min } : {}, b));
    const item = el("div", { class: "pr-action-item" }, b);
    if (move.secret === true) {
      const id = nextUid("secret");
      b.setAttribute("aria-describedby", id);
      item.append(el("span", { class: "pr-help pr-action-secret", id, text: SECRET_NOTE }));
    }
    return { item, target: b };
  }
  if (cards && move.pick && !hasAmount && !targets && !ranks) return drawCardsChoice(move, cards, sim);
  if (cards && !hasAmount && !targets && !ranks) return drawCardChoice(move, cards, sim);

  // A small form: an amount box and/or one <select> per list, and one button.
  const form = el("form", {
    class: "pr-action-item pr-action-form", novalidate: true, "aria-label": move.label, dataset: { kind: move.kind },
  });
  const readers = [];
  let amountInput = null;
  if (hasAmount && !fixed) {
    const id = nextUid("amount");
    const remembered = sim.lastAmounts[move.kind];
    const value = Number.isInteger(remembered) && remembered >= move.min && remembered <= move.max
      ? remembered : move.default ?? move.min;
    amountInput = el("input", {
      id, type: "number", min: String(move.min), max: String(move.max), step: "1",
      value: String(value), inputmode: "numeric", "aria-describedby": `${id}-range`,
      dataset: { param: "amount" },
    });
    form.append(el("span", { class: "pr-action-field" },
      el("label", { for: id, text: t("{move} amount", { move: move.label }) }), amountInput,
      el("span", { class: "pr-help", id: `${id}-range`, text: `${move.min}\u2013${move.max}` })));
  }
  const lists = [
    ["card", t("card"), cards, (c) => withHint(c, c.text && c.label && c.text !== c.label ? `${c.label} (${c.text})` : c.label ?? c.text ?? String(c.value))],
    ["target", t("player"), targets, (c) => c.label ?? t("Seat {n}", { n: Number(c.value) + 1 })],
    ["rank", t("rank"), ranks, (c) => c.label ?? String(c.value)],
  ];
  for (const [param, word, list, show] of lists) {
    if (!list) continue;
    const id = nextUid(param);
    const select = el("select", { id, name: param, dataset: { param } });
    const remembered = (sim.lastChoices[move.kind] || {})[param];
    list.forEach((c, i) => select.append(el("option", {
      value: String(i), text: show(c), selected: remembered !== undefined && sameValue(c.value, remembered),
    })));
    readers.push(() => [param, list[select.selectedIndex]?.value]);
    form.append(el("span", { class: "pr-action-field" },
      el("label", { for: id, text: `${move.label}: ${word}` }), select));
  }
  const b = button(move, fixed ? fixedLabel(move) : move.label, { type: "submit" });
  form.append(b);
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const params = { amount: amountInput || undefined, fixed: fixed ? move.min : undefined };
    const chosen = {};
    for (const read of readers) {
      const [name, value] = read();
      if (value === undefined) {
        sim.showAlert(t("{move}: choose one: {list}.", { move: move.label, list: lists.find(([p]) => p === name)[1] }));
        return;
      }
      params[name] = value;
      chosen[name] = value;
    }
    sim.rememberChoices(move.kind, chosen);
    sim.act(move, params, amountInput || b);
  });
  return { item: form, target: b };
}

const SECRET_NOTE = t("Chosen in secret: nobody sees your choice until everyone has chosen.");

// The group of card buttons of one action, named by the action, with the secret note.
function cardGroup(move, labelText = move.label) {
  const labelId = nextUid("cards");
  const describedBy = move.secret === true ? nextUid("secret") : null;
  const group = el("div", {
    class: "pr-action-item pr-action-cards", role: "group", "aria-labelledby": labelId,
    dataset: { kind: move.kind }, ...(describedBy ? { "aria-describedby": describedBy } : {}),
  }, el("span", { class: "pr-action-label", id: labelId, text: labelText }));
  if (describedBy) group.append(el("span", { class: "pr-help pr-action-secret", id: describedBy, text: SECRET_NOTE }));
  return group;
}

function cardButton(move, c, extra = {}) {
  const code = String(c.value);
  const face = c.label ?? code;
  const suit = code.slice(-1).toLowerCase();
  const wild = c.wild === true;
  const classes = ["md-button", "pr-action", "pr-card-button"];
  if (suit === "h" || suit === "d") classes.push("pr-card--red");
  if (wild) classes.push("pr-card-button--wild");
  const text = wild ? t("{card}, wild", { card: c.text || face }) : c.text || face;
  const hint = hintOf(c);
  if (hint) classes.push("pr-card-button--hint");
  // The name holds the words shown, in their order ("Play 9♣ makes 28, scores -5 (nine of clubs)").
  const shown = hint ? `${face} ${hint}` : face;
  return el("button", {
    type: "button", class: classes.join(" "), "aria-label": `${move.label} ${shown} (${text})`,
    title: `${move.label}: ${withHint(c, text, "; ")}`, dataset: { kind: move.kind, card: code }, ...extra,
  }, face, hint ? " " : null, hint ? el("span", { class: "pr-card-button-hint", text: hint }) : null);
}

// A card choice's `hint` (what choosing it would do: "makes 37, scores 2"), shown with it.
const hintOf = (c) => (typeof c.hint === "string" && c.hint.trim() ? c.hint.trim() : "");
const withHint = (c, text, sep = ": ") => (hintOf(c) ? `${text}${sep}${hintOf(c)}` : text);

// A choice of one card: one button per card, in a group named by the action.
function drawCardChoice(move, cards, sim) {
  const group = cardGroup(move);
  let first = null;
  for (const c of cards) {
    const b = cardButton(move, c);
    b.addEventListener("click", () => sim.act(move, { card: c.value }, b));
    group.append(b);
    first = first || b;
  }
  return { item: group, target: first };
}

// A choice of several cards: toggle buttons (aria-pressed), a count, and one button to send them.
function drawCardsChoice(move, cards, sim) {
  const pick = { move: move.label, button: move.label, n: move.pick.min, n1: move.pick.min, n2: move.pick.max };
  const group = cardGroup(move, pick.n1 === pick.n2 ? t("{move} (choose {n})", pick) : t("{move} (choose {n1} to {n2})", pick));
  Object.assign(group.dataset, { pickMin: String(move.pick.min), pickMax: String(move.pick.max) });
  const chosen = new Set();
  const count = el("span", { class: "pr-help pr-action-count", "aria-live": "polite", text: t("None chosen") });
  const send = button(move, move.label, { dataset: { kind: move.kind, send: "true" } });
  const update = () => {
    count.textContent = chosen.size ? t("{n} chosen", { n: chosen.size }) : t("None chosen");
    send.textContent = chosen.size ? `${move.label} (${chosen.size})` : move.label;
  };
  let first = null;
  for (const c of cards) {
    const b = cardButton(move, c, { "aria-pressed": "false" });
    b.addEventListener("click", () => {
      const code = String(c.value);
      if (chosen.has(code)) chosen.delete(code); else chosen.add(code);
      b.setAttribute("aria-pressed", String(chosen.has(code)));
      update();
    });
    group.append(b);
    first = first || b;
  }
  send.addEventListener("click", () => {
    if (chosen.size < move.pick.min || chosen.size > move.pick.max) {
      sim.showAlert(pick.n1 === pick.n2 ? t("{move}: choose {n} cards, then press {button}.", pick)
        : t("{move}: choose {n1} to {n2} cards, then press {button}.", pick));
      return;
    }
    const order = cards.map((c) => String(c.value)).filter((code) => chosen.has(code));
    sim.act(move, { cards: order }, send);
  });
  group.append(count, send);
  return { item: group, target: first };
}

/** The action to send for `template` and `params`, or {error, focus} when the amount is bad. */
export function buildAction(template, params) {
  const action = { kind: template.kind };
  if (params.fixed !== undefined) action.amount = params.fixed;
  const amountInput = params.amount;
  if (amountInput) {
    const raw = amountInput.value.trim();
    const n = Number(raw);
    if (raw === "" || !Number.isInteger(n)) {
      return { error: t("{move}: enter a whole number from {n1} to {n2}.", { move: template.label, n1: template.min, n2: template.max }), focus: amountInput };
    }
    action.amount = n;
  }
  for (const name of ["card", "target", "rank", "cards"]) {
    if (params[name] !== undefined) action[name] = params[name];
  }
  return { action };
}
