/**
 * The CodeMirror 6 editor over the project's files: one view, one
 * EditorState per open file (so each keeps its own undo history and
 * selection), HCL highlighting (codemirror-lang-hcl, for highlighting
 * only: the engine is the source of truth for errors), lint markers
 * pushed from engine diagnostics, the app's shortcuts, and the engine's
 * completion, hover and go to definition (web/src/intel).
 */
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { bracketMatching, indentOnInput, syntaxHighlighting } from "@codemirror/language";
import { type Diagnostic, lintGutter, setDiagnostics } from "@codemirror/lint";
import { highlightSelectionMatches, search, searchKeymap } from "@codemirror/search";
import { Compartment, EditorState, type Extension } from "@codemirror/state";
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from "@codemirror/view";
import { hcl } from "codemirror-lang-hcl";
import { useConstructedEditorStyles } from "./editor-styles";
import { fileKind } from "./paths";
import { editorTheme, highlightStyle } from "./theme";

export interface EditorHandlers {
  /** After every change of the active document made by the user. */
  onChange: (path: string, text: string) => void;
  /** Ctrl/Cmd+S. */
  onSave: () => void;
  /** Ctrl/Cmd+Enter. */
  onRun: () => void;
  /**
   * Completion, hover and go to definition for an editable configuration
   * or .tfvars file (web/src/intel).
   */
  intel?: (path: string) => Extension;
}

/** Files the engine's editor intelligence understands. */
function hasIntel(path: string): boolean {
  return /\.(tf|tofu|tfvars)$/.test(path);
}

export class Editor {
  readonly view: EditorView;
  private readonly states = new Map<string, EditorState>();
  private path: string | null = null;
  private applyingExternal = false;

  constructor(parent: HTMLElement, private readonly handlers: EditorHandlers) {
    useConstructedEditorStyles(); // before the first view mounts its styles: see editor-styles.ts
    this.view = new EditorView({
      parent,
      state: EditorState.create({ doc: "", extensions: this.extensions("", true) }),
    });
  }

  /** The path of the file shown, or null. */
  get activePath(): string | null {
    return this.path;
  }

  private extensions(path: string, readOnly: boolean): Extension[] {
    const language = new Compartment();
    return [
      lineNumbers(),
      highlightActiveLineGutter(),
      highlightActiveLine(),
      history(),
      drawSelection(),
      // Control characters (an ESC from a pasted log, a share link) and
      // invisible ones (bidi overrides) shown as placeholders, never as raw text.
      highlightSpecialChars(),
      indentOnInput(),
      bracketMatching(),
      search({ top: true }),
      highlightSelectionMatches(),
      language.of(fileKind(path) === "hcl" ? hcl() : []),
      syntaxHighlighting(highlightStyle),
      editorTheme,
      lintGutter(),
      !readOnly && path && hasIntel(path) && this.handlers.intel ? this.handlers.intel(path) : [],
      EditorState.readOnly.of(readOnly),
      EditorView.editable.of(!readOnly),
      keymap.of([
        { key: "Mod-s", preventDefault: true, run: () => (this.handlers.onSave(), true) },
        { key: "Mod-Enter", preventDefault: true, run: () => (this.handlers.onRun(), true) },
        ...searchKeymap,
        ...defaultKeymap,
        ...historyKeymap,
        indentWithTab,
      ]),
      EditorView.contentAttributes.of({ "aria-label": path ? `Contents of ${path}` : "Editor" }),
      EditorView.updateListener.of((u) => {
        if (u.docChanged && this.path && !this.applyingExternal) this.handlers.onChange(this.path, u.state.doc.toString());
      }),
    ];
  }

  /** Shows `path` (creating its editor state from `text` the first time). */
  open(path: string, text: string, readOnly: boolean): void {
    if (this.path === path) {
      if (this.view.state.doc.toString() !== text) this.setText(path, text);
      return;
    }
    if (this.path) this.states.set(this.path, this.view.state);
    let state = this.states.get(path);
    if (!state || state.doc.toString() !== text || state.readOnly !== readOnly) {
      state = EditorState.create({ doc: text, extensions: this.extensions(path, readOnly) });
    }
    this.path = path;
    this.view.setState(state);
  }

  /** Shows nothing (no file open). */
  clear(): void {
    if (this.path) this.states.set(this.path, this.view.state);
    this.path = null;
    this.view.setState(EditorState.create({ doc: "", extensions: this.extensions("", true) }));
  }

  /**
   * Replaces a file's text after a change from outside the editor (fmt,
   * the engine). The active document changes in one undoable step.
   */
  setText(path: string, text: string): void {
    if (this.path === path) {
      const doc = this.view.state.doc.toString();
      if (doc === text) return;
      this.applyingExternal = true;
      try {
        const head = Math.min(this.view.state.selection.main.head, text.length);
        this.view.dispatch({ changes: { from: 0, to: doc.length, insert: text }, selection: { anchor: head } });
      } finally {
        this.applyingExternal = false;
      }
      return;
    }
    this.states.delete(path);
  }

  /** Forgets a file's editor state (closed, deleted or renamed). */
  forget(path: string): void {
    this.states.delete(path);
    if (this.path === path) this.clear();
  }

  rename(from: string, to: string): void {
    // The extensions name the file (intelligence asks about it by path):
    // the renamed file gets a fresh state, keeping its text and selection.
    this.states.delete(from);
    if (this.path === from) {
      const old = this.view.state;
      this.path = to;
      this.view.setState(EditorState.create({ doc: old.doc, selection: old.selection, extensions: this.extensions(to, old.readOnly) }));
    }
  }

  /** Replaces the lint markers of the active document. */
  showDiagnostics(diagnostics: readonly Diagnostic[]): void {
    this.view.dispatch(setDiagnostics(this.view.state, diagnostics));
  }

  /** Selects [from, to) and scrolls it into view. */
  reveal(from: number, to: number): void {
    const len = this.view.state.doc.length;
    this.view.dispatch({
      selection: { anchor: Math.min(from, len), head: Math.min(to, len) },
      scrollIntoView: true,
    });
    this.view.focus();
  }

  focus(): void {
    this.view.focus();
  }
}
