// Every example of the gallery (web/src/gallery/, the single source of
// the examples) run through the engine without a browser: dist/tfplay.wasm
// under Node, through the same bridge the page's worker calls
// (globalThis.tfplay.call("run", …)). For each example: `terraform init`,
// then `terraform plan` on an empty state must succeed without errors or
// warnings and print the example's declared plan summary; and
// `terraform fmt -check` must find nothing to change. Also checks the
// shape of the gallery: enough examples, unique ids, a title and a
// one-line description each, and more than one file each.
// Needs a built dist/ (node scripts/build.mjs).
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { before, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { loadTS } from "./load-ts.mjs";

const { examples } = await loadTS("gallery/index.ts");
const dist = fileURLToPath(new URL("../../dist/", import.meta.url));

/** Calls the engine's bridge; throws on an error envelope. */
function call(method, request) {
  const envelope = JSON.parse(globalThis.tfplay.call(method, JSON.stringify(request)));
  if (!envelope.ok) throw new Error(`${method}: ${envelope.error}`);
  return envelope.result;
}

/** Runs a terraform command over files; returns its result and the files after it. */
function run(files, args) {
  const res = call("run", { args, files });
  const after = { ...files };
  for (const [name, content] of Object.entries(res.files ?? {})) {
    if (content === null) delete after[name];
    else after[name] = content;
  }
  return { res, files: after };
}

before(async () => {
  for (const f of ["tfplay.wasm", "wasm_exec.js"]) {
    if (!existsSync(dist + f)) throw new Error(`dist/${f} is missing: run node scripts/build.mjs first`);
  }
  createRequire(import.meta.url)(dist + "wasm_exec.js"); // defines globalThis.Go
  const go = new globalThis.Go();
  const { instance } = await WebAssembly.instantiate(readFileSync(dist + "tfplay.wasm"), go.importObject);
  void go.run(instance); // main registers globalThis.tfplay, then blocks
  assert.equal(typeof globalThis.tfplay?.call, "function", "tfplay.wasm registers globalThis.tfplay");
});

test("the gallery holds at least 25 examples, each with an id, a title, a one-line description and several files", () => {
  assert.ok(examples.length >= 25, `${examples.length} examples`);
  const ids = new Set();
  for (const ex of examples) {
    assert.match(ex.id, /^[a-z0-9-]+$/, ex.id);
    assert.ok(!ids.has(ex.id), `duplicate id ${ex.id}`);
    ids.add(ex.id);
    assert.ok(ex.title.trim() !== "", ex.id);
    assert.ok(ex.description.trim() !== "" && !ex.description.includes("\n"), ex.id);
    assert.match(ex.planSummary, /^(Plan: \d+ to (import|add)|No changes\.|You can apply this plan to save these new output values)/, ex.id);
    assert.ok(Object.keys(ex.files).length >= 2, `${ex.id} is a multi-file workspace`);
    for (const path of Object.keys(ex.files)) {
      assert.doesNotMatch(path, /(^|\/)\.terraform|terraform\.tfstate/, `${ex.id}: ${path} is written by Terraform, not by the learner`);
    }
  }
});

describe("every example is formatted as terraform fmt writes it", () => {
  for (const ex of examples) {
    test(ex.id, () => {
      const { res } = run(ex.files, ["fmt", "-check", "-recursive", "-no-color"]);
      assert.equal(res.exitCode, 0, `terraform fmt would change:\n${res.stdout}${res.stderr}`);
    });
  }
});

describe("every example plans to its summary", () => {
  for (const ex of examples) {
    test(`${ex.id}: ${ex.planSummary}`, () => {
      const init = run(ex.files, ["init", "-no-color", "-input=false"]);
      assert.equal(init.res.exitCode, 0, init.res.stdout + init.res.stderr);
      const { res } = run(init.files, ["plan", "-no-color", "-input=false"]);
      const out = res.stdout + res.stderr;
      assert.equal(res.exitCode, 0, out);
      assert.doesNotMatch(out, /^(Error|Warning):/m, out);
      assert.ok(out.includes(ex.planSummary), `want ${JSON.stringify(ex.planSummary)} in:\n${out}`);
    });
  }
});
