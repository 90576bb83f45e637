/**
 * The terminal's shell: reads command lines and runs `terraform …` (also
 * spelled `tofu …`) in the engine, with a few shell basics (clear, echo,
 * pwd, ls, cat, help, `$?`, `echo … | terraform console`).
 *
 * The engine runs each command to completion without waiting for input,
 * so the interactive parts of Terraform happen here:
 * - `terraform apply` / `destroy` without -auto-approve run the plan half
 *   (`plan -out=<hidden file>`, with -destroy for destroy), show
 *   Terraform's "Do you want to perform these actions?" prompt, and apply
 *   that saved plan only when the answer is "yes";
 * - a root variable without a value is asked for ("var.name … Enter a
 *   value:") and the command runs again with it, unless -input=false;
 * - `terraform console` without piped input reads lines until `exit`.
 */
import { stripAnsi } from "./ansi";
import { TFPLAY_DIR } from "./paths";
import { type RunOutcome, subcommandIndex, type Terraform, WORKDIR } from "./terraform";
import type { Terminal } from "./terminal";
import { missingVariables, rootVariables } from "./variables";
import type { WorkspaceStore } from "./workspace-store";
import { commandName, FLAVOR_NAMES } from "./flavor";

/** The hidden plan file of `terraform apply` / `destroy` in the terminal. */
export const TERMINAL_PLAN = `${TFPLAY_DIR}/terminal.tfplan`;

const PROMPT_OK = "\x1b[1m\x1b[32m$\x1b[0m ";
const PROMPT_FAILED = "\x1b[1m\x1b[31m$\x1b[0m ";

/** Commands that read root variables (and so may prompt for them). */
const PROMPTING = new Set(["plan", "apply", "destroy", "console", "refresh", "import"]);

/** Splits a command line into words, honouring quotes and backslashes. */
export function tokenize(line: string): string[][] {
  const pipeline: string[][] = [[]];
  let word: string | null = null;
  let quote: '"' | "'" | null = null;
  const end = () => {
    if (word !== null) pipeline[pipeline.length - 1]!.push(word);
    word = null;
  };
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === quote) quote = null;
      else if (c === "\\" && quote === '"' && (line[i + 1] === '"' || line[i + 1] === "\\" || line[i + 1] === "$")) word = (word ?? "") + line[++i];
      else word = (word ?? "") + c;
    } else if (c === '"' || c === "'") {
      quote = c;
      word ??= "";
    } else if (c === "\\" && i + 1 < line.length) word = (word ?? "") + line[++i];
    else if (c === " " || c === "\t") end();
    else if (c === "|") {
      end();
      pipeline.push([]);
    } else word = (word ?? "") + c;
  }
  if (quote) throw new Error("unexpected end of line: unterminated quote");
  end();
  return pipeline;
}

/** The help of a terminal whose command is `cmd` (`terraform` or `tofu`). */
const help = (cmd: string, other: string) => `tfplay terminal: commands run against this project's files and state.

  ${cmd} <command> [options]   (or: ${other} <command> [options])
      init, validate, plan, apply, destroy, show, output, console, graph,
      fmt, state list|show|mv|rm|pull|push, taint, untaint, import,
      workspace new|select|list|show|delete, providers, version
  echo 'upper("x")' | ${cmd} console
  clear (or Ctrl+L), echo, pwd, ls [dir], cat <file>, help

Keys: ↑/↓ history, Ctrl+C interrupts, Ctrl+\` shows or hides the terminal.
`;

export class Shell {
  private status = 0;
  private running = false;

  constructor(
    private readonly term: Terminal,
    private readonly tf: Terraform,
    private readonly store: WorkspaceStore,
  ) {
    term.onInterrupt = () => {
      if (this.running) tf.cancel();
    };
  }

  /** Reads and runs command lines forever. */
  async loop(): Promise<never> {
    const cmd = commandName(this.store.data.flavor);
    this.term.print(`\x1b[2mType ${cmd} commands here, e.g. ${cmd} plan. Type help for more.\x1b[0m\n`);
    for (;;) {
      const line = await this.term.readLine(this.status === 0 ? PROMPT_OK : PROMPT_FAILED, { history: true });
      if (line === null) {
        this.status = 130;
        continue;
      }
      if (!line.trim()) continue;
      this.store.remember("terminalHistory", line);
      this.running = true;
      try {
        this.status = await this.execute(line);
      } catch (err) {
        this.term.print(`tfplay: ${err instanceof Error ? err.message : String(err)}\n`);
        this.status = 1;
      } finally {
        this.running = false;
      }
    }
  }

  /** Runs one command line; returns its exit status. */
  async execute(line: string): Promise<number> {
    let pipeline: string[][];
    try {
      pipeline = tokenize(line.replace(/\$\?/g, String(this.status)));
    } catch (err) {
      this.term.print(`bash: ${(err as Error).message}\n`);
      return 2;
    }
    if (pipeline.length > 2 || pipeline.some((p) => p.length === 0)) {
      this.term.print("tfplay: only `echo … | terraform …` pipes are supported\n");
      return 2;
    }
    let stdin: string | undefined;
    if (pipeline.length === 2) {
      const [first] = pipeline;
      if (first![0] !== "echo") {
        this.term.print("tfplay: only `echo … | terraform …` pipes are supported\n");
        return 2;
      }
      stdin = first!.slice(1).join(" ") + "\n";
    }
    const [cmd, ...args] = pipeline[pipeline.length - 1]!;
    switch (cmd) {
      case "terraform":
      case "tofu":
        return this.terraform(args, stdin);
      case "clear":
        this.term.clear();
        return 0;
      case "help":
        this.term.print(help(commandName(this.store.data.flavor), commandName(this.store.data.flavor) === "tofu" ? "terraform" : "tofu"));
        return 0;
      case "echo":
        this.term.print(args.join(" ") + "\n");
        return 0;
      case "pwd":
        this.term.print(WORKDIR + "\n");
        return 0;
      case "ls":
        return this.ls(args);
      case "cat":
        return this.cat(args);
      case "exit":
        this.term.print("There is nothing to exit: this terminal stays open. Hide it with the Terminal button.\n");
        return 0;
      default:
        this.term.print(`bash: ${cmd}: command not found\n`);
        return 127;
    }
  }

  private ls(args: string[]): number {
    const dir = (args.find((a) => !a.startsWith("-")) ?? "").replace(/^\.\/?/, "").replace(/\/$/, "");
    const all = args.some((a) => a.startsWith("-") && a.includes("a"));
    const names = new Set<string>();
    for (const p of [...this.store.allPaths(), ...this.store.allFolders()]) {
      if (dir && !p.startsWith(dir + "/")) continue;
      const rest = dir ? p.slice(dir.length + 1) : p;
      const first = rest.split("/")[0]!;
      if (!first || (first.startsWith(".") && !all) || first === TFPLAY_DIR) continue;
      names.add(rest.includes("/") ? first + "/" : first);
    }
    if (dir && names.size === 0 && !this.store.isFolder(dir)) {
      this.term.print(`ls: cannot access '${dir}': No such file or directory\n`);
      return 2;
    }
    this.term.print([...names].sort().join("  ") + (names.size ? "\n" : ""));
    return 0;
  }

  private cat(args: string[]): number {
    let status = 0;
    for (const a of args) {
      const path = a.replace(/^\.\//, "");
      const text = this.store.files[path];
      if (text !== undefined) this.term.print(text.replace(/\x1b/g, "␛"));
      else if (path in this.store.data.binaryFiles) this.term.print(`cat: ${a}: binary file (a saved plan: try terraform show ${a})\n`);
      else {
        this.term.print(`cat: ${a}: ${this.store.isFolder(path) ? "Is a directory" : "No such file or directory"}\n`);
        status = 1;
      }
    }
    return status;
  }

  /** One terraform command, with Terraform's interactive steps. */
  private async terraform(args: string[], stdin: string | undefined): Promise<number> {
    const i = subcommandIndex(args);
    const sub = i >= 0 ? args[i]! : "";
    const rest = args.slice(i + 1);
    const inputAllowed = !rest.some((a) => /^-input(=false|=0)$/.test(a)) && stdin === undefined;
    const noColor = rest.includes("-no-color");
    const extra: string[] = [];

    // Ask for root variables without a value, as Terraform does before running.
    const run = async (a: string[], s?: string): Promise<RunOutcome | null> => {
      for (;;) {
        this.term.busy();
        const res = await this.tf.run([...a.slice(0, i + 1), ...extra, ...a.slice(i + 1)], { autoInit: false, ...(s === undefined ? {} : { stdin: s }) });
        const missing = PROMPTING.has(sub) && inputAllowed ? missingVariables(res.stderr) : [];
        if (missing.length === 0) return res;
        const infos = rootVariables(this.store.files);
        for (const name of missing) {
          const info = infos.find((v) => v.name === name);
          const b = (t: string) => (noColor ? t : `\x1b[1m${t}\x1b[0m`);
          this.term.print(`${b(`var.${name}`)}\n${info?.description ? `  ${info.description}\n` : ""}\n`);
          const value = await this.term.readLine(`  ${b("Enter a value:")} `, { secret: info?.sensitive ?? false });
          if (value === null) return null;
          this.term.print("\n");
          extra.push(`-var=${name}=${value}`);
        }
      }
    };

    const interactiveApply =
      (sub === "apply" || sub === "destroy") &&
      !rest.some((a) => /^-auto-approve(=true)?$/.test(a)) &&
      !rest.some((a) => !a.startsWith("-")) &&
      inputAllowed;
    if (interactiveApply) return this.applyInteractively(args, i, sub === "destroy" || rest.includes("-destroy"), noColor, run);

    if (sub === "console" && stdin === undefined) return this.console(args, run);

    const res = await run(args, stdin);
    if (!res) return 130;
    return this.report(res);
  }

  private report(res: RunOutcome): number {
    if (res.cancelled) return 130;
    this.out(res.stdout);
    this.out(res.stderr);
    return res.exitCode;
  }

  /** Prints the engine's output (already in the words of the project's flavor: TFPLAY_FLAVOR). */
  private out(text: string): void {
    this.term.print(text);
  }

  /** `terraform apply` / `destroy` asking for approval. */
  private async applyInteractively(
    args: string[],
    i: number,
    destroy: boolean,
    noColor: boolean,
    run: (a: string[], s?: string) => Promise<RunOutcome | null>,
  ): Promise<number> {
    const flags = args.slice(i + 1).filter((a) => a !== "-destroy");
    const planArgs = [...args.slice(0, i), "plan", ...(destroy ? ["-destroy"] : []), "-detailed-exitcode", `-out=${TERMINAL_PLAN}`, ...flags];
    const plan = await run(planArgs);
    if (!plan) return 130;
    if (plan.cancelled) return 130;
    const text = withoutSavedPlanFooter(plan.stdout);
    if (plan.exitCode === 1 || plan.timedOut) {
      this.out(text);
      this.out(plan.stderr);
      this.cleanup();
      return 1;
    }
    this.out(text);
    this.out(plan.stderr);
    if (plan.exitCode === 2) {
      const ws = this.store.workspace;
      const inWs = ws === "default" ? "" : ` in workspace "${ws}"`;
      const b = (t: string) => (noColor ? t : `\x1b[1m${t}\x1b[0m`);
      const name = FLAVOR_NAMES[this.store.data.flavor];
      const question = destroy
        ? `\n${b(`Do you really want to destroy all resources${inWs}?`)}\n  ${name} will destroy all your managed infrastructure, as shown above.\n  There is no undo. Only 'yes' will be accepted to confirm.\n\n`
        : `\n${b(`Do you want to perform these actions${inWs}?`)}\n  ${name} will perform the actions described above.\n  Only 'yes' will be accepted to approve.\n\n`;
      this.out(question);
      const answer = await this.term.readLine(`  ${b("Enter a value:")} `);
      if (answer === null) {
        this.cleanup();
        return 130;
      }
      if (answer.trim() !== "yes") {
        this.term.print(`\n${destroy ? "Destroy" : "Apply"} cancelled.\n`);
        this.cleanup();
        return 1;
      }
    }
    // Terraform leaves an empty line after the answer.
    if (plan.exitCode === 2) this.term.print("\n");
    this.term.busy();
    const apply = await this.tf.run([...args.slice(0, i), "apply", ...(noColor ? ["-no-color"] : []), TERMINAL_PLAN], {
      autoInit: false,
      label: destroy ? "destroy" : "apply",
    });
    this.cleanup();
    if (apply.cancelled) return 130;
    let out = apply.stdout;
    if (destroy) out = out.replace(/Apply complete! Resources: 0 added, 0 changed, (\d+) destroyed\./, "Destroy complete! Resources: $1 destroyed.");
    this.out(out);
    this.out(apply.stderr);
    return apply.exitCode;
  }

  /** Interactive `terraform console`: one engine run per line. */
  private async console(args: string[], run: (a: string[], s?: string) => Promise<RunOutcome | null>): Promise<number> {
    // Load once with no input, to report configuration errors as Terraform does at start.
    const first = await run(args, "");
    if (!first) return 130;
    if (first.exitCode !== 0) return this.report(first);
    for (;;) {
      const line = await this.term.readLine("> ", { history: false });
      if (line === null) return 0;
      const t = line.trim();
      if (t === "exit") return 0;
      if (!t) continue;
      const res = await run(args, line + "\n");
      if (!res) return 130;
      this.out(res.stdout);
      this.out(res.stderr);
    }
  }

  private cleanup(): void {
    if (this.store.has(TERMINAL_PLAN)) this.store.applyWritten({ [TERMINAL_PLAN]: null });
  }
}

/** Removes the "Saved the plan to: …" footer that `plan -out` prints and `apply` does not. */
export function withoutSavedPlanFooter(stdout: string): string {
  if (!stripAnsi(stdout).includes("Saved the plan to:")) return stdout;
  // Cut at the horizontal rule (perhaps after colour codes) before it.
  let rule = -1;
  for (const m of stdout.matchAll(/\n(?:\x1b\[[0-9;]*m)*─/g)) rule = m.index;
  if (rule < 0) return stdout;
  return stdout.slice(0, rule + 1).replace(/\n+$/, "\n");
}
