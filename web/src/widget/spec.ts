/**
 * What a <tfplay-example> element asks for, read from its attributes and
 * children (the contract is in README.md next to this file).
 */
import { cleanPath } from "../paths";
import { tokenize } from "../shell";

export const VIEWS = ["plan", "apply", "outputs", "console", "graph", "state", "validate", "terminal"] as const;
export type View = (typeof VIEWS)[number];

export interface WidgetSpec {
  view: View;
  /** The `setup` commands, as written (`;`-separated in the attribute). */
  setup: string | null;
  /** The `cmd` attribute, or null for the view's default command. */
  cmd: string | null;
  height: string | null;
  readonly: boolean;
  flavor: "terraform" | "opentofu";
  src: string | null;
  /** Runs when the widget first scrolls into view. */
  autorun: boolean;
  /** Inline files, in document order. */
  files: Record<string, string>;
  /** Console expressions, one per line. */
  console: string[];
  /** The expected output declared beside the example, if any. */
  expect: string | null;
  /**
   * The stages (`<tfplay-stage>` children) run before `setup`, in order:
   * the working directory's files as they were then, and the commands run
   * on them. Empty for most examples.
   */
  stages: WidgetStage[];
  /** Environment variables of every command (the `env` attribute). */
  env: Record<string, string>;
}

/** An earlier state of the example's working directory (a `<tfplay-stage>`). */
export interface WidgetStage {
  files: Record<string, string>;
  /** The stage's `setup` commands, as written. */
  setup: string;
}

/** The `env` attribute, "A=1 B='two words'", as variables. Words without `=` are ignored. */
export function parseEnv(text: string | null): Record<string, string> {
  const env: Record<string, string> = {};
  if (!text) return env;
  let pipeline: string[][];
  try {
    pipeline = tokenize(text);
  } catch {
    return env; // an unterminated quote: no variables
  }
  for (const words of pipeline) {
    for (const word of words) {
      const eq = word.indexOf("=");
      if (eq > 0) env[word.slice(0, eq)] = word.slice(eq + 1);
    }
  }
  return env;
}

/** The `<script data-file>` children of an element (or of a stage), by path. */
function readFiles(el: Element): Record<string, string> {
  const files: Record<string, string> = {};
  for (const child of el.querySelectorAll(":scope > script[data-file]")) {
    const path = cleanPath(child.getAttribute("data-file") ?? "");
    if (path) files[path] = dedent(child.textContent ?? "");
  }
  return files;
}

/** Reads the spec of an element; unknown views fall back to plan. */
export function readSpec(el: Element): WidgetSpec {
  const view = el.getAttribute("view") ?? "plan";
  const files: Record<string, string> = {};
  let consoleLines: string[] = [];
  let expect: string | null = null;
  for (const child of el.querySelectorAll(":scope > script")) {
    const text = dedent(child.textContent ?? "");
    const name = child.getAttribute("data-file");
    if (name !== null) {
      const path = cleanPath(name);
      if (path) files[path] = text;
    } else if (child.hasAttribute("data-console")) {
      consoleLines = consoleLines.concat(text.split("\n").filter((l) => l.trim() !== ""));
    } else if (child.hasAttribute("data-expect")) {
      expect = text;
    }
  }
  return {
    view: (VIEWS as readonly string[]).includes(view) ? (view as View) : "plan",
    setup: el.getAttribute("setup"),
    cmd: el.getAttribute("cmd"),
    height: el.getAttribute("height"),
    readonly: el.hasAttribute("readonly"),
    flavor: el.getAttribute("flavor") === "opentofu" ? "opentofu" : "terraform",
    src: el.getAttribute("src"),
    autorun: el.hasAttribute("autorun"),
    files,
    console: consoleLines,
    expect,
    stages: [...el.querySelectorAll(":scope > tfplay-stage")].map((stage) => ({
      files: readFiles(stage),
      setup: stage.getAttribute("setup") ?? "",
    })),
    env: parseEnv(el.getAttribute("env")),
  };
}

/**
 * The text of a <script> child as the author meant it: without the
 * newline after the opening tag and the indentation every line shares
 * (an example indented to match the surrounding HTML), ending with
 * exactly one newline.
 */
export function dedent(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").replace(/^[ \t]*\n/, "").replace(/\s+$/, "").split("\n");
  let indent: string | null = null;
  for (const line of lines) {
    if (line.trim() === "") continue;
    const lead = /^[ \t]*/.exec(line)![0];
    if (indent === null || !lead.startsWith(indent)) indent = commonPrefix(indent ?? lead, lead);
  }
  const cut = indent?.length ?? 0;
  const out = lines.map((l) => l.slice(Math.min(cut, /^[ \t]*/.exec(l)![0].length))).join("\n");
  return out ? out + "\n" : "";
}

function commonPrefix(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(0, i);
}
