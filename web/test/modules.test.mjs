// Unit tests of the page's pure modules (no browser): ANSI parsing,
// diagnostics read back from Terraform's text, state diffs, the shell's
// word splitting and plan footer, init fingerprints, variable
// declarations and value formatting.
import assert from "node:assert/strict";
import { test } from "node:test";
import { loadTS } from "./load-ts.mjs";

const { parseAnsi, stripAnsi } = await loadTS("ansi.ts");
const { parseDiagnostics } = await loadTS("diagnostics-text.ts");
const { diffStates } = await loadTS("state-diff.ts");
const { tokenize, withoutSavedPlanFooter } = await loadTS("shell.ts");
const { applyCounts, commandLabel, initFingerprint, needsInit, stateSummary } = await loadTS("terraform.ts");
const { missingVariables, rootVariables } = await loadTS("variables.ts");
const { formatType, formatValue } = await loadTS("values.ts");
const { planCounts, planIsEmpty, summaryLine } = await loadTS("plan-view.ts");
const { cleanPath, isEngineFile, statePath } = await loadTS("paths.ts");

test("ANSI: Terraform's bold, colours and resets become styled segments", () => {
  const segs = parseAnsi("\x1b[0m\x1b[1m  # a\x1b[0m will be created\n  \x1b[32m+\x1b[0m x");
  assert.deepEqual(
    segs.map((s) => [s.text, s.bold, s.fg]),
    [
      ["  # a", true, null],
      [" will be created\n  ", false, null],
      ["+", false, "green"],
      [" x", false, null],
    ],
  );
  assert.deepEqual(parseAnsi("\x1b[1;91mE\x1b[22mr\x1b[39mr").map((s) => [s.text, s.bold, s.fg]), [
    ["E", true, "bright-red"],
    ["r", false, "bright-red"],
    ["r", false, null],
  ]);
  // 256 colours map to the named ones; other escapes are dropped.
  assert.equal(parseAnsi("\x1b[38;5;2mg")[0].fg, "green");
  assert.equal(stripAnsi("\x1b]0;title\x07a\x1b[2Kb\x1b[4mc"), "abc");
  assert.equal(parseAnsi("<b>&amp;</b>")[0].text, "<b>&amp;</b>");
});

test("diagnostics are read back from Terraform's human output", () => {
  const stderr =
    "\n\x1b[31mError: \x1b[0mReference to undeclared resource\n\n  on main.tf line 2, in locals:\n   2:   x = foo.bar\n\nA managed resource \"foo\" \"bar\" has not been declared in the root\nmodule.\n" +
    "\nWarning: Deprecated\n\n  with terraform_data.a,\n  on b.tf line 1:\n   1: é = 1\n    ├────────────────\n    │ x is 1\n\nold\n" +
    "\nError: No configuration files\n\nPlan requires configuration to be present.\n";
  const files = { "main.tf": "locals {\n  x = foo.bar\n}\n", "b.tf": "é = 1\n" };
  const d = parseDiagnostics(stderr, (p) => files[p]);
  assert.equal(d.length, 3);
  assert.equal(d[0].severity, "error");
  assert.equal(d[0].summary, "Reference to undeclared resource");
  assert.equal(d[0].detail, 'A managed resource "foo" "bar" has not been declared in the root\nmodule.');
  assert.deepEqual([d[0].range.filename, d[0].range.start.line, d[0].range.start.byte, d[0].range.end.byte], ["main.tf", 2, 11, 22]);
  assert.equal(files["main.tf"].slice(11, 22), "x = foo.bar");
  assert.equal(d[1].severity, "warning");
  assert.equal(d[1].detail, "old");
  assert.deepEqual([d[1].range.start.byte, d[1].range.end.byte], [0, 6]); // é is 2 bytes
  assert.equal(d[2].range, undefined);
  assert.equal(d[2].detail, "Plan requires configuration to be present.");
});

const state = (serial, resources, outputs = {}) =>
  JSON.stringify({ version: 4, serial, lineage: "l", outputs, resources });
const res = (type, name, attrs, extra = {}) => ({ mode: "managed", type, name, instances: [{ attributes: attrs }], ...extra });

test("state diffs list added, removed and changed instances and outputs", () => {
  const before = state(1, [res("t", "a", { id: "1", tags: { x: "1" } }), res("t", "gone", { id: "9" })], { o: { value: "old" } });
  const after = state(
    2,
    [
      res("t", "a", { id: "1", tags: { x: "2", y: "3" } }),
      res("t", "new", { id: "5" }, { module: "module.m" }),
      { mode: "managed", type: "t", name: "c", instances: [{ index_key: "k", attributes: {} }, { index_key: 0, attributes: {} }] },
    ],
    { o: { value: "new" }, s: { value: "x", sensitive: true } },
  );
  const d = diffStates(before, after);
  assert.deepEqual(d.added, ["module.m.t.new", 't.c["k"]', "t.c[0]"]);
  assert.deepEqual(d.removed, ["t.gone"]);
  assert.deepEqual(d.changed, [
    {
      address: "t.a",
      attributes: [
        { path: "tags.x", before: '"1"', after: '"2"' },
        { path: "tags.y", before: null, after: '"3"' },
      ],
    },
  ]);
  assert.deepEqual(d.outputs, [
    { path: "o", before: '"old"', after: '"new"' },
    { path: "s", before: null, after: "(sensitive value)" },
  ]);
  assert.deepEqual(diffStates("", ""), { added: [], removed: [], changed: [], outputs: [] });
  assert.deepEqual(stateSummary(after), { serial: 2, lineage: "l", resources: 4 });
});

test("the shell splits words like a POSIX shell and supports one echo pipe", () => {
  assert.deepEqual(tokenize(`terraform state show 'aws_x.y["a b"]'`), [["terraform", "state", "show", 'aws_x.y["a b"]']]);
  assert.deepEqual(tokenize(`echo "upper(\\"x\\")" | terraform console`), [["echo", 'upper("x")'], ["terraform", "console"]]);
  assert.deepEqual(tokenize("plan -var=a=b\\ c  -no-color"), [["plan", "-var=a=b c", "-no-color"]]);
  assert.deepEqual(tokenize(`x ""`), [["x", ""]]);
  assert.throws(() => tokenize(`echo "open`), /unterminated quote/);
});

test("apply's plan half loses plan -out's footer", () => {
  const out =
    "Plan: 1 to add, 0 to change, 0 to destroy.\n\n\x1b[0m─────────────────\n\nSaved the plan to: .tfplay/terminal.tfplan\n\nTo perform exactly these actions, run the following command to apply:\n    terraform apply \".tfplay/terminal.tfplan\"\n";
  assert.equal(withoutSavedPlanFooter(out), "Plan: 1 to add, 0 to change, 0 to destroy.\n");
  assert.equal(withoutSavedPlanFooter("No footer\n"), "No footer\n");
});

test("init runs again when modules or providers change, not for other edits", () => {
  const a = initFingerprint({ "main.tf": 'resource "aws_s3_bucket" "b" {\n  bucket = "x"\n}\n' });
  assert.equal(initFingerprint({ "main.tf": 'resource "aws_s3_bucket" "b" {\n  bucket = "y"\n}\n' }), a);
  assert.notEqual(initFingerprint({ "main.tf": 'resource "random_pet" "b" {}\n' }), a);
  const m = initFingerprint({ "main.tf": 'module "n" {\n  source = "./modules/n"\n}\n' });
  assert.notEqual(initFingerprint({ "main.tf": 'module "n" {\n  source = "./modules/m"\n}\n' }), m);
  assert.equal(initFingerprint({ "main.tf": 'module "n" {\n  source = "./modules/n"\n}\n', "terraform.tfstate": "{}" }), m);
  // A backend, and its path, are set up by init.
  const backend = (path) => initFingerprint({ "main.tf": `terraform {\n  backend "local" {\n    path = "${path}"\n  }\n}\n` });
  assert.notEqual(backend("a.tfstate"), initFingerprint({ "main.tf": "terraform {\n}\n" }));
  assert.notEqual(backend("a.tfstate"), backend("b.tfstate"));
  assert.ok(needsInit({ exitCode: 1, stderr: "\nError: Module not installed\n", stdout: "" }));
  assert.ok(!needsInit({ exitCode: 1, stderr: "\nError: Invalid reference\n", stdout: "" }));
  // In OpenTofu's words too (the engine words its output per flavor).
  const uninitialised = (cmd) => `\nError: Backend initialization required, please run "${cmd} init"\n\nReason: Initial configuration of the requested backend "local"\n\nRun "${cmd} init" to set up the backend.\n`;
  assert.ok(needsInit({ exitCode: 1, stderr: uninitialised("terraform"), stdout: "" }));
  assert.ok(needsInit({ exitCode: 1, stderr: uninitialised("tofu"), stdout: "" }));
});

test("apply summaries and command labels", () => {
  assert.deepEqual(applyCounts("\x1b[32mApply complete! Resources: 1 added, 2 changed, 3 destroyed.\x1b[0m"), { add: 1, change: 2, destroy: 3 });
  assert.deepEqual(applyCounts("Destroy complete! Resources: 4 destroyed."), { add: 0, change: 0, destroy: 4 });
  assert.equal(applyCounts("nothing"), null);
  assert.equal(commandLabel(["-chdir=x", "state", "rm", "-dry-run", "a.b"]), "state rm a.b");
});

test("root variables: declarations and the ones reported missing", () => {
  const files = {
    "vars.tf": `variable "name" {\n  description = "Who \\"you\\" are" # note {\n  type = object({ a = string })\n  validation {\n    condition = true\n    error_message = "x"\n  }\n}\nvariable "token" {\n  sensitive = true\n  default = "t"\n}\n`,
    "modules/m/vars.tf": `variable "inner" {}\n`,
  };
  assert.deepEqual(rootVariables(files), [
    { name: "name", description: 'Who "you" are', type: "object({ a = string })", sensitive: false, hasDefault: false },
    { name: "token", description: "", type: "", sensitive: true, hasDefault: true },
  ]);
  const stderr = '\nError: No value for required variable\n\n  on vars.tf line 1:\n   1: variable "name" {\n\nThe root module input variable "name" is not set, and has no default value.\n';
  assert.deepEqual(missingVariables(stderr + stderr), ["name"]);
});

test("values are formatted as Terraform writes them", () => {
  assert.equal(formatValue("a\"b"), '"a\\"b"');
  assert.equal(formatValue({ b: 1, a: [true, null], "x-y": {} }), '{\n  a   = [\n    true,\n    null,\n  ]\n  b   = 1\n  x-y = {}\n}');
  assert.equal(formatValue({ a: "k" }, { id: true }, { a: true }), "{\n  a  = (sensitive value)\n  id = (known after apply)\n}");
  assert.equal(formatValue("x\ny\n"), "<<-EOT\n    x\n    y\nEOT");
  assert.equal(formatType(["map", ["list", "string"]]), "map(list(string))");
  assert.equal(formatType(["object", { a: "number" }]), "object({a = number})");
});

test("plan summaries count as Terraform's Plan: line", () => {
  const doc = {
    resource_changes: [
      { address: "a", change: { actions: ["delete", "create"] } },
      { address: "b", change: { actions: ["update"] } },
      { address: "c", change: { actions: ["no-op"] } },
      { address: "d", change: { actions: ["create"] } },
    ],
  };
  assert.equal(summaryLine(planCounts(doc)), "Plan: 2 to add, 1 to change, 1 to destroy.");
  assert.equal(planIsEmpty(doc), false);
  assert.equal(planIsEmpty({ resource_changes: [{ address: "c", change: { actions: ["no-op"] } }], output_changes: { o: { actions: ["no-op"] } } }), true);
  assert.equal(planIsEmpty({ output_changes: { o: { actions: ["create"] } } }), false);
});

test("paths typed by the user are cleaned; Terraform's own files are known", () => {
  assert.equal(cleanPath(" ./modules//net/main.tf "), "modules/net/main.tf");
  assert.equal(cleanPath("../x.tf"), null);
  assert.equal(cleanPath("a/b*.tf"), null);
  assert.ok(isEngineFile("terraform.tfstate.d/dev/terraform.tfstate"));
  assert.ok(isEngineFile(".terraform.lock.hcl"));
  assert.ok(!isEngineFile("terraform.tfvars"));
  assert.equal(statePath("default", {}), "terraform.tfstate");
  assert.equal(statePath("dev", {}), "terraform.tfstate.d/dev/terraform.tfstate");
  // A local backend's path and workspace_dir, as init recorded them.
  const record = (config) => ({ ".terraform/terraform.tfstate": JSON.stringify({ version: 3, backend: { type: "local", config } }) });
  const files = record({ path: "./state/net.tfstate", workspace_dir: "envs" });
  assert.equal(statePath("default", files), "state/net.tfstate");
  assert.equal(statePath("dev", files), "envs/dev/terraform.tfstate");
  assert.equal(statePath("dev", record({ path: "net.tfstate", workspace_dir: null })), "terraform.tfstate.d/dev/terraform.tfstate");
  assert.equal(statePath("default", { ".terraform/terraform.tfstate": "{" }), "terraform.tfstate");
  assert.equal(statePath("default", { ".terraform/terraform.tfstate": JSON.stringify({ backend: { type: "s3" } }) }), "terraform.tfstate");
});
