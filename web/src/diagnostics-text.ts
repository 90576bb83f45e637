/**
 * Reads diagnostics back from Terraform's human output (plan, apply and
 * the other commands print them on stderr as "Error: summary", "on FILE
 * line N", the quoted source and the detail), so that they can be listed
 * under Problems with the ones of `validate -json`.
 */
import { stripAnsi } from "./ansi";
import type { SourcePos, TfDiagnostic } from "./tfdiagnostics";

const HEADER = /^(Error|Warning): (.*)$/;
const LOCATION = /^ {2}on (.+?) line (\d+)(?:, in (.+))?:$/;

/**
 * The diagnostics in `output`. `fileText` returns the current content of
 * a file, to turn line numbers into the byte ranges of those lines.
 */
export function parseDiagnostics(output: string, fileText: (path: string) => string | undefined): TfDiagnostic[] {
  const lines = stripAnsi(output)
    .split("\n")
    .filter((l) => !/^[╷╵]\s*$/.test(l))
    .map((l) => l.replace(/^│ ?/, ""));
  const out: TfDiagnostic[] = [];
  let i = 0;
  while (i < lines.length) {
    const m = HEADER.exec(lines[i]!);
    if (!m) {
      i++;
      continue;
    }
    const d: TfDiagnostic = { severity: m[1] === "Warning" ? "warning" : "error", summary: m[2]!.trim() };
    i++;
    let end = i;
    while (end < lines.length && !HEADER.test(lines[end]!)) end++;
    const body = lines.slice(i, end);
    i = end;
    // Skip blank lines, the address and the location with its quoted code.
    let j = 0;
    while (j < body.length && body[j]!.trim() === "") j++;
    if (j < body.length && /^ {2}with .*,$/.test(body[j]!)) j++;
    const loc = j < body.length ? LOCATION.exec(body[j]!) : null;
    if (loc) {
      j++;
      while (j < body.length && /^\s*(\d+:|├|│|\(source code not available\))/.test(body[j]!)) j++;
      const range = lineRange(loc[1]!, Number(loc[2]), fileText(loc[1]!));
      if (range) d.range = range;
    }
    const detail = body.slice(j).join("\n").trim();
    if (detail) d.detail = detail;
    out.push(d);
  }
  return out;
}

/** The range of line `line` of a file, without its indentation. */
function lineRange(filename: string, line: number, text: string | undefined): TfDiagnostic["range"] {
  const enc = new TextEncoder();
  if (text === undefined) {
    const pos: SourcePos = { line, column: 1, byte: -1 };
    return { filename, start: pos, end: pos };
  }
  const all = text.split("\n");
  const content = all[line - 1] ?? "";
  const before = all.slice(0, line - 1).join("\n") + (line > 1 ? "\n" : "");
  const indent = content.length - content.trimStart().length;
  const startByte = enc.encode(before).length + enc.encode(content.slice(0, indent)).length;
  const endByte = enc.encode(before).length + enc.encode(content.trimEnd()).length;
  return {
    filename,
    start: { line, column: indent + 1, byte: startByte },
    end: { line, column: content.trimEnd().length + 1, byte: Math.max(startByte, endByte) },
  };
}
