// pokerrules lessons: mounts on every <div class="pr-lessons" data-variant="ID"> (a game page's
// Learn section, and the basics on the Learn page) and on the Learn page's <div class="pr-learn">.
//
// The block comes from the package (pokerrules/pages/docs_learn.py) as a plain list of the game's
// lessons, titles and steps. Here each gets its stars so far and a button to play it; the lesson
// is then played in a LessonPlayer (sim-lesson.js) in place of the list. The lessons themselves
// come from the `lessons` op of the same worker as the simulator (one Pyodide a visit). On the
// Learn page, the stars of every lesson are filled in from the store (learn-store.js). A game's
// block may list first the shared basics its lessons build on ("New to betting? Play *A round of
// betting* first", data-with-basics): they are played here too, the basics asked for when the
// first is played (they are played on another game's table, which the page then loads).
// A "Clear stars" button asks first (an inline Yes/No, Escape says No).
//
// The Play buttons are drawn at once, disabled until the engine is ready, and the status line
// only changes its words, so nothing on the page moves when the engine becomes ready.
//
// data-state on the host: "loading" | "ready" | "playing" | "failed".

import { el, getEngine, notSavedAndOffline, onEveryPage } from "./simulator.js";
import { LessonPlayer, starsElement } from "./sim-lesson.js";
import { announceIn } from "./sim-dom.js";
import { clearStars, loadLearn, starsOf } from "./learn-store.js";
import { createStore, lessonsState } from "./sim-state.js";
import { t } from "./words.js";

/** Fill every [data-stars-for="game/lesson"] under `root` with the stars kept. */
function fillStars(root) {
  for (const slot of root.querySelectorAll("[data-stars-for]")) {
    const [game, lesson] = slot.dataset.starsFor.split("/");
    const n = starsOf(game, lesson);
    slot.dataset.stars = String(n);
    slot.replaceChildren("\u2014 ", starsElement(n));
  }
}

function refreshEverywhere() {
  for (const root of document.querySelectorAll(".pr-lessons, .pr-learn")) fillStars(root);
}

/** A "Clear stars" button that asks first, in `box`; `onCleared` runs after. */
function clearControl(button, announce) {
  const box = el("div", { class: "pr-confirm pr-stars-confirm", role: "group", "aria-label": t("Clear stars?"), hidden: true });
  const close = () => {
    box.hidden = true;
    button.hidden = false;
    button.focus();
  };
  const yes = el("button", {
    type: "button", class: "md-button md-button--primary pr-stars-yes", text: t("Yes, clear them"),
    onclick: () => {
      clearStars();
      refreshEverywhere();
      close();
      announce(t("The stars of every lesson are cleared."));
    },
  });
  const no = el("button", { type: "button", class: "md-button pr-stars-no", text: t("No, keep them"), onclick: close });
  box.append(el("p", { text: t("Clear the stars of every lesson kept in this browser?") }), yes, no);
  box.addEventListener("keydown", (e) => {
    if (e.key === "Escape") close();
  });
  button.hidden = false;
  button.addEventListener("click", () => {
    button.hidden = true;
    box.hidden = false;
    no.focus();
  });
  return box;
}

class Lessons {
  constructor(host) {
    this.host = host;
    this.variant = host.dataset.variant || "";
    this.basics = Number.parseInt(host.dataset.basics || "0", 10) || 0;
    this.lists = [...host.querySelectorAll(".pr-lesson-list")];
    this.withBasics = host.dataset.withBasics === "true";
    // The lessons loaded, the lesson played... (sim-state.js): changed with setState only.
    this.store = createStore(lessonsState(), `lessons ${this.variant}`);
    this.store.subscribe((state, keys) => {
      if (keys.includes("phase")) host.dataset.state = state.phase;
    });
    host.querySelector(".pr-noscript")?.remove();
    this.live = el("p", { class: "pr-sr-only pr-live", role: "status", "aria-live": "polite" });
    this.status = el("p", { class: "pr-status" });
    this.alert = el("div", { class: "pr-alert", role: "alert" });
    this.stage = el("div", { class: "pr-lesson-stage" });
    const clear = el("button", { type: "button", class: "md-button pr-stars-clear", text: t("Clear stars") });
    // On the Learn page, the page's own "Clear stars" serves (one button for every lesson).
    this.tools = host.closest(".pr-learn") ? el("div", { hidden: true })
      : el("div", { class: "pr-buttons pr-lesson-list-tools" }, clear, clearControl(clear, (text) => this.announce(text)));
    host.append(this.live, this.status, this.alert, this.tools, this.stage);
    const { note } = loadLearn();
    if (note) this.alert.replaceChildren(el("p", { text: note }));
    fillStars(host);
    this.drawButtons();
    this.start();
  }

  /** The state now (sim-state.js): read it here, change it with `this.store.setState`. */
  get state() {
    return this.store.getState();
  }

  announce(text) {
    announceIn(this.live, text);
  }

  async start() {
    this.store.setState({ phase: "loading" });
    this.status.textContent = t("Loading the rules engine\u2026");
    const eng = getEngine();
    try {
      await eng.ready;
    } catch (err) {
      this.fail(await notSavedAndOffline()
        ? t("You seem to be offline. The lessons need one visit online before they work without a connection.")
        : t("The rules engine could not be loaded, so the lessons cannot be played. {error} Reload the page to try again.",
          { error: err && err.message ? err.message : "" }).replace("  ", " "));
      return;
    }
    const req = this.basics ? { op: "lessons", basics: true } : { op: "lessons", variant: this.variant };
    const res = await eng.request(req);
    if (!this.host.isConnected) return;
    if (!(res && res.ok)) {
      this.fail(res && res.error && res.error.message ? res.error.message : t("The lessons could not be loaded."));
      return;
    }
    // The basics a game page offers first are played on another game's table: they are asked
    // for when one is played (loadBasics), so that the page loads no other game before then.
    this.store.setState({ lessons: res.lessons, rules: res.stars });
    for (const button of this.buttons()) {
      button.disabled = !this.isBasic(button)
        && !res.lessons.some((l) => l.id === button.dataset.lesson && l.game === button.dataset.game);
    }
    this.status.textContent = t("Ready: press Play to start a lesson.");
    this.store.setState({ phase: "ready" });
  }

  fail(message) {
    this.status.textContent = t("The lessons are unavailable.");
    for (const button of this.buttons()) button.disabled = true;
    this.alert.replaceChildren(el("p", { text: message }));
    this.store.setState({ phase: "failed" });
  }

  /** Whether `button` plays one of the basics a game page offers first. */
  isBasic(button) {
    return this.withBasics && Boolean(button.closest(".pr-lesson-list--basics"));
  }

  /** The basics a game page offers first, asked for once, when the first is played; false (and
   * the error on the page) when they cannot be loaded. */
  async loadBasics() {
    if (this.state.basicsLoaded) return true;
    this.status.textContent = t("Loading the basics…");
    const res = await getEngine().request({ op: "lessons", basics: true });
    if (!this.host.isConnected) return false;
    if (!(res && res.ok)) {
      this.alert.replaceChildren(el("p", { text: res && res.error && res.error.message ? res.error.message : t("The basics could not be loaded.") }));
      this.status.textContent = t("Ready: press Play to start a lesson.");
      return false;
    }
    this.store.setState({ lessons: [...res.lessons, ...this.state.lessons], basicsLoaded: true });
    return true;
  }

  /** The Play buttons of every list of the block. */
  buttons() {
    return this.lists.flatMap((list) => [...list.querySelectorAll(".pr-lesson-play")]);
  }

  /** A Play button for each lesson of the lists, disabled until the lessons are loaded. */
  drawButtons() {
    for (const item of this.lists.flatMap((list) => [...list.querySelectorAll(".pr-lesson-item")])) {
      if (item.querySelector(".pr-lesson-play")) continue;
      const { game, lesson } = item.dataset;
      const title = item.querySelector(".pr-lesson-title")?.textContent || "";
      item.append(" ", el("button", {
        type: "button", class: "md-button pr-lesson-play", text: t("Play"), disabled: true,
        "aria-label": t("Play the lesson \u201c{lesson}\u201d", { lesson: title }), dataset: { lesson, game },
        onclick: async (e) => {
          if (this.isBasic(e.currentTarget) && !(await this.loadBasics())) return;
          const found = (this.state.lessons || []).find((l) => l.id === lesson && l.game === game);
          if (found) this.play(found);
        },
      }));
    }
  }

  play(lesson) {
    this.store.setState({ playing: lesson });
    const player = new LessonPlayer({
      lesson, rules: this.state.rules,
      onClose: () => this.close(),
      onStars: () => refreshEverywhere(),
    });
    for (const list of this.lists) list.hidden = true;
    this.tools.hidden = true;
    this.status.hidden = true;
    this.stage.replaceChildren(player.element);
    this.store.setState({ phase: "playing" });
    player.start();
  }

  close() {
    this.stage.replaceChildren();
    for (const list of this.lists) list.hidden = false;
    this.tools.hidden = !this.tools.childElementCount;
    this.status.hidden = false;
    this.store.setState({ phase: "ready" });
    fillStars(this.host);
    const { id, game } = this.state.playing;
    this.buttons().find((b) => b.dataset.lesson === id && b.dataset.game === game)?.focus();
    this.announce(t("Back to the list of lessons."));
  }
}

function mountLearnPage(root) {
  if (root.__pokerrulesLearn) return;
  root.__pokerrulesLearn = true;
  const live = el("p", { class: "pr-sr-only pr-live", role: "status", "aria-live": "polite" });
  const button = root.querySelector(".pr-learn-clear");
  const { note } = loadLearn();
  if (note) root.prepend(el("div", { class: "pr-alert", role: "alert" }, el("p", { text: note })));
  root.append(live);
  if (button) button.after(clearControl(button, (t) => { live.textContent = t; }));
  fillStars(root);
  root.dataset.state = "ready";
}

onEveryPage(".pr-lessons", (host) => {
  if (host.__pokerrulesLessons) return;
  host.__pokerrulesLessons = new Lessons(host);
});
onEveryPage(".pr-learn", mountLearnPage);
