/**
 * The terminal panel: an output area rendering ANSI colours and one input
 * line with its prompt. The shell (shell.ts) drives it through print()
 * and readLine(). Keys: Enter, ↑/↓ history, Ctrl+C (interrupt), Ctrl+L
 * (clear). Everything is text: no HTML is ever parsed.
 */
import { renderAnsi } from "./ansi";
import { bindHistory, LineHistory } from "./line-history";

/** Upper bound of output elements kept (old output is dropped). */
const MAX_NODES = 4000;

interface Reading {
  resolve: (line: string | null) => void;
  prompt: string;
  secret: boolean;
}

export class Terminal {
  readonly output: HTMLElement;
  readonly input: HTMLInputElement;
  private readonly promptEl: HTMLElement;
  private readonly line: HTMLElement;
  private reading: Reading | null = null;
  private history: LineHistory;
  private useHistory = false;
  /** Called on Ctrl+C while no line is being read (a command is running). */
  onInterrupt: () => void = () => {};

  constructor(
    root: HTMLElement,
    private readonly entries: () => string[],
  ) {
    this.history = new LineHistory(entries());
    this.output = document.createElement("pre");
    this.output.className = "term-text terminal-output";
    this.output.setAttribute("role", "log");
    this.output.setAttribute("aria-label", "Terminal output");
    this.output.setAttribute("aria-live", "polite");
    this.line = document.createElement("div");
    this.line.className = "terminal-line";
    this.promptEl = document.createElement("span");
    this.promptEl.className = "term-text terminal-prompt";
    this.input = document.createElement("input");
    this.input.className = "terminal-input";
    this.input.setAttribute("aria-label", "Terminal input");
    this.input.autocomplete = "off";
    this.input.spellcheck = false;
    this.input.setAttribute("autocapitalize", "off");
    this.line.append(this.promptEl, this.input);
    const screen = document.createElement("div");
    screen.className = "terminal-screen";
    screen.append(this.output, this.line);
    screen.addEventListener("click", (e) => {
      if (!getSelection()?.toString() && e.target !== this.input) this.input.focus();
    });
    root.append(screen);
    bindHistory(this.input, () => (this.useHistory ? this.history : new LineHistory([])));
    this.input.addEventListener("keydown", (e) => this.onKey(e));
    this.setPrompt("");
  }

  focus(): void {
    this.input.focus();
  }

  /** Appends output (with ANSI escapes). */
  print(text: string): void {
    if (!text) return;
    renderAnsi(text, this.output);
    while (this.output.childNodes.length > MAX_NODES) this.output.firstChild?.remove();
    this.scroll();
  }

  clear(): void {
    this.output.replaceChildren();
  }

  /**
   * Shows `prompt` (ANSI allowed) before the input and resolves with the
   * line typed, or null on Ctrl+C. The prompt and the line are then
   * copied to the output, as a terminal shows them.
   */
  readLine(prompt: string, opts: { history?: boolean; secret?: boolean } = {}): Promise<string | null> {
    this.useHistory = opts.history ?? false;
    this.history = new LineHistory(this.entries());
    this.setPrompt(prompt);
    this.input.type = opts.secret ? "password" : "text";
    this.input.value = "";
    this.line.hidden = false;
    this.scroll();
    return new Promise((resolve) => {
      this.reading = { resolve, prompt, secret: opts.secret ?? false };
    });
  }

  /** Hides the input line while a command runs. */
  busy(): void {
    this.setPrompt("");
    this.line.classList.add("is-busy");
  }

  private setPrompt(prompt: string): void {
    this.promptEl.replaceChildren();
    renderAnsi(prompt, this.promptEl);
    this.line.classList.remove("is-busy");
  }

  private finish(line: string | null, echo: string): void {
    const r = this.reading;
    if (!r) return;
    this.reading = null;
    this.print(r.prompt);
    this.print(echo);
    this.input.value = "";
    this.busy();
    r.resolve(line);
  }

  private onKey(e: KeyboardEvent): void {
    if (e.key === "Enter") {
      e.preventDefault();
      if (!this.reading) return;
      const v = this.input.value;
      this.finish(v, (this.reading.secret ? "" : v) + "\n");
      return;
    }
    if (e.ctrlKey && !e.altKey && !e.metaKey && (e.key === "c" || e.key === "C")) {
      // Ctrl+C copies when text is selected in the input, as in a browser.
      if (this.input.selectionStart !== this.input.selectionEnd) return;
      e.preventDefault();
      if (this.reading) this.finish(null, this.input.value + "^C\n");
      else {
        this.print("^C\n");
        this.onInterrupt();
      }
      return;
    }
    if (e.ctrlKey && (e.key === "l" || e.key === "L")) {
      e.preventDefault();
      this.clear();
    }
  }

  private scroll(): void {
    const screen = this.output.parentElement;
    if (screen) screen.scrollTop = screen.scrollHeight;
  }
}
