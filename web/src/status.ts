/**
 * The status line in the top bar: engine loading, checking, the result
 * of the last validation or an engine failure. Tests read data-state.
 */
import type { ValidateDocument } from "./tfdiagnostics";

export type StatusState = "loading" | "checking" | "valid" | "invalid" | "error";

export class StatusLine {
  constructor(private readonly el: HTMLElement) {}

  set(state: StatusState, text: string): void {
    this.el.dataset["state"] = state;
    this.el.textContent = text;
  }

  /** Shows the outcome of a validation. */
  result(doc: ValidateDocument): void {
    const counts = [plural(doc.error_count, "error"), plural(doc.warning_count, "warning")].filter(Boolean);
    if (doc.valid) {
      this.set("valid", counts.length ? `Valid configuration, ${counts.join(", ")}` : "Valid configuration");
    } else {
      this.set("invalid", counts.join(", ") || "Invalid configuration");
    }
  }
}

function plural(n: number, word: string): string {
  if (n === 0) return "";
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
