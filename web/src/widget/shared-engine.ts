/**
 * The one engine worker of a page: every <tfplay-example> on the page
 * uses it. Nothing is fetched until the first call (EngineClient starts
 * its worker on demand, EngineModule compiles tfplay.wasm on demand).
 * The worker holds no state between calls, each call carries its whole
 * working directory, and calls are queued one at a time, so the widgets
 * never see each other's files.
 */
import { EngineClient, EngineModule } from "../engine-client";
import { assetURL } from "./assets";

/** Time limit of one engine call (the first one also waits for the engine to start). */
export const WIDGET_TIME_LIMIT_MS = 15_000;

let client: EngineClient | null = null;

/**
 * The URL to start the worker from. A page may only start workers from
 * its own origin, so when widget.js comes from another site the worker
 * is a tiny same-origin blob that imports tfplay's worker.js (a classic
 * script: no CORS needed; the page's CSP must allow `worker-src blob:`).
 */
export function workerStartURL(workerURL: URL, pageOrigin: string): URL {
  if (workerURL.origin === pageOrigin) return workerURL;
  const source = `importScripts(${JSON.stringify(workerURL.href)});\n`;
  return new URL(URL.createObjectURL(new Blob([source], { type: "text/javascript" })));
}

/** The page's engine, created on first use. */
export function sharedEngine(): EngineClient {
  client ??= new EngineClient({
    workerURL: workerStartURL(assetURL("worker.js"), location.origin),
    module: new EngineModule(assetURL("tfplay.wasm"), assetURL("wasm_exec.js")),
    name: "tfplay-widgets",
    timeoutMs: WIDGET_TIME_LIMIT_MS,
  });
  return client;
}
