/**
 * Runs terraform commands in the engine over the project's working
 * directory: sends every file, applies back what the command wrote,
 * records state changes in the apply history, runs `init` first when the
 * configuration's modules or providers changed, and adds the workspace's
 * -var values. Runs are serialised: each sees the files the previous one
 * wrote.
 */
import { EngineCancelledError, type EngineClient, EngineTimeoutError, formatSeconds } from "./engine-client";
import type { RunRequest, RunResult } from "./engine-types";
import { isConfigFile, statePath, TFPLAY_DIR } from "./paths";
import type { WorkspaceStore } from "./workspace-store";

/** The absolute path the working directory stands for. */
export const WORKDIR = "/workspace";

export interface RunOptions {
  stdin?: string;
  /** Adds the workspace's -var values to commands that take them (default true). */
  vars?: boolean;
  /** Runs `init` first when needed (default true). */
  autoInit?: boolean;
  timeoutMs?: number;
  /** How the apply history names the command (default: from args). */
  label?: string;
}

export interface RunOutcome extends RunResult {
  args: string[];
  /** Paths the command wrote or removed. */
  changed: string[];
  /** Set when the run was stopped at the time limit. */
  timedOut: boolean;
  /** Set when the user stopped the run (Ctrl+C). */
  cancelled?: boolean;
  /** The automatic `init` run before the command, if any. */
  init?: RunOutcome;
}

/** Commands that take -var and -var-file. */
const VAR_COMMANDS = new Set(["plan", "apply", "destroy", "console", "refresh", "import"]);
/** Commands that need an initialized working directory. */
const INIT_COMMANDS = new Set([
  "plan", "apply", "destroy", "console", "validate", "refresh", "import", "graph", "output", "show", "providers", "test",
]);

/** Index of the subcommand in args (after global options such as -chdir). */
export function subcommandIndex(args: readonly string[]): number {
  return args.findIndex((a) => !a.startsWith("-"));
}

/**
 * What `init` depends on: module calls (and their sources), provider
 * requirements and the providers resources use. A change means init must
 * run again.
 */
export function initFingerprint(files: Readonly<Record<string, string>>): string {
  const parts = new Set<string>();
  for (const [path, text] of Object.entries(files)) {
    if (!isConfigFile(path) || path.startsWith(".")) continue;
    const dir = path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : ".";
    for (const m of text.matchAll(/^\s*(module|provider)\s+"([^"]*)"/gm)) parts.add(`${dir} ${m[1]} ${m[2]}`);
    for (const m of text.matchAll(/^\s*(resource|data|ephemeral)\s+"([^"_]*)/gm)) parts.add(`${dir} uses ${m[2]}`);
    for (const m of text.matchAll(/^\s*(source|version)\s*=\s*(".*")\s*$/gm)) parts.add(`${dir} ${m[1]} ${m[2]}`);
    for (const m of text.matchAll(/^\s*(\w+)\s*=\s*\{\s*source\s*=\s*(".*?")/gm)) parts.add(`${dir} requires ${m[1]} ${m[2]}`);
    // A backend block and its arguments (init records them: the local backend's path).
    for (const m of text.matchAll(/^\s*backend\s+"([^"]*)"\s*\{([^}]*)\}/gm)) parts.add(`${dir} backend ${m[1]} ${m[2]!.replace(/\s+/g, " ").trim()}`);
  }
  return [...parts].sort().join("\n");
}

/** The counts of an apply summary ("Resources: 1 added, 0 changed, 2 destroyed."). */
export function applyCounts(stdout: string): { add: number; change: number; destroy: number } | null {
  const text = stdout.replace(/\x1b\[[0-9;]*m/g, "");
  const m = /Resources: (\d+) added, (\d+) changed, (\d+) destroyed\./.exec(text);
  if (m) return { add: Number(m[1]), change: Number(m[2]), destroy: Number(m[3]) };
  const d = /Destroy complete! Resources: (\d+) destroyed\./.exec(text);
  if (d) return { add: 0, change: 0, destroy: Number(d[1]) };
  return null;
}

/** Serial, lineage and number of resource instances of a state file. */
export function stateSummary(text: string | null | undefined): { serial: number; lineage: string; resources: number } {
  if (!text) return { serial: 0, lineage: "", resources: 0 };
  try {
    const s = JSON.parse(text) as { serial?: number; lineage?: string; resources?: { mode?: string; instances?: unknown[] }[] };
    const resources = (s.resources ?? []).filter((r) => r.mode !== "data").reduce((n, r) => n + (r.instances?.length ?? 0), 0);
    return { serial: s.serial ?? 0, lineage: s.lineage ?? "", resources };
  } catch {
    return { serial: 0, lineage: "", resources: 0 };
  }
}

/** "apply", "state rm terraform_data.a": the command without its options. */
export function commandLabel(args: readonly string[]): string {
  const i = subcommandIndex(args);
  if (i < 0) return args.join(" ");
  // tfplay's hidden plan files say nothing to the user.
  return args.slice(i).filter((a) => !a.startsWith("-") && !a.startsWith(`${TFPLAY_DIR}/`)).join(" ");
}

export class Terraform {
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: WorkspaceStore,
    private readonly engine: EngineClient,
    readonly timeoutMs: number,
  ) {}

  /** Runs one command (after the ones already queued). */
  run(args: string[], opts: RunOptions = {}): Promise<RunOutcome> {
    const next = this.chain.then(() => this.runNow(args, opts));
    this.chain = next.catch(() => {});
    return next;
  }

  /** Runs `init` when the configuration's requirements changed since the last one. */
  ensureInit(): Promise<RunOutcome | null> {
    const next = this.chain.then(() => this.initIfNeeded());
    this.chain = next.catch(() => {});
    return next;
  }

  /** Stops the command running now (Ctrl+C). */
  cancel(): void {
    this.engine.cancel();
  }

  /** The -var arguments of the selected workspace. */
  varArgs(): string[] {
    return Object.entries(this.store.vars()).map(([k, v]) => `-var=${k}=${v}`);
  }

  private async initIfNeeded(): Promise<RunOutcome | null> {
    const fp = initFingerprint(this.store.files);
    if (fp === this.store.data.initFingerprint) return null;
    const res = await this.exec(["init", "-input=false"], {});
    if (res.exitCode === 0) this.store.setInitFingerprint(fp);
    return res;
  }

  private async runNow(args: string[], opts: RunOptions): Promise<RunOutcome> {
    const i = subcommandIndex(args);
    const sub = i >= 0 ? args[i]! : "";
    let init: RunOutcome | null = null;
    if ((opts.autoInit ?? true) && INIT_COMMANDS.has(sub)) {
      init = await this.initIfNeeded();
      if (init && (init.exitCode !== 0 || init.timedOut)) return { ...init, args, init };
    }
    let full = args;
    if ((opts.vars ?? true) && VAR_COMMANDS.has(sub) && !(sub === "apply" && hasPositional(args.slice(i + 1)))) {
      full = [...args.slice(0, i + 1), ...this.varArgs(), ...args.slice(i + 1)];
    }
    let res = await this.exec(full, opts);
    if ((opts.autoInit ?? true) && INIT_COMMANDS.has(sub) && needsInit(res)) {
      // Something init tracks changed in a way the fingerprint missed.
      this.store.data.initFingerprint = null;
      init = await this.initIfNeeded();
      if (init && init.exitCode === 0) res = await this.exec(full, opts);
    }
    if (init) res.init = init;
    return res;
  }

  /** Sends the working directory and one command to the engine. */
  private async exec(args: string[], opts: RunOptions): Promise<RunOutcome> {
    const req: RunRequest = {
      args,
      files: { ...this.store.data.files },
      binaryFiles: { ...this.store.data.binaryFiles },
      dir: WORKDIR,
      env: this.store.data.flavor === "opentofu" ? { TFPLAY_FLAVOR: "opentofu" } : {},
    };
    if (opts.stdin !== undefined) req.stdin = opts.stdin;
    const before = new Map(this.store.knownWorkspaces().map((w) => [w, this.store.state(w)]));
    let result: RunResult;
    try {
      result = await this.engine.call<RunResult>("run", req, opts.timeoutMs ?? this.timeoutMs);
    } catch (err) {
      if (err instanceof EngineCancelledError) {
        return { args, stdout: "", stderr: "", exitCode: 130, files: {}, changed: [], timedOut: false, cancelled: true };
      }
      const timedOut = err instanceof EngineTimeoutError;
      const message = timedOut
        ? `\nError: Command stopped\n\n\`terraform ${commandLabel(args)}\` ran for more than ${formatSeconds(err.limitMs)}, so tfplay stopped it and restarted the engine.\nYour files and state are unchanged. Look for an expression that does far too much work,\nsuch as nested "for" expressions over large ranges.\n`
        : `\nError: Engine failure\n\n${err instanceof Error ? err.message : String(err)}\n`;
      return { args, stdout: "", stderr: message, exitCode: 1, files: {}, changed: [], timedOut };
    }
    const changed = this.store.applyWritten(result.files, result.binaryFiles ?? {});
    this.recordHistory(args, result, changed, before, opts.label);
    return { ...result, args, changed, timedOut: false };
  }

  /** Adds a history entry for every workspace whose state file changed. */
  private recordHistory(args: string[], result: RunResult, changed: string[], before: Map<string, string | null>, label?: string): void {
    if (args[subcommandIndex(args)] === "workspace") return; // a new workspace's empty state is no change
    const workspaces = new Set([...before.keys(), ...this.store.knownWorkspaces()]);
    for (const ws of workspaces) {
      const path = statePath(ws, this.store.data.files);
      if (!changed.includes(path)) continue;
      const text = this.store.state(ws);
      if (text === (before.get(ws) ?? null)) continue;
      const { serial, lineage, resources } = stateSummary(text);
      this.store.addHistory({
        workspace: ws,
        command: label ?? commandLabel(args),
        time: Date.now(),
        serial,
        lineage,
        counts: applyCounts(result.stdout),
        resources,
        state: text ?? "",
      });
    }
  }
}

function hasPositional(args: readonly string[]): boolean {
  return args.some((a) => !a.startsWith("-"));
}

/** True when a command failed because init has not been run for the configuration. */
export function needsInit(res: RunResult): boolean {
  if (res.exitCode === 0) return false;
  const text = res.stderr.replace(/\x1b\[[0-9;]*m/g, "");
  return /Module not installed|Module source has changed|Inconsistent dependency lock file|Missing required provider|Required plugins are not installed|Run "(?:terraform|tofu) init"/.test(text);
}
