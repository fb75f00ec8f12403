// pokerrules simulator: who plays each seat, for pass-and-play on one device.
//
// "People" are written as one entry per seat: a name (a person at this device) or null (a bot),
// the shape of a night's `data-people` (sim-handover.js). Seat 1 is always a person. With one
// person the simulator plays as it always did; with two or more, the device is passed between
// them (the hand-over screen, sim-handover.js), and the engine is told which seats people play
// (`people` of the `new` op, counted from 0; notes/api-contract.md).
//
// PeopleFields is the part of the house-rules form (sim-setup.js) that says who plays each
// seat: for seat 1 a name, for each other seat "A bot" or "A person" and then a name. Only the
// rows of the seats dealt are shown.

import { el, nextUid } from "./sim-dom.js";
import { listed, t } from "./words.js";

/** The longest name kept (longer ones are cut). */
export const MAX_NAME = 24;

const cleanName = (name) => String(name).replace(/\s+/g, " ").trim().slice(0, MAX_NAME);

/** `people` read from anywhere (saved data, a host's attribute): an array of names and nulls,
 *  with at least one person, and seat 1 a person unless `anySeat` (a game night seats its
 *  players round the dealer, so a bot may sit in seat 1); null when it is not one. */
export function readPeople(people, { anySeat = false } = {}) {
  if (!Array.isArray(people) || !people.length || people.length > 32) return null;
  if (!people.every((p) => p === null || typeof p === "string")) return null;
  if (typeof people[anySeat ? people.findIndex((p) => p !== null) : 0] !== "string") return null;
  return people.map((p) => (p === null ? null : cleanName(p)));
}

/** The seats (counted from 0) people play. */
export const personSeats = (people) => (people || []).flatMap((p, seat) => (typeof p === "string" ? [seat] : []));

/** True when two or more people share the device. */
export const isPassPlay = (people) => personSeats(people).length >= 2;

/** The name of the person in `seat`: their own, or "Player 3" when they gave none. */
export function nameOf(people, seat) {
  const name = people && typeof people[seat] === "string" ? people[seat] : "";
  return name || t("Player {n}", { n: seat + 1 });
}

/** A hand's name on the table (`h.name` from the view: "You (seat 2) · dealer", "Seat 3"), said
 *  with the people's names: "Ana (seat 2, you) · dealer", "Ben (seat 3)", "Seat 4 (a bot)". */
export function seatLabel(h, people, holder) {
  if (!isPassPlay(people) || !Number.isInteger(h.seat)) return h.name;
  // What follows the seat in the view's name, in whatever language it is: " · dealer".
  const name = String(h.name || "");
  const rest = name.includes(" \u00b7 ") ? name.slice(name.indexOf(" \u00b7 ")) : "";
  const seat = h.seat + 1;
  if (typeof people[h.seat] !== "string") return t("Seat {n} (a bot)", { n: seat }) + rest;
  const person = nameOf(people, h.seat);
  return (h.seat === holder ? t("{name} (seat {n}, you)", { name: person, n: seat }) : t("{name} (seat {n})", { name: person, n: seat })) + rest;
}

/** The people in words, for the rules' summary: "Ana, Ben and 1 bot". */
export function peopleWords(people) {
  const names = personSeats(people).map((seat) => nameOf(people, seat));
  const bots = people.length - names.length;
  const parts = bots ? [...names, bots === 1 ? t("{n} bot", { n: bots }) : t("{n} bots", { n: bots })] : names;
  return listed(parts);
}

export class PeopleFields {
  constructor() {
    this.rows = []; // {row, kind (select, or null for seat 1), name (input)}
    this.element = el("fieldset", { class: "pr-people" },
      el("legend", { text: t("Who plays each seat") }),
      el("p", { class: "pr-help", text: t("To play with friends on this device, make their seats people: "
        + "the device is passed to each in turn, and nobody sees another's cards.") }));
  }

  /** Rows for seats 1 to `max`, set to `saved` (names and nulls) where it has them. */
  fill(max, saved) {
    for (const { row } of this.rows) row.remove();
    this.rows = [];
    const people = readPeople(saved) || [""];
    for (let seat = 0; seat < max; seat++) {
      const nameId = nextUid("person-name");
      const name = el("input", {
        id: nameId, type: "text", autocomplete: "off", maxlength: String(MAX_NAME), class: "pr-person-name",
        value: typeof people[seat] === "string" ? people[seat] : "", placeholder: t("Player {n}", { n: seat + 1 }),
      });
      let kind = null;
      const row = el("div", { class: "pr-field pr-person", dataset: { seat: String(seat) } });
      if (seat === 0) {
        row.append(el("label", { for: nameId, text: t("Seat 1 is a person: name (optional)") }), name);
      } else {
        const kindId = nextUid("person-kind");
        kind = el("select", { id: kindId, class: "pr-person-kind" },
          el("option", { value: "bot", text: t("A bot") }),
          el("option", { value: "person", text: t("A person at this device") }));
        kind.value = typeof people[seat] === "string" ? "person" : "bot";
        const nameLabel = el("label", { for: nameId, text: t("Name of the person in seat {n}", { n: seat + 1 }) });
        const nameBox = el("span", { class: "pr-person-name-box" }, nameLabel, name);
        kind.addEventListener("change", () => {
          nameBox.hidden = kind.value !== "person";
        });
        nameBox.hidden = kind.value !== "person";
        row.append(el("label", { for: kindId, text: t("Seat {n}", { n: seat + 1 }) }), kind, nameBox);
      }
      this.rows.push({ row, kind, name });
      this.element.append(row);
    }
  }

  /** Show the rows of the first `seats` seats only. */
  show(seats) {
    this.rows.forEach(({ row }, seat) => {
      row.hidden = seat >= seats;
    });
  }

  /** Names and nulls for every row (what is kept, so a seat taken away comes back as it was). */
  readAll() {
    return this.rows.map(({ kind, name }) => (kind && kind.value !== "person" ? null : cleanName(name.value)));
  }

  /** Names and nulls for the first `seats` seats. */
  read(seats) {
    return this.readAll().slice(0, seats);
  }
}
