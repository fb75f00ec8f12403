// pokerrules: the page's own words in the page's language (buttons, messages, aria labels, the
// live region), from the same catalogues as the package (pokerrules/words/catalogue/*_page.py).
//
// t("{who} folds.", {who}) looks the English template up in the page's catalogue, falls back to
// the English, and fills each {name} slot from `values` ({{ and }} are literal braces). A value
// is inserted as given: words in it are translated by whoever made them (another t(), or the
// package, which answers in the page's language because every request carries `lang`).
//
// English costs nothing: no catalogue is fetched. Any other language loads
// <site root>/words/<lang>.json once (written by site-build/sitebuild/page_words.py), here, at
// the top level, so that every module importing this one waits for it before it runs. A page
// whose catalogue cannot be loaded shows English.
//
// pageLang() is the page's language: <html lang> ("en", "es", "pt-BR"). For tests only,
// localStorage "pr-lang" = "qps" selects the pseudo-language, where every word that went
// through a catalogue comes back marked ⟦…⟧, so any word that bypasses it shows.

const SITE_ROOT = new URL("../", import.meta.url); // this file is <root>/javascripts/words.js
const PSEUDO = "qps";

/** The page's language: "en", "es", "pt-BR" (or the tests' "qps"). */
export function pageLang() {
  try {
    if (globalThis.localStorage && globalThis.localStorage.getItem("pr-lang") === PSEUDO) return PSEUDO;
  } catch (_) {
    /* storage may be refused: the page's own language then */
  }
  // No document (a module read by the tests in Node): English.
  const root = typeof document === "undefined" ? null : document.documentElement;
  const lang = String((root && root.lang) || "en").toLowerCase();
  if (lang === "es" || lang.startsWith("es-")) return "es";
  if (lang === "pt" || lang.startsWith("pt-")) return "pt-BR";
  return "en";
}

/** `req` with the page's language, for the engine (nothing added for English). */
export function withLang(req) {
  const lang = pageLang();
  return lang === "en" || !req || typeof req !== "object" || "lang" in req ? req : { ...req, lang };
}

async function loadCatalogue(lang) {
  try {
    const res = await fetch(new URL(`words/${lang}.json`, SITE_ROOT));
    if (!res.ok) return null;
    const words = await res.json();
    return words && typeof words === "object" ? words : null;
  } catch (_) {
    return null;
  }
}

const LANG = pageLang();
// English never waits: the await is not reached.
const catalogue = LANG === "en" ? null : await loadCatalogue(LANG);

const SLOT = /\{\{|\}\}|\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** `template` (English) in the page's language, its {name} slots filled from `values`. */
export function t(template, values = {}) {
  const words = catalogue && Object.prototype.hasOwnProperty.call(catalogue, template)
    ? catalogue[template] : template;
  return words.replace(SLOT, (whole, name) => {
    if (whole === "{{") return "{";
    if (whole === "}}") return "}";
    return Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole;
  });
}

/** t() for a sentence with elements in it: `template` in the page's language, cut at its slots,
 *  as a list of strings and the values (a value may be a Node: a stars element, a link), to
 *  append to an element in order. */
export function tNodes(template, values = {}) {
  const words = catalogue && Object.prototype.hasOwnProperty.call(catalogue, template)
    ? catalogue[template] : template;
  const parts = [];
  let text = "";
  let last = 0;
  for (const match of words.matchAll(SLOT)) {
    text += words.slice(last, match.index);
    last = match.index + match[0].length;
    const [whole, name] = match;
    if (whole === "{{" || whole === "}}") text += whole[0];
    else if (!Object.prototype.hasOwnProperty.call(values, name)) text += whole;
    else if (values[name] instanceof Node) {
      if (text) parts.push(text);
      parts.push(values[name]);
      text = "";
    } else text += String(values[name]);
  }
  text += words.slice(last);
  if (text) parts.push(text);
  return parts;
}

/** `items` as one list in the page's language: "Ana, Ben and 1 bot" in English as always, and
 *  by the browser's own list format in the others ("Ana, Ben y 1 bot"). The pseudo-language,
 *  which no browser knows, only adds commas. */
export function listed(items) {
  const lang = pageLang();
  if (items.length < 2) return items.join("");
  if (lang === PSEUDO) return items.join(", ");
  if (lang === "en") return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
  try {
    return new Intl.ListFormat(lang, { style: "long", type: "conjunction" }).format(items);
  } catch (_) {
    return items.join(", ");
  }
}
