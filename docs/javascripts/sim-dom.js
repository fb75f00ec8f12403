// pokerrules simulator: building DOM without ever passing data through innerHTML.

import { t } from "./words.js";

let uid = 0;

/** A unique id for labels and descriptions ("pr-seats-3"). */
export const nextUid = (prefix) => `pr-${prefix}-${++uid}`;

/** createElement with attributes and children; `text` sets textContent, `on*` adds listeners. */
export function el(tag, attrs = {}, ...children) {
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

/** A signed amount with a real minus sign: +5, −3, 0. */
export const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : "0");

export const sameValue = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** True when the reader asked for less motion: then nothing is animated or played back. */
export const reducedMotion = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Say `text` in the polite live region `live`: emptied first, then filled a moment later, so
 * that the same sentence twice is announced twice (the lesson player, the drill, the lists). */
export function announceIn(live, text) {
  live.textContent = "";
  setTimeout(() => { live.textContent = text; }, 30);
}

export const seatWord = (seat, me = 0) => (seat === me ? t("You") : t("Seat {n}", { n: seat + 1 }));

/** Mount a component on every element matching `selector`, on this page and on every page that
 * instant navigation brings later (Material's document$ fires for each). Each component mounts
 * in a task of its own, after the theme's: building it and laying it out in the same task as
 * the theme's page set-up made one main-thread task of 100 to 270 ms; apart, the page stays
 * responsive (no task of ours over 50 ms). */
export function onEveryPage(selector, mountOne) {
  const mountAll = () => setTimeout(() => {
    for (const host of document.querySelectorAll(selector)) mountOne(host);
  }, 0);
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(() => mountAll());
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", mountAll);
  } else {
    mountAll();
  }
}
