/**
 * ↑/↓ history of an input line, as in a shell: ↑ goes back through the
 * entries, ↓ forward to the line being typed.
 */
export class LineHistory {
  private pos: number;
  private draft = "";

  constructor(private readonly entries: string[]) {
    this.pos = entries.length;
  }

  /** Starts over after a line was entered. */
  reset(): void {
    this.pos = this.entries.length;
    this.draft = "";
  }

  /** The entry before the current one, or null at the oldest. */
  up(current: string): string | null {
    if (this.pos === 0) return null;
    if (this.pos === this.entries.length) this.draft = current;
    this.pos--;
    return this.entries[this.pos] ?? null;
  }

  /** The entry after the current one (the draft at the end), or null. */
  down(): string | null {
    if (this.pos >= this.entries.length) return null;
    this.pos++;
    return this.pos === this.entries.length ? this.draft : (this.entries[this.pos] ?? null);
  }
}

/** Wires ↑/↓ on an input to a history; the caret goes to the end. */
export function bindHistory(input: HTMLInputElement, history: () => LineHistory): void {
  input.addEventListener("keydown", (e) => {
    if (e.key !== "ArrowUp" && e.key !== "ArrowDown") return;
    const h = history();
    const v = e.key === "ArrowUp" ? h.up(input.value) : h.down();
    if (v === null) return;
    e.preventDefault();
    input.value = v;
    input.setSelectionRange(v.length, v.length);
  });
}
