/**
 * The "Problems" panel: every diagnostic of the last validation, with
 * its severity, summary, detail and file:line:col. All engine text is
 * rendered with textContent.
 */
import { formatLocation, type TfDiagnostic } from "./tfdiagnostics";

export class ProblemsPanel {
  /**
   * @param list    the <ol> that holds one <li> per diagnostic
   * @param count   element showing how many problems there are
   * @param empty   element shown when there are none
   * @param onSelect called when the user picks a diagnostic with a range
   */
  constructor(
    private readonly list: HTMLElement,
    private readonly count: HTMLElement,
    private readonly empty: HTMLElement,
    private readonly onSelect: (d: TfDiagnostic) => void,
  ) {}

  /** Replaces the list with `diags`, errors first. */
  show(diags: readonly TfDiagnostic[]): void {
    const sorted = [...diags].sort(
      (a, b) => severityRank(a) - severityRank(b) || (a.range?.start.byte ?? -1) - (b.range?.start.byte ?? -1),
    );
    this.list.replaceChildren(...sorted.map((d) => this.entry(d)));
    this.count.textContent = String(diags.length);
    this.count.hidden = diags.length === 0;
    this.empty.hidden = diags.length !== 0;
  }

  private entry(d: TfDiagnostic): HTMLElement {
    const li = document.createElement("li");
    li.className = `problem problem-${d.severity}`;

    const button = document.createElement("button");
    button.type = "button";
    button.className = "problem-main";
    button.disabled = !d.range;
    button.addEventListener("click", () => this.onSelect(d));

    const severity = document.createElement("span");
    severity.className = "problem-severity";
    severity.textContent = d.severity === "warning" ? "Warning" : "Error";

    const summary = document.createElement("span");
    summary.className = "problem-summary";
    summary.textContent = d.summary;

    button.append(severity, summary);
    if (d.range) {
      const location = document.createElement("span");
      location.className = "problem-location";
      location.textContent = formatLocation(d.range);
      button.append(location);
    }
    li.append(button);

    if (d.detail) {
      const detail = document.createElement("p");
      detail.className = "problem-detail";
      detail.textContent = d.detail;
      li.append(detail);
    }
    return li;
  }
}

function severityRank(d: TfDiagnostic): number {
  return d.severity === "error" ? 0 : 1;
}
