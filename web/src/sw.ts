/**
 * The site's service worker (dist/sw.js): so that a page once loaded
 * keeps working offline (workshops in venues with bad Wi-Fi).
 *
 * On install it caches what the pages need to start (the pages, their
 * bundles and styles, the engine); the rest of the build (the Graph tab's
 * graph.js, the widget, the docs pages) is cached when first used. It
 * answers the site's requests from that cache and falls back to the
 * network. The cache is named after a hash of the build's files, so a new
 * deploy ships a new sw.js: the browser installs it, it caches the new
 * build, and on activate it deletes the caches of older builds.
 *
 * The page registers the worker only once it has loaded (and the
 * playground once its own tfplay.wasm download finished, see
 * web/site/register-sw.ts), so the install's requests are answered by the
 * browser's HTTP cache (a revalidation) instead of downloading the engine
 * a second time.
 *
 * scripts/site/service-worker.mjs bundles this file with the build's
 * hash and file lists in place of the three constants below.
 */

declare const TFPLAY_BUILD: string;
/** Cached on install. */
declare const TFPLAY_FILES: readonly string[];
/** The other files of the build: cached when first fetched. */
declare const TFPLAY_LAZY: readonly string[];

/** The parts of a service worker's global scope and events used here. */
interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(r: Promise<Response> | Response): void;
}
interface ServiceWorkerScope {
  readonly registration: ServiceWorkerRegistration;
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (e: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (e: FetchEvent) => void): void;
}

const sw = self as unknown as ServiceWorkerScope;

/** Caches of this site start with this prefix; the build's hash ends the name. */
const PREFIX = "tfplay-site-";
const CACHE = PREFIX + TFPLAY_BUILD;

/** The site's root: the folder sw.js is served from. */
const siteRoot = new URL("./", sw.location.href);

sw.addEventListener("install", (e) => {
  e.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // "no-cache": revalidate with the server (a 304 when the HTTP cache
      // holds the file already: no second download), so that a file the
      // HTTP cache kept from an older deploy is not cached as this
      // build's (the files' names carry no hash).
      await cache.addAll(TFPLAY_FILES.map((f) => new Request(new URL(f, siteRoot), { cache: "no-cache" })));
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener("activate", (e) => {
  e.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener("fetch", (e) => {
  const req = e.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== siteRoot.origin || !url.pathname.startsWith(siteRoot.pathname)) return;
  e.respondWith(answer(req, url));
});

/** The build's files cached when first used, as paths below the site's root. */
const lazy = new Set(TFPLAY_LAZY);

/**
 * The cached copy of a site file (a folder's URL stands for its
 * index.html), else the network's answer, kept in the cache when it is
 * a file of this build fetched for the first time.
 */
async function answer(req: Request, url: URL): Promise<Response> {
  const cache = await caches.open(CACHE);
  const key = new URL(url.pathname.endsWith("/") ? url.pathname + "index.html" : url.pathname, url.origin);
  const hit = await cache.match(key.href);
  if (hit) return hit;
  const res = await fetch(req);
  const path = key.pathname.slice(siteRoot.pathname.length);
  if (res.ok && res.status === 200 && res.type === "basic" && lazy.has(path)) {
    await cache.put(key.href, res.clone()).catch(() => {}); // e.g. storage full: still answered
  }
  return res;
}
