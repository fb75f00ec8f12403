// pokerrules game night: the hand in progress. Before a game is called: whose deal it is, the
// menu to call from (a game that cannot seat the night says why), "Pick at random", or the game
// going round the table. Once called: the game, its house rules in words (the card op) and a
// link to its printable card; then, at a real table, the pot entered (each player's chips put
// in, then the winners picked, or the hands shown typed in for the judge op, or each player's
// chips won or lost typed in), or, on the screen, a simulator seated for the night. In a game
// that deals common cards (status.call.board, how many) the hands shown are each player's own
// cards and the board is typed once, in a "Board" field of its own; the judge op judges them,
// and the hand is recorded as {by: "judge"} for the package to judge again.
//
// The screen's seam (the simulator's pass-and-play, sim-component.js): a host
// <div class="pr-simulator" data-variant data-night="1" data-people='["Ana", null, ...]'
// data-options='{...}' data-seed="...">, one entry per engine seat (a name: a person at this device; null: a
// bot), the night's dealer in the engine's last seat (status.seats, from the package), dealt from
// the seed the package gives the hand (status.call.deal_seed, from the night's seed); when the
// hand ends the host dispatches a bubbling CustomEvent("pr-hand-end", {detail: {variant,
// options, seats, people, history, result}}), and the night records the history, which the
// package replays for the chips.

import { el, nextUid } from "./simulator.js";
import { Simulator } from "./sim-component.js";
import { cardsAddress } from "./cards-address.js";
import { listed, t } from "./words.js";

// "hand 2", "hands 1, 2 and 3" in the judge's sentences, to be replaced by the players' names.
const HANDS_NAMED = /\bhands? \d+(?:(?:, | and )\d+)*/gi;
// "player 2's hand", "the hands of players 1 and 3" in the night op's sentences (from 1).
const PLAYERS_NAMED = /\b(player (\d+)'s hand|the hands of players \d+(?:(?:, | and )\d+)*)/gi;
/** "The hands of Ana and Ben" (`upper`: with a capital), "Ana's hand". */
const handsOf = (who, upper) => (who.length > 1
  ? (upper ? t("The hands of {names}", { names: listed(who) }) : t("the hands of {names}", { names: listed(who) }))
  : t("{name}'s hand", { name: who[0] }));

/** A field for a whole number of chips, at least `min` (null: any sign): a value that is not one
 *  is refused as it is typed, with a message under the field (named by aria-describedby, marked
 *  aria-invalid, announced by `announce`). `read()` gives the number, or null while refused. */
export function chipsField(labelText, value, { min = null, announce = () => {}, attrs = {} } = {}) {
  const input = el("input", { id: nextUid("night-n"), type: "number", step: "1", inputmode: "numeric", value: String(value), ...(min === null ? {} : { min: String(min) }), ...attrs });
  const message = el("span", { id: `${input.id}-error`, class: "pr-night-invalid", hidden: true });
  const rule = { field: labelText, n: min };
  const read = () => {
    const raw = input.value.trim();
    if (input.validity.badInput || (raw !== "" && !/^[+-]?\d+$/.test(raw))) return null;
    const n = raw === "" ? 0 : Number(raw);
    return Number.isSafeInteger(n) && (min === null || n >= min) ? n : null;
  };
  let refused = false;
  const check = () => {
    const bad = read() === null;
    input.setAttribute("aria-invalid", bad ? "true" : "false");
    if (bad) input.setAttribute("aria-describedby", message.id);
    else input.removeAttribute("aria-describedby");
    rule.typed = input.value;
    message.textContent = !bad ? "" : min === null
      ? (input.value ? t("{field}: type a whole number of chips (a minus sign for chips lost), not \u201c{typed}\u201d.", rule)
        : t("{field}: type a whole number of chips (a minus sign for chips lost)."))
      : (input.value ? t("{field}: type a whole number of chips, {n} or more, not \u201c{typed}\u201d.", rule)
        : t("{field}: type a whole number of chips, {n} or more.", rule));
    message.hidden = !bad;
    if (bad && !refused) announce(message.textContent);
    refused = bad;
    return !bad;
  };
  input.addEventListener("input", check);
  return { input, message, read, check, row: el("div", { class: "pr-night-field" }, el("label", { for: input.id, text: labelText }), input, message) };
}

function checkRow(labelText, attrs = {}) {
  const box = el("input", { type: "checkbox", id: nextUid("night-c"), ...attrs });
  return { box, row: el("div", { class: "pr-night-field pr-night-check" }, box, el("label", { for: box.id, text: labelText })) };
}

export class HandPanel {
  constructor({ engine, onNext, onRecord, alert, announce }) {
    Object.assign(this, { engine, onNext, onRecord, alert, announce });
    this.element = el("section", { class: "pr-night-hand", "aria-labelledby": nextUid("night-hand-h") });
    this.simulator = null;
  }

  draw(status) {
    const heading = el("h2", { id: this.element.getAttribute("aria-labelledby"), text: t("Hand {n}: {name} deals", { n: status.hand, name: status.players[status.dealer].name }) });
    this.element.replaceChildren(heading, status.call ? this.called(status) : this.calling(status));
  }

  calling(status) {
    if (status.orbit) {
      const name = status.orbit.name;
      const go = el("button", { type: "button", class: "md-button md-button--primary", text: t("Deal {game} again", { game: name }), onclick: () => this.onNext(null) });
      return el("div", { class: "pr-night-call" },
        el("p", { text: status.orbit.left === 1 ? t("{game} is going round the table: {n} more deal, so everyone deals it once.", { game: name, n: 1 })
          : t("{game} is going round the table: {n} more deals, so everyone deals it once.", { game: name, n: status.orbit.left }) }), go);
    }
    const select = el("select", { id: nextUid("night-pick") }, ...status.menu.map((m, i) => el("option", {
      value: String(i), disabled: !m.playable,
      text: m.playable ? (m.goes_round ? t("{game} (goes round the table)", { game: m.name }) : m.name) : t("{game}: not playable, {reason}", { game: m.name, reason: m.reason }),
    })));
    const first = status.menu.findIndex((m) => m.playable);
    if (first >= 0) select.value = String(first);
    const callButton = el("button", { type: "button", class: "md-button md-button--primary", text: t("Choose this game"), disabled: first < 0, onclick: () => this.onNext(Number(select.value)) });
    const randomButton = el("button", { type: "button", class: "md-button", text: t("Pick at random"), disabled: first < 0, onclick: () => this.onNext("random") });
    const unplayable = status.menu.filter((m) => !m.playable);
    return el("div", { class: "pr-night-call" },
      el("div", { class: "pr-night-field" }, el("label", { for: select.id, text: t("The game {name} calls", { name: status.players[status.dealer].name }) }), select),
      el("div", { class: "pr-buttons" }, callButton, randomButton),
      unplayable.length ? el("ul", { class: "pr-help" }, ...unplayable.map((m) => el("li", { text: t("{game} is not playable tonight: {reason}", { game: m.name, reason: m.reason }) }))) : null);
  }

  called(status) {
    const call = status.call;
    const rules = el("ul", { class: "pr-night-house-rules-words" }, el("li", { text: t("Loading its house rules\u2026") }));
    this.engine.request({ op: "card", variant: call.variant, options: call.options }).then((res) => {
      if (!res || !res.ok) {
        rules.replaceChildren(el("li", { text: t("Its house rules could not be loaded.") }));
        return;
      }
      rules.replaceChildren(...res.house_rules.filter((r) => r.applies).map((r) => el("li", { text: `${r.label}: ${r.choice}` })));
    });
    const card = el("a", { href: cardsAddress([{ variant: call.variant, options: call.options, seats: status.players.length }]), text: t("Print the card for {game}", { game: call.name }) });
    const about = el("div", { class: "pr-night-called" },
      el("p", { class: "pr-night-game", text: t("Game: {game} ({how})", { game: call.name, how: call.how_words }) }),
      el("p", { text: t("House rules:") }), rules, el("p", {}, card));
    const entry = status.settings.mode === "screen" ? this.onScreen(status) : this.atTable(status);
    return el("div", {}, about, entry);
  }

  // ----- at a real table

  atTable(status) {
    const names = status.players.map((p) => p.name);
    const form = el("form", { class: "pr-night-entry", novalidate: true, "aria-label": t("Enter the hand") });
    if (status.call.points_only) {
      const boxes = names.map((n, i) => checkRow(n, { dataset: { winner: String(i) } }));
      form.append(el("fieldset", {}, el("legend", { text: t("Who won? ({game} is played for points: each loser pays {n} chips, shared among the winners)", { game: status.call.name, n: status.settings.stake }) }), ...boxes.map((b) => b.row)));
      form.append(el("button", { type: "submit", class: "md-button md-button--primary", text: t("Record the hand") }));
      form.addEventListener("submit", (e) => {
        e.preventDefault();
        const winners = boxes.map((b, i) => (b.box.checked ? i : -1)).filter((i) => i >= 0);
        if (!winners.length) return this.alert(t("Tick who won the hand."));
        return this.onRecord({ entry: { by: "winners", winners } });
      });
      return form;
    }
    const methodName = nextUid("night-how");
    const methods = [["winners", t("Pick the winners of the pot")], ["judge", t("Type the hands shown and let the judge decide")], ["direct", t("Type each player's chips won or lost")]];
    const radios = methods.map(([value, text], i) => {
      const radio = el("input", { type: "radio", name: methodName, id: nextUid("night-how"), value, checked: i === 0 });
      return { radio, row: el("div", { class: "pr-night-field pr-night-check" }, radio, el("label", { for: radio.id, text })) };
    });
    const announce = this.announce;
    const putIn = names.map((n, i) => chipsField(t("Chips {name} put in", { name: n }), 0, { min: 0, announce, attrs: { dataset: { putIn: String(i) } } }));
    const potBox = el("fieldset", {}, el("legend", { text: t("Chips each player put in the pot") }), ...putIn.map((f) => f.row));
    const winners = names.map((n, i) => checkRow(n, { dataset: { winner: String(i) } }));
    const winnersBox = el("fieldset", {}, el("legend", { text: t("Who won the pot? (a split pot: tick each winner)") }), ...winners.map((w) => w.row));
    const boardCards = status.call.board || 0;
    const handInputs = names.map((n, i) => {
      const input = el("input", { type: "text", id: nextUid("night-shown"), autocomplete: "off", spellcheck: "false", maxlength: "64", dataset: { shown: String(i) } });
      return { input, row: el("div", { class: "pr-night-field" }, el("label", { for: input.id, text: boardCards ? t("{name}'s own cards shown (empty: folded)", { name: n }) : t("{name}'s cards shown (empty: folded)", { name: n }) }), input) };
    });
    const board = boardCards ? this.boardField(boardCards) : null;
    const verdict = el("div", { class: "pr-night-verdict", tabindex: "-1" });
    const judgeButton = el("button", { type: "button", class: "md-button", text: t("Judge the showdown") });
    const legend = boardCards ? t("The board, typed once, and the hands shown at the showdown: each player's own cards, such as As Kd") : t("The hands shown at the showdown, such as As Kd 5c");
    const judgeBox = el("fieldset", { hidden: true }, el("legend", { text: legend }), board ? board.row : null, ...handInputs.map((h) => h.row), judgeButton, verdict);
    const direct = names.map((n, i) => chipsField(t("{name} won (+) or lost (\u2212)", { name: n }), 0, { announce, attrs: { dataset: { direct: String(i) } } }));
    const directBox = el("fieldset", { hidden: true }, el("legend", { text: t("Chips each player won or lost (they add up to zero)") }), ...direct.map((f) => f.row));
    let judged = null; // the parts of the last verdict, as lists of players
    const show = () => {
      const how = radios.find((r) => r.radio.checked).radio.value;
      potBox.hidden = how === "direct";
      winnersBox.hidden = how !== "winners";
      judgeBox.hidden = how !== "judge";
      directBox.hidden = how !== "direct";
    };
    for (const r of radios) r.radio.addEventListener("change", show);
    const forget = () => { judged = null; verdict.replaceChildren(); };
    for (const h of handInputs) h.input.addEventListener("input", forget);
    if (board) board.input.addEventListener("input", () => { forget(); board.mark(""); });
    const boardText = () => (board ? board.input.value.trim() : "");
    judgeButton.addEventListener("click", async () => {
      const shown = handInputs.map((h, i) => [i, h.input.value.trim()]).filter(([, text]) => text);
      if (!shown.length) return this.alert(t("Type the cards of at least one hand shown."));
      if (board && !boardText()) {
        board.mark(boardCards === 1 ? t("Type the board: the {n} card in the middle, such as {example}.", { n: 1, example: board.example })
          : t("Type the board: the {n} cards in the middle, such as {example}.", { n: boardCards, example: board.example }));
        board.input.focus();
        return this.alert(`${board.message.textContent} ${t("Nothing was judged.")}`);
      }
      const res = await this.engine.request({ op: "judge", variant: status.call.variant, options: status.call.options, hands: shown.map(([, t]) => t), ...(board ? { board: boardText() } : {}) });
      if (!res || !res.ok) {
        judged = null;
        const raw = res && res.error ? res.error.message : t("The hands could not be judged.");
        const message = raw.replace(/\b([Hh])ands? \d+(?:(?:, | and )\d+)*/g, (m) => {
          const who = m.match(/\d+/g).map((d) => (shown[Number(d) - 1] ? names[shown[Number(d) - 1][0]] : null));
          if (who.includes(null)) return m;
          return handsOf(who, m[0] === "H");
        });
        if (board && /\bboard\b/i.test(raw)) {
          board.mark(message);
          board.input.focus();
        }
        return this.alert(message);
      }
      const parts = res.parts.filter((p) => p.winning && p.winners.length).map((p) => p.winners.map((w) => shown[w][0]));
      judged = parts;
      const words = res.text.map((t) => t.replace(HANDS_NAMED, (m) => listed(m.match(/\d+/g).map((d) => names[shown[Number(d) - 1][0]]))));
      verdict.replaceChildren(...words.map((t) => el("p", { text: t })));
      this.announce(words.join(" "));
      verdict.focus();
      return undefined;
    });
    form.append(el("fieldset", {}, el("legend", { text: t("How to enter the hand") }), ...radios.map((r) => r.row)),
      potBox, winnersBox, judgeBox, directBox,
      el("button", { type: "submit", class: "md-button md-button--primary", text: t("Record the hand") }));
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      const how = radios.find((r) => r.radio.checked).radio.value;
      const fields = how === "direct" ? direct : putIn;
      const wrong = fields.find((f) => !f.check());
      if (wrong) {
        wrong.input.focus();
        return this.alert(`${wrong.message.textContent} ${t("Nothing was recorded.")}`);
      }
      if (how === "direct") return this.onRecord({ entry: { by: "direct" }, chips: direct.map((f) => f.read()) });
      const put = putIn.map((f) => f.read());
      if (how === "winners") {
        const picked = winners.map((w, i) => (w.box.checked ? i : -1)).filter((i) => i >= 0);
        if (!picked.length) return this.alert(t("Tick who won the pot."));
        return this.onRecord({ entry: { by: "pot", put_in: put, parts: [picked] } });
      }
      if (!judged) return this.alert(t("Judge the showdown first: press \u201cJudge the showdown\u201d."));
      if (!judged.length) return this.alert(t("No hand wins the pot by the judge's verdict: type each player's chips instead."));
      const shownAll = handInputs.map((h) => h.input.value.trim());
      return this.onRecord({ entry: { by: "judge", put_in: put, shown: shownAll, ...(board ? { board: boardText() } : {}) } }, (text) => text.replace(PLAYERS_NAMED, (m) => {
        const who = m.match(/\d+/g).map((d) => names[Number(d) - 1] || d);
        return handsOf(who, m[0] === "T");
      }));
    });
    return form;
  }

  /** The board of a game that deals `cards` common cards: a labelled text field, typed once; a
   *  board the judge refuses is marked (aria-invalid, its message under the field, named by
   *  aria-describedby) until it is typed again. */
  boardField(cards) {
    const input = el("input", { type: "text", id: nextUid("night-board"), autocomplete: "off", spellcheck: "false", maxlength: "64", dataset: { board: String(cards) } });
    const message = el("span", { id: `${input.id}-error`, class: "pr-night-invalid", hidden: true });
    const example = ["Ks", "7h", "2c", "9d", "3s", "Jc", "5d"].slice(0, cards).join(" ");
    const mark = (text) => {
      input.setAttribute("aria-invalid", text ? "true" : "false");
      if (text) input.setAttribute("aria-describedby", message.id);
      else input.removeAttribute("aria-describedby");
      message.textContent = text;
      message.hidden = !text;
    };
    const label = cards === 1 ? t("Board (the {n} common card, typed once)", { n: 1 }) : t("Board (the {n} common cards, typed once)", { n: cards });
    return { input, message, mark, example, row: el("div", { class: "pr-night-field" }, el("label", { for: input.id, text: label }), input, message) };
  }

  // ----- on the screen

  onScreen(status) {
    const people = status.seats.map((p) => (status.players[p].person ? status.players[p].name : null));
    const host = el("div", {
      class: "pr-simulator", dataset: {
        variant: status.call.variant, night: "1", people: JSON.stringify(people), options: JSON.stringify(status.call.play_options),
        seed: String(status.call.deal_seed), // the night's deal for this hand (its seed and number)
      },
    });
    host.addEventListener("pr-hand-end", (e) => {
      const detail = e.detail || {};
      if (detail.variant !== status.call.variant || !detail.history) return;
      this.onRecord({ entry: { by: "screen", history: detail.history } });
    });
    const box = el("div", { class: "pr-night-screen" },
      el("p", { text: t("Seats: {seats}. The dealer sits last; the hand is recorded when it ends.", {
        seats: status.seats.map((p, i) => (status.players[p].person ? t("seat {n}: {name}", { n: i + 1, name: status.players[p].name })
          : t("seat {n}: {name} (a bot)", { n: i + 1, name: status.players[p].name }))).join(", "),
      }) }),
      host);
    requestAnimationFrame(() => {
      if (host.isConnected && !host.__pokerrules) host.__pokerrules = new Simulator(host, () => {});
    });
    return box;
  }
}
