/** The look of completion details, hover tooltips and definition links. */
import { EditorView } from "@codemirror/view";

export const intelTheme = EditorView.theme({
  ".cm-tooltip.cm-tooltip-hover": { maxWidth: "40rem" },
  ".cm-intel-hover, .cm-intel-info": {
    padding: "6px 10px",
    fontFamily: "var(--sans)",
    fontSize: "13px",
    maxHeight: "24rem",
    overflow: "auto",
  },
  ".cm-intel-info": { maxWidth: "32rem" },
  ".cm-intel-title, .cm-intel-signature": { fontFamily: "var(--mono)", fontWeight: "600", whiteSpace: "pre-wrap" },
  ".cm-intel-detail": { color: "var(--muted)", marginTop: "2px" },
  ".cm-intel-doc": { marginTop: "4px", whiteSpace: "pre-wrap" },
  ".cm-intel-label": { marginTop: "6px", color: "var(--muted)", fontSize: "12px" },
  ".cm-intel-value": {
    margin: "2px 0 0",
    fontFamily: "var(--mono)",
    fontSize: "12.5px",
    whiteSpace: "pre-wrap",
    background: "var(--surface-2)",
    padding: "2px 6px",
    borderRadius: "4px",
  },
  ".cm-intel-instance": { marginTop: "4px" },
  ".cm-intel-instance-name": { fontFamily: "var(--mono)", fontSize: "12px", color: "var(--muted)" },
  ".cm-intel-error": { marginTop: "6px", color: "var(--error)", whiteSpace: "pre-wrap" },
  ".cm-content.cm-intel-mod": { cursor: "pointer" },
});
