/**
 * The page's handle on the engine worker. Calls return promises; if the
 * worker dies (the Go program exited or failed to load) pending calls
 * fail and the next call starts a fresh worker.
 */
import type { CallMessage, Envelope, WorkerMessage } from "./protocol";
import type { ValidateDocument } from "./tfdiagnostics";

/** An error answered by the engine (as opposed to a transport failure). */
export class EngineError extends Error {
  override name = "EngineError";
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

export class EngineClient {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  /** @param workerURL URL of the bundled worker.js */
  constructor(private readonly workerURL: string | URL) {}

  /** Starts the worker if needed; resolves once the engine is loaded. */
  start(): Promise<void> {
    if (this.ready) return this.ready;
    const worker = new Worker(this.workerURL, { name: "tfplay-engine" });
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      worker.addEventListener("message", (e: MessageEvent<WorkerMessage>) => {
        const msg = e.data;
        switch (msg.type) {
          case "ready":
            resolve();
            break;
          case "fatal":
            reject(new Error(msg.error));
            this.discard(worker, msg.error);
            break;
          case "response":
            this.settle(msg.id, msg.envelope);
            break;
        }
      });
      worker.addEventListener("error", (e) => {
        const error = `engine worker failed: ${e.message || "could not load worker.js"}`;
        reject(new Error(error));
        this.discard(worker, error);
      });
    });
    return this.ready;
  }

  /** Calls a bridge method; rejects with EngineError when it answers an error. */
  async call<T>(method: string, request: unknown): Promise<T> {
    await this.start();
    const worker = this.worker!;
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      const msg: CallMessage = { id, method, request };
      worker.postMessage(msg);
    });
  }

  /** Runs `terraform validate -json` over `files` (path → content). */
  validate(files: Record<string, string>): Promise<ValidateDocument> {
    return this.call<ValidateDocument>("validate", { files });
  }

  private settle(id: number, envelope: string): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    let parsed: Envelope<unknown>;
    try {
      parsed = JSON.parse(envelope) as Envelope<unknown>;
    } catch {
      p.reject(new EngineError(`malformed engine response: ${envelope.slice(0, 200)}`));
      return;
    }
    if (parsed.ok) p.resolve(parsed.result);
    else p.reject(new EngineError(parsed.error));
  }

  /** Drops a dead worker: fails its pending calls; the next call respawns. */
  private discard(worker: Worker, error: string): void {
    if (this.worker !== worker) return;
    worker.terminate();
    this.worker = null;
    this.ready = null;
    for (const p of this.pending.values()) p.reject(new Error(error));
    this.pending.clear();
  }
}
