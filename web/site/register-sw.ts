/**
 * Registers the site's service worker (dist/sw.js, see web/src/sw.ts) so
 * that a page once loaded works offline. Every page loads this module;
 * sw.js sits beside it at the site's root, whatever sub-path the site is
 * deployed under.
 *
 * The worker's install fetches the files pages need to start, the engine
 * among them. So as not to compete with the page's own first load (nor
 * download tfplay.wasm twice), it is registered once the page has loaded
 * and the browser is idle, and on a page whose script tag says
 * `data-after="tfplay.wasm"` (the playground) once that file's download
 * finished (the playground marks it after its first check): the install
 * then finds it in the browser's HTTP cache.
 */

/**
 * Resolves once a resource whose path ends with /name finished loading,
 * or once the page marked name (performance.mark): the playground
 * fetches tfplay.wasm in its engine worker, whose resources the page does
 * not see, and marks it when its first check is done.
 */
function loaded(name: string): Promise<void> {
  const seen = () =>
    performance.getEntriesByName(name, "mark").length > 0 ||
    performance.getEntriesByType("resource").some((e) => new URL(e.name).pathname.endsWith(`/${name}`));
  if (seen()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver(() => {
      if (!seen()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ entryTypes: ["resource", "mark"] });
  });
}

async function settled(): Promise<void> {
  if (document.readyState !== "complete") await new Promise((r) => addEventListener("load", r, { once: true }));
  const after = document.querySelector<HTMLScriptElement>('script[src$="register-sw.js"][data-after]')?.dataset["after"];
  if (after) await loaded(after);
  await new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout: 5000 });
    else setTimeout(resolve, 1000);
  });
}

if ("serviceWorker" in navigator) {
  const url = new URL("sw.js", import.meta.url);
  void settled()
    .then(() => navigator.serviceWorker.register(url, { scope: new URL("./", url).pathname }))
    .catch((err: unknown) => {
      // Offline use is a bonus: a page works without it.
      console.warn(`service worker not registered: ${err instanceof Error ? err.message : String(err)}`);
    });
}
