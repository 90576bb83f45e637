/**
 * The completion list's keys. Tab accepts the selected completion.
 * Enter accepts it only once the user has turned to the list (opened it
 * with Ctrl+Space or moved through it with the arrows) and only when it
 * changes the text; otherwise Enter is a new line, so that typing a line
 * and pressing Enter never replaces the word just typed. Escape closes
 * the list.
 */
import {
  acceptCompletion,
  closeCompletion,
  completionStatus,
  moveCompletionSelection,
  selectedCompletion,
  startCompletion,
} from "@codemirror/autocomplete";
import { type Extension, Prec } from "@codemirror/state";
import { type EditorView, keymap, ViewPlugin, type ViewUpdate } from "@codemirror/view";

/** Views whose open completion list the user has turned to. */
const engaged = new WeakSet<EditorView>();

/** The word (or quoted label content) typed before the cursor. */
function typedWord(view: EditorView): string {
  const { head } = view.state.selection.main;
  const line = view.state.doc.lineAt(head);
  return /[\w-]*$/.exec(line.text.slice(0, head - line.from))?.[0] ?? "";
}

function engage(view: EditorView): void {
  engaged.add(view);
}

const move = (forward: boolean, by?: "page") => (view: EditorView) => {
  if (completionStatus(view.state) !== "active") return false;
  engage(view);
  return moveCompletionSelection(forward, by)(view);
};

/** The completion keys, in place of the package's default keymap. */
export function completionKeys(): Extension {
  return [
    Prec.highest(
      keymap.of([
        {
          key: "Ctrl-Space",
          mac: "Alt-Space",
          run: (view) => {
            engage(view);
            return startCompletion(view);
          },
        },
        { key: "Escape", run: closeCompletion },
        { key: "ArrowDown", run: move(true) },
        { key: "ArrowUp", run: move(false) },
        { key: "PageDown", run: move(true, "page") },
        { key: "PageUp", run: move(false, "page") },
        { key: "Tab", run: acceptCompletion },
        {
          key: "Enter",
          run: (view) => {
            if (completionStatus(view.state) !== "active") return false;
            const selected = selectedCompletion(view.state);
            const same = selected !== null && selected.label.replace(/\($/, "") === typedWord(view);
            if (engaged.has(view) && !same) return acceptCompletion(view);
            closeCompletion(view);
            return false; // a new line
          },
        },
      ]),
    ),
    // The list closed: the next one starts unengaged.
    ViewPlugin.fromClass(
      class {
        update(u: ViewUpdate) {
          if (completionStatus(u.state) === null) engaged.delete(u.view);
        }
      },
    ),
  ];
}
