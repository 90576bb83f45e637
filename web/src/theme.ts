/**
 * The editor's look. Colours are CSS variables defined in style.css, so
 * light and dark follow prefers-color-scheme without a second theme.
 */
import { HighlightStyle } from "@codemirror/language";
import { EditorView } from "@codemirror/view";
import { tags as t } from "@lezer/highlight";

export const editorTheme = EditorView.theme({
  "&": { height: "100%", backgroundColor: "var(--surface)", color: "var(--text)" },
  "&.cm-focused": { outline: "none" },
  ".cm-scroller": { fontFamily: "var(--mono)", fontSize: "13.5px", lineHeight: "1.6" },
  ".cm-content": { caretColor: "var(--accent)" },
  ".cm-cursor, .cm-dropCursor": { borderLeftColor: "var(--accent)" },
  ".cm-gutters": { backgroundColor: "var(--surface)", color: "var(--muted)", borderRight: "1px solid var(--border)" },
  ".cm-activeLine, .cm-activeLineGutter": { backgroundColor: "var(--active-line)" },
  "&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground": {
    backgroundColor: "var(--selection)",
  },
  ".cm-matchingBracket, &.cm-focused .cm-matchingBracket": { backgroundColor: "var(--selection)" },
  ".cm-tooltip": {
    backgroundColor: "var(--surface)",
    color: "var(--text)",
    border: "1px solid var(--border)",
    borderRadius: "6px",
    boxShadow: "0 4px 16px rgb(0 0 0 / 0.15)",
    overflow: "hidden",
  },
  ".cm-tooltip-lint": { maxWidth: "36rem" },
  ".cm-diagnostic": { padding: "6px 10px", fontFamily: "var(--sans)" },
  ".cm-diagnostic-error": { borderLeftColor: "var(--error)" },
  ".cm-diagnostic-warning": { borderLeftColor: "var(--warning)" },
  ".tf-lint-detail": { marginTop: "2px", whiteSpace: "pre-wrap", color: "var(--muted)" },
});

/** Token colours. */
export const highlightStyle = HighlightStyle.define([
  { tag: [t.typeName, t.keyword, t.controlKeyword, t.special(t.controlKeyword)], color: "var(--hl-keyword)" },
  { tag: t.labelName, color: "var(--hl-label)" },
  { tag: t.string, color: "var(--hl-string)" },
  { tag: t.special(t.brace), color: "var(--hl-keyword)" },
  { tag: [t.number, t.bool, t.null], color: "var(--hl-literal)" },
  { tag: [t.lineComment, t.blockComment], color: "var(--hl-comment)", fontStyle: "italic" },
  { tag: t.namespace, color: "var(--hl-type)" },
  { tag: t.function(t.variableName), color: "var(--hl-function)" },
  { tag: t.definition(t.propertyName), color: "var(--hl-property)" },
  { tag: [t.variableName, t.definition(t.variableName)], color: "var(--hl-variable)" },
  { tag: [t.operator, t.punctuation, t.separator, t.brace, t.paren, t.squareBracket], color: "var(--hl-punctuation)" },
]);
