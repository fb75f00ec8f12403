// pokerrules game night: where the night is kept, and the night as a file.
//
// The night is a night file (pokerrules.night.file: {format, version, night, checksum}), made and
// changed only by the facade's `night` op; this page never edits it. It is kept in localStorage
// under one key, `pokerrules:night:v1`, exactly as the op gave it, and read back through the
// op's "check" (so a night changed in storage by hand is refused like a tampered file). When the
// browser refuses storage, it is kept in memory for the visit.
//
// Export downloads the file as text written as the package writes it (pokerrules.night.file.
// file_text): one line for each of the night's fields and one for each hand, so that it can be
// read and corrected in a text editor. Import reads a chosen file's text (at most MAX_TEXT_CHARS:
// a larger one is refused before anything is sent), parses it here (a damaged file is refused in
// plain words) and sends the night op the file compact, so that a request about any night that
// fits its limit fits the facade's request limit (pokerrules.night.limits; a test checks that
// these numbers are the package's).

import { t } from "./words.js";

export const STORAGE_KEY = "pokerrules:night:v1";
/** The package's MAX_FILE_CHARS: the largest night, in characters of compact JSON. */
export const MAX_FILE_CHARS = 188_000;
/** The package's MAX_TEXT_CHARS: the longest text of a night file read (spaces allowed). */
export const MAX_TEXT_CHARS = 752_000;
let memory = null;

function storage() {
  try {
    const s = window.localStorage;
    s.setItem(`${STORAGE_KEY}:probe`, "1");
    s.removeItem(`${STORAGE_KEY}:probe`);
    return s;
  } catch {
    return null;
  }
}

/** The night file kept in this browser (parsed JSON, unchecked), or null. */
export function loadNight() {
  const s = storage();
  const text = s ? s.getItem(STORAGE_KEY) : memory;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { unreadable: true };
  }
}

export function saveNight(file) {
  const text = JSON.stringify(file);
  const s = storage();
  if (!s) {
    memory = text;
    return;
  }
  try {
    s.setItem(STORAGE_KEY, text);
  } catch {
    memory = text;
  }
}

export function forgetNight() {
  memory = null;
  const s = storage();
  if (s) s.removeItem(STORAGE_KEY);
}

/** The file as text: one line for each of the night's fields and one for each hand. */
export function fileText(file) {
  const one = (value) => JSON.stringify(value);
  const lines = Object.entries(file.night).map(([key, value]) => (key === "hands" && value.length
    ? `  "hands": [\n${value.map((hand) => `   ${one(hand)}`).join(",\n")}\n  ]`
    : `  ${one(key)}: ${one(value)}`));
  return `{\n "format": ${one(file.format)},\n "version": ${one(file.version)},\n "night": {\n${lines.join(",\n")}\n },\n "checksum": ${one(file.checksum)}\n}\n`;
}

/** Download `file` as "game-night-YYYY-MM-DD.json". */
export function exportNight(file) {
  const url = URL.createObjectURL(new Blob([fileText(file)], { type: "application/json" }));
  const day = new Date().toISOString().slice(0, 10);
  const a = document.createElement("a");
  a.href = url;
  a.download = `game-night-${day}.json`;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return a.download;
}

const thousands = (n) => n.toLocaleString("en-GB");

/** The night file in `text`, parsed, or {error} in plain words. */
export function parseNightText(text) {
  if (!text.trim()) return { error: t("This file is empty: it holds no night.") };
  let file;
  try {
    file = JSON.parse(text);
  } catch {
    return { error: t("This file is damaged, so it cannot be read: it is not written as a night file is (it may have been cut short when it was saved or copied, or mistyped when it was changed by hand).") };
  }
  const size = JSON.stringify(file).length;
  if (size > MAX_FILE_CHARS) {
    return { error: t("This file is too large to be a night ({n1} characters; a night keeps at most {n2}).", { n1: thousands(size), n2: thousands(MAX_FILE_CHARS) }) };
  }
  return { file };
}

/** The night file chosen in `input`, parsed ({file}), or {error} in plain words. */
export async function readChosenFile(input) {
  const chosen = input.files && input.files[0];
  if (!chosen) return { error: t("Choose a night file to import.") };
  if (chosen.size > MAX_TEXT_CHARS) {
    return { error: t("This file is too large to be a night ({n1} bytes; a night file has at most {n2}).", { n1: thousands(chosen.size), n2: thousands(MAX_TEXT_CHARS) }) };
  }
  let text;
  try {
    text = await chosen.text();
  } catch {
    return { error: t("The file could not be read.") };
  }
  return parseNightText(text);
}
