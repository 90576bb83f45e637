/**
 * The CodeMirror 6 editor: HCL highlighting (codemirror-lang-hcl, used for
 * highlighting only: its parse errors are never shown, the engine is the
 * source of truth), lint markers pushed from engine diagnostics.
 */
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { bracketMatching, indentOnInput, syntaxHighlighting } from "@codemirror/language";
import { type Diagnostic, lintGutter, setDiagnostics } from "@codemirror/lint";
import { EditorState } from "@codemirror/state";
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from "@codemirror/view";
import { hcl } from "codemirror-lang-hcl";
import { editorTheme, highlightStyle } from "./theme";

export interface EditorOptions {
  parent: HTMLElement;
  doc: string;
  /** Accessible name of the editable area, e.g. "main.tf". */
  label: string;
  /** Called after every change of the document. */
  onChange: (view: EditorView) => void;
}

export function createEditor(opts: EditorOptions): EditorView {
  return new EditorView({
    parent: opts.parent,
    state: EditorState.create({
      doc: opts.doc,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightActiveLine(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        hcl(),
        syntaxHighlighting(highlightStyle),
        editorTheme,
        lintGutter(),
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
        EditorView.contentAttributes.of({ "aria-label": opts.label }),
        EditorView.updateListener.of((u) => {
          if (u.docChanged) opts.onChange(u.view);
        }),
      ],
    }),
  });
}

/** Replaces the editor's lint markers with `diagnostics`. */
export function showDiagnostics(view: EditorView, diagnostics: readonly Diagnostic[]): void {
  view.dispatch(setDiagnostics(view.state, diagnostics));
}

/** Selects [from, to) and scrolls it into view. */
export function reveal(view: EditorView, from: number, to: number): void {
  const len = view.state.doc.length;
  view.dispatch({
    selection: { anchor: Math.min(from, len), head: Math.min(to, len) },
    scrollIntoView: true,
  });
  view.focus();
}
