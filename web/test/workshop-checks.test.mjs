// The browser's check runner (web/src/workshop/checks.ts) against the
// engine compiled to WebAssembly (dist/tfplay.wasm, under Node), on the
// same cases as the Go runner (workshops/check-cases.json), then on every
// workshop step as the built site ships it (dist/workshops/data/*.json):
// the starting files fail a check and the solution passes them all.
// Needs a built dist/.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { before, test } from "node:test";
import { distDir, root } from "../../scripts/lib/util.mjs";
import { loadTS } from "./load-ts.mjs";

const { runChecks, startingState } = await loadTS("workshop/checks.ts");

before(async () => {
  if (!existsSync(join(distDir, "tfplay.wasm"))) throw new Error("dist/ is not built: run `node scripts/build.mjs` first");
  createRequire(import.meta.url)(join(distDir, "wasm_exec.js")); // defines globalThis.Go
  const go = new globalThis.Go();
  const { instance } = await WebAssembly.instantiate(readFileSync(join(distDir, "tfplay.wasm")), go.importObject);
  void go.run(instance); // main registers globalThis.tfplay, then blocks
});

/** The engine's "run" call, as the page's worker makes it. */
async function exec(args, dir, stdin) {
  const request = { args, files: dir.files, binaryFiles: dir.binaryFiles, dir: "/workspace", env: { TF_IN_AUTOMATION: "1" } };
  if (stdin !== undefined) request.stdin = stdin;
  const envelope = JSON.parse(globalThis.tfplay.call("run", JSON.stringify(request)));
  if (!envelope.ok) throw new Error(envelope.error);
  return envelope.result;
}

test("check-cases.json: the same outcomes as the Go runner", async (t) => {
  const cases = JSON.parse(readFileSync(join(root, "workshops", "check-cases.json"), "utf8"));
  assert.ok(cases.length >= 5);
  for (const c of cases) {
    await t.test(c.name, async () => {
      const state = c.setup ? await startingState(exec, "apply", c.setup) : "";
      const got = await runChecks(exec, c.checks, c.files, state);
      assert.deepEqual(
        got.map((o) => o.pass),
        c.want,
        got.map((o, i) => `${i + 1}: ${o.pass} ${o.detail ?? ""}`).join("\n"),
      );
    });
  }
});

test("every workshop step: the starting files fail, the solution passes", async (t) => {
  const index = JSON.parse(readFileSync(join(distDir, "workshops", "data", "index.json"), "utf8"));
  assert.ok(index.length >= 2);
  for (const entry of index) {
    const w = JSON.parse(readFileSync(join(distDir, "workshops", "data", `${entry.id}.json`), "utf8"));
    for (const s of w.steps) {
      await t.test(`${w.id}/${s.id}`, async () => {
        const state = await startingState(exec, s.setup, s.files);
        const start = await runChecks(exec, s.checks, s.files, state);
        assert.ok(start.some((o) => !o.pass), "the starting files pass every check");
        const solved = await runChecks(exec, s.checks, s.solution, state);
        solved.forEach((o, i) => assert.ok(o.pass, `the solution fails check ${i + 1}: ${o.detail}`));
      });
    }
  }
});
