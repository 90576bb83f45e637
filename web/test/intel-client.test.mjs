// Unit tests of the editor intelligence's plumbing (web/src/intel): byte
// offsets for the engine, and questions to the worker where only the
// latest of each kind is answered (older ones are dropped, never sent when
// replaced while waiting). The transport is a queue the test answers by
// hand, standing for the worker.
import assert from "node:assert/strict";
import { test } from "node:test";
import { loadTS } from "./load-ts.mjs";

const { IntelClient } = await loadTS("intel/client.ts");
const { utf16ToByte, byteToUtf16 } = await loadTS("intel/positions.ts");

test("UTF-16 offsets map to UTF-8 byte offsets and back", () => {
  const text = 'a = "é👋x"';
  for (let i = 0; i <= text.length; i++) {
    if (i > 0 && text.charCodeAt(i - 1) >= 0xd800 && text.charCodeAt(i - 1) <= 0xdbff) continue; // inside a pair
    assert.equal(byteToUtf16(text, utf16ToByte(text, i)), i, `offset ${i}`);
  }
  assert.equal(utf16ToByte(text, text.length), new TextEncoder().encode(text).length);
});

/** A worker whose answers the test gives, in order. */
function manualEngine() {
  const calls = [];
  return {
    calls,
    call(method, request) {
      return new Promise((resolve) => calls.push({ method, request, resolve }));
    },
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

test("only the latest question of a kind is sent and answered", async () => {
  const engine = manualEngine();
  const client = new IntelClient(engine, () => ({ files: { "main.tf": "old", "vars.tf": "v" }, env: { TF_VAR_x: "1" } }));
  const first = client.hover("main.tf", "a", 0);
  const second = client.hover("main.tf", "ab", 1); // waits: the first is running
  const third = client.hover("main.tf", "abc", 2); // replaces the second before it is sent
  await tick();
  assert.equal(engine.calls.length, 1);
  assert.deepEqual(engine.calls[0].request, { op: "hover", files: { "main.tf": "a", "vars.tf": "v" }, file: "main.tf", offset: 0, env: { TF_VAR_x: "1" } });
  assert.equal(await second, null, "replaced while waiting");
  engine.calls[0].resolve({ hover: { title: "stale" } });
  assert.equal(await first, null, "answered after a newer question: dropped");
  await tick();
  assert.equal(engine.calls.length, 2);
  assert.equal(engine.calls[1].request.offset, 2);
  engine.calls[1].resolve({ hover: { title: "var.x" } });
  assert.deepEqual(await third, { title: "var.x" });
  // Kinds do not replace each other.
  const c = client.complete("main.tf", "u", 1);
  const d = client.definition("main.tf", "u", 1);
  await tick();
  engine.calls[2].resolve({ items: [{ label: "upper" }] });
  engine.calls[3].resolve({ locations: [] });
  assert.deepEqual(await c, [{ label: "upper" }]);
  assert.deepEqual(await d, []);
});

test("a failed question shows nothing", async () => {
  const client = new IntelClient({ call: () => Promise.reject(new Error("engine crashed")) }, () => ({ files: {} }));
  assert.equal(await client.complete("main.tf", "", 0), null);
});
