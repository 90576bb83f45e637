/**
 * Validates the configuration as the user types: debounced, one request
 * in flight at a time, and results for outdated files dropped (a newer
 * validation is always scheduled after them).
 */
import type { ValidateDocument } from "./tfdiagnostics";

export interface ValidatorOptions {
  /** Debounce delay after the last change, in ms. */
  delay: number;
  /** A number that changes whenever the files change. */
  version: () => number;
  /** Runs the engine; gets the files to check. */
  validate: () => Promise<ValidateDocument>;
  /** Gets each result that is still current. */
  onResult: (doc: ValidateDocument) => void;
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
    const version = this.opts.version();
    this.opts.onStart?.();
    try {
      const result = await this.opts.validate();
      if (this.opts.version() === version) this.opts.onResult(result);
    } catch (err) {
      if (this.opts.version() === version) this.opts.onError(err);
    } finally {
      this.running = false;
      if (this.again) {
        this.again = false;
        void this.run();
      }
    }
  }
}
