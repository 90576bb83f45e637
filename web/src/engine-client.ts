/**
 * The page's handle on one engine worker. Calls are queued and sent one
 * at a time, so each has its own time limit: a call that runs longer is
 * stopped by terminating the worker (the engine is synchronous and cannot
 * be interrupted otherwise); the next call starts a fresh worker from the
 * already compiled module. The worker holds no state between calls: the
 * page sends the whole working directory every time.
 */
import type { CallMessage, Envelope, InitMessage, WorkerMessage } from "./protocol";

/** An error answered by the engine (as opposed to a transport failure). */
export class EngineError extends Error {
  override name = "EngineError";
}

/** A call that ran past its time limit and was stopped. */
export class EngineTimeoutError extends Error {
  override name = "EngineTimeoutError";
  constructor(readonly limitMs: number) {
    super(`stopped after ${formatSeconds(limitMs)}`);
  }
}

/** "8 seconds", "1.5 seconds". */
export function formatSeconds(ms: number): string {
  const s = ms / 1000;
  return `${Number.isInteger(s) ? s : s.toFixed(1)} second${s === 1 ? "" : "s"}`;
}

/** A call stopped by the user (Ctrl+C in the terminal). */
export class EngineCancelledError extends Error {
  override name = "EngineCancelledError";
  constructor() {
    super("cancelled");
  }
}

interface Queued {
  method: string;
  request: unknown;
  timeoutMs: number;
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

/**
 * tfplay.wasm, compiled once per page; every worker instantiates it. The
 * first worker started downloads and compiles it itself and sends the
 * module back: compiling in the page would run the download and the
 * compilation on the page's main thread (seconds of a cold load) and
 * could only start once the page's own script had run.
 */
export class EngineModule {
  private compiled: Promise<WebAssembly.Module> | null = null;
  /** Settles `compiled` while a worker compiles it. */
  private pending: { resolve: (m: WebAssembly.Module) => void; reject: (err: Error) => void } | null = null;

  constructor(
    readonly wasmURL: URL,
    readonly wasmExecURL: URL,
  ) {}

  /** The compiled module; compiles it in the page unless a worker does or did. */
  get(): Promise<WebAssembly.Module> {
    if (!this.compiled) {
      const compiled = this.compile();
      this.compiled = compiled;
      // A failed download may be retried by the next caller.
      compiled.catch(() => {
        if (this.compiled === compiled) this.compiled = null;
      });
    }
    return this.compiled;
  }

  /**
   * For a new worker: the compiled module (or the promise of it), or null
   * when that worker is to compile it; it then reports with provide() or
   * fail().
   */
  claim(): Promise<WebAssembly.Module> | null {
    if (this.compiled) return this.compiled;
    const compiled = new Promise<WebAssembly.Module>((resolve, reject) => (this.pending = { resolve, reject }));
    compiled.catch(() => {}); // reported to the workers waiting for it
    this.compiled = compiled;
    return null;
  }

  /** The worker that claimed the compilation sent the module. */
  provide(module: WebAssembly.Module): void {
    this.pending?.resolve(module);
    this.pending = null;
  }

  /** That worker failed or died first: workers waiting fail too, and the next one compiles again. */
  fail(err: Error): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    this.compiled = null;
    pending.reject(err);
  }

  private async compile(): Promise<WebAssembly.Module> {
    const response = await fetch(this.wasmURL);
    if (!response.ok) throw new Error(`fetching ${this.wasmURL.pathname}: HTTP ${response.status}`);
    if (response.headers.get("Content-Type")?.startsWith("application/wasm")) {
      return WebAssembly.compileStreaming(response);
    }
    // A host that does not send application/wasm: compile from the bytes.
    return WebAssembly.compile(await response.arrayBuffer());
  }
}

export interface EngineClientOptions {
  workerURL: URL;
  module: EngineModule;
  /** Name of the worker, shown in the browser's developer tools. */
  name: string;
  /** Default time limit of one call, in ms. */
  timeoutMs: number;
}

export class EngineClient {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private readonly queue: Queued[] = [];
  private current: { id: number; call: Queued; timer: ReturnType<typeof setTimeout> | undefined } | null = null;
  private nextId = 1;
  private restarts = 0;
  /** The worker compiling the module for the page, until it sent it. */
  private compiling: Worker | null = null;

  constructor(private readonly opts: EngineClientOptions) {}

  /** Number of workers replaced after a timeout or a crash. */
  get restartCount(): number {
    return this.restarts;
  }

  /** Starts the worker if needed; resolves once the engine is loaded. */
  start(): Promise<void> {
    if (this.ready) return this.ready;
    const worker = new Worker(this.opts.workerURL, { name: this.opts.name });
    this.worker = worker;
    const ready = new Promise<void>((resolve, reject) => {
      worker.addEventListener("message", (e: MessageEvent<WorkerMessage>) => {
        const msg = e.data;
        switch (msg.type) {
          case "module":
            if (this.compiling === worker) {
              this.compiling = null;
              this.opts.module.provide(msg.module);
            }
            break;
          case "ready":
            resolve();
            break;
          case "fatal":
            reject(new Error(msg.error));
            this.discard(worker, new Error(msg.error));
            break;
          case "response":
            this.settle(msg.id, msg.envelope);
            break;
        }
      });
      worker.addEventListener("error", (e) => {
        const err = new Error(`engine worker failed: ${e.message || "could not load worker.js"}`);
        reject(err);
        this.discard(worker, err);
      });
    });
    this.ready = ready;
    const wasmExecURL = this.opts.module.wasmExecURL.href;
    const compiled = this.opts.module.claim();
    if (compiled === null) {
      this.compiling = worker;
      const init: InitMessage = { type: "init", wasmURL: this.opts.module.wasmURL.href, wasmExecURL };
      worker.postMessage(init);
    } else {
      compiled.then(
        (module) => {
          const init: InitMessage = { type: "init", module, wasmExecURL };
          worker.postMessage(init);
        },
        (err: unknown) => this.discard(worker, err instanceof Error ? err : new Error(String(err))),
      );
    }
    ready.catch(() => {}); // reported to the callers through their calls
    return ready;
  }

  /**
   * Calls a bridge method; rejects with EngineError when it answers an
   * error and with EngineTimeoutError when it runs past the time limit.
   */
  call<T>(method: string, request: unknown, timeoutMs = this.opts.timeoutMs): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ method, request, timeoutMs, resolve: resolve as (v: unknown) => void, reject });
      this.pump();
    });
  }

  /** Sends the next queued call once the worker is ready and idle. */
  private pump(): void {
    if (this.current || this.queue.length === 0) return;
    const call = this.queue.shift()!;
    const id = this.nextId++;
    this.current = { id, call, timer: undefined };
    this.start().then(
      () => {
        if (this.current?.id !== id || !this.worker) return;
        const worker = this.worker;
        this.current.timer = setTimeout(() => this.timeout(worker, id), call.timeoutMs);
        const msg: CallMessage = { type: "call", id, method: call.method, request: call.request };
        worker.postMessage(msg);
      },
      (err: unknown) => {
        if (this.current?.id !== id) return;
        this.finish(id);
        call.reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  }

  private finish(id: number): Queued | null {
    if (this.current?.id !== id) return null;
    const { call, timer } = this.current;
    clearTimeout(timer);
    this.current = null;
    queueMicrotask(() => this.pump());
    return call;
  }

  /** Stops the running call (restarting the engine); queued calls go on. */
  cancel(): void {
    if (!this.current) return;
    const call = this.finish(this.current.id)!;
    if (this.worker) this.kill(this.worker);
    call.reject(new EngineCancelledError());
  }

  /** True while a call is queued or running. */
  get busy(): boolean {
    return this.current !== null || this.queue.length > 0;
  }

  private timeout(worker: Worker, id: number): void {
    if (this.current?.id !== id) return;
    const call = this.finish(id)!;
    this.kill(worker);
    call.reject(new EngineTimeoutError(call.timeoutMs));
  }

  private settle(id: number, envelope: string): void {
    const call = this.finish(id);
    if (!call) return;
    let parsed: Envelope<unknown>;
    try {
      parsed = JSON.parse(envelope) as Envelope<unknown>;
    } catch {
      call.reject(new EngineError(`malformed engine response: ${envelope.slice(0, 200)}`));
      return;
    }
    if (parsed.ok) call.resolve(parsed.result);
    else call.reject(new EngineError(parsed.error));
  }

  /** Terminates a worker; the next call starts a new one. */
  private kill(worker: Worker): void {
    if (this.worker !== worker) return;
    if (this.compiling === worker) {
      this.compiling = null;
      this.opts.module.fail(new Error("the engine worker stopped before it compiled the engine"));
    }
    worker.terminate();
    this.worker = null;
    this.ready = null;
    this.restarts++;
  }

  /** Drops a dead worker and fails the call it was running. */
  private discard(worker: Worker, err: Error): void {
    if (this.worker !== worker) return;
    if (this.compiling === worker) {
      this.compiling = null;
      this.opts.module.fail(err);
    }
    this.kill(worker);
    if (this.current) {
      const call = this.finish(this.current.id)!;
      call.reject(err);
    }
  }
}
