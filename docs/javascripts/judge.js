// pokerrules showdown judge: mounts on every <div class="pr-judge" data-variant="ID" data-options="...">.
//
// The reader types the cards of two or more hands and gets the package's verdict: for each part
// of the pot (high, and low where the pot is split), the sentence from the `judge` op and the
// value of every hand. What the box says about the game comes from the package, rendered into
// the page by pokerrules.pages.docs_tables (pokerrules.table.judge_help): `data-help` (how to type a hand
// and what counts), `data-examples` (a JSON list of hands, shown as placeholders) and
// `data-max-hands` (how many hands the game compares). A game whose declaration deals common
// cards has `data-board` (how many) and `data-board-example`: the box then has a Board field,
// typed once, and each hand is only the player's own cards (the request's `board`). Nothing here
// knows one game from another.
// `data-options` names the house rules that change who wins a showdown (pokerrules.pages.docs_tables.judge
// works them out); only those are offered, as lists filled from the `describe` op, and every
// other option keeps its default.
//
// It talks to the same worker (one Pyodide per visit) as the simulator, through the engine
// exported by simulator.js, and is mounted the same way: on every page change through
// Material's `document$` observable. DOM is built with createElement/textContent only; what
// the reader types never goes through innerHTML. Every element carries
// data-state="loading" | "ready" | "busy" | "failed" for the tests.
//
// Request: {op: "judge", variant, options, hands: ["As Kd 5c", ...], board?} -> {ok, parts, text} or
// {ok: false, error: {code, message}}, shown in a role="alert" box; the inputs the message is
// about are marked aria-invalid and the first gets the focus. After a verdict, the focus goes
// to it. Each part says the word beside the hands it names (`mark`: "wins", "pays") and
// whether being named is good for them (`winning`); only then is a hand styled as a winner.

import { naturalWidth, readExamples, sameValue, typedCards, typedCode } from "./judge-text.js";
import { el, getEngine, nextUid as simulatorUid, notSavedAndOffline, onEveryPage } from "./simulator.js";
import { t } from "./words.js";

const MIN_HANDS = 2;
const DEFAULT_MAX_HANDS = 8;
// Element building and unique ids come from the simulator's module.
const nextUid = (prefix) => simulatorUid(`judge-${prefix}`);

class Judge {
  constructor(host) {
    this.host = host;
    this.variant = host.dataset.variant || "";
    this.optionNames = (host.dataset.options || "").split(/\s+/).filter(Boolean);
    this.helpText = host.dataset.help || "";
    this.examples = readExamples(host.dataset.examples);
    const most = Number.parseInt(host.dataset.maxHands || "", 10);
    this.maxHands = Number.isFinite(most) && most >= 1 ? most : DEFAULT_MAX_HANDS;
    this.minHands = Math.min(MIN_HANDS, this.maxHands);
    const board = Number.parseInt(host.dataset.board || "", 10);
    this.boardCards = Number.isFinite(board) && board > 0 ? board : 0;
    this.boardExample = host.dataset.boardExample || "";
    this.boardInput = null;
    this.optionReaders = [];
    this.optionInputs = [];
    this.fitters = [];
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
    this.list = el("ol", {
      class: "pr-judge-hands",
      "aria-label": this.boardCards ? t("Hands to compare: each player's own cards") : t("Hands to compare"),
    });
    const board = this.boardCards ? this.buildBoard() : null;
    this.judgeButton = el("button", { type: "submit", class: "md-button md-button--primary pr-judge-button", text: t("Judge") });
    this.addButton = el("button", {
      type: "button", class: "md-button pr-judge-add", text: t("Add a hand"),
      onclick: () => this.addHand(true),
    });
    this.form = el("form", { class: "pr-judge-form", novalidate: true },
      el("p", { class: "pr-help", id: helpId, text: this.helpText }),
      el("p", { class: "pr-help pr-judge-limit", text: t("Compare {n1} to {n2} hands.", { n1: this.minHands, n2: this.maxHands }) }),
      this.options, board, this.list,
      el("div", { class: "pr-buttons" }, this.judgeButton, this.addButton));
    this.form.addEventListener("submit", (e) => {
      e.preventDefault();
      this.judge();
    });
    // Not a live region: after judging, the focus moves to it, which reads it out.
    this.verdict = el("div", { class: "pr-judge-verdict", tabindex: "-1", hidden: true });
    this.root = el("section", { class: "pr-judge-box", "aria-label": t("Judge a showdown") },
      this.status, this.form, this.alert, this.verdict);
    this.host.append(this.root);
    for (let i = 0; i < this.minHands; i++) this.addHand(false);
  }

  readyText() {
    return this.boardCards
      ? t("Ready: type the board once and each player's own cards, then press Judge.")
      : t("Ready: type the hands, then press Judge.");
  }

  // ----- the board: the common cards, typed once for every hand

  buildBoard() {
    const id = nextUid("board");
    const n = { n: this.boardCards };
    this.boardInput = el("input", {
      id, type: "text", name: "board", autocomplete: "off", autocapitalize: "off",
      spellcheck: "false", "aria-describedby": this.helpId,
    });
    if (this.boardExample) this.boardInput.placeholder = `e.g. ${this.boardExample}`;
    this.boardInput.addEventListener("input", () => this.boardInput.removeAttribute("aria-invalid"));
    return el("div", { class: "pr-field pr-judge-board" },
      el("label", { for: id, text: n.n === 1 ? t("Board ({n} card, typed once: every hand plays them)", n) : t("Board ({n} cards, typed once: every hand plays them)", n) }), this.boardInput);
  }

  // ----- hands

  addHand(focus) {
    if (this.rows.length >= this.maxHands) return;
    const id = nextUid("hand");
    const label = el("label", { for: id });
    const input = el("input", {
      id, type: "text", name: "hand", autocomplete: "off", autocapitalize: "off",
      spellcheck: "false", "aria-describedby": this.helpId,
    });
    const example = this.examples.length ? this.examples[this.rows.length % this.examples.length] : "";
    if (example) input.placeholder = `e.g. ${example}`;
    input.addEventListener("input", () => input.removeAttribute("aria-invalid"));
    const remove = el("button", { type: "button", class: "md-button pr-judge-remove", text: t("Remove") });
    const row = { item: el("li", { class: "pr-judge-hand" }, label, input, remove), label, input, remove };
    remove.addEventListener("click", () => this.removeHand(row));
    this.rows.push(row);
    this.list.append(row.item);
    this.renumber();
    if (focus) input.focus();
  }

  removeHand(row) {
    if (this.rows.length <= this.minHands) return;
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
      row.label.textContent = t("Hand {n}", { n: i + 1 });
      row.remove.setAttribute("aria-label", t("Remove hand {n}", { n: i + 1 }));
      row.remove.disabled = this.rows.length <= this.minHands;
      row.item.dataset.hand = String(i + 1);
    });
    this.addButton.disabled = this.rows.length >= this.maxHands;
    this.addButton.title = this.rows.length >= this.maxHands ? t("At most {n} hands", { n: this.maxHands }) : "";
  }

  // ----- engine

  async start() {
    this.setState("loading");
    this.status.textContent = t("Loading the rules engine\u2026");
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
        this.showAlert(desc.error && desc.error.message ? desc.error.message : t("The game could not be described."));
        this.status.textContent = t("The judge is unavailable.");
        this.setState("failed");
        return;
      }
      this.drawOptions(desc.options || []);
    }
    this.status.textContent = this.readyText();
    this.setState("ready");
  }

  async fail(err) {
    const why = err && err.message ? ` ${err.message}` : "";
    this.status.textContent = t("The judge is unavailable.");
    this.showAlert(await notSavedAndOffline()
      ? t("You seem to be offline. The judge needs one visit online before it works without a "
        + "connection. Connect to the internet, then reload the page.")
      : t("The rules engine could not be loaded, so hands cannot be judged. {error} Reload the page to try again.",
        { error: why.trim() }).replace("  ", " "));
    this.setState("failed");
  }

  drawOptions(all) {
    this.optionReaders = [];
    this.optionInputs = [];
    this.fitters = [];
    this.options.replaceChildren();
    for (const opt of all) {
      if (!this.optionNames.includes(opt.name)) continue;
      const id = nextUid("opt");
      if (opt.kind !== "choice") { // a free-text option, such as Jubilee's running total
        const input = el("input", { id, name: opt.name, type: "text", value: opt.default ?? "", autocomplete: "off" });
        this.optionReaders.push(() => [opt.name, input.value.trim()]);
        this.optionInputs.push(input);
        input.addEventListener("input", () => input.removeAttribute("aria-invalid"));
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
      // On a narrow screen a long choice ("Eight kings and eight aces (3s are kings, 2s are
      // aces)") does not fit its list: the whole choice is then written under it. Screen
      // readers read the list's own value, so the copy is hidden from them.
      const whole = el("span", { class: "pr-help pr-judge-choice", "aria-hidden": "true", hidden: true });
      const fit = () => {
        whole.textContent = select.selectedOptions[0]?.textContent || "";
        whole.hidden = !select.isConnected || naturalWidth(select) <= select.getBoundingClientRect().width + 1;
      };
      select.addEventListener("change", fit);
      this.fitters.push(fit);
      this.options.append(el("div", { class: "pr-field" },
        el("label", { for: id, text: opt.label || opt.name }), select, whole));
    }
    this.options.hidden = !this.optionReaders.length;
    if (!this.resizeWatch && typeof ResizeObserver === "function") {
      this.resizeWatch = new ResizeObserver(() => this.fitters.forEach((fit) => fit()));
      this.resizeWatch.observe(this.options);
    }
    this.fitters.forEach((fit) => fit());
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

  // The hands (0-based) an engine message is about: "Hand 2 has ...", "A\u2660 is in hands 1, 2
  // and 3", "twice in hand 1", "'Zz' is not a card", "There is no K\u2663 in the ... deck".
  handsOf(message) {
    const numbered = /^Hand (\d+)\b/.exec(message);
    if (numbered) return [Number(numbered[1]) - 1];
    const holding = (code) => this.rows.flatMap((r, i) => (typedCards(r.input.value).includes(code) ? [i] : []));
    if (/^The board\b/.test(message)) return []; // about the board alone
    const quoted = /^'([^']+)' is not a card/.exec(message);
    if (quoted) return holding(quoted[1].toLowerCase()).slice(0, 1);
    const listed = [...message.matchAll(/\bhands? ((?:\d+(?:, | and )?)+)/g)]
      .flatMap((m) => m[1].split(/, | and /).map((n) => Number(n) - 1));
    if (listed.length) return [...new Set(listed)].sort((a, b) => a - b);
    const missing = /^There is no (\S+) in /.exec(message);
    const code = missing ? typedCode(missing[1]) : null;
    return code ? holding(code) : [];
  }

  // Whether an engine message is about the board: "The board has 4 cards", "on the board", or a
  // card missing from the deck that the board holds.
  aboutBoard(message) {
    if (!this.boardInput || /^Hand \d/.test(message)) return false; // about one hand's own cards
    if (/\bboard\b/i.test(message)) return true;
    const missing = /^There is no (\S+) in /.exec(message);
    const code = missing ? typedCode(missing[1]) : null;
    return code !== null && typedCards(this.boardInput.value).includes(code);
  }

  // Marks the inputs an error is about and moves the focus to the first of them.
  markInvalid(inputs) {
    for (const input of inputs) input.setAttribute("aria-invalid", "true");
    if (inputs.length) inputs[0].focus();
  }

  async judge() {
    this.alert.replaceChildren();
    const boardInputs = this.boardInput ? [this.boardInput] : [];
    for (const input of [...boardInputs, ...this.rows.map((r) => r.input), ...this.optionInputs]) input.removeAttribute("aria-invalid");
    const board = this.boardInput ? this.boardInput.value.trim() : "";
    if (this.boardInput && board === "") {
      this.verdict.hidden = true;
      this.showAlert(this.boardExample ? t("The board is empty: type its cards once, such as {example}.", { example: this.boardExample })
        : t("The board is empty: type its cards once."));
      this.markInvalid([this.boardInput]);
      return;
    }
    const hands = this.rows.map((r) => r.input.value.trim());
    const empty = hands.findIndex((h) => h === "");
    if (empty >= 0) {
      this.verdict.hidden = true;
      const which = { n: empty + 1, example: this.examples[0] };
      this.showAlert(this.examples.length ? t("Hand {n} is empty: type its cards, such as {example}.", which)
        : t("Hand {n} is empty: type its cards.", which));
      this.markInvalid([this.rows[empty].input]);
      return;
    }
    this.setState("busy");
    this.status.textContent = t("Judging\u2026");
    let res;
    try {
      const request = { op: "judge", variant: this.variant, options: this.readOptions(), hands };
      if (this.boardInput) request.board = board;
      res = await getEngine().request(request);
    } catch (err) {
      res = { ok: false, error: { message: t("The rules engine could not be loaded. {error}", { error: err && err.message ? err.message : "" }).trim() } };
    }
    if (!this.host.isConnected) return;
    this.setState("ready");
    this.status.textContent = this.readyText();
    if (!res || !res.ok) {
      const message = res && res.error && res.error.message ? res.error.message : t("The hands could not be judged.");
      const code = res && res.error ? res.error.code : "";
      this.verdict.hidden = true;
      if (code === "bad-option" && this.optionInputs.length) {
        this.showAlert(message);
        this.markInvalid(this.optionInputs);
        return;
      }
      const at = this.handsOf(message).filter((i) => i >= 0 && i < this.rows.length);
      const onBoard = this.aboutBoard(message);
      const only = at.length === 1 && !onBoard && !/\bhands? \d/i.test(message);
      this.showAlert(only ? t("Hand {n}: {error}", { n: at[0] + 1, error: message }) : message);
      // A message about no hand in particular ("every hand the same number of cards") is
      // about them all, unless it is about the board.
      const rows = at.length || onBoard ? at : this.rows.map((_, i) => i);
      this.markInvalid([...(onBoard ? [this.boardInput] : []), ...rows.map((i) => this.rows[i].input)]);
      return;
    }
    this.drawVerdict(res, hands, board);
  }

  drawVerdict(res, hands, board) {
    const parts = Array.isArray(res.parts) ? res.parts : [];
    const text = Array.isArray(res.text) ? res.text : [];
    const sentenceIds = parts.map(() => nextUid("sentence"));
    const blocks = parts.map((part, p) => {
      const winners = new Set(part.winners || []);
      // The package's word for the hands this part names; a part that names who pays or loses
      // says so (winning: false), and its hands are never styled as winners.
      const verb = typeof part.mark === "string" ? part.mark : (winners.size > 1 ? "ties" : "wins");
      const said = typeof part.mark === "string" ? part.mark : (winners.size > 1 ? t("ties") : t("wins"));
      const good = part.winning !== false;
      const items = (part.hands || []).map((label, i) => {
        const wild = Array.isArray(part.wild) && Array.isArray(part.wild[i]) && part.wild[i].length
          ? ` (${part.wild[i].join("; ")})` : "";
        const won = winners.has(i);
        const named = won ? (good ? "pr-judge-winner" : "pr-judge-named") : null;
        return el("li", { class: named, dataset: { hand: String(i + 1), named: won ? verb : "" } },
          el("span", { class: "pr-judge-hand-name", text: t("Hand {n}", { n: i + 1 }) }),
          ` (${hands[i]}): ${label}${wild}`,
          won ? el("strong", { text: ` \u2014 ${said}` }) : null);
      });
      return el("div", { class: "pr-judge-part", dataset: { part: String(part.part || "") } },
        el("p", { class: "pr-judge-sentence", id: sentenceIds[p], text: text[p] || "" }),
        el("ul", { "aria-label": t("{part}: every hand", { part: part.part || t("Pot") }) }, ...items));
    });
    const titleId = nextUid("verdict");
    const boardLine = board ? el("p", { class: "pr-judge-board-shown", text: t("Board, every hand's: {cards}", { cards: board }) }) : null;
    this.verdict.replaceChildren(el("p", { class: "pr-result-title", id: titleId, text: t("Verdict") }),
      ...(boardLine ? [boardLine] : []), ...blocks);
    this.verdict.setAttribute("role", "region");
    // Its name is the title and every sentence, read out when the focus arrives.
    this.verdict.setAttribute("aria-labelledby", [titleId, ...sentenceIds].join(" "));
    this.verdict.hidden = false;
    this.verdict.focus();
  }
}

function mount(host) {
  if (host.__pokerrulesJudge) return;
  host.__pokerrulesJudge = new Judge(host);
}

onEveryPage(".pr-judge", mount);
