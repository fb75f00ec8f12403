// pokerrules "Who wins?" drill: mounts on every <div class="pr-drill" data-variant="ID">
// (pokerrules/pages/docs_learn.py writes it on each game page with a showdown).
//
// One seeded random showdown at a time from the `drill` op (notes/api-contract.md): the board
// every hand shares, in a game that deals one (shown once, as a row of its own), the hands (each
// its own cards), then for each part of the pot a question with the op's `choices` as buttons (only answers
// that can be right in that game: a tie, or "Nobody", only where the part can come to one).
// A pick is answered at once: right, the verdict (`said`: "Hands 1 and 2 tie."); wrong, why
// that pick is wrong (`reasons`, worded by the judge), then the verdict. Once every part is
// answered, the judge's sentences (`text`) explain it, with each hand's value, its wild cards
// as what they play as (`wild`) and what its cards alone do not say (`notes`: "3♠ counts as a
// king", "2 past 27"). All parts right: the streak goes on; else it starts again. The streak
// and the best are kept per game (learn-store.js), and so are the showdowns missed: the next
// showdown asked for is a missed one when it is due (after 1, 3 and 7 more), which the box
// says above its hands.
//
// The seed is in the address: <page>?drill=<seed>#drill opens that showdown (a link reproduces
// it), and the address follows each showdown the learner asks for (replaceState). It is a query
// parameter, not the fragment, because the theme's navigation.tracking rewrites the fragment
// with the section in view; <page>#drill=<seed> is read too. Every answer is announced through
// the live region, and the focus moves to what comes next.
//
// Nothing is dealt until the learner presses "Deal a showdown" (or opens a link with a seed), so
// the page does not move when the engine becomes ready: the status line only changes its words.
//
// data-state on the host: "loading" | "ready" | "busy" | "failed"; data-seed: the seed shown.

import { el, getEngine, nextUid, notSavedAndOffline, onEveryPage } from "./simulator.js";
import { cardElement } from "./sim-cards.js";
import { announceIn } from "./sim-dom.js";
import { SEED, drillRecord, dueAgain, keepDrill } from "./learn-store.js";
import { createStore, drillState } from "./sim-state.js";
import { t } from "./words.js";

const ANCHOR = "drill";

/** The seed the address asks for, or null. */
function seedFromAddress() {
  const query = new URLSearchParams(window.location.search).get("drill");
  if (query !== null && SEED.test(query.trim())) return query.trim();
  const hash = /^#drill=(\d+)$/.exec(window.location.hash || "");
  return hash && SEED.test(hash[1]) ? hash[1] : null;
}

/** The address of this page that shows the showdown of `seed`. */
function linkTo(seed) {
  const url = new URL(window.location.href);
  url.searchParams.set("drill", seed);
  url.hash = ANCHOR;
  return url.href;
}

/** The board every hand of a showdown shares (none in a game without one). */
function boardOf(res) {
  return Array.isArray(res.board) ? res.board : [];
}

class Drill {
  constructor(host) {
    this.host = host;
    this.variant = host.dataset.variant || "";
    // The showdown dealt and the answers to it (sim-state.js): changed with setState only.
    this.store = createStore(drillState(), `drill ${this.variant}`);
    host.querySelector(".pr-noscript")?.remove();
    this.live = el("p", { class: "pr-sr-only pr-live", role: "status", "aria-live": "polite" });
    this.status = el("p", { class: "pr-status" });
    this.alert = el("div", { class: "pr-alert", role: "alert" });
    this.streak = el("p", { class: "pr-drill-streak" });
    this.note = el("p", { class: "pr-drill-note", hidden: true });
    this.again = el("p", { class: "pr-drill-again", hidden: true });
    // The common cards every hand plays with, in a game that deals them: one row, above the hands.
    this.board = el("div", { class: "pr-drill-board", hidden: true });
    this.hands = el("ol", { class: "pr-drill-hands", "aria-label": t("The hands") });
    this.parts = el("div", { class: "pr-drill-parts" });
    this.verdict = el("div", { class: "pr-drill-verdict", tabindex: "-1", hidden: true });
    this.link = el("a", { class: "pr-drill-link", href: "#", text: t("Link to this showdown") });
    this.nextButton = el("button", {
      type: "button", class: "md-button md-button--primary pr-drill-next", text: t("Deal a showdown"),
      onclick: () => this.deal(null),
    });
    this.link.hidden = true;
    this.box = el("section", { class: "pr-sim pr-drill-box", "aria-label": t("Who wins? drill"), id: document.getElementById(ANCHOR) ? null : ANCHOR },
      this.live, this.status, this.alert, this.streak, this.again, this.note, this.board, this.hands, this.parts, this.verdict,
      el("div", { class: "pr-buttons" }, this.nextButton, this.link));
    host.append(this.box);
    this.store.subscribe((state, keys) => {
      if (keys.includes("phase")) this.drawPhase(state.phase);
    });
    this.drawStreak();
    this.start();
  }

  announce(text) {
    announceIn(this.live, text);
  }

  /** The state now (sim-state.js): read it here, change it with `this.store.setState`. */
  get state() {
    return this.store.getState();
  }

  /** The host's data-state, and what it allows (the store's `phase`). */
  drawPhase(phase) {
    this.host.dataset.state = phase;
    this.box.setAttribute("aria-busy", phase === "loading" || phase === "busy" ? "true" : "false");
    this.nextButton.disabled = phase !== "ready";
  }

  drawStreak() {
    const { streak, best } = drillRecord(this.variant);
    this.streak.textContent = t("Streak: {n1} in a row \u00b7 Best: {n2}", { n1: streak, n2: best });
    this.streak.dataset.streak = String(streak);
    this.streak.dataset.best = String(best);
  }

  async start() {
    this.store.setState({ phase: "loading" });
    this.status.textContent = t("Loading the rules engine\u2026");
    try {
      await getEngine().ready;
    } catch (err) {
      this.status.textContent = t("The drill is unavailable.");
      this.alert.replaceChildren(el("p", {
        text: await notSavedAndOffline()
          ? t("You seem to be offline. The drill needs one visit online before it works without a connection.")
          : t("The rules engine could not be loaded. {error} Reload the page to try again.",
            { error: err && err.message ? err.message : "" }).replace("  ", " "),
      }));
      this.store.setState({ phase: "failed" });
      return;
    }
    const seed = seedFromAddress();
    this.status.textContent = t("Ready: press Deal a showdown, then pick the winners.");
    this.store.setState({ phase: "ready" });
    if (seed !== null) await this.deal(seed, true);
  }

  async deal(seed, fromLink = false) {
    this.store.setState({ phase: "busy" });
    this.alert.replaceChildren();
    // A showdown asked for (not a link's) is a missed one when one is due.
    const missed = seed === null && !fromLink ? dueAgain(this.variant) : null;
    const request = { op: "drill", variant: this.variant, seed: seed === null ? null : Number(seed) };
    if (missed) Object.assign(request, { seed: Number(missed.seed), options: missed.options });
    const res = await getEngine().request(request);
    if (!this.host.isConnected) return;
    if (!res || !res.ok) {
      this.alert.replaceChildren(el("p", { text: res && res.error && res.error.message ? res.error.message : t("No showdown could be dealt.") }));
      this.store.setState({ phase: "ready" });
      return;
    }
    this.store.setState({ showdown: res, answers: [] });
    this.again.textContent = missed ? t("You missed this showdown before: here it is again.") : "";
    this.again.hidden = !missed;
    const seedText = String(res.seed);
    this.host.dataset.seed = seedText;
    this.link.href = linkTo(seedText);
    this.link.hidden = false;
    this.nextButton.textContent = t("Next showdown");
    this.status.textContent = t("Showdown number {seed}: pick the winner of each part.", { seed: seedText });
    // The address follows the showdown the learner asked for; a link's showdown is shown.
    if (!fromLink) history.replaceState(history.state, "", linkTo(seedText));
    else this.host.scrollIntoView({ block: "start" });
    this.drawShowdown();
    this.store.setState({ phase: "ready" });
    if (!fromLink) this.parts.querySelector("button")?.focus();
    const board = boardOf(res);
    const cards = (board.length ? [t("The board, every hand's: {cards}.", { cards: board.map((c) => c.text).join(", ") })] : [])
      .concat(res.hands.map((h) => `${h.name}: ${h.cards.map((c) => c.text).join(", ")}.`)).join(" ");
    this.announce(`${t("A new showdown.")} ${missed ? `${this.again.textContent} ` : ""}${res.note ? `${res.note} ` : ""}${cards} ${res.parts[0] ? res.parts[0].question : ""}`);
  }

  drawShowdown() {
    const res = this.state.showdown;
    this.verdict.hidden = true;
    // What the cards alone do not say (the trump suit, the wild suit, the starting total).
    this.note.textContent = res.note || "";
    this.note.hidden = !res.note;
    const board = boardOf(res);
    this.board.hidden = !board.length;
    this.board.replaceChildren(...(board.length ? [
      el("span", { class: "pr-drill-hand-name", text: t("Board") }),
      el("ul", { class: "pr-cards", "aria-label": t("The board: every hand's cards") }, ...board.map((c) => cardElement(c, { over: true })))] : []));
    this.hands.replaceChildren(...res.hands.map((h) => el("li", { class: "pr-drill-hand", dataset: { hand: h.name } },
      el("span", { class: "pr-drill-hand-name", text: h.name }),
      el("ul", { class: "pr-cards", "aria-label": t("{hand}: cards", { hand: h.name }) }, ...h.cards.map((c) => cardElement(c, { over: true }))))));
    this.parts.replaceChildren(...res.parts.map((part, p) => {
      const id = nextUid("drill-q");
      return el("div", { class: "pr-drill-part", role: "group", "aria-labelledby": id, dataset: { part: String(p) } },
        el("p", { class: "pr-drill-question", id, text: part.question }),
        el("div", { class: "pr-buttons" }, ...part.choices.map((choice) => el("button", {
          type: "button", class: "md-button pr-drill-choice", text: choice, dataset: { choice },
          onclick: (e) => this.answer(p, choice, e.currentTarget),
        }))),
        el("p", { class: "pr-drill-said", hidden: true }));
    }));
  }

  answer(p, choice, button) {
    const { showdown } = this.state;
    if (this.state.answers[p] !== undefined) return;
    const part = showdown.parts[p];
    const right = choice === part.answer;
    const answers = [...this.state.answers];
    answers[p] = right;
    this.store.setState({ answers });
    const box = this.parts.children[p];
    for (const b of box.querySelectorAll("button")) b.disabled = true;
    button.setAttribute("aria-pressed", "true");
    const said = box.querySelector(".pr-drill-said");
    said.hidden = false;
    said.className = `pr-drill-said pr-drill-said--${right ? "right" : "wrong"}`;
    // A wrong pick gets its own reason, in the judge's words, before the verdict.
    const why = part.reasons && part.reasons[choice] ? ` ${part.reasons[choice]}` : "";
    said.textContent = right ? t("Right: {answer}", { answer: part.said })
      : t("Not quite: you chose {choice}.{why} The answer: {answer}", { choice, why, answer: part.said });
    this.announce(said.textContent);
    const open = showdown.parts.findIndex((_, i) => answers[i] === undefined);
    if (open >= 0) {
      this.parts.children[open].querySelector("button")?.focus();
      return;
    }
    const allRight = answers.every(Boolean);
    keepDrill(this.variant, allRight, { seed: showdown.seed, options: showdown.options });
    this.drawStreak();
    this.explain(allRight);
  }

  explain(allRight) {
    const res = this.state.showdown;
    const titleId = nextUid("drill-verdict");
    const blocks = res.parts.map((part, p) => el("div", { class: "pr-drill-explained" },
      el("p", { class: "pr-judge-sentence", text: res.text[p] || "" }),
      el("ul", { "aria-label": t("{part}: every hand", { part: part.part }) }, ...(part.hands || []).map((label, i) => {
        // What its wild cards play as, and what its cards alone do not say.
        const said = [part.wild, part.notes].flatMap((each) => (Array.isArray(each) && Array.isArray(each[i]) ? each[i] : []));
        const wild = said.length ? ` (${said.join("; ")})` : "";
        const named = (part.winners || []).includes(i);
        return el("li", {}, `${res.hands[i] ? res.hands[i].name : t("Hand {n}", { n: i + 1 })}: ${label}${wild}`,
          named ? el("strong", { text: ` \u2014 ${part.mark}` }) : null);
      }))));
    const summary = allRight ? t("Every part right: your streak goes on.") : t("Not every part right: your streak starts again.");
    this.verdict.replaceChildren(el("p", { class: "pr-result-title", id: titleId, text: t("How the judge decided") }),
      ...blocks, el("p", { class: "pr-drill-summary", text: `${summary} ${this.streak.textContent}.` }));
    this.verdict.setAttribute("role", "region");
    this.verdict.setAttribute("aria-labelledby", titleId);
    this.verdict.hidden = false;
    this.announce(`${res.text.join(" ")} ${summary}`);
    this.nextButton.focus();
  }
}

onEveryPage(".pr-drill", (host) => {
  if (host.__pokerrulesDrill) return;
  host.__pokerrulesDrill = new Drill(host);
});
