/**
 * What the Graph tab needs from the page (main.ts provides it): running
 * terraform commands, the files, the last plan, the engine's `intel`
 * method and the editor.
 */
import type { PlanDocument } from "../plan-types";
import type { IntelCall } from "./locate";

export interface GraphHost {
  /** Runs a terraform command over the workspace (as the terminal does). */
  run(args: string[]): Promise<{ stdout: string; stderr: string; exitCode: number }>;
  /** The workspace's text files. */
  files(): Readonly<Record<string, string>>;
  /** The last plan's JSON, or null (no plan, or it is out of date). */
  plan(): PlanDocument | null;
  intel: IntelCall;
  /** Opens `file` in the editor and selects [start, end) (UTF-8 byte offsets), the cursor at start. */
  reveal(file: string, start: number, end: number): void;
  /** Tells the user something in the status line. */
  report(text: string, kind?: "" | "error" | "ok"): void;
}

/** The Graph tab, once loaded. */
export interface GraphView {
  /** Reads the graph again and draws it (after the files changed). */
  refresh(): Promise<void>;
  /** Recolours the nodes after a plan (or when the plan went out of date). */
  planChanged(): void;
  /** The tab was shown again: fits the drawing to its new size. */
  shown(): void;
}
