/**
 * Validates the editor's document as the user types: debounced, one
 * request in flight at a time, and results for an outdated document
 * dropped (a newer validation is always scheduled after them).
 */
import type { Text } from "@codemirror/state";
import type { EditorView } from "@codemirror/view";
import type { ValidateDocument } from "./tfdiagnostics";

export interface ValidatorOptions {
  view: EditorView;
  /** Debounce delay after the last keystroke, in ms. */
  delay: number;
  /** Runs the engine on the document's text. */
  validate: (text: string) => Promise<ValidateDocument>;
  /** Gets each result, with the document it describes (still current). */
  onResult: (doc: ValidateDocument, text: string) => void;
  onError: (err: unknown) => void;
  /** Called when a validation starts. */
  onStart?: () => void;
}

export class Validator {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private again = false;

  constructor(private readonly opts: ValidatorOptions) {}

  /** Validates after the debounce delay. */
  schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), this.opts.delay);
  }

  /** Validates now (or as soon as the running validation ends). */
  async run(): Promise<void> {
    clearTimeout(this.timer);
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    const doc: Text = this.opts.view.state.doc;
    const text = doc.toString();
    this.opts.onStart?.();
    try {
      const result = await this.opts.validate(text);
      if (this.opts.view.state.doc === doc) this.opts.onResult(result, text);
    } catch (err) {
      if (this.opts.view.state.doc === doc) this.opts.onError(err);
    } finally {
      this.running = false;
      if (this.again) {
        this.again = false;
        void this.run();
      }
    }
  }
}
