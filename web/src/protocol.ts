/**
 * Messages between the page (engine-client.ts) and the engine worker
 * (worker.ts).
 */

/**
 * Page → worker, sent once right after creation: the compiled engine, or
 * for the page's first worker the URL to download and compile it from
 * (the worker then sends it back in a "module" message, for the others).
 */
export type InitMessage = {
  type: "init";
  /** URL of Go's wasm_exec.js. */
  wasmExecURL: string;
} & ({ module: WebAssembly.Module } | { wasmURL: string });

/** Page → worker: call one bridge method. */
export interface CallMessage {
  type: "call";
  id: number;
  method: string;
  request: unknown; // JSON-serialisable request body
}

export type PageMessage = InitMessage | CallMessage;

/** Worker → page. */
export type WorkerMessage =
  | { type: "ready" }
  // The engine this worker compiled (after an init with wasmURL), sent
  // before "ready".
  | { type: "module"; module: WebAssembly.Module }
  // The engine could not start, or the Go program exited: the worker is
  // useless from now on and must be replaced.
  | { type: "fatal"; error: string }
  // `envelope` is the bridge's JSON response, {"ok":true,"result":...}
  // or {"ok":false,"error":"..."}, passed through unparsed.
  | { type: "response"; id: number; envelope: string };

/** The bridge's response envelope once parsed. */
export type Envelope<T> = { ok: true; result: T } | { ok: false; error: string };
