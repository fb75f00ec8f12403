// pokerrules: the "Print game cards" page (docs/cards.md, <div class="pr-cards">).
//
// With `game` in its address (cards-address.js: game=ID, opt.ID.NAME=VALUE, seats.ID=N,
// size=full|half), it prints the card of each game named, asking the shared engine's `card` op
// (simulator.js: one worker for the visit) with the site's root, so each card has its full link
// and QR code (cards-draw.js). Without `game` it is the menu builder: the catalogue (the
// `catalogue` op) as checkboxes; each game ticked gets its card with the house rules last
// chosen on its page (the simulator keeps them in localStorage, sim-store.js: read here, never
// written) or its defaults. Either way: a size choice (full page, or half-page cards two to a
// sheet) and a Print button (window.print(); the print CSS is stylesheets/cards-print.css).
//
// A problem (an unknown game, a bad option, a part of the address that cannot be used, saved
// rules that cannot be read) is said in the role=alert message, naming it; every other card
// still prints. What happens is said in the page's role=status live region.
// data-state on the host: "loading" | "ready" | "failed"; data-cards: how many cards are drawn.
//
// cardsAddress() (for links to this page from elsewhere) is in cards-address.js; it is
// exported here too.

import { SIZES, cardsAddress, readCardsAddress, siteRoot } from "./cards-address.js";
import { drawCard } from "./cards-draw.js";
import { announceIn } from "./sim-dom.js";
import { el, getEngine, nextUid, notSavedAndOffline, onEveryPage } from "./simulator.js";
import { storageKey } from "./sim-store.js";
import { t } from "./words.js";

export { cardsAddress };

const SIZE_WORDS = { full: t("A full page for each card"), half: t("Half a page for each card (two to a sheet, with a cut line)") };

/** The house rules and players last chosen on `variant`'s page, read-only; {} when none. */
function savedRules(variant) {
  let data = null;
  try {
    data = JSON.parse(window.localStorage.getItem(storageKey(variant)) || "null");
  } catch (_) {
    data = null;
  }
  const ok = data && typeof data === "object" && data.variant === variant;
  const options = ok && data.options && typeof data.options === "object" && !Array.isArray(data.options) ? data.options : {};
  const seats = ok && Number.isSafeInteger(data.seats) ? data.seats : null;
  return { options, seats };
}

class CardsPage {
  constructor(host) {
    this.host = host;
    const address = readCardsAddress(window.location.search);
    this.menuMode = address.games.length === 0 && !new URLSearchParams(window.location.search).has("game");
    this.address = address;
    this.size = address.size;
    this.chosen = new Set(); // the menu builder's ticked games
    this.cards = new Map(); // variant -> its card element (menu builder: made once a visit)
    this.problems = new Map(); // variant -> what went wrong with its card (menu builder)
    this.catalogue = [];
    this.build();
    this.start();
  }

  build() {
    this.status = el("p", { class: "pr-cards-status", text: t("Loading the rules engine\u2026") });
    this.live = el("p", { class: "pr-sr-only", role: "status", "aria-live": "polite" });
    this.alert = el("div", { class: "pr-alert pr-cards-alert", role: "alert" });
    const sizeName = nextUid("card-size");
    this.sizeBox = el("fieldset", { class: "pr-cards-size" }, el("legend", { text: t("Card size") }),
      ...SIZES.map((size) => {
        const id = nextUid("size");
        return el("div", { class: "pr-cards-choice" },
          el("input", {
            type: "radio", id, name: sizeName, value: size, checked: size === this.size,
            onchange: () => this.setSize(size),
          }),
          el("label", { for: id, text: SIZE_WORDS[size] }));
      }));
    this.printButton = el("button", {
      type: "button", class: "md-button md-button--primary pr-cards-print", text: t("Print"), disabled: true,
      onclick: () => window.print(),
    });
    this.menuBox = el("fieldset", { class: "pr-cards-menu", hidden: !this.menuMode },
      el("legend", { text: t("Games on the menu") }));
    this.menuLink = el("a", { class: "pr-cards-menu-link", hidden: true, text: t("The address of this menu") });
    this.controls = el("div", { class: "pr-cards-controls" },
      this.status, this.live, this.alert, this.menuBox, this.sizeBox,
      el("div", { class: "pr-cards-buttons" }, this.printButton, this.menuLink));
    this.sheet = el("div", { class: "pr-cards-sheet", dataset: { size: this.size } });
    this.host.replaceChildren(this.controls, this.sheet);
    this.setState("loading");
  }

  setState(state) {
    this.host.dataset.state = state;
    this.host.dataset.cards = String(this.sheet.childElementCount);
  }

  say(text) {
    announceIn(this.live, text);
  }

  showProblems(problems) {
    this.alert.replaceChildren(...problems.map((text) => el("p", { text })));
  }

  setSize(size) {
    this.size = size;
    this.sheet.dataset.size = size;
    this.drawMenuLink();
    this.say(size === "full" ? t("Each card prints on a page of its own.") : t("The cards print two to a sheet, with a cut line between them."));
  }

  async start() {
    const engine = getEngine();
    try {
      await engine.ready;
    } catch (err) {
      this.status.textContent = t("The cards cannot be made.");
      this.showProblems([await notSavedAndOffline()
        ? t("This page has not been saved for offline use and the network is not available: open it again once you are online.")
        : t("The rules engine could not load. {error}", { error: err && err.message ? err.message : "" }).trim()]);
      this.setState("failed");
      return;
    }
    if (this.menuMode) await this.startMenu(engine);
    else await this.startAddress(engine);
  }

  /** Ask for one card; {reply} or {problem}. */
  async ask(engine, { variant, options, seats }) {
    const request = { op: "card", variant, options, site: siteRoot() };
    if (seats !== null && seats !== undefined) request.seats = seats;
    const reply = await engine.request(request);
    if (reply.ok) return { reply };
    const why = reply.error && reply.error.message ? reply.error.message : t("The engine refused it.");
    return { problem: why };
  }

  async startAddress(engine) {
    const problems = [...this.address.problems];
    for (const game of this.address.games) {
      if (game.refused) continue;
      const { reply, problem } = await this.ask(engine, game);
      if (reply) this.sheet.append(drawCard(reply));
      else problems.push(t("No card for \u201c{game}\u201d: {problem}", { game: game.variant, problem }));
    }
    this.showProblems(problems);
    const count = this.sheet.childElementCount;
    this.status.textContent = !count ? t("No card to print.") : count === 1 ? t("{n} card ready to print.", { n: count }) : t("{n} cards ready to print.", { n: count });
    this.printButton.disabled = count === 0;
    this.setState("ready");
    this.say(this.status.textContent);
  }

  async startMenu(engine) {
    const reply = await engine.request({ op: "catalogue" });
    if (!reply.ok) {
      this.status.textContent = t("The catalogue cannot be read.");
      this.showProblems([reply.error && reply.error.message ? reply.error.message : t("The catalogue could not be read.")]);
      this.setState("failed");
      return;
    }
    this.catalogue = reply.games || [];
    for (const game of this.catalogue) {
      const id = nextUid("menu-game");
      this.menuBox.append(el("div", { class: "pr-cards-choice" },
        el("input", {
          type: "checkbox", id, value: game.id, dataset: { variant: game.id },
          onchange: (e) => this.toggle(engine, game, e.target.checked),
        }),
        el("label", { for: id, text: game.name })));
    }
    this.status.textContent = t("Tick the games of the night: each gets its card with the house rules last chosen on its page.");
    this.setState("ready");
  }

  async toggle(engine, game, on) {
    if (on) this.chosen.add(game.id);
    else this.chosen.delete(game.id);
    if (on && !this.cards.has(game.id)) {
      const saved = savedRules(game.id);
      let { reply, problem } = await this.ask(engine, { variant: game.id, ...saved });
      let seats = saved.seats;
      if (!reply) {
        seats = null;
        this.problems.set(game.id, t("The house rules saved on the page of {game} could not be used ({problem}), so its card has the game's own rules.", { game: game.name, problem }));
        ({ reply, problem } = await this.ask(engine, { variant: game.id, options: {}, seats: null }));
      }
      if (reply) this.cards.set(game.id, { card: drawCard(reply), request: { variant: game.id, options: reply.options, seats } });
      else this.problems.set(game.id, t("No card for {game}: {problem}", { game: game.name, problem }));
    }
    // What went wrong, for each game on the menu (a game taken off takes its problem with it).
    this.showProblems(this.catalogue.filter((g) => this.chosen.has(g.id) && this.problems.has(g.id))
      .map((g) => this.problems.get(g.id)));
    // In catalogue order, whatever order they were ticked in.
    const shown = this.catalogue.filter((g) => this.chosen.has(g.id) && this.cards.has(g.id));
    this.sheet.replaceChildren(...shown.map((g) => this.cards.get(g.id).card));
    this.printButton.disabled = shown.length === 0;
    this.drawMenuLink();
    this.setState("ready");
    const count = shown.length;
    const said = { game: game.name, n: count };
    this.say(on ? (count === 1 ? t("{game} added to the menu: {n} card to print.", said) : t("{game} added to the menu: {n} cards to print.", said))
      : (count === 1 ? t("{game} taken off the menu: {n} card to print.", said) : t("{game} taken off the menu: {n} cards to print.", said)));
  }

  drawMenuLink() {
    if (!this.menuMode) return;
    const shown = this.catalogue.filter((g) => this.chosen.has(g.id) && this.cards.has(g.id));
    this.menuLink.hidden = shown.length === 0;
    this.menuLink.href = cardsAddress(shown.map((g) => this.cards.get(g.id).request), this.size);
  }
}

onEveryPage(".pr-cards", (host) => {
  if (!host.__pokerrulesCards) host.__pokerrulesCards = new CardsPage(host);
});
