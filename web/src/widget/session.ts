/**
 * One Run of a widget: the stages' commands (each on its own files), the
 * `setup` commands, then the view's command,
 * rendered as the view asks. For every view but `terminal` the setup
 * commands are shown only when one fails.
 */
import type { OutputsDocument, PlanDocument } from "../plan-types";
import { TFPLAY_DIR } from "../paths";
import { commandArgs, splitCommands, subcommand } from "./commands";
import { consoleEntry, outputsResult, planResult, terminalEntry, termText } from "./render";
import type { WidgetRun, WidgetRunner } from "./runner";
import type { View, WidgetSpec } from "./spec";
import { drawGraph, type WidgetGraphHost } from "./graph";

/** The command each view runs unless `cmd` says otherwise. */
export const DEFAULT_COMMANDS: Record<View, string> = {
  plan: "terraform plan",
  apply: "terraform apply -auto-approve",
  outputs: "terraform output",
  console: "terraform console",
  graph: "terraform graph",
  state: "terraform show",
  validate: "terraform validate",
  terminal: "terraform plan",
};

/** The setup of views that show what an apply left, when `setup` is absent. */
export const DEFAULT_SETUP: Partial<Record<View, string>> = {
  outputs: "terraform apply -auto-approve",
  state: "terraform apply -auto-approve",
};

/** The saved plan behind the plan view's structured changes. */
const PLAN_FILE = `${TFPLAY_DIR}/widget.tfplan`;

export interface ViewResult {
  element: HTMLElement;
  /** False when a command failed. */
  ok: boolean;
  /** Work to do once the element is in the document (drawing the graph). */
  shown?: () => Promise<void>;
}

/** What the graph view needs from the widget besides its runner. */
export interface ViewContext {
  graph?: Omit<WidgetGraphHost, "run">;
}

/** What a run printed: its output, or its automatic init's when that failed. */
function printed(res: WidgetRun): string {
  return res.stdout + res.stderr;
}

/** The command line the view runs. */
export function viewCommand(spec: WidgetSpec): string {
  return spec.cmd?.trim() || DEFAULT_COMMANDS[spec.view];
}

export async function runView(spec: WidgetSpec, runner: WidgetRunner, context: ViewContext = {}): Promise<ViewResult> {
  const transcript = document.createElement("div");
  transcript.className = "tfw-terminal";
  transcript.setAttribute("role", "log");
  transcript.setAttribute("aria-label", "Commands and their output");
  // The stages: earlier files of the working directory and the commands
  // run on them; then the example's own files replace them, and the
  // state those commands left stays (the reader's edit).
  if (spec.stages.length > 0) {
    const files = runner.configFiles();
    for (const stage of spec.stages) {
      runner.replaceFiles(stage.files);
      for (const line of splitCommands(stage.setup)) {
        const res = await runner.run(commandArgs(line));
        transcript.append(terminalEntry(line, printed(res), res.exitCode));
        if (res.exitCode !== 0) return { element: transcript, ok: false };
      }
    }
    runner.replaceFiles(files);
  }
  for (const line of splitCommands(spec.setup ?? DEFAULT_SETUP[spec.view] ?? "")) {
    const res = await runner.run(commandArgs(line));
    transcript.append(terminalEntry(line, printed(res), res.exitCode));
    if (res.exitCode !== 0) return { element: transcript, ok: false };
  }
  const line = viewCommand(spec);
  const args = commandArgs(line);
  const sub = subcommand(args);

  if (spec.view === "terminal") {
    const res = await runner.run(args);
    transcript.append(terminalEntry(line, printed(res), res.exitCode));
    return { element: transcript, ok: res.exitCode === 0 };
  }
  if (spec.view === "plan" && sub === "plan" && !args.some((a) => /^-?-out(=|$)/.test(a))) {
    const res = await runner.run([...args, `-out=${PLAN_FILE}`]);
    let doc: PlanDocument | null = null;
    if (res.exitCode === 0 && runner.has(PLAN_FILE)) {
      const show = await runner.run(["show", "-json", PLAN_FILE]);
      try {
        doc = show.exitCode === 0 ? (JSON.parse(show.stdout) as PlanDocument) : null;
      } catch {
        doc = null;
      }
    }
    const mode = args.includes("-destroy") ? "destroy" : "plan";
    return { element: planResult(mode, printed(res), res.exitCode, doc), ok: res.exitCode === 0 };
  }
  if (spec.view === "outputs" && sub === "output" && args.length === 1) {
    const res = await runner.run(["output", "-json"]);
    if (res.exitCode === 0) {
      try {
        return { element: outputsResult(JSON.parse(res.stdout) as OutputsDocument), ok: true };
      } catch {
        // Shown as text below.
      }
    }
    return { element: termText(printed(res), "Output", res.exitCode !== 0), ok: res.exitCode === 0 };
  }
  if (spec.view === "console" && sub === "console") return consoleSession(spec, runner, args);
  const res = await runner.run(args);
  if (spec.view === "graph" && sub === "graph" && args.length === 1 && res.exitCode === 0 && context.graph) {
    const graph = context.graph;
    const panel = document.createElement("div");
    panel.className = "tfw-graph-panel";
    panel.append(termText(printed(res), "Graph in DOT"));
    // Drawn once in the document; the DOT text stays when Graphviz cannot load.
    const shown = () => drawGraph(panel, { ...graph, run: (a) => runner.run(a) }).catch(() => {});
    return { element: panel, ok: true, shown };
  }
  return { element: termText(printed(res), `Output of ${line}`, res.exitCode !== 0), ok: res.exitCode === 0 };
}

/**
 * The console view: each expression of the example is typed at
 * `terraform console` in turn; an input below takes more.
 */
async function consoleSession(spec: WidgetSpec, runner: WidgetRunner, args: string[]): Promise<ViewResult> {
  const root = document.createElement("div");
  root.className = "tfw-console";
  const log = document.createElement("div");
  log.className = "console-log";
  log.setAttribute("role", "log");
  log.setAttribute("aria-label", "Console output");
  let ok = true;
  const evaluate = async (line: string) => {
    const res = await runner.run(args, `${line}\n`);
    log.append(consoleEntry(line, printed(res), res.exitCode));
    return res.exitCode === 0;
  };
  for (const line of spec.console) ok = (await evaluate(line)) && ok;

  const form = document.createElement("form");
  form.className = "console-form";
  const prompt = document.createElement("span");
  prompt.className = "console-prompt";
  prompt.textContent = ">";
  prompt.setAttribute("aria-hidden", "true");
  const input = document.createElement("input");
  input.autocomplete = "off";
  input.spellcheck = false;
  input.setAttribute("autocapitalize", "off");
  input.setAttribute("aria-label", "Console input");
  input.placeholder = "another expression";
  form.append(prompt, input);
  let busy = false;
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const line = input.value;
    if (busy || !line.trim()) return;
    busy = true;
    input.value = "";
    input.setAttribute("aria-busy", "true");
    void evaluate(line).finally(() => {
      busy = false;
      input.removeAttribute("aria-busy");
      log.scrollTop = log.scrollHeight;
    });
  });
  root.append(log, form);
  return { element: root, ok };
}
