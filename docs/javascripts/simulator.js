// pokerrules simulator: mounts on every <div class="pr-simulator" data-variant="ID">.
//
// Loaded as an ES module (mkdocs.yml extra_javascript, type: module). Under Material's
// instant navigation a module script runs once per visit, so components are mounted on
// every page change through Material's `document$` observable, and a single Web Worker
// (one Pyodide) serves every page of the visit.
//
// The UI is generic: it knows the JSON contract of pokerrules.api (notes/api-contract.md),
// not any game. `describe` gives the options and seat count; a view's `legal` templates are
// drawn from their parameters alone:
//   no parameters            one button ("Fold")
//   only `cards`             one button per card ("Turn face up" A♠, named with the card's text)
//   min/max, targets, ranks  a small form: a labelled amount box and/or labelled <select>s for
//   (or cards with these)    cards, targets and ranks, and one button
// Cards carry `up`: the reader's own face-down cards are shown (dashed, hatched, and "face
// down, only you see it" in their accessible text) so the reader can tell what others see.
// A view's `info` strings ("Pot 14") are shown above the table.
//
// DOM is built with createElement/textContent only; no data ever goes through innerHTML.
//
// For tests and measurements, the page exposes `window.__pokerrules`:
//   workers   how many engine workers this visit created (1 unless a boot failed and was retried)
//   boots     how many times Pyodide finished booting in this visit
//   status    "idle" | "loading" | "ready" | "failed"
//   bootMs    time the worker took to boot Pyodide and load the package
//   readyAt   performance.now() when a simulator last became ready to deal
//   mounts    how many simulators were mounted in this visit
// and every simulator element carries data-state="loading" | "ready" | "busy" | "failed".

import { cardElement } from "./sim-cards.js";

const SITE_ROOT = new URL("../", import.meta.url); // this file is <root>/javascripts/simulator.js
const INDEX_URL = new URL("pyodide/", SITE_ROOT).href;
const WORKER_URL = new URL("pyodide-worker.js", import.meta.url);
const BOOT_TIMEOUT_MS = 120_000;
const REQUEST_TIMEOUT_MS = 60_000;

const probe = (window.__pokerrules = {
  workers: 0,
  boots: 0,
  status: "idle",
  bootMs: null,
  python: null,
  readyAt: null,
  mounts: 0,
  error: null,
});

// --------------------------------------------------------------------------- engine

let engine = null;

function failure(code, message) {
  return { ok: false, error: { code, message } };
}

function createEngine() {
  probe.workers += 1;
  probe.status = "loading";
  probe.error = null;
  const pending = new Map();
  let nextId = 1;
  let worker;
  let settle;
  const ready = new Promise((resolve, reject) => {
    settle = { resolve, reject };
  });
  let done = false;
  const fail = (message) => {
    if (done) {
      // The worker died after booting: answer whatever is waiting.
      for (const [, p] of pending) p(failure("engine-failed", message));
      pending.clear();
      return;
    }
    done = true;
    probe.status = "failed";
    probe.error = message;
    clearTimeout(timer);
    if (worker) worker.terminate();
    settle.reject(new Error(message));
  };
  const timer = setTimeout(
    () => fail(`It did not finish loading within ${BOOT_TIMEOUT_MS / 1000} seconds.`),
    BOOT_TIMEOUT_MS,
  );
  try {
    worker = new Worker(WORKER_URL, { type: "module", name: "pokerrules" });
  } catch (err) {
    fail(`The browser could not start a worker (${err && err.message ? err.message : err}).`);
    return { ready, request: async () => failure("engine-failed", "The rules engine is not loaded.") };
  }
  worker.addEventListener("message", (event) => {
    const msg = event.data || {};
    if (msg.type === "ready") {
      done = true;
      clearTimeout(timer);
      probe.boots += 1;
      probe.status = "ready";
      probe.bootMs = msg.bootMs;
      probe.python = msg.python;
      settle.resolve();
    } else if (msg.type === "boot-error") {
      fail(msg.message || "Unknown error.");
    } else if (msg.type === "response") {
      const p = pending.get(msg.id);
      if (p) {
        pending.delete(msg.id);
        p(msg.body);
      }
    }
  });
  worker.addEventListener("error", (event) => {
    event.preventDefault();
    fail(`The worker stopped: ${event.message || "its script could not be loaded"}.`);
  });
  worker.addEventListener("messageerror", () => fail("The worker sent a message that could not be read."));
  worker.postMessage({ type: "boot", indexURL: INDEX_URL });

  async function request(req) {
    await ready;
    const id = nextId++;
    const body = await new Promise((resolve) => {
      const t = setTimeout(() => {
        pending.delete(id);
        resolve(failure("timeout",
          "The rules engine did not answer in time, so it was restarted. Try again; the hand is kept."));
        // A worker that does not answer is stuck (Python cannot be interrupted), and every
        // later request would queue behind it: drop it, so the next request boots a new one.
        abandon(eng);
      }, REQUEST_TIMEOUT_MS);
      pending.set(id, (value) => {
        clearTimeout(t);
        resolve(value);
      });
      worker.postMessage({ type: "request", id, body: JSON.stringify(req) });
    });
    if (typeof body !== "string") return body;
    try {
      const parsed = JSON.parse(body);
      if (parsed && typeof parsed === "object") return parsed;
    } catch (_) {
      /* fall through */
    }
    return failure("bad-response", "The rules engine sent an answer that could not be read.");
  }

  const eng = {
    ready,
    request,
    stop(message) {
      clearTimeout(timer);
      if (worker) worker.terminate();
      for (const [, p] of pending) p(failure("engine-failed", message));
      pending.clear();
    },
  };
  return eng;
}

function abandon(eng) {
  eng.stop("The rules engine was restarted.");
  if (engine === eng) engine = null;
}

function getEngine() {
  if (!engine) engine = createEngine();
  return engine;
}

function retryEngine() {
  engine = null;
  return getEngine();
}

// --------------------------------------------------------------------------- helpers

let uid = 0;
const nextUid = (prefix) => `pr-${prefix}-${++uid}`;

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key === "dataset") Object.assign(node.dataset, value);
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key in node && typeof value !== "string") node[key] = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : "0");
const sameValue = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// Bankroll and statistics survive instant page changes (not full reloads) per game.
const memory = new Map();

// --------------------------------------------------------------------------- component

class Simulator {
  constructor(host) {
    this.host = host;
    this.variant = host.dataset.variant || "";
    this.desc = null;
    this.history = null;
    this.view = null;
    this.counted = false;
    this.lastAmounts = {};
    this.lastChoices = {};
    const saved = memory.get(this.variant);
    this.stacks = saved ? saved.stacks : null;
    this.stats = saved ? saved.stats : { hands: 0, net: 0, wins: 0, losses: 0, pushes: 0 };
    this.build();
    this.start();
  }

  remember() {
    memory.set(this.variant, { stacks: this.stacks, stats: this.stats });
  }

  setState(state) {
    this.host.dataset.state = state;
    this.root.setAttribute("aria-busy", state === "loading" || state === "busy" ? "true" : "false");
    const off = state !== "ready";
    if (this.dealButton) this.dealButton.disabled = off;
    if (this.resetButton) this.resetButton.disabled = off;
    if (this.oddsButton) this.oddsButton.disabled = off;
    for (const b of this.actions.querySelectorAll("button, input, select")) b.disabled = off;
    if (state === "ready") probe.readyAt = performance.now();
  }

  // ----- skeleton

  build() {
    this.host.replaceChildren();
    this.status = el("p", { class: "pr-status", role: "status" });
    this.alert = el("div", { class: "pr-alert", role: "alert" });
    this.setup = el("div", { class: "pr-setup-slot" });
    this.prompt = el("p", { class: "pr-prompt" });
    this.info = el("ul", { class: "pr-info", "aria-label": "At the table" });
    // The reader's own hand comes first, with their choices right under it; then the others.
    this.mine = el("div", { class: "pr-hands pr-hands--mine" });
    this.hands = el("div", { class: "pr-hands pr-hands--others" });
    this.legend = el("p", { class: "pr-legend", hidden: true },
      el("span", { class: "pr-legend-swatch", "aria-hidden": "true" }),
      "Dashed, hatched cards are face down: only you can see them.");
    this.actions = el("div", { class: "pr-actions", role: "group", "aria-label": "Your move" });
    this.result = el("div", { class: "pr-result", "aria-live": "polite" });
    this.table = el("div", { class: "pr-table", hidden: true },
      this.info, this.prompt, this.mine, this.legend, this.actions, this.result, this.hands);
    this.statsBox = el("dl", { class: "pr-stats" });
    this.logList = el("ol", { class: "pr-log-list" });
    // A long hand's history scrolls in its own box (focusable, so the keyboard can scroll it).
    this.logBox = el("div", { class: "pr-log-box", tabindex: "0", role: "region", "aria-label": "Hand history" },
      this.logList);
    this.log = el("details", { class: "pr-log", open: true, hidden: true },
      el("summary", { text: "Hand history" }), this.logBox);
    this.root = el("section", { class: "pr-sim", "aria-label": "Simulator" },
      this.status, this.alert, this.setup, this.table, this.statsBox, this.log);
    this.host.append(this.root);
  }

  showAlert(message) {
    this.alert.replaceChildren(el("p", { text: message }));
  }

  clearAlert() {
    this.alert.replaceChildren();
  }

  // ----- boot and describe

  async start() {
    this.setState("loading");
    this.status.textContent = "Loading the rules engine\u2026";
    const eng = getEngine();
    try {
      await eng.ready;
    } catch (err) {
      this.fail(`The rules engine could not be loaded, so the simulator cannot run. ${err.message}`, true);
      return;
    }
    if (!this.host.isConnected) return;
    const desc = await eng.request({ op: "describe", variant: this.variant });
    if (!desc.ok) {
      this.fail(desc.error && desc.error.message ? desc.error.message : "The game could not be described.");
      return;
    }
    this.desc = desc;
    this.root.setAttribute("aria-label", `Simulator: ${desc.name}`);
    this.drawSetup();
    this.drawStats();
    this.status.textContent = "Ready. Choose the house rules if you like, then press Deal.";
    this.setState("ready");
  }

  fail(message, canRetry = false) {
    this.status.textContent = "The simulator is unavailable.";
    this.alert.replaceChildren(el("p", { text: message }));
    if (canRetry) {
      this.alert.append(el("button", {
        type: "button",
        class: "md-button",
        text: "Try again",
        onclick: () => {
          retryEngine();
          for (const host of document.querySelectorAll(".pr-simulator")) mount(host, true);
        },
      }));
    }
    this.setState("failed");
  }

  // ----- setup form: seats, options, seed, Deal, Reset bankroll

  drawSetup() {
    const d = this.desc;
    const form = el("form", { class: "pr-setup", novalidate: true });
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      this.deal();
    });
    const fields = el("div", { class: "pr-fields" });
    this.optionReaders = [];

    const seats = d.seats || { min: 1, max: 1, default: 1 };
    const seatId = nextUid("seats");
    this.seatSelect = el("select", { id: seatId, name: "seats" });
    for (let n = seats.min; n <= seats.max; n++) {
      this.seatSelect.append(el("option", { value: String(n), text: String(n), selected: n === seats.default }));
    }
    if (this.stacks) this.seatSelect.value = String(this.stacks.length);
    this.seatSelect.disabled = seats.min === seats.max;
    fields.append(el("div", { class: "pr-field" },
      el("label", { for: seatId, text: "Players (you are seat 1)" }), this.seatSelect));

    for (const opt of d.options || []) {
      const id = nextUid("opt");
      const field = el("div", { class: "pr-field" }, el("label", { for: id, text: opt.label || opt.name }));
      let control;
      if (opt.kind === "choice") {
        control = el("select", { id, name: opt.name });
        const choices = opt.choices || [];
        choices.forEach((c, i) => control.append(
          el("option", { value: String(i), text: c.label ?? String(c.value), selected: sameValue(c.value, opt.default) })));
        this.optionReaders.push(() => [opt.name, choices[control.selectedIndex]?.value]);
      } else {
        control = el("input", { id, name: opt.name, type: "text", value: opt.default ?? "", autocomplete: "off" });
        this.optionReaders.push(() => [opt.name, control.value]);
      }
      field.append(control);
      if (opt.help) {
        const helpId = `${id}-help`;
        control.setAttribute("aria-describedby", helpId);
        field.append(el("span", { class: "pr-help", id: helpId, text: opt.help }));
      }
      fields.append(field);
    }

    const seedId = nextUid("seed");
    this.seedInput = el("input", {
      id: seedId, name: "seed", type: "text", inputmode: "numeric", autocomplete: "off",
      "aria-describedby": `${seedId}-help`,
    });
    fields.append(el("div", { class: "pr-field" },
      el("label", { for: seedId, text: "Seed (optional)" }), this.seedInput,
      el("span", { class: "pr-help", id: `${seedId}-help`, text: "Empty for a random deal; a seed replays the same cards." })));

    this.dealButton = el("button", { type: "submit", class: "md-button md-button--primary pr-deal", text: "Deal" });
    this.resetButton = el("button", {
      type: "button", class: "md-button pr-reset", text: "Reset bankroll",
      onclick: () => this.resetBankroll(),
    });
    const buttons = el("div", { class: "pr-buttons" }, this.dealButton, this.resetButton);
    this.oddsBox = el("div", { class: "pr-odds", "aria-live": "polite" });
    if (d.analysis) {
      // Exact figures for the chosen options, computed by the package in the browser.
      this.oddsButton = el("button", {
        type: "button", class: "md-button pr-odds-button", text: "Exact odds for these rules",
        onclick: () => this.showOdds(),
      });
      buttons.append(this.oddsButton);
    }
    form.append(
      el("fieldset", {}, el("legend", { text: "Table and house rules" }), fields),
      buttons,
      this.oddsBox,
    );
    this.setup.replaceChildren(form);
  }

  async showOdds() {
    this.oddsBox.replaceChildren(el("p", { text: "Working out the exact odds\u2026" }));
    const started = performance.now();
    const res = await this.send({ op: "analyse", variant: this.variant, options: this.readOptions() });
    this.setState("ready");
    if (!res) {
      this.oddsBox.replaceChildren();
      return;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const list = el("dl", { class: "pr-stats pr-odds-list" });
    for (const [term, value] of res.figures.summary || []) {
      list.append(el("div", {}, el("dt", { text: term }), el("dd", { text: value })));
    }
    this.oddsBox.replaceChildren(
      el("p", { class: "pr-help", text: `Exact, by full enumeration in your browser (${seconds} s):` }),
      list,
    );
  }

  readOptions() {
    const options = {};
    for (const read of this.optionReaders) {
      const [name, value] = read();
      options[name] = value;
    }
    return options;
  }

  readSeed() {
    const raw = this.seedInput.value.trim();
    if (raw === "") return { seed: null };
    if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
      return { error: "The seed must be a whole number, or empty for a random deal." };
    }
    return { seed: Number(raw) };
  }

  stacksFor(seats) {
    if (!this.stacks) return null;
    const start = this.desc.start_stack ?? this.stacks[0];
    const out = this.stacks.slice(0, seats);
    while (out.length < seats) out.push(start);
    return out;
  }

  resetBankroll() {
    this.stacks = null;
    this.stats = { hands: 0, net: 0, wins: 0, losses: 0, pushes: 0 };
    this.remember();
    this.clearAlert();
    this.drawStats();
    this.status.textContent = "Bankroll reset. Press Deal to start again.";
  }

  // ----- talking to the engine

  async send(req) {
    this.clearAlert();
    this.setState("busy");
    const res = await getEngine().request(req);
    if (!this.host.isConnected) return null;
    if (!res.ok) {
      const msg = res.error && res.error.message ? res.error.message : "The rules engine refused the request.";
      this.showAlert(msg);
      this.setState("ready");
      return null;
    }
    return res;
  }

  async deal() {
    const seed = this.readSeed();
    if (seed.error) {
      this.showAlert(seed.error);
      this.seedInput.focus();
      return;
    }
    const seats = Number(this.seatSelect.value);
    const res = await this.send({
      op: "new",
      variant: this.variant,
      options: this.readOptions(),
      seed: seed.seed,
      seats,
      stacks: this.stacksFor(seats),
    });
    if (!res) return;
    this.counted = false;
    this.accept(res);
  }

  // `params` holds what the template asks for: {amount: <input>} read here, and card, target,
  // rank values already chosen. `back` is the control to focus again if the engine refuses.
  async act(template, params = {}, back = null) {
    const action = { kind: template.kind };
    const amountInput = params.amount;
    if (amountInput) {
      const raw = amountInput.value.trim();
      const n = Number(raw);
      if (raw === "" || !Number.isInteger(n)) {
        this.showAlert(`${template.label}: enter a whole number from ${template.min} to ${template.max}.`);
        amountInput.focus();
        return;
      }
      action.amount = n;
      this.lastAmounts[template.kind] = n;
    }
    for (const name of ["card", "target", "rank"]) {
      if (params[name] !== undefined) action[name] = params[name];
    }
    const res = await this.send({ op: "act", history: this.history, action });
    if (!res) {
      // Refused: the same choice is still open; put the reader back where they were.
      const again = back || amountInput;
      if (again && again.isConnected) again.focus();
      else this.focusFirstAction();
      return;
    }
    this.accept(res);
  }

  accept(res) {
    const hadFocus = this.root.contains(document.activeElement) || document.activeElement === document.body;
    this.history = res.history;
    this.view = res.view;
    const v = res.view;
    if (v.result && !this.counted) {
      this.counted = true;
      const me = v.your_seat ?? 0;
      const net = v.result.net ? v.result.net[me] : 0;
      this.stats.hands += 1;
      this.stats.net += net;
      if (net > 0) this.stats.wins += 1;
      else if (net < 0) this.stats.losses += 1;
      else this.stats.pushes += 1;
      if (Array.isArray(v.result.stacks)) this.stacks = v.result.stacks.slice();
      this.remember();
    }
    this.drawView();
    this.drawStats();
    this.setState("ready");
    if (hadFocus) {
      if (v.to_act === v.your_seat && v.legal && v.legal.length) this.focusFirstAction();
      else this.dealButton.focus();
    }
  }

  focusFirstAction() {
    const b = this.actions.querySelector("button:not([disabled])");
    if (b) b.focus();
    else if (this.dealButton) this.dealButton.focus();
  }

  // ----- drawing a view

  drawView() {
    const v = this.view;
    this.table.hidden = false;
    this.status.textContent = v.result ? "The hand is over." : v.to_act === v.your_seat ? "Your move." : "Waiting.";
    this.prompt.textContent = v.result ? "" : v.prompt || "";
    this.prompt.hidden = !this.prompt.textContent;

    const info = Array.isArray(v.info) ? v.info : [];
    this.info.replaceChildren(...info.map((line) => el("li", { text: String(line) })));
    this.info.hidden = !info.length;
    this.table.dataset.stage = v.stage || "";
    this.table.dataset.seats = String((v.hands || []).filter((h) => h.seat !== null && h.seat !== undefined).length);

    const me = v.your_seat;
    const isMine = (h) => h.seat !== null && h.seat !== undefined && h.seat === me;
    const hands = v.hands || [];
    this.mine.replaceChildren(...hands.filter(isMine).map((h) => this.drawHand(h, v)));
    this.hands.replaceChildren(...hands.filter((h) => !isMine(h)).map((h) => this.drawHand(h, v)));
    this.mine.hidden = !this.mine.childElementCount;
    this.hands.hidden = !this.hands.childElementCount;
    this.legend.hidden = !this.mine.querySelector(".pr-card--secret");

    this.actions.replaceChildren();
    if (v.to_act === v.your_seat) {
      for (const t of v.legal || []) this.actions.append(this.drawAction(t));
    }
    this.actions.hidden = !this.actions.childElementCount;

    this.result.replaceChildren();
    if (v.result) {
      const lines = v.result.lines || [];
      this.result.append(el("p", { class: "pr-result-title", text: "Result" }),
        el("ul", {}, ...lines.map((line) => el("li", { text: line }))));
    }

    this.logList.replaceChildren(...(v.log || []).map((line) => el("li", { text: line })));
    this.log.hidden = !(v.log && v.log.length);
    this.logBox.scrollTop = this.logBox.scrollHeight; // the newest line is at the bottom
  }

  drawHand(h, v) {
    const mine = h.seat !== null && h.seat !== undefined && h.seat === v.your_seat;
    const head = el("p", { class: "pr-hand-name" }, el("strong", { text: h.name }));
    if (h.stack !== null && h.stack !== undefined) head.append(el("span", { class: "pr-stack", text: ` \u00b7 stack ${h.stack}` }));
    const cards = el("ul", { class: "pr-cards", "aria-label": `${h.name}: cards` },
      ...(h.cards || []).map((c) => this.drawCard(c, mine, Boolean(v.result))));
    const box = el("section", {
      class: `pr-hand${mine ? " pr-hand--mine" : ""}${(h.cards || []).length > 6 ? " pr-hand--long" : ""}`,
      "aria-label": h.name,
      dataset: { seat: h.seat === null || h.seat === undefined ? "none" : String(h.seat) },
    }, head, cards);
    if (h.label) box.append(el("p", { class: "pr-hand-label", text: h.label }));
    if (h.notes && h.notes.length) box.append(el("ul", { class: "pr-notes" }, ...h.notes.map((n) => el("li", { text: n }))));
    return box;
  }

  drawCard(c, mine, over) {
    return cardElement(c, { mine, over });
  }

  // Any template, from its parameters alone (see the top of this file).
  drawAction(t) {
    const hasAmount = typeof t.min === "number" && typeof t.max === "number";
    const cards = Array.isArray(t.cards) ? t.cards : null;
    const targets = Array.isArray(t.targets) ? t.targets : null;
    const ranks = Array.isArray(t.ranks) ? t.ranks : null;
    if (!hasAmount && !cards && !targets && !ranks) {
      const button = el("button", {
        type: "button", class: "md-button pr-action", text: t.label, dataset: { kind: t.kind },
      });
      button.addEventListener("click", () => this.act(t, {}, button));
      return el("div", { class: "pr-action-item" }, button);
    }
    if (cards && !hasAmount && !targets && !ranks) return this.drawCardChoice(t, cards);

    // A small form: an amount box and/or one <select> per list, and one button.
    const form = el("form", { class: "pr-action-item pr-action-form", novalidate: true,
      "aria-label": t.label, dataset: { kind: t.kind } });
    const readers = [];
    let amountInput = null;
    if (hasAmount) {
      const id = nextUid("amount");
      const remembered = this.lastAmounts[t.kind];
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
      ["card", "card", cards, (c) => (c.text && c.label && c.text !== c.label ? `${c.label} (${c.text})` : c.label ?? c.text ?? String(c.value))],
      ["target", "player", targets, (c) => c.label ?? `Seat ${Number(c.value) + 1}`],
      ["rank", "rank", ranks, (c) => c.label ?? String(c.value)],
    ];
    for (const [param, word, list, show] of lists) {
      if (!list) continue;
      const id = nextUid(param);
      const select = el("select", { id, name: param, dataset: { param } });
      const remembered = (this.lastChoices[t.kind] || {})[param];
      list.forEach((c, i) => select.append(el("option", {
        value: String(i), text: show(c), selected: remembered !== undefined && sameValue(c.value, remembered),
      })));
      readers.push(() => [param, list[select.selectedIndex]?.value]);
      form.append(el("span", { class: "pr-action-field" },
        el("label", { for: id, text: `${t.label}: ${word}` }), select));
    }
    const button = el("button", {
      type: "submit", class: "md-button pr-action", text: t.label, dataset: { kind: t.kind },
    });
    form.append(button);
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      const params = { amount: amountInput || undefined };
      const chosen = {};
      for (const read of readers) {
        const [name, value] = read();
        if (value === undefined) {
          this.showAlert(`${t.label}: choose a ${name}.`);
          return;
        }
        params[name] = value;
        chosen[name] = value;
      }
      this.lastChoices[t.kind] = chosen;
      this.act(t, params, amountInput || button);
    });
    return form;
  }

  // A choice of one card: one button per card, in a group named by the action.
  drawCardChoice(t, cards) {
    const labelId = nextUid("cards");
    const group = el("div", {
      class: "pr-action-item pr-action-cards", role: "group", "aria-labelledby": labelId,
      dataset: { kind: t.kind },
    }, el("span", { class: "pr-action-label", id: labelId, text: t.label }));
    for (const c of cards) {
      const code = String(c.value);
      const face = c.label ?? code;
      const suit = code.slice(-1).toLowerCase();
      const button = el("button", {
        type: "button",
        class: `md-button pr-action pr-card-button${suit === "h" || suit === "d" ? " pr-card--red" : ""}`,
        "aria-label": `${t.label} ${face}${c.text ? ` (${c.text})` : ""}`,
        title: `${t.label}: ${c.text || face}`,
        dataset: { kind: t.kind, card: code },
        text: face,
      });
      button.addEventListener("click", () => this.act(t, { card: c.value }, button));
      group.append(button);
    }
    return group;
  }

  drawStats() {
    const me = this.view ? this.view.your_seat ?? 0 : 0;
    let bankroll = this.stacks ? this.stacks[me] : this.desc ? this.desc.start_stack : null;
    if (this.view && !this.view.result && this.view.hands) {
      const mine = this.view.hands.find((h) => h.seat === me);
      if (mine && typeof mine.stack === "number") bankroll = mine.stack;
    }
    const s = this.stats;
    const rows = [
      ["Bankroll", bankroll === null || bankroll === undefined ? "\u2014" : String(bankroll), "bankroll"],
      ["Hands played", String(s.hands), "hands"],
      ["Net", signed(s.net), "net"],
      ["Won / lost / pushed", `${s.wins} / ${s.losses} / ${s.pushes}`, "wlp"],
    ];
    this.statsBox.replaceChildren();
    for (const [term, value, key] of rows) {
      this.statsBox.append(el("div", { dataset: { stat: key } }, el("dt", { text: term }), el("dd", { text: value })));
    }
    if (this.view && this.view.seed !== null && this.view.seed !== undefined) {
      const seed = String(this.view.seed);
      this.statsBox.append(el("div", { dataset: { stat: "seed" } },
        el("dt", { text: "Seed of this deal" }),
        el("dd", {}, el("code", { class: "pr-seed", text: seed }), " ",
          el("button", {
            type: "button", class: "pr-link-button", text: "Use this seed",
            "aria-label": `Use seed ${seed} for the next deal`,
            onclick: () => {
              this.seedInput.value = seed;
              this.dealButton.focus();
            },
          }))));
    }
  }
}

// --------------------------------------------------------------------------- mounting

function mount(host, force = false) {
  if (host.__pokerrules && !force) return;
  probe.mounts += 1;
  host.__pokerrules = new Simulator(host);
}

// Mount a component on every element matching `selector`, on this page and on every page that
// instant navigation brings later (Material's document$ fires for each).
function onEveryPage(selector, mountOne) {
  const mountAll = () => {
    for (const host of document.querySelectorAll(selector)) mountOne(host);
  };
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(() => mountAll());
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", mountAll);
  } else {
    mountAll();
  }
}

onEveryPage(".pr-simulator", (host) => mount(host));

// Other components of the site (judge.js) import these, so that the whole visit shares one
// worker and one Pyodide, and mounts the same way.
export { el, getEngine, nextUid, onEveryPage };
