/**
 * Runs a workshop step's checks: declarative assertions over what
 * Terraform says about the learner's files (see workshops/workshops.go
 * for the list). The same semantics are implemented in Go
 * (workshops/check.go) for the content tests; both are tested against
 * workshops/check-cases.json. Keep them in step: same commands, same
 * order, same outcomes.
 *
 * The checks run in a scratch copy of the working directory: the
 * learner's files (not the state they applied) plus the step's starting
 * state. Plan checks look at the plan from that state; state checks at
 * the state after applying that plan. The learner's own workspace is
 * never changed.
 */

export interface Check {
  type: "valid" | "plan" | "resource" | "output" | "expression";
  message: string;
  in?: "plan" | "state" | "config";
  add?: number;
  change?: number;
  destroy?: number;
  address?: string;
  action?: string;
  present?: boolean;
  name?: string;
  equals?: unknown;
  expr?: string;
}

export interface Outcome {
  pass: boolean;
  /** What was found instead, for a failed check. */
  detail?: string;
}

/** A working directory as the engine's "run" call takes it. */
export interface WorkDir {
  files: Record<string, string>;
  /** Non-UTF-8 files (saved plans), base64. */
  binaryFiles: Record<string, string>;
}

export interface ExecResult {
  stdout: string;
  stderr: string;
  exitCode: number;
  files: Record<string, string | null>;
  binaryFiles?: Record<string, string>;
}

/** Runs one terraform command over a working directory. */
export type Exec = (args: string[], dir: WorkDir, stdin?: string) => Promise<ExecResult>;

/** The saved plan the checks apply. */
const CHECK_PLAN = ".tfplay/check.tfplan";

/** Paths Terraform writes (state, lock file, .terraform/), as opposed to the learner's files. */
export function isEngineFile(p: string): boolean {
  return (
    p === ".terraform.lock.hcl" ||
    p.startsWith(".terraform/") ||
    p.startsWith(".tfplay/") ||
    p.startsWith("terraform.tfstate") ||
    p.startsWith("terraform.tfstate.d/")
  );
}

/** Runs a command and returns its result with the directory as it left it. */
async function run(exec: Exec, dir: WorkDir, args: string[], stdin?: string): Promise<[ExecResult, WorkDir]> {
  const res = await exec(args, dir, stdin);
  const next: WorkDir = { files: { ...dir.files }, binaryFiles: { ...dir.binaryFiles } };
  for (const [name, data] of Object.entries(res.files)) {
    if (data === null) {
      for (const m of [next.files, next.binaryFiles]) {
        for (const p of Object.keys(m)) if (p === name || p.startsWith(name + "/")) delete m[p];
      }
    } else {
      next.files[name] = data;
      delete next.binaryFiles[name];
    }
  }
  for (const [name, data] of Object.entries(res.binaryFiles ?? {})) {
    next.binaryFiles[name] = data;
    delete next.files[name];
  }
  return [res, next];
}

/** The state a step starts from: "" without setup, else what init and apply of its starting files write. */
export async function startingState(exec: Exec, setup: string | undefined, files: Record<string, string>): Promise<string> {
  if (setup !== "apply") return "";
  let dir: WorkDir = { files: { ...files }, binaryFiles: {} };
  let res: ExecResult;
  [res, dir] = await run(exec, dir, ["init", "-input=false", "-no-color"]);
  if (res.exitCode !== 0) throw new Error(`setup: init failed:\n${res.stderr}`);
  [res, dir] = await run(exec, dir, ["apply", "-input=false", "-no-color", "-auto-approve"]);
  if (res.exitCode !== 0) throw new Error(`setup: apply failed:\n${res.stderr}`);
  return dir.files["terraform.tfstate"] ?? "";
}

interface PlanDoc {
  resource_changes?: { address: string; mode: string; change: { actions: string[] } }[];
  output_changes?: Record<string, { after?: unknown; after_unknown?: unknown }>;
}

interface ModuleDoc {
  resources?: { address: string }[];
  child_modules?: ModuleDoc[];
}

interface StateDoc {
  values?: { outputs?: Record<string, { value: unknown }>; root_module?: ModuleDoc };
}

/** "replace" for delete and create in either order, else the single action. */
function actionName(actions: string[]): string {
  if (actions.length === 2) return "replace";
  return actions.join(",");
}

/** The numbers of the plan's summary line: a replacement is one to add and one to destroy. */
export function planCounts(p: PlanDoc): { add: number; change: number; destroy: number } {
  const c = { add: 0, change: 0, destroy: 0 };
  for (const rc of p.resource_changes ?? []) {
    if (rc.mode === "data") continue;
    switch (actionName(rc.change.actions)) {
      case "create":
        c.add++;
        break;
      case "update":
        c.change++;
        break;
      case "delete":
        c.destroy++;
        break;
      case "replace":
        c.add++;
        c.destroy++;
        break;
    }
  }
  return c;
}

function stateHas(s: StateDoc, addr: string): boolean {
  const walk = (m: ModuleDoc | undefined): boolean =>
    !!m && ((m.resources ?? []).some((r) => r.address === addr) || (m.child_modules ?? []).some(walk));
  return walk(s.values?.root_module);
}

/** The summary of the first error in a command's output. */
export function firstError(text: string): string {
  text = text.replace(/[│╷╵]/g, "");
  const m = /Error: (.*)$/m.exec(text);
  if (m) return m[1]!.trim();
  for (const l of text.split("\n")) if (l.trim()) return l.trim();
  return "no output";
}

/** JSON with object keys sorted, to compare values. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, val: unknown) =>
    val && typeof val === "object" && !Array.isArray(val)
      ? Object.fromEntries(Object.entries(val as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : val,
  );
}

class Checker {
  private validate: Promise<{ valid?: boolean; diagnostics?: { severity: string; summary: string }[] }> | null = null;
  private plan: Promise<{ doc: PlanDoc; dir: WorkDir } | string> | null = null;
  private applied: Promise<{ doc: StateDoc; dir: WorkDir } | string> | null = null;

  constructor(
    private readonly exec: Exec,
    private readonly base: WorkDir,
    private readonly initErr: string,
  ) {}

  private runValidate() {
    this.validate ??= run(this.exec, this.base, ["validate", "-json", "-no-color"]).then(([res]) => {
      try {
        return JSON.parse(res.stdout) as { valid?: boolean; diagnostics?: { severity: string; summary: string }[] };
      } catch {
        return { valid: false, diagnostics: [{ severity: "error", summary: firstError(res.stderr) }] };
      }
    });
    return this.validate;
  }

  private runPlan() {
    this.plan ??= (async () => {
      const [res, dir] = await run(this.exec, this.base, ["plan", "-input=false", "-no-color", `-out=${CHECK_PLAN}`]);
      if (res.exitCode !== 0) return `terraform plan failed: ${firstError(res.stderr)}`;
      const [show] = await run(this.exec, dir, ["show", "-json", CHECK_PLAN]);
      try {
        return { doc: JSON.parse(show.stdout) as PlanDoc, dir };
      } catch {
        return `terraform show -json failed: ${firstError(show.stderr)}`;
      }
    })();
    return this.plan;
  }

  private runApply() {
    this.applied ??= (async () => {
      const p = await this.runPlan();
      if (typeof p === "string") return p;
      const [res, dir] = await run(this.exec, p.dir, ["apply", "-input=false", "-no-color", "-auto-approve", CHECK_PLAN]);
      if (res.exitCode !== 0) return `terraform apply failed: ${firstError(res.stderr)}`;
      const [show] = await run(this.exec, dir, ["show", "-json"]);
      try {
        return { doc: JSON.parse(show.stdout) as StateDoc, dir };
      } catch {
        return `terraform show -json failed: ${firstError(show.stderr)}`;
      }
    })();
    return this.applied;
  }

  async check(ch: Check): Promise<Outcome> {
    if (this.initErr) return { pass: false, detail: this.initErr };
    switch (ch.type) {
      case "valid": {
        const v = await this.runValidate();
        const err = (v.diagnostics ?? []).find((d) => d.severity === "error");
        if (err) return { pass: false, detail: `terraform validate: ${err.summary}` };
        return { pass: v.valid === true };
      }
      case "plan": {
        const p = await this.runPlan();
        if (typeof p === "string") return { pass: false, detail: p };
        const c = planCounts(p.doc);
        const pass =
          (ch.add === undefined || ch.add === c.add) &&
          (ch.change === undefined || ch.change === c.change) &&
          (ch.destroy === undefined || ch.destroy === c.destroy);
        return { pass, detail: `The plan has ${c.add} to add, ${c.change} to change, ${c.destroy} to destroy.` };
      }
      case "resource": {
        const addr = ch.address ?? "";
        if (ch.in === "state") {
          const s = await this.runApply();
          if (typeof s === "string") return { pass: false, detail: s };
          const present = ch.present ?? true;
          if (stateHas(s.doc, addr) === present) return { pass: true };
          return { pass: false, detail: `${addr} is ${present ? "not" : "still"} in the state after apply.` };
        }
        const p = await this.runPlan();
        if (typeof p === "string") return { pass: false, detail: p };
        const rc = (p.doc.resource_changes ?? []).find((r) => r.address === addr);
        if (!rc) return { pass: false, detail: `${addr} is not in the plan.` };
        const got = actionName(rc.change.actions);
        return { pass: got === ch.action, detail: `The plan's action for ${addr} is ${got}.` };
      }
      case "output": {
        const name = ch.name ?? "";
        let got: unknown;
        if (ch.in === "state") {
          const s = await this.runApply();
          if (typeof s === "string") return { pass: false, detail: s };
          const o = s.doc.values?.outputs?.[name];
          if (!o) return { pass: false, detail: `There is no output "${name}" in the state.` };
          got = o.value;
        } else {
          const p = await this.runPlan();
          if (typeof p === "string") return { pass: false, detail: p };
          const o = p.doc.output_changes?.[name];
          if (!o) return { pass: false, detail: `There is no output "${name}" in the plan.` };
          if (!("equals" in ch)) return { pass: true };
          if (o.after_unknown !== undefined && o.after_unknown !== null && o.after_unknown !== false) {
            return { pass: false, detail: `The value of output "${name}" is known only after apply.` };
          }
          got = o.after ?? null;
        }
        if (!("equals" in ch)) return { pass: true };
        if (canonical(got) === canonical(ch.equals ?? null)) return { pass: true };
        return { pass: false, detail: `Output "${name}" is ${JSON.stringify(got)}.` };
      }
      case "expression": {
        let dir = this.base;
        if (ch.in !== "config") {
          const s = await this.runApply();
          if (typeof s === "string") return { pass: false, detail: s };
          dir = s.dir;
        }
        const [res] = await run(this.exec, dir, ["console", "-no-color"], `${ch.expr ?? ""}\n`);
        if (res.exitCode !== 0) return { pass: false, detail: `terraform console: ${firstError(res.stderr + res.stdout)}` };
        const got = res.stdout.trim();
        return { pass: got === "true", detail: `${ch.expr} is ${got}.` };
      }
    }
    return { pass: false, detail: `unknown check type ${String((ch as { type: unknown }).type)}` };
  }
}

/**
 * Runs checks over the learner's files (engine files among them are
 * ignored) and the step's starting state; one outcome per check.
 */
export async function runChecks(exec: Exec, checks: readonly Check[], learner: Record<string, string>, startState: string): Promise<Outcome[]> {
  const files: Record<string, string> = {};
  for (const [p, t] of Object.entries(learner)) if (!isEngineFile(p)) files[p] = t;
  if (startState) files["terraform.tfstate"] = startState;
  const [res, base] = await run(exec, { files, binaryFiles: {} }, ["init", "-input=false", "-no-color"]);
  const checker = new Checker(exec, base, res.exitCode !== 0 ? `terraform init failed: ${firstError(res.stderr)}` : "");
  const out: Outcome[] = [];
  for (const ch of checks) out.push(await checker.check(ch));
  return out;
}
