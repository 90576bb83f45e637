/**
 * The bridge's "run" method: one terraform command over a working
 * directory sent whole (see wasm/run.go).
 */

export interface RunRequest {
  args: string[];
  /** Text files: path relative to dir → content. */
  files: Record<string, string>;
  /** Files that are not UTF-8 text (saved plans): path → base64. */
  binaryFiles: Record<string, string>;
  dir?: string;
  env?: Record<string, string>;
  stdin?: string;
}

export interface RunResult {
  stdout: string;
  stderr: string;
  exitCode: number;
  /** Files the command wrote (text) or removed (null). */
  files: Record<string, string | null>;
  /** Binary files the command wrote, base64-encoded. */
  binaryFiles?: Record<string, string>;
}
