// Unit tests, in Node, of the widget's pure parts: splitting the `setup`
// and `cmd` attributes into commands, the indentation of inline files, the
// playground's stylesheet moved onto the shadow host, and the iframe
// embed's address. The element itself is tested in widget.test.mjs.
import assert from "node:assert/strict";
import { test } from "node:test";
import { loadTS } from "./load-ts.mjs";

const commands = await loadTS("widget/commands.ts");
const spec = await loadTS("widget/spec.ts");
const styles = await loadTS("widget/styles.ts");
const embed = await loadTS("embed/location.ts");

test("setup is split on ; outside quotes, and commands into words", () => {
  assert.deepEqual(commands.splitCommands("terraform init; terraform apply -auto-approve ;"), ["terraform init", "terraform apply -auto-approve"]);
  assert.deepEqual(commands.splitCommands(`terraform plan -var 'a=x;y'; terraform console`), [`terraform plan -var 'a=x;y'`, "terraform console"]);
  assert.deepEqual(commands.splitCommands(`terraform plan -var "a=\\"q;\\""`), [`terraform plan -var "a=\\"q;\\""`]);
  assert.deepEqual(commands.splitCommands("  "), []);
  assert.deepEqual(commands.commandArgs("terraform plan -var 'x=1' -var \"y=a b\""), ["plan", "-var", "x=1", "-var", "y=a b"]);
  assert.deepEqual(commands.commandArgs("tofu output -json"), ["output", "-json"]);
  assert.throws(() => commands.commandArgs("rm -rf /"), /not a terraform command/);
  assert.throws(() => commands.commandArgs("terraform plan 'x"), /unterminated quote/);
  assert.throws(() => commands.commandArgs("echo 1 | terraform console"), /pipeline/);
  assert.equal(commands.subcommand(["-chdir=x", "plan", "-out=p"]), "plan");
});

test("inline files lose the indentation their lines share and the first newline", () => {
  const text = `
        resource "a" "b" {
          x = 1
        }

        # end
      `;
  assert.equal(spec.dedent(text), 'resource "a" "b" {\n  x = 1\n}\n\n# end\n');
  assert.equal(spec.dedent("\tlocals {\n\t\ta = 1\n\t}"), "locals {\n\ta = 1\n}\n");
  assert.equal(spec.dedent("x = 1"), "x = 1\n");
  assert.equal(spec.dedent("\n  \n"), "");
  // Mixed indentation: only what the lines share goes.
  assert.equal(spec.dedent("  a\n\tb"), "  a\n\tb\n");
});

test("the playground's :root rules apply to the shadow host", () => {
  assert.equal(styles.hostCSS(":root { --a: 1; }"), ":host { --a: 1; }");
  assert.equal(styles.hostCSS(':root[data-theme="dark"] { x: y }'), ':host([data-theme="dark"]) { x: y }');
  assert.equal(styles.hostCSS(':root:not([data-theme="light"]) { x: y }'), ':host(:not([data-theme="light"])) { x: y }');
  assert.equal(styles.hostCSS(".rooted { }"), ".rooted { }");
});

test("the iframe embed reads the payload from the hash and options from the query or after the payload", () => {
  let r = embed.parseEmbedLocation("?view=console&console=upper(%22x%22)", "#v1.AbC_-9");
  assert.equal(r.payload, "#v1.AbC_-9");
  assert.equal(r.options.get("view"), "console");
  assert.deepEqual(r.options.getAll("console"), ['upper("x")']);
  r = embed.parseEmbedLocation("", "#v1.AbC&view=plan&readonly=1");
  assert.equal(r.payload, "#v1.AbC");
  assert.equal(r.options.get("view"), "plan");
  assert.equal(r.options.get("readonly"), "1");
  r = embed.parseEmbedLocation("", "");
  assert.equal(r.payload, "");
});

test("the env attribute is read as NAME=value words, quotes grouping", () => {
  assert.deepEqual(spec.parseEnv("TF_VAR_region=eu-west-1"), { TF_VAR_region: "eu-west-1" });
  assert.deepEqual(spec.parseEnv(`TF_VAR_a=1 TF_VAR_b='two words' TF_LOG="x=y"`), { TF_VAR_a: "1", TF_VAR_b: "two words", TF_LOG: "x=y" });
  assert.deepEqual(spec.parseEnv("novalue =x"), {});
  assert.deepEqual(spec.parseEnv("A='unterminated"), {});
  assert.deepEqual(spec.parseEnv(null), {});
});
