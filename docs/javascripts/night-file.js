// pokerrules game night: where the night is kept, and the night as a file.
//
// The night is a night file (pokerrules.night.file: {format, version, night, checksum}), made and
// changed only by the facade's `night` op; this page never edits it. It is kept in localStorage
// under one key, `pokerrules:night:v1`, exactly as the op gave it, and read back through the
// op's "check" (so a night changed in storage by hand is refused like a tampered file). When the
// browser refuses storage, it is kept in memory for the visit.
//
// Export downloads the file as JSON; import reads a chosen file as text (at most MAX_FILE_BYTES:
// a larger one is refused before anything is sent) for the op to check.

export const STORAGE_KEY = "pokerrules:night:v1";
/** Twice the package's MAX_FILE_CHARS: anything larger cannot be a night, and is not read. */
export const MAX_FILE_BYTES = 360_000;
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

/** Download `file` as "game-night-YYYY-MM-DD.json". */
export function exportNight(file) {
  const text = `${JSON.stringify(file, null, 1)}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
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

/** The text of the file chosen in `input`, or {error} in plain words. */
export async function readChosenFile(input) {
  const chosen = input.files && input.files[0];
  if (!chosen) return { error: "Choose a night file to import." };
  if (chosen.size > MAX_FILE_BYTES) {
    return { error: `This file is too large to be a night (${Math.round(chosen.size / 1000)} kB; a night file is at most ${MAX_FILE_BYTES / 1000} kB).` };
  }
  try {
    return { text: await chosen.text() };
  } catch {
    return { error: "The file could not be read." };
  }
}
