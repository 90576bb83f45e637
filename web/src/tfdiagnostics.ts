/**
 * Types of `terraform validate -json`, as the engine prints it.
 */

export interface SourcePos {
  line: number; // 1-based
  column: number; // 1-based, counts grapheme clusters
  byte: number; // 0-based UTF-8 offset
}

export interface SourceRange {
  filename: string;
  start: SourcePos;
  end: SourcePos;
}

export type Severity = "error" | "warning";

export interface TfDiagnostic {
  severity: Severity;
  summary: string;
  detail?: string;
  range?: SourceRange;
}

export interface ValidateDocument {
  format_version: string;
  valid: boolean;
  error_count: number;
  warning_count: number;
  diagnostics: TfDiagnostic[];
}

/** "main.tf:3:14", or just the file name when there is no position. */
export function formatLocation(range: SourceRange): string {
  return `${range.filename}:${range.start.line}:${range.start.column}`;
}
