// Saved data in headless Chromium (issue 11): the state history restores
// an earlier serial, as `state push -force` would, keeping the replaced
// state as the backup. Set-up: browser-harness.mjs.
import assert from "node:assert/strict";
import { test } from "node:test";
import { button, idle, openPage, resultTab, RUN_TIMEOUT, terminalRun, terminalText } from "./browser-harness.mjs";

/** Pastes text over the editor's content, as a person would. */
async function pasteConfig(page, text) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.locator(".cm-content").click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("ControlOrMeta+v");
}

const config = (input) => `resource "terraform_data" "a" {\n  input = "${input}"\n}\n`;

test("the state history restores an earlier serial as a new one", async () => {
  const { page, errors, close } = await openPage({ permissions: ["clipboard-read", "clipboard-write"] });
  try {
    const plan = resultTab(page, "Plan").panel;
    await pasteConfig(page, config("first"));
    await button(page, "Apply").click();
    await plan.getByText("Apply complete! Resources: 1 added, 0 changed, 0 destroyed.").waitFor({ timeout: RUN_TIMEOUT });
    await idle(page);
    await pasteConfig(page, config("second"));
    await button(page, "Apply").click();
    await plan.getByText("Apply complete! Resources: 0 added, 1 changed, 0 destroyed.").waitFor({ timeout: RUN_TIMEOUT });
    await idle(page);

    const state = resultTab(page, "State");
    await state.tab.click();
    await state.panel.getByRole("button", { name: "History" }).click();
    const history = state.panel.getByRole("table", { name: "State history" });
    await history.waitFor();
    assert.equal(await history.locator("tbody tr").count(), 2);
    // The latest entry is the current state: nothing to restore there.
    assert.equal(await history.getByRole("button", { name: /^Restore serial/ }).count(), 1);
    await history.getByRole("button", { name: "Restore serial 1" }).click();
    await history.locator("tbody tr").nth(2).waitFor({ timeout: RUN_TIMEOUT });
    await idle(page);
    const newest = await history.locator("tbody tr").first().innerText();
    assert.match(newest, /^3\s/, newest);
    assert.match(newest, /state push -force \(restore serial 1\)/);

    // The state now holds the first input again, as serial 3; the backup
    // is the state it replaced.
    await terminalRun(page, "terraform state pull");
    await page.waitForFunction(() => /"serial": 3/.test(document.body.innerText), null, { timeout: RUN_TIMEOUT });
    const pulled = await terminalText(page);
    assert.match(pulled, /"input": "first"|"value": "first"/);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
