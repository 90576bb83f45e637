/**
 * Turns engine diagnostics into CodeMirror lint diagnostics.
 */
import type { Diagnostic } from "@codemirror/lint";
import { ByteOffsetMapper } from "./positions";
import type { TfDiagnostic } from "./tfdiagnostics";

/**
 * The diagnostics of `diags` that point into `filename`, with their byte
 * ranges converted to offsets in `text` (the document they were computed
 * for). Diagnostics without a range only appear in the Problems panel.
 */
export function toEditorDiagnostics(diags: readonly TfDiagnostic[], filename: string, text: string): Diagnostic[] {
  const mapper = new ByteOffsetMapper(text);
  const located = diags
    .filter((d) => d.range?.filename === filename)
    .sort((a, b) => a.range!.start.byte - b.range!.start.byte);
  // Starts are converted in order first (one pass); ends are mostly in order too.
  const froms = located.map((d) => mapper.toUtf16(d.range!.start.byte));
  return located.map((d, i) => {
    const from = froms[i]!;
    const to = Math.max(from, mapper.toUtf16(d.range!.end.byte));
    return {
      from,
      to,
      severity: d.severity === "warning" ? "warning" : "error",
      message: d.detail ? `${d.summary}: ${d.detail}` : d.summary,
      renderMessage: () => renderMessage(d),
    };
  });
}

/** Summary in bold and detail below, as text nodes. */
function renderMessage(d: TfDiagnostic): Node {
  const root = document.createElement("div");
  root.className = "tf-lint-message";
  const summary = document.createElement("strong");
  summary.textContent = d.summary;
  root.append(summary);
  if (d.detail) {
    const detail = document.createElement("div");
    detail.className = "tf-lint-detail";
    detail.textContent = d.detail;
    root.append(detail);
  }
  return root;
}
