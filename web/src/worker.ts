/**
 * The engine worker: gets the compiled tfplay.wasm from the page, or
 * downloads and compiles it itself (the page's first worker: the download
 * and the compilation then run on this thread instead of the page's,
 * and the module goes back to the page for its other workers),
 * instantiates it under Go's wasm_exec.js, then answers CallMessages
 * through globalThis.tfplay.call, one at a time. Runs as a classic worker
 * so that importScripts can load wasm_exec.js. The page terminates it
 * when a call runs too long.
 */
import type { CallMessage, InitMessage, PageMessage, WorkerMessage } from "./protocol";

/** The parts of a dedicated worker's global scope used here. */
interface WorkerScope {
  importScripts(...urls: string[]): void;
  postMessage(message: WorkerMessage): void;
  addEventListener(type: "message", listener: (e: MessageEvent<PageMessage>) => void): void;
}

/** What the Go program registers (see wasm/js.go). */
interface Bridge {
  call(method: string, requestJSON: string): string;
}

const scope = self as unknown as WorkerScope;

let bridge: Bridge | null = null;
let dead = false;
const queue: CallMessage[] = [];

scope.addEventListener("message", (e) => {
  const msg = e.data;
  if (msg.type === "init") {
    start(msg).catch((err: unknown) =>
      fatal(`engine failed to start: ${err instanceof Error ? err.message : String(err)}`),
    );
  } else if (bridge) answer(bridge, msg);
  else queue.push(msg);
});

function answer(b: Bridge, msg: CallMessage): void {
  if (dead) return;
  let envelope: string;
  try {
    envelope = b.call(msg.method, JSON.stringify(msg.request ?? {}));
  } catch (err) {
    // The Go program is gone (e.g. a fatal error such as a stack overflow):
    // answer this call, then ask to be replaced.
    envelope = JSON.stringify({ ok: false, error: `engine crashed: ${String(err)}` });
    scope.postMessage({ type: "response", id: msg.id, envelope });
    fatal(`engine crashed: ${String(err)}`);
    return;
  }
  scope.postMessage({ type: "response", id: msg.id, envelope });
}

function fatal(error: string): void {
  if (dead) return;
  dead = true;
  scope.postMessage({ type: "fatal", error });
}

/** Downloads and compiles the engine, streaming when the server sends application/wasm. */
async function compile(wasmURL: string): Promise<WebAssembly.Module> {
  const response = await fetch(wasmURL);
  if (!response.ok) throw new Error(`fetching ${new URL(wasmURL).pathname}: HTTP ${response.status}`);
  if (response.headers.get("Content-Type")?.startsWith("application/wasm")) {
    return WebAssembly.compileStreaming(response);
  }
  // A host that does not send application/wasm: compile from the bytes.
  return WebAssembly.compile(await response.arrayBuffer());
}

async function start(init: InitMessage): Promise<void> {
  // The download starts before wasm_exec.js is loaded (synchronously).
  const compiled = "module" in init ? Promise.resolve(init.module) : compile(init.wasmURL);
  compiled.catch(() => {}); // awaited below
  scope.importScripts(init.wasmExecURL);
  const module = await compiled;
  if (!("module" in init)) scope.postMessage({ type: "module", module });
  const go = new Go();
  const instance = await WebAssembly.instantiate(module, go.importObject);
  // run() returns a promise that settles when the Go program exits; main
  // registers globalThis.tfplay before it blocks in select {}.
  void go.run(instance).then(
    () => fatal("engine exited"),
    (err: unknown) => fatal(`engine failed: ${String(err)}`),
  );
  const b = (globalThis as { tfplay?: Bridge }).tfplay;
  if (!b || typeof b.call !== "function") throw new Error("tfplay.wasm did not register globalThis.tfplay");
  bridge = b;
  scope.postMessage({ type: "ready" });
  for (const msg of queue.splice(0)) answer(b, msg);
}
