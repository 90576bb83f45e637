/**
 * Renders a widget's results with the playground's own views: PlanView
 * (plan-view.ts), OutputsView (outputs-view.ts), and Terraform's coloured
 * text through ansi.ts. Every piece of user text goes in as text.
 */
import { renderAnsi } from "../ansi";
import type { OutputsDocument, PlanDocument } from "../plan-types";
import { OutputsView } from "../outputs-view";
import { PlanView } from "../plan-view";

/** Terraform's output in its colours. */
export function termText(text: string, label: string, failed = false): HTMLElement {
  const pre = document.createElement("pre");
  pre.className = `term-text tfw-output${failed ? " is-error" : ""}`;
  pre.setAttribute("aria-label", label);
  renderAnsi(text.replace(/^\n+/, ""), pre);
  return pre;
}

/** A short note (idle, running). */
export function note(text: string, running = false): HTMLElement {
  const p = document.createElement("p");
  p.className = running ? "empty-note is-running" : "empty-note";
  if (running) p.setAttribute("aria-busy", "true");
  p.textContent = text;
  return p;
}

/** A plan as the playground's Plan tab shows it. */
export function planResult(mode: "plan" | "destroy", text: string, exitCode: number, doc: PlanDocument | null): HTMLElement {
  const root = document.createElement("div");
  root.className = "tfw-plan";
  new PlanView(root).showPlan({ mode, text, exitCode, doc });
  return root;
}

/** Outputs as the playground's Outputs tab shows them. */
export function outputsResult(doc: OutputsDocument): HTMLElement {
  const root = document.createElement("div");
  root.className = "tfw-outputs";
  new OutputsView(root).show(doc);
  return root;
}

/** One `> expression` and its value, as in the playground's Console tab. */
export function consoleEntry(line: string, output: string, exitCode: number): HTMLElement {
  const entry = document.createElement("div");
  entry.className = "console-entry";
  const echo = document.createElement("pre");
  echo.className = "console-echo";
  echo.textContent = `> ${line}`;
  const out = document.createElement("pre");
  out.className = `term-text console-result${exitCode === 0 ? "" : " is-error"}`;
  renderAnsi(output.replace(/^\n/, ""), out);
  entry.append(echo, out);
  return entry;
}

/** One `$ terraform …` line and what it printed, as in the playground's terminal. */
export function terminalEntry(line: string, output: string, exitCode: number): HTMLElement {
  const entry = document.createElement("div");
  entry.className = "tfw-terminal-entry";
  const echo = document.createElement("pre");
  echo.className = "term-text tfw-command";
  const prompt = document.createElement("span");
  prompt.className = "ansi-bold ansi-fg-green";
  prompt.textContent = "$ ";
  echo.append(prompt, document.createTextNode(line));
  entry.append(echo);
  if (output) entry.append(termText(output, `Output of ${line}`, exitCode !== 0));
  return entry;
}
