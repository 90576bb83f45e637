/**
 * Wires the page together: editor ⇄ validator ⇄ engine worker, and the
 * results into lint markers, the Problems panel and the status line.
 */
import { createEditor, reveal, showDiagnostics } from "./editor";
import { EngineClient } from "./engine-client";
import { toEditorDiagnostics } from "./lint";
import { ByteOffsetMapper } from "./positions";
import { ProblemsPanel } from "./problems";
import { starterConfig } from "./starter";
import { StatusLine } from "./status";
import { Validator } from "./validation";

/** The one file the editor holds for now. */
const FILE = "main.tf";
/** Delay between the last keystroke and validation. */
const DEBOUNCE_MS = 250;

function element(id: string): HTMLElement {
  const el = document.getElementById(id);
  if (!el) throw new Error(`index.html lacks #${id}`);
  return el;
}

const engine = new EngineClient(new URL("worker.js", document.baseURI));
const status = new StatusLine(element("status"));

const view = createEditor({
  parent: element("editor"),
  doc: starterConfig,
  label: FILE,
  onChange: () => validator.schedule(),
});

const problems = new ProblemsPanel(element("problems-list"), element("problems-count"), element("problems-empty"), (d) => {
  if (d.range?.filename !== FILE) return;
  const mapper = new ByteOffsetMapper(view.state.doc.toString());
  reveal(view, mapper.toUtf16(d.range.start.byte), mapper.toUtf16(d.range.end.byte));
});

const validator = new Validator({
  view,
  delay: DEBOUNCE_MS,
  validate: (text) => engine.validate({ [FILE]: text }),
  onStart: () => status.set("checking", "Checking…"),
  onResult: (doc, text) => {
    showDiagnostics(view, toEditorDiagnostics(doc.diagnostics, FILE, text));
    problems.show(doc.diagnostics);
    status.result(doc);
  },
  onError: (err) => {
    showDiagnostics(view, []);
    problems.show([]);
    status.set("error", `Engine error: ${err instanceof Error ? err.message : String(err)}`);
  },
});

status.set("loading", "Starting engine…");
engine.start().then(
  () => validator.run(),
  (err: unknown) => status.set("error", `The engine could not start: ${err instanceof Error ? err.message : String(err)}`),
);
