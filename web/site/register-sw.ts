/**
 * Registers the site's service worker (dist/sw.js, see web/src/sw.ts) so
 * that a page once loaded works offline. Every page loads this module;
 * sw.js sits beside it at the site's root, whatever sub-path the site is
 * deployed under.
 */
if ("serviceWorker" in navigator) {
  const url = new URL("sw.js", import.meta.url);
  navigator.serviceWorker.register(url, { scope: new URL("./", url).pathname }).catch((err: unknown) => {
    // Offline use is a bonus: a page works without it.
    console.warn(`service worker not registered: ${err instanceof Error ? err.message : String(err)}`);
  });
}
