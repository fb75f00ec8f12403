// pokerrules simulator: "Print a card", beside Deal. It opens the "Print game cards" page
// (cards-page.js) for this game with the house rules chosen now in the simulator's form: the
// players, and every option that applies (Setup.readOptions(), as a deal would send them).
// Before the engine has described the game the form is empty, and the card has the defaults.

import { cardsAddress } from "./cards-address.js";
import { el } from "./sim-dom.js";
import { t } from "./words.js";

/** The address of the card for `simulator`'s game with its form's rules now. */
export function callCardAddress(simulator) {
  const setup = simulator.setup;
  const described = setup.state.desc !== null && setup.els.seatSelect !== null;
  return cardsAddress([{
    variant: simulator.variant,
    options: described ? setup.readOptions() : {},
    seats: described ? setup.readSeats() : null,
  }], "full");
}

/** The button, for the simulator's row of buttons. */
export function callCardButton(simulator) {
  return el("button", {
    type: "button", class: "md-button pr-call-card", text: t("Print a card"),
    title: t("A card of this game with these house rules, to print and put on the table"),
    onclick: () => {
      simulator.announce(t("Opening the card to print."));
      window.location.assign(callCardAddress(simulator));
    },
  });
}
