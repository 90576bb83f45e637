/**
 * The Console tab: a REPL over `terraform console`. Each line is one run
 * of the console with the line on standard input, so the output is the
 * console's own: values as Terraform formats them, errors as diagnostics.
 */
import { renderAnsi } from "./ansi";
import { bindHistory, LineHistory } from "./line-history";

export interface ConsoleRun {
  stdout: string;
  stderr: string;
  exitCode: number;
}

export class ConsoleView {
  private readonly log: HTMLElement;
  readonly input: HTMLInputElement;
  private history: LineHistory;
  private busy = false;

  constructor(
    root: HTMLElement,
    private readonly entries: () => string[],
    private readonly run: (line: string) => Promise<ConsoleRun>,
    private readonly remember: (line: string) => void,
  ) {
    this.history = new LineHistory(entries());
    const intro = document.createElement("p");
    intro.className = "console-intro";
    intro.textContent = "Evaluate expressions against the configuration and the state, like terraform console. Try upper(\"x\") or var.name.";
    this.log = document.createElement("div");
    this.log.className = "console-log";
    this.log.setAttribute("role", "log");
    this.log.setAttribute("aria-label", "Console output");
    this.log.tabIndex = 0;
    const form = document.createElement("form");
    form.className = "console-form";
    const prompt = document.createElement("label");
    prompt.className = "console-prompt";
    prompt.htmlFor = "console-input";
    prompt.textContent = ">";
    prompt.setAttribute("aria-label", "Console input");
    this.input = document.createElement("input");
    this.input.id = "console-input";
    this.input.autocomplete = "off";
    this.input.spellcheck = false;
    this.input.setAttribute("autocapitalize", "off");
    this.input.placeholder = "expression";
    form.append(prompt, this.input);
    root.append(intro, this.log, form);
    bindHistory(this.input, () => this.history);
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      void this.submit();
    });
  }

  /** Reloads the history (after New or a restore). */
  reload(): void {
    this.history = new LineHistory(this.entries());
    this.log.replaceChildren();
  }

  private async submit(): Promise<void> {
    const line = this.input.value;
    if (this.busy) return;
    if (!line.trim()) return;
    this.input.value = "";
    this.remember(line);
    this.history = new LineHistory(this.entries());
    const entry = document.createElement("div");
    entry.className = "console-entry";
    const echo = document.createElement("pre");
    echo.className = "console-echo";
    echo.textContent = `> ${line}`;
    entry.append(echo);
    this.log.append(entry);
    if (line.trim() === "clear") {
      this.log.replaceChildren();
      return;
    }
    this.busy = true;
    this.input.setAttribute("aria-busy", "true");
    try {
      const res = await this.run(line);
      const out = document.createElement("pre");
      out.className = `term-text console-result${res.exitCode === 0 ? "" : " is-error"}`;
      renderAnsi(res.stdout + res.stderr.replace(/^\n/, ""), out);
      entry.append(out);
    } finally {
      this.busy = false;
      this.input.removeAttribute("aria-busy");
      this.log.scrollTop = this.log.scrollHeight;
    }
  }
}
