/**
 * One widget's working directory and the commands run in it. Each Run
 * starts from the widget's files alone (no state), so an example gives
 * the same result every time; the commands of a run see the files the
 * previous ones wrote (state, lock file, saved plans), as in a real
 * working directory. `init` runs by itself before a command that needs
 * it, as in the playground (terraform.ts).
 */
import { EngineCancelledError, type EngineClient, EngineTimeoutError, formatSeconds } from "../engine-client";
import type { RunRequest, RunResult } from "../engine-types";
import { initFingerprint, needsInit, WORKDIR } from "../terraform";
import { subcommand } from "./commands";

/** Commands that need an initialized working directory. */
const INIT_COMMANDS = new Set([
  "plan", "apply", "destroy", "console", "validate", "refresh", "import", "graph", "output", "show", "providers", "test", "state",
]);

export interface WidgetRun extends RunResult {
  args: string[];
  /** The automatic `init` before the command, when it ran. */
  init?: WidgetRun;
}

export class WidgetRunner {
  /** Files the commands wrote (text), by path. */
  private written: Record<string, string> = {};
  private binary: Record<string, string> = {};
  private initialized: string | null = null;

  constructor(
    private readonly engine: EngineClient,
    private files: Record<string, string>,
    private readonly flavor: "terraform" | "opentofu",
    private readonly env: Record<string, string> = {},
  ) {}

  /** Starts again from these files, with nothing written. */
  reset(files: Record<string, string>): void {
    this.files = { ...files };
    this.written = {};
    this.binary = {};
    this.initialized = null;
  }

  /**
   * Replaces the working directory's own files (the configuration) with
   * these, keeping what the commands wrote (state, lock file, plans), as
   * a reader editing the files between commands does.
   */
  replaceFiles(files: Record<string, string>): void {
    this.files = { ...files };
    for (const path of Object.keys(files)) delete this.written[path];
  }

  /** The working directory's own files (the configuration), as they are now. */
  configFiles(): Record<string, string> {
    return { ...this.files };
  }

  /** True when the working directory holds this file (written by a command). */
  has(path: string): boolean {
    return path in this.written || path in this.binary;
  }

  /** Runs one command (args without "terraform"), with `init` first when needed. */
  async run(args: string[], stdin?: string): Promise<WidgetRun> {
    const sub = subcommand(args);
    let init: WidgetRun | undefined;
    if (INIT_COMMANDS.has(sub)) {
      init = await this.initIfNeeded();
      if (init && init.exitCode !== 0) return { ...init, args, init };
    }
    let res = await this.exec(args, stdin);
    if (INIT_COMMANDS.has(sub) && needsInit(res)) {
      this.initialized = null;
      init = await this.initIfNeeded();
      if (init?.exitCode === 0) res = await this.exec(args, stdin);
    }
    return init ? { ...res, init } : res;
  }

  private async initIfNeeded(): Promise<WidgetRun | undefined> {
    const fp = initFingerprint(this.files);
    if (fp === this.initialized) return undefined;
    const res = await this.exec(["init", "-input=false"]);
    if (res.exitCode === 0) this.initialized = fp;
    return res;
  }

  private async exec(args: string[], stdin?: string): Promise<WidgetRun> {
    const req: RunRequest = {
      args,
      files: { ...this.files, ...this.written },
      binaryFiles: { ...this.binary },
      dir: WORKDIR,
      env: { ...this.env, ...(this.flavor === "opentofu" ? { TFPLAY_FLAVOR: "opentofu" } : {}) },
    };
    if (stdin !== undefined) req.stdin = stdin;
    let result: RunResult;
    try {
      result = await this.engine.call<RunResult>("run", req);
    } catch (err) {
      const message =
        err instanceof EngineTimeoutError
          ? `\nError: Command stopped\n\nThe command ran for more than ${formatSeconds(err.limitMs)}, so tfplay stopped it.\n`
          : err instanceof EngineCancelledError
            ? "\nInterrupted.\n"
            : `\nError: Engine failure\n\n${err instanceof Error ? err.message : String(err)}\n`;
      return { args, stdout: "", stderr: message, exitCode: 1, files: {} };
    }
    for (const [path, text] of Object.entries(result.files)) {
      delete this.binary[path];
      if (text === null) delete this.written[path];
      else if (path in this.files) this.files[path] = text; // e.g. fmt rewrote a file
      else this.written[path] = text;
    }
    for (const [path, data] of Object.entries(result.binaryFiles ?? {})) {
      delete this.written[path];
      this.binary[path] = data;
    }
    if (subcommand(args) === "init" && result.exitCode === 0) this.initialized = initFingerprint(this.files);
    return { ...result, args };
  }
}
