/**
 * Where the widget finds the engine (worker.js, tfplay.wasm,
 * wasm_exec.js) and the playground: next to the script that defined the
 * element, so that a page on another site that loads
 * https://example.org/tfplay/widget.js gets the engine from
 * https://example.org/tfplay/ too.
 */

/**
 * The URL of the running script, read while it is first evaluated
 * (document.currentScript is only set then). The bundles are classic
 * scripts, so currentScript is set; the fallbacks cover a script loaded
 * some other way (as a module, or injected by a loader).
 */
function scriptURL(): string {
  const current = typeof document !== "undefined" ? document.currentScript : null;
  if (current instanceof HTMLScriptElement && current.src) return current.src;
  const scripts = typeof document !== "undefined" ? [...document.querySelectorAll<HTMLScriptElement>("script[src]")] : [];
  const own = scripts.reverse().find((s) => /\/(widget|embed)(\.min)?\.js(\?|#|$)/.test(s.src));
  return own?.src ?? (typeof document !== "undefined" ? document.baseURI : "http://localhost/");
}

/** The folder holding the widget's script (and the rest of tfplay's files). */
export const assetBase = new URL(".", scriptURL());

/** The URL of one of tfplay's files, next to the script. */
export function assetURL(name: string): URL {
  return new URL(name, assetBase);
}
