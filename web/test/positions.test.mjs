// Unit tests for web/src/positions.ts and web/src/lint.ts: engine byte
// offsets (UTF-8) to editor offsets (UTF-16).
import assert from "node:assert/strict";
import { test } from "node:test";
import { loadTS } from "./load-ts.mjs";

const { ByteOffsetMapper, byteToUtf16 } = await loadTS("positions.ts");
const { toEditorDiagnostics } = await loadTS("lint.ts");

const utf8 = (s) => Buffer.byteLength(s, "utf8");

test("ASCII offsets are unchanged", () => {
  const text = 'locals {\n  x = 1\n}\n';
  for (let i = 0; i <= text.length; i++) assert.equal(byteToUtf16(text, i), i);
});

test("non-ASCII text before an offset", () => {
  const text = 'x = "é👋" oops';
  const byte = utf8(text.slice(0, text.indexOf("oops")));
  assert.equal(byte, text.indexOf("oops") + 3); // é: +1 byte, 👋: +2 bytes
  assert.equal(text.slice(byteToUtf16(text, byte)), "oops");
});

test("every code point boundary round-trips", () => {
  const text = "a\u00e9\u20ac\u{1F44B}b\n\u00fc\u{1F1EB}\u{1F1F7}\u0301 end";
  const mapper = new ByteOffsetMapper(text);
  for (let i = 0; i <= text.length; i++) {
    if (i > 0 && i < text.length && /[\uDC00-\uDFFF]/.test(text[i])) continue; // inside a surrogate pair
    assert.equal(mapper.toUtf16(utf8(text.slice(0, i))), i, `offset ${i}`);
  }
});

test("offsets inside a character, past the end, or negative are clamped", () => {
  const text = "é👋";
  assert.equal(byteToUtf16(text, 1), 0); // inside é
  assert.equal(byteToUtf16(text, 2), 1);
  assert.equal(byteToUtf16(text, 4), 1); // inside 👋
  assert.equal(byteToUtf16(text, 6), 3);
  assert.equal(byteToUtf16(text, 100), 3);
  assert.equal(byteToUtf16(text, -5), 0);
});

test("a mapper answers lookups out of order", () => {
  const text = "é".repeat(10);
  const mapper = new ByteOffsetMapper(text);
  assert.equal(mapper.toUtf16(20), 10);
  assert.equal(mapper.toUtf16(4), 2);
  assert.equal(mapper.toUtf16(10), 5);
});

test("engine diagnostics become editor diagnostics for the file shown", () => {
  const text = 'locals {\n  a = "é👋" oops\n}\n';
  const start = utf8(text.slice(0, text.indexOf("oops")));
  const diag = (filename, severity, summary, detail, from, to) => ({
    severity,
    summary,
    detail,
    range: { filename, start: { line: 2, column: 13, byte: from }, end: { line: 2, column: 17, byte: to } },
  });
  const got = toEditorDiagnostics(
    [
      diag("main.tf", "error", "Missing newline after argument", "An argument definition must end with a newline.", start, start + 4),
      diag("other.tf", "error", "Elsewhere", "", 0, 1),
      diag("main.tf", "warning", "Deprecated", "", 0, 6),
      { severity: "error", summary: "No range" },
    ],
    "main.tf",
    text,
  );
  assert.equal(got.length, 2);
  assert.deepEqual(
    got.map((d) => [d.severity, text.slice(d.from, d.to), d.message]),
    [
      ["warning", "locals", "Deprecated"],
      ["error", "oops", "Missing newline after argument: An argument definition must end with a newline."],
    ],
  );
});
