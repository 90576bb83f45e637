// End-to-end tests of the Terraform / OpenTofu switch in headless
// Chromium: under OpenTofu the console knows urldecode; under Terraform
// it is an unknown function; `tofu version` and `terraform version` print
// the flavor's version; the terminal speaks tofu (help, plan's words,
// apply's question); the
// choice is kept across a reload. Set-up: browser-harness.mjs.
import assert from "node:assert/strict";
import { test } from "node:test";
import { openPage, resultTab, RUN_TIMEOUT, saved, terminalRun, terminalText } from "./browser-harness.mjs";

/** Evaluates a line in the Console tab; resolves with the new log text once `expect` shows. */
async function consoleEval(page, line, expect) {
  const { tab, panel } = resultTab(page, "Console");
  await tab.click();
  const log = panel.getByRole("log", { name: "Console output" });
  const before = (await log.innerText()).length;
  const input = panel.getByRole("textbox", { name: "Console input" });
  await input.fill(line);
  await input.press("Enter");
  await log.getByText(expect).last().waitFor({ timeout: RUN_TIMEOUT });
  return (await log.innerText()).slice(before);
}

test("the flavor switch decides OpenTofu's functions and version, and is kept", async () => {
  const { page, errors, close } = await openPage();
  try {
    const flavor = page.getByRole("combobox", { name: "Language" });
    assert.equal(await flavor.inputValue(), "terraform");
    assert.match(await consoleEval(page, 'urldecode("a%20b")', /Call to unknown function/), /There is no function named "urldecode"/);

    await flavor.selectOption({ label: "OpenTofu" });
    await page.getByText(/Language: OpenTofu\./).waitFor();
    assert.doesNotMatch(await consoleEval(page, 'urldecode("a%20b")', /"a b"/), /unknown function/);
    // `tofu version` reports OpenTofu's version; the terminal speaks tofu.
    const term = page.getByRole("log", { name: "Terminal output" });
    await terminalRun(page, "tofu version");
    await term.getByText(/^OpenTofu v\d+\.\d+/m).waitFor({ timeout: RUN_TIMEOUT });
    assert.doesNotMatch(await terminalText(page), /Terraform v\d/);
    await page.getByText(/OpenTofu language · tfplay/).waitFor({ timeout: RUN_TIMEOUT });
    await terminalRun(page, "help");
    await term.getByText("tofu <command> [options]").waitFor();
    await terminalRun(page, "tofu plan -no-color");
    await term.getByText(/OpenTofu will perform the following actions:/).waitFor({ timeout: RUN_TIMEOUT });
    assert.doesNotMatch(await terminalText(page), /Terraform will perform/);
    // apply's question is the terminal's own, in the flavor's words too.
    await terminalRun(page, "tofu apply -no-color");
    await term.getByText("OpenTofu will perform the actions described above.").waitFor({ timeout: RUN_TIMEOUT });
    await terminalRun(page, "no");
    await term.getByText(/Apply cancelled\./).waitFor({ timeout: RUN_TIMEOUT });
    assert.doesNotMatch(await terminalText(page), /Terraform will/);

    await saved(page);
    await page.reload();
    await page.locator('#status[data-state="valid"]').waitFor({ timeout: RUN_TIMEOUT });
    assert.equal(await page.getByRole("combobox", { name: "Language" }).inputValue(), "opentofu");

    await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "Terraform" });
    await page.getByText(/Terraform \S+ language · tfplay/).waitFor({ timeout: RUN_TIMEOUT });
    // Back to Terraform: `terraform version` reports Terraform's.
    await terminalRun(page, "clear");
    await terminalRun(page, "terraform version");
    await page.getByRole("log", { name: "Terminal output" }).getByText(/^Terraform v\d+\.\d+/m).waitFor({ timeout: RUN_TIMEOUT });
    assert.doesNotMatch(await terminalText(page), /OpenTofu/);
    assert.match(await consoleEval(page, 'urldecode("a%20b")', /Call to unknown function/), /no function named "urldecode"/);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
