/**
 * What a <tfplay-example> element asks for, read from its attributes and
 * children (the contract is in README.md next to this file).
 */
import { cleanPath } from "../paths";

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
