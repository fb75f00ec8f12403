// pokerrules offline support: the site's service worker, at the site root (scope: the whole site).
//
// hooks/offline.py writes the built copy (site/sw.js) with BUILD stamped in: every file of the
// build with its sha256, and a version that changes whenever any of them (or this script) does.
//
// - install: every file goes into one cache for this build, "pokerrules-site-<version> <scope>"
//   (the scope's path, e.g. "/pokerrules/", so two copies of the site on one host keep apart), each
//   fetched with its sha256 as the fetch integrity. A server already holding newer files than
//   this list fails the check, so the install fails and is tried again on a later visit rather
//   than mixing two builds. Fetches may use the HTTP cache (the 9.6 MB wasm the page has just
//   loaded is not downloaded again); an entry that fails the check is fetched once more,
//   revalidated with the server. Files already in this build's cache (an install cut short on
//   an earlier visit) are kept. The site's memory snapshot is not listed (see the hook).
// - no skipWaiting, no clients.claim(): a new build waits until no page of the old one is open,
//   so a page and everything it loads always come from one build.
// - activate: deletes this scope's other "pokerrules-site-*" caches, and nothing else (the Pyodide
//   snapshot caches, "pokerrules-snapshot-*", are not this worker's).
// - fetch: a site file is answered from this build's cache ("dir/" means "dir/index.html"; the
//   query string is ignored); anything else goes to the network. Offline, an unknown page gets
//   the site's 404 page.
//
// - languages: a site built in several languages (scripts/build_site.py) has a tree per language
//   other than English (BUILD.trees: "es/", "pt-BR/") beside the English pages at the root, and
//   files every tree loads from the root (BUILD.shared: the runtime, the scripts, the styles). The
//   page registers this worker as "sw.js?lang=<its language>"; it saves the shared files and that
//   language's tree, not the others (a reader who changes language registers it again, and the
//   new install adds that tree to this build's cache: the shared files are there already).
//
// Under `mkdocs serve` the hook writes BUILD.files = null (the dev server changes every page it
// sends): then this worker caches nothing, answers nothing, and takes over at once, dropping a
// build's cache that a static server on the same address left (scripts/serve_static.py).

const BUILD = { version: "template", files: null, trees: [], shared: [] }; // @build: hooks/offline.py writes it

const ROOT = new URL("./", self.location.href).href;
const SCOPE = new URL(ROOT).pathname;
const PREFIX = "pokerrules-site-";
const CACHE = `${PREFIX}${BUILD.version} ${SCOPE}`;
const ours = (name) => name.startsWith(PREFIX) && name.endsWith(` ${SCOPE}`);
const PARALLEL = 4;
const LANG = new URL(self.location.href).searchParams.get("lang") || "en";
const TREE = (BUILD.trees || []).includes(LANG) ? `${LANG}/` : null;

// Whether this worker saves the file at `path` (relative to the root): the reader's language
// tree and the shared files; for English, everything outside the other languages' trees.
function saved(path) {
  // The words of a language (words/es.json, words/es.book.json) are saved for its readers only.
  if (path.startsWith("words/")) return path.startsWith(`words/${LANG}.`);
  if ((BUILD.shared || []).some((prefix) => path.startsWith(prefix))) return true;
  const inTree = (BUILD.trees || []).find((tree) => path.startsWith(`${tree}/`));
  return TREE ? path.startsWith(TREE) : !inTree;
}

async function fetchChecked(url, integrity) {
  let last = null;
  for (const cache of ["default", "no-cache"]) {
    try {
      const response = await fetch(url, { integrity, cache, credentials: "same-origin" });
      if (response.ok && !response.redirected) return response;
      if (response.ok) {
        // A redirected response cannot answer a navigation: keep only its body and headers.
        return new Response(await response.blob(), { status: 200, headers: response.headers });
      }
      last = new Error(`${url}: HTTP ${response.status}`);
    } catch (err) {
      last = err; // a stale HTTP cache entry fails the integrity check: revalidate once
    }
  }
  throw new Error(`could not save ${url} as built (${last && last.message ? last.message : last})`);
}

async function precache() {
  const cache = await caches.open(CACHE);
  const todo = [];
  for (const [path, integrity] of BUILD.files) {
    if (!saved(path)) continue;
    const url = new URL(path, ROOT).href;
    if (!(await cache.match(url, { ignoreVary: true }))) todo.push([url, integrity]);
  }
  const next = async () => {
    while (todo.length) {
      const [url, integrity] = todo.shift();
      await cache.put(url, await fetchChecked(url, integrity));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, next));
}

async function dropOldCaches() {
  for (const name of await caches.keys()) {
    if (ours(name) && name !== CACHE) await caches.delete(name);
  }
}

async function answer(request) {
  const url = new URL(request.url);
  const key = url.origin + url.pathname;
  const cache = await caches.open(CACHE);
  const found = await cache.match(url.pathname.endsWith("/") ? `${key}index.html` : key, { ignoreVary: true });
  if (found) return found;
  const isPage = request.mode === "navigate";
  if (isPage && !/\.[^/]*$/.test(url.pathname) && (await cache.match(`${key}/index.html`))) {
    return Response.redirect(`${key}/${url.search}`, 301); // "dir" means "dir/"
  }
  try {
    return await fetch(request);
  } catch (err) {
    const missing = isPage ? await cache.match(`${ROOT}${TREE || ""}404.html`) : null;
    if (!missing) throw err;
    return new Response(missing.body, { status: 404, headers: missing.headers });
  }
}

self.addEventListener("install", (event) => {
  if (BUILD.files) event.waitUntil(precache());
  else self.skipWaiting(); // nothing to mix up: see above
});

self.addEventListener("activate", (event) => {
  event.waitUntil(dropOldCaches());
});

if (BUILD.files) {
  self.addEventListener("fetch", (event) => {
    const request = event.request;
    if (request.method !== "GET" || !request.url.startsWith(ROOT)) return;
    event.respondWith(answer(request));
  });
}
