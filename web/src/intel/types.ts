/**
 * The bridge's "intel" method (wasm/intel.go, engine/intel): what the
 * editor asks about a position of a file and what the engine answers.
 * Offsets and ranges are UTF-8 byte offsets into the file's text.
 */

export type IntelOp = "complete" | "hover" | "definition";

export interface IntelRequest {
  op: IntelOp;
  /** The workspace's text files: path → content. */
  files: Record<string, string>;
  /** The edited file, as in files. */
  file: string;
  /** The cursor's UTF-8 byte offset in file. */
  offset: number;
  /** The saved plan (base64), whose planned values hover shows until the state moves on. */
  planFile?: string;
  dir?: string;
  /** TF_WORKSPACE, TF_VAR_name, TFPLAY_FLAVOR. */
  env?: Record<string, string>;
}

export interface ByteRange {
  start: number;
  end: number;
}

export type IntelKind =
  | "block"
  | "argument"
  | "meta-argument"
  | "resource-type"
  | "data-source"
  | "provider"
  | "function"
  | "variable"
  | "local"
  | "module"
  | "output"
  | "resource"
  | "attribute"
  | "keyword"
  | "type"
  | "value"
  | "file";

/** One completion. */
export interface IntelItem {
  label: string;
  kind: IntelKind;
  detail?: string;
  documentation?: string;
  insertText: string;
  /** InsertText with tab stops (${1}, ${2:default}), "\t" per indent level. */
  snippet?: string;
  range: ByteRange;
  required?: boolean;
}

/** What a hover shows. */
export interface IntelInfo {
  range: ByteRange;
  kind: IntelKind;
  title: string;
  detail?: string;
  documentation?: string;
  /** The evaluated value, as `terraform console` prints it. */
  value?: string;
  /** The value of each instance when they differ. */
  values?: { instance: string; value: string }[];
  /** "plan", "state" or "configuration". */
  valueSource?: string;
  error?: string;
}

/** The target of a go to definition. */
export interface IntelLocation {
  file: string;
  /** Where the cursor goes: the declaration's header or name. */
  range: ByteRange;
  /** The whole declaration. */
  full: ByteRange;
}
