/**
 * Go to definition: Ctrl+click (Cmd+click on macOS) or F12 on var.x,
 * local.y, module.m, a resource or data source reference, an output of a
 * module call… asks the engine where it is declared; the page then opens
 * that file and selects the declaration.
 */
import { type Extension, Prec } from "@codemirror/state";
import { EditorView, keymap } from "@codemirror/view";
import type { IntelClient } from "./client";
import { utf16ToByte } from "./positions";
import type { IntelLocation } from "./types";

/** Opens a declaration (the first location when there are several). */
export type GoTo = (location: IntelLocation) => void;

const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/** True for a go-to-definition click: Cmd on macOS, Ctrl elsewhere. */
function modClick(e: MouseEvent): boolean {
  return e.button === 0 && (isMac ? e.metaKey : e.ctrlKey) && !e.altKey && !e.shiftKey;
}

async function goToDefinition(client: IntelClient, path: string, view: EditorView, pos: number, goTo: GoTo): Promise<boolean> {
  const text = view.state.doc.toString();
  const locations = await client.definition(path, text, utf16ToByte(text, pos));
  const first = locations?.[0];
  if (!first) return false;
  goTo(first);
  return true;
}

/** The go-to-definition extension of the file at `path`. */
export function intelDefinition(client: IntelClient, path: string, goTo: GoTo): Extension {
  return [
    EditorView.domEventHandlers({
      mousedown(e, view) {
        if (!modClick(e)) return false;
        const pos = view.posAtCoords({ x: e.clientX, y: e.clientY });
        if (pos === null) return false;
        e.preventDefault();
        void goToDefinition(client, path, view, pos, goTo);
        return true;
      },
    }),
    // A pointer hint while the modifier is held over the text.
    EditorView.domEventHandlers({
      keydown(e, view) {
        if (e.key === (isMac ? "Meta" : "Control")) view.contentDOM.classList.add("cm-intel-mod");
        return false;
      },
      keyup(e, view) {
        if (e.key === (isMac ? "Meta" : "Control")) view.contentDOM.classList.remove("cm-intel-mod");
        return false;
      },
      blur(_e, view) {
        view.contentDOM.classList.remove("cm-intel-mod");
        return false;
      },
    }),
    Prec.high(
      keymap.of([
        {
          key: "F12",
          preventDefault: true,
          run: (view) => {
            void goToDefinition(client, path, view, view.state.selection.main.head, goTo);
            return true;
          },
        },
      ]),
    ),
  ];
}
