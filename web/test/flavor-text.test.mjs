// Unit tests of the terminal's wording per flavor (web/src/flavor.ts):
// under OpenTofu, Terraform's self-references and suggested commands read
// as tofu's; file names, resource types and user text are left alone.
import assert from "node:assert/strict";
import { test } from "node:test";
import { loadTS } from "./load-ts.mjs";

const flavor = await loadTS("flavor.ts");

test("OpenTofu words Terraform's messages its own way", () => {
  const cases = {
    "Terraform will perform the following actions:": "OpenTofu will perform the following actions:",
    "\x1b[1mTerraform has been successfully initialized!\x1b[0m": "\x1b[1mOpenTofu has been successfully initialized!\x1b[0m",
    'Run "terraform init" to install all modules': 'Run "tofu init" to install all modules',
    "Usage: terraform [global options] state <subcommand>": "Usage: tofu [global options] state <subcommand>",
    "    terraform apply \"plan.tfplan\"": "    tofu apply \"plan.tfplan\"",
    "Terraform used the selected providers to generate the following execution plan.":
      "OpenTofu used the selected providers to generate the following execution plan.",
    "Objects have changed outside of Terraform": "Objects have changed outside of OpenTofu",
  };
  for (const [input, want] of Object.entries(cases)) assert.equal(flavor.forFlavor(input, "opentofu"), want);
  for (const same of ["terraform.tfstate", "terraform_data.a will be created", "# terraform_data.x", 'source = "hashicorp/terraform"', "terraform {"]) {
    assert.equal(flavor.forFlavor(same, "opentofu"), same);
  }
  assert.equal(flavor.forFlavor("Terraform will perform the following actions:", "terraform"), "Terraform will perform the following actions:");
  assert.equal(flavor.commandName("opentofu"), "tofu");
  assert.equal(flavor.commandName("terraform"), "terraform");
});
