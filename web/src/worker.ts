/**
 * The engine worker: loads Go's wasm_exec.js and tfplay.wasm, then
 * answers CallMessages through globalThis.tfplay.call. Runs as a classic
 * worker so that importScripts can load wasm_exec.js.
 */
import type { CallMessage, WorkerMessage } from "./protocol";

/** The parts of a dedicated worker's global scope used here. */
interface WorkerScope {
  location: { href: string };
  importScripts(...urls: string[]): void;
  postMessage(message: WorkerMessage): void;
  addEventListener(type: "message", listener: (e: MessageEvent<CallMessage>) => void): void;
}

/** What the Go program registers (see wasm/js.go). */
interface Bridge {
  call(method: string, requestJSON: string): string;
}

const scope = self as unknown as WorkerScope;
const wasmURL = new URL("tfplay.wasm", scope.location.href);

let bridge: Bridge | null = null;
let dead = false;
const queue: CallMessage[] = [];

scope.addEventListener("message", (e) => {
  if (bridge) answer(bridge, e.data);
  else queue.push(e.data);
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

async function instantiate(go: Go): Promise<WebAssembly.Instance> {
  const response = await fetch(wasmURL);
  if (!response.ok) throw new Error(`fetching ${wasmURL.pathname}: HTTP ${response.status}`);
  if (response.headers.get("Content-Type")?.startsWith("application/wasm")) {
    return (await WebAssembly.instantiateStreaming(response, go.importObject)).instance;
  }
  // A host that does not send application/wasm: compile from the bytes.
  const bytes = await response.arrayBuffer();
  return (await WebAssembly.instantiate(bytes, go.importObject)).instance;
}

async function start(): Promise<void> {
  scope.importScripts(new URL("wasm_exec.js", scope.location.href).href);
  const go = new Go();
  const instance = await instantiate(go);
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

start().catch((err: unknown) => fatal(`engine failed to start: ${err instanceof Error ? err.message : String(err)}`));
