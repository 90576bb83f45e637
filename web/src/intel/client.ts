/**
 * Asks the engine worker editor questions (complete, hover, definition)
 * about the workspace as it is now. Only the latest question of each kind
 * matters: while one is running, a newer one waits in its place and any
 * question it replaces is answered null without being sent; an answer
 * that arrives after a newer question was asked is dropped (null) too.
 */
import type { EngineClient } from "../engine-client";
import type { IntelInfo, IntelItem, IntelLocation, IntelOp, IntelRequest } from "./types";

/** The parts of the workspace a question needs besides the edited file. */
export interface IntelWorkspace {
  /** Every text file of the working directory. */
  files: Record<string, string>;
  planFile?: string;
  dir?: string;
  env?: Record<string, string>;
}

interface Waiting {
  request: IntelRequest;
  resolve: (value: unknown) => void;
}

interface Lane {
  /** Number of questions asked: an answer to an older one is stale. */
  asked: number;
  running: boolean;
  waiting: Waiting | null;
}

/** Time limit of one question: an editor question must never hold the worker long. */
const INTEL_TIMEOUT_MS = 5000;

export class IntelClient {
  private readonly lanes = new Map<IntelOp, Lane>();

  constructor(
    private readonly engine: EngineClient,
    private readonly workspace: () => IntelWorkspace,
  ) {}

  /** Completions at `offset` (UTF-8 bytes) of `file` whose text is `text`; null when stale. */
  async complete(file: string, text: string, offset: number): Promise<IntelItem[] | null> {
    const r = await this.ask<{ items: IntelItem[] }>("complete", file, text, offset);
    return r ? r.items : null;
  }

  /** What is at `offset`; null when there is nothing to show or the answer is stale. */
  async hover(file: string, text: string, offset: number): Promise<IntelInfo | null> {
    const r = await this.ask<{ hover: IntelInfo | null }>("hover", file, text, offset);
    return r ? r.hover : null;
  }

  /** Where what is at `offset` is declared; null when stale. */
  async definition(file: string, text: string, offset: number): Promise<IntelLocation[] | null> {
    const r = await this.ask<{ locations: IntelLocation[] }>("definition", file, text, offset);
    return r ? r.locations : null;
  }

  private lane(op: IntelOp): Lane {
    let lane = this.lanes.get(op);
    if (!lane) {
      lane = { asked: 0, running: false, waiting: null };
      this.lanes.set(op, lane);
    }
    return lane;
  }

  private ask<T>(op: IntelOp, file: string, text: string, offset: number): Promise<T | null> {
    const ws = this.workspace();
    const request: IntelRequest = { op, files: { ...ws.files, [file]: text }, file, offset };
    if (ws.planFile) request.planFile = ws.planFile;
    if (ws.dir) request.dir = ws.dir;
    if (ws.env) request.env = ws.env;
    const lane = this.lane(op);
    const ticket = ++lane.asked;
    return new Promise<unknown>((resolve) => {
      lane.waiting?.resolve(null); // replaced before it was sent
      lane.waiting = { request, resolve };
      this.pump(lane);
    }).then((result) => (lane.asked === ticket ? (result as T | null) : null));
  }

  private pump(lane: Lane): void {
    if (lane.running || !lane.waiting) return;
    const { request, resolve } = lane.waiting;
    lane.waiting = null;
    lane.running = true;
    this.engine.call<unknown>("intel", request, INTEL_TIMEOUT_MS).then(
      (result) => resolve(result),
      // An editor question that fails shows nothing; the Problems panel reports real errors.
      () => resolve(null),
    ).finally(() => {
      lane.running = false;
      this.pump(lane);
    });
  }
}
