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

const isFold = (t) => /fold/i.test(String(t.kind));

// A fixed amount names itself: "Bet 2" (older packages said only "Bet").
function fixedLabel(t) {
  return /\d/.test(t.label) ? t.label : `${t.label} ${t.min}`;
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
  for (const t of legal) {
    const { item, target } = drawAction(t, sim);
    box.append(item);
    if (t.focus === true && !focus) focus = target;
    if (!fallback && !isFold(t)) fallback = target;
  }
  describeButtons(box, sim.view && sim.view.terms); // the game's words in move labels (sim-terms.js)
  return focus || fallback || box.querySelector("button");
}

function button(t, text, extra = {}) {
  return el("button", { type: "button", class: "md-button pr-action", text, dataset: { kind: t.kind }, ...extra });
}

function drawAction(t, sim) {
  const hasAmount = typeof t.min === "number" && typeof t.max === "number";
  const fixed = hasAmount && t.min === t.max;
  const cards = Array.isArray(t.cards) ? t.cards : null;
  const targets = Array.isArray(t.targets) ? t.targets : null;
  const ranks = Array.isArray(t.ranks) ? t.ranks : null;
  if (!cards && !targets && !ranks && (!hasAmount || fixed)) {
    const b = button(t, fixed ? fixedLabel(t) : t.label);
    b.addEventListener("click", () => sim.act(t, fixed ? { fixed: t.min } : {}, b));
    const item = el("div", { class: "pr-action-item" }, b);
    if (t.secret === true) {
      const id = nextUid("secret");
      b.setAttribute("aria-describedby", id);
      item.append(el("span", { class: "pr-help pr-action-secret", id, text: SECRET_NOTE }));
    }
    return { item, target: b };
  }
  if (cards && t.pick && !hasAmount && !targets && !ranks) return drawCardsChoice(t, cards, sim);
  if (cards && !hasAmount && !targets && !ranks) return drawCardChoice(t, cards, sim);

  // A small form: an amount box and/or one <select> per list, and one button.
  const form = el("form", {
    class: "pr-action-item pr-action-form", novalidate: true, "aria-label": t.label, dataset: { kind: t.kind },
  });
  const readers = [];
  let amountInput = null;
  if (hasAmount && !fixed) {
    const id = nextUid("amount");
    const remembered = sim.lastAmounts[t.kind];
    const value = Number.isInteger(remembered) && remembered >= t.min && remembered <= t.max
      ? remembered : t.default ?? t.min;
    amountInput = el("input", {
      id, type: "number", min: String(t.min), max: String(t.max), step: "1",
      value: String(value), inputmode: "numeric", "aria-describedby": `${id}-range`,
      dataset: { param: "amount" },
    });
    form.append(el("span", { class: "pr-action-field" },
      el("label", { for: id, text: `${t.label} amount` }), amountInput,
      el("span", { class: "pr-help", id: `${id}-range`, text: `${t.min}\u2013${t.max}` })));
  }
  const lists = [
    ["card", "card", cards, (c) => withHint(c, c.text && c.label && c.text !== c.label ? `${c.label} (${c.text})` : c.label ?? c.text ?? String(c.value))],
    ["target", "player", targets, (c) => c.label ?? `Seat ${Number(c.value) + 1}`],
    ["rank", "rank", ranks, (c) => c.label ?? String(c.value)],
  ];
  for (const [param, word, list, show] of lists) {
    if (!list) continue;
    const id = nextUid(param);
    const select = el("select", { id, name: param, dataset: { param } });
    const remembered = (sim.lastChoices[t.kind] || {})[param];
    list.forEach((c, i) => select.append(el("option", {
      value: String(i), text: show(c), selected: remembered !== undefined && sameValue(c.value, remembered),
    })));
    readers.push(() => [param, list[select.selectedIndex]?.value]);
    form.append(el("span", { class: "pr-action-field" },
      el("label", { for: id, text: `${t.label}: ${word}` }), select));
  }
  const b = button(t, fixed ? fixedLabel(t) : t.label, { type: "submit" });
  form.append(b);
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const params = { amount: amountInput || undefined, fixed: fixed ? t.min : undefined };
    const chosen = {};
    for (const read of readers) {
      const [name, value] = read();
      if (value === undefined) {
        sim.showAlert(`${t.label}: choose a ${name}.`);
        return;
      }
      params[name] = value;
      chosen[name] = value;
    }
    sim.rememberChoices(t.kind, chosen);
    sim.act(t, params, amountInput || b);
  });
  return { item: form, target: b };
}

const SECRET_NOTE = "Chosen in secret: nobody sees your choice until everyone has chosen.";

// The group of card buttons of one action, named by the action, with the secret note.
function cardGroup(t, extraText = "") {
  const labelId = nextUid("cards");
  const describedBy = t.secret === true ? nextUid("secret") : null;
  const group = el("div", {
    class: "pr-action-item pr-action-cards", role: "group", "aria-labelledby": labelId,
    dataset: { kind: t.kind }, ...(describedBy ? { "aria-describedby": describedBy } : {}),
  }, el("span", { class: "pr-action-label", id: labelId, text: `${t.label}${extraText}` }));
  if (describedBy) group.append(el("span", { class: "pr-help pr-action-secret", id: describedBy, text: SECRET_NOTE }));
  return group;
}

function cardButton(t, c, extra = {}) {
  const code = String(c.value);
  const face = c.label ?? code;
  const suit = code.slice(-1).toLowerCase();
  const wild = c.wild === true;
  const classes = ["md-button", "pr-action", "pr-card-button"];
  if (suit === "h" || suit === "d") classes.push("pr-card--red");
  if (wild) classes.push("pr-card-button--wild");
  const text = `${c.text || face}${wild ? ", wild" : ""}`;
  const hint = hintOf(c);
  if (hint) classes.push("pr-card-button--hint");
  // The name holds the words shown, in their order ("Play 9♣ makes 28, scores -5 (nine of clubs)").
  const shown = hint ? `${face} ${hint}` : face;
  return el("button", {
    type: "button", class: classes.join(" "), "aria-label": `${t.label} ${shown} (${text})`,
    title: `${t.label}: ${withHint(c, text, "; ")}`, dataset: { kind: t.kind, card: code }, ...extra,
  }, face, hint ? " " : null, hint ? el("span", { class: "pr-card-button-hint", text: hint }) : null);
}

// A card choice's `hint` (what choosing it would do: "makes 37, scores 2"), shown with it.
const hintOf = (c) => (typeof c.hint === "string" && c.hint.trim() ? c.hint.trim() : "");
const withHint = (c, text, sep = ": ") => (hintOf(c) ? `${text}${sep}${hintOf(c)}` : text);

// A choice of one card: one button per card, in a group named by the action.
function drawCardChoice(t, cards, sim) {
  const group = cardGroup(t);
  let first = null;
  for (const c of cards) {
    const b = cardButton(t, c);
    b.addEventListener("click", () => sim.act(t, { card: c.value }, b));
    group.append(b);
    first = first || b;
  }
  return { item: group, target: first };
}

const howMany = (pick) => (pick.min === pick.max ? `${pick.min}` : `${pick.min} to ${pick.max}`);

// A choice of several cards: toggle buttons (aria-pressed), a count, and one button to send them.
function drawCardsChoice(t, cards, sim) {
  const group = cardGroup(t, ` (choose ${howMany(t.pick)})`);
  Object.assign(group.dataset, { pickMin: String(t.pick.min), pickMax: String(t.pick.max) });
  const chosen = new Set();
  const count = el("span", { class: "pr-help pr-action-count", "aria-live": "polite", text: "None chosen" });
  const send = button(t, t.label, { dataset: { kind: t.kind, send: "true" } });
  const update = () => {
    count.textContent = chosen.size ? `${chosen.size} chosen` : "None chosen";
    send.textContent = chosen.size ? `${t.label} (${chosen.size})` : t.label;
  };
  let first = null;
  for (const c of cards) {
    const b = cardButton(t, c, { "aria-pressed": "false" });
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
    if (chosen.size < t.pick.min || chosen.size > t.pick.max) {
      sim.showAlert(`${t.label}: choose ${howMany(t.pick)} cards, then press ${t.label}.`);
      return;
    }
    const order = cards.map((c) => String(c.value)).filter((code) => chosen.has(code));
    sim.act(t, { cards: order }, send);
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
      return { error: `${template.label}: enter a whole number from ${template.min} to ${template.max}.`, focus: amountInput };
    }
    action.amount = n;
  }
  for (const name of ["card", "target", "rank", "cards"]) {
    if (params[name] !== undefined) action[name] = params[name];
  }
  return { action };
}
