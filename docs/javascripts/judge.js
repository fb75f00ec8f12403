// pokerrules showdown judge: mounts on every <div class="pr-judge" data-variant="ID" data-options="...">.
//
// The reader types the cards of 2 to 8 hands and gets the package's verdict: for each part of
// the pot (high, and low where the pot is split), the sentence from the `judge` op and the
// value of every hand. `data-options` names the house rules that change who wins a showdown
// (pokerrules.docs_tables.judge works them out); only those are offered, as lists filled from
// the `describe` op, and every other option keeps its default.
//
// It talks to the same worker (one Pyodide per visit) as the simulator, through the engine
// exported by simulator.js, and is mounted the same way: on every page change through
// Material's `document$` observable. DOM is built with createElement/textContent only; what
// the reader types never goes through innerHTML. Every element carries
// data-state="loading" | "ready" | "busy" | "failed" for the tests.
//
// Request: {op: "judge", variant, options, hands: ["As Kd 5c", ...]} -> {ok, parts, text} or
// {ok: false, error: {code, message}}, shown in a role="alert" box.

import { el, getEngine, nextUid as simulatorUid, notSavedAndOffline, onEveryPage } from "./simulator.js";

const MIN_HANDS = 2;
const MAX_HANDS = 8;
const EXAMPLES = ["As Kd 5c 9h 9s", "Qs Js Ts 9s 8s"];

// Element building and unique ids come from the simulator's module.
const nextUid = (prefix) => simulatorUid(`judge-${prefix}`);

const sameValue = (a, b) => JSON.stringify(a) === JSON.stringify(b);

class Judge {
  constructor(host) {
    this.host = host;
    this.variant = host.dataset.variant || "";
    this.optionNames = (host.dataset.options || "").split(/\s+/).filter(Boolean);
    this.optionReaders = [];
    this.rows = [];
    this.build();
    this.start();
  }

  setState(state) {
    this.host.dataset.state = state;
    this.root.setAttribute("aria-busy", state === "loading" || state === "busy" ? "true" : "false");
    this.judgeButton.disabled = state === "loading" || state === "busy";
  }

  build() {
    this.host.replaceChildren();
    const helpId = nextUid("help");
    this.helpId = helpId;
    this.status = el("p", { class: "pr-status", role: "status" });
    this.alert = el("div", { class: "pr-alert", role: "alert" });
    this.options = el("div", { class: "pr-fields pr-judge-options", hidden: true });
    this.list = el("ol", { class: "pr-judge-hands", "aria-label": "Hands to compare" });
    this.judgeButton = el("button", { type: "submit", class: "md-button md-button--primary pr-judge-button", text: "Judge" });
    this.addButton = el("button", {
      type: "button", class: "md-button pr-judge-add", text: "Add a hand",
      onclick: () => this.addHand(true),
    });
    this.form = el("form", { class: "pr-judge-form", novalidate: true },
      el("p", {
        class: "pr-help", id: helpId,
        text: "Type each player's cards, separated by spaces: a rank (2\u20139, T or 10, J, Q, K, A) "
          + "followed by a suit (s, h, d or c), such as As Td 9c. A hand may hold all the cards "
          + "the player had at the showdown; the best ones are used.",
      }),
      this.options, this.list,
      el("div", { class: "pr-buttons" }, this.judgeButton, this.addButton));
    this.form.addEventListener("submit", (e) => {
      e.preventDefault();
      this.judge();
    });
    this.verdict = el("div", { class: "pr-judge-verdict", "aria-live": "polite", hidden: true });
    this.root = el("section", { class: "pr-judge-box", "aria-label": "Judge a showdown" },
      this.status, this.form, this.alert, this.verdict);
    this.host.append(this.root);
    for (let i = 0; i < MIN_HANDS; i++) this.addHand(false);
  }

  // ----- hands

  addHand(focus) {
    if (this.rows.length >= MAX_HANDS) return;
    const id = nextUid("hand");
    const label = el("label", { for: id });
    const input = el("input", {
      id, type: "text", name: "hand", autocomplete: "off", autocapitalize: "off",
      spellcheck: "false", "aria-describedby": this.helpId,
      placeholder: `e.g. ${EXAMPLES[this.rows.length % EXAMPLES.length]}`,
    });
    input.addEventListener("input", () => input.removeAttribute("aria-invalid"));
    const remove = el("button", { type: "button", class: "md-button pr-judge-remove", text: "Remove" });
    const row = { item: el("li", { class: "pr-judge-hand" }, label, input, remove), label, input, remove };
    remove.addEventListener("click", () => this.removeHand(row));
    this.rows.push(row);
    this.list.append(row.item);
    this.renumber();
    if (focus) input.focus();
  }

  removeHand(row) {
    if (this.rows.length <= MIN_HANDS) return;
    const at = this.rows.indexOf(row);
    if (at < 0) return;
    this.rows.splice(at, 1);
    row.item.remove();
    this.renumber();
    // Focus goes to the hand that took its place, or the new last one.
    this.rows[Math.min(at, this.rows.length - 1)].input.focus();
  }

  renumber() {
    this.rows.forEach((row, i) => {
      row.label.textContent = `Hand ${i + 1}`;
      row.remove.setAttribute("aria-label", `Remove hand ${i + 1}`);
      row.remove.disabled = this.rows.length <= MIN_HANDS;
      row.item.dataset.hand = String(i + 1);
    });
    this.addButton.disabled = this.rows.length >= MAX_HANDS;
    this.addButton.title = this.rows.length >= MAX_HANDS ? `At most ${MAX_HANDS} hands` : "";
  }

  // ----- engine

  async start() {
    this.setState("loading");
    this.status.textContent = "Loading the rules engine\u2026";
    const eng = getEngine();
    try {
      await eng.ready;
    } catch (err) {
      this.fail(err);
      return;
    }
    if (!this.host.isConnected) return;
    if (this.optionNames.length) {
      const desc = await eng.request({ op: "describe", variant: this.variant });
      if (!this.host.isConnected) return;
      if (!desc.ok) {
        this.showAlert(desc.error && desc.error.message ? desc.error.message : "The game could not be described.");
        this.status.textContent = "The judge is unavailable.";
        this.setState("failed");
        return;
      }
      this.drawOptions(desc.options || []);
    }
    this.status.textContent = "Ready: type the hands, then press Judge.";
    this.setState("ready");
  }

  async fail(err) {
    const why = err && err.message ? ` ${err.message}` : "";
    this.status.textContent = "The judge is unavailable.";
    this.showAlert(await notSavedAndOffline()
      ? "You seem to be offline. The judge needs one visit online before it works without a "
        + "connection. Connect to the internet, then reload the page."
      : `The rules engine could not be loaded, so hands cannot be judged.${why} Reload the page to try again.`);
    this.setState("failed");
  }

  drawOptions(all) {
    this.optionReaders = [];
    this.options.replaceChildren();
    for (const opt of all) {
      if (!this.optionNames.includes(opt.name)) continue;
      const id = nextUid("opt");
      if (opt.kind !== "choice") { // a free-text option, such as Jubilee's running total
        const input = el("input", { id, name: opt.name, type: "text", value: opt.default ?? "", autocomplete: "off" });
        this.optionReaders.push(() => [opt.name, input.value.trim()]);
        const field = el("div", { class: "pr-field" }, el("label", { for: id, text: opt.label || opt.name }), input);
        if (opt.help) {
          input.setAttribute("aria-describedby", `${id}-help`);
          field.append(el("span", { class: "pr-help", id: `${id}-help`, text: opt.help }));
        }
        this.options.append(field);
        continue;
      }
      const choices = opt.choices || [];
      const select = el("select", { id, name: opt.name });
      choices.forEach((c, i) => select.append(el("option", {
        value: String(i), text: c.label ?? String(c.value), selected: sameValue(c.value, opt.default),
      })));
      this.optionReaders.push(() => [opt.name, choices[select.selectedIndex]?.value]);
      this.options.append(el("div", { class: "pr-field" },
        el("label", { for: id, text: opt.label || opt.name }), select));
    }
    this.options.hidden = !this.optionReaders.length;
  }

  readOptions() {
    const options = {};
    for (const read of this.optionReaders) {
      const [name, value] = read();
      if (value !== undefined) options[name] = value;
    }
    return options;
  }

  showAlert(message) {
    this.alert.replaceChildren(el("p", { text: message }));
  }

  // The hand (0-based) an engine message is about: "Hand 2 has ..." or "'Zz' is not a card".
  handOf(message) {
    const numbered = /^Hand (\d+)\b/.exec(message);
    if (numbered) return Number(numbered[1]) - 1;
    const quoted = /^'([^']+)' is not a card/.exec(message);
    if (quoted) {
      const bad = quoted[1].toLowerCase();
      return this.rows.findIndex((r) => r.input.value.trim().toLowerCase().split(/[\s,]+/).includes(bad));
    }
    return -1;
  }

  async judge() {
    this.alert.replaceChildren();
    for (const r of this.rows) r.input.removeAttribute("aria-invalid");
    const hands = this.rows.map((r) => r.input.value.trim());
    const empty = hands.findIndex((h) => h === "");
    if (empty >= 0) {
      this.verdict.hidden = true;
      this.showAlert(`Hand ${empty + 1} is empty: type its cards, such as ${EXAMPLES[0]}.`);
      this.rows[empty].input.setAttribute("aria-invalid", "true");
      this.rows[empty].input.focus();
      return;
    }
    this.setState("busy");
    this.status.textContent = "Judging\u2026";
    let res;
    try {
      res = await getEngine().request({ op: "judge", variant: this.variant, options: this.readOptions(), hands });
    } catch (err) {
      res = { ok: false, error: { message: `The rules engine could not be loaded. ${err && err.message ? err.message : ""}`.trim() } };
    }
    if (!this.host.isConnected) return;
    this.setState("ready");
    this.status.textContent = "Ready: type the hands, then press Judge.";
    if (!res || !res.ok) {
      const message = res && res.error && res.error.message ? res.error.message : "The hands could not be judged.";
      const at = this.handOf(message);
      this.verdict.hidden = true;
      if (at >= 0 && at < this.rows.length) {
        const prefix = /^Hand \d+/.test(message) ? "" : `Hand ${at + 1}: `;
        this.showAlert(prefix + message);
        this.rows[at].input.setAttribute("aria-invalid", "true");
        this.rows[at].input.focus();
      } else {
        this.showAlert(message);
      }
      return;
    }
    this.drawVerdict(res, hands);
  }

  drawVerdict(res, hands) {
    const parts = Array.isArray(res.parts) ? res.parts : [];
    const text = Array.isArray(res.text) ? res.text : [];
    const blocks = parts.map((part, p) => {
      const winners = new Set(part.winners || []);
      const verb = winners.size > 1 ? "ties" : "wins";
      const items = (part.hands || []).map((label, i) => {
        const wild = Array.isArray(part.wild) && Array.isArray(part.wild[i]) && part.wild[i].length
          ? ` (${part.wild[i].join("; ")})` : "";
        const won = winners.has(i);
        return el("li", { class: won ? "pr-judge-winner" : null, dataset: { hand: String(i + 1) } },
          el("span", { class: "pr-judge-hand-name", text: `Hand ${i + 1}` }),
          ` (${hands[i]}): ${label}${wild}`,
          won ? el("strong", { text: ` \u2014 ${verb}` }) : null);
      });
      return el("div", { class: "pr-judge-part", dataset: { part: String(part.part || "") } },
        el("p", { class: "pr-judge-sentence", text: text[p] || "" }),
        el("ul", { "aria-label": `${part.part || "Pot"}: every hand` }, ...items));
    });
    this.verdict.replaceChildren(el("p", { class: "pr-result-title", text: "Verdict" }), ...blocks);
    this.verdict.hidden = false;
  }
}

function mount(host) {
  if (host.__pokerrulesJudge) return;
  host.__pokerrulesJudge = new Judge(host);
}

onEveryPage(".pr-judge", mount);
