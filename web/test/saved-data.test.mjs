// Saved data in headless Chromium (issue 11): a record saved before the
// format was versioned is migrated; an unreadable one is kept aside and
// offered for download, never dropped; the state history restores an
// earlier serial, as `state push -force` would; two tabs on the same
// project do not overwrite each other silently. Set-up: browser-harness.mjs.
import assert from "node:assert/strict";
import { test } from "node:test";
import { button, editorText, ENGINE_TIMEOUT, idle, openPage, playURL, saved, resultTab, RUN_TIMEOUT, terminalRun, terminalText } from "./browser-harness.mjs";

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

/** Writes a record under `key` in the page's IndexedDB (as a saved project). */
function putRecord(page, key, value) {
  return page.evaluate(
    ([k, v]) =>
      new Promise((resolve, reject) => {
        const req = indexedDB.open("tfplay", 1);
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const tx = req.result.transaction("projects", "readwrite");
          tx.objectStore("projects").put(v, k);
          tx.oncomplete = () => resolve(true);
          tx.onerror = () => reject(tx.error);
        };
      }),
    [key, value],
  );
}

/** The keys of the page's saved records. */
function recordKeys(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const req = indexedDB.open("tfplay", 1);
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const keys = req.result.transaction("projects").objectStore("projects").getAllKeys();
          keys.onsuccess = () => resolve(keys.result);
        };
      }),
  );
}

test("a record saved before the format had a version is migrated", async () => {
  const { page, errors, close } = await openPage();
  try {
    await putRecord(page, "project", { files: { "old.tf": 'output "o" {\n  value = "from an old save"\n}\n' }, open: ["old.tf"], active: "old.tf" });
    await page.reload();
    await page.locator('#status[data-state="valid"]').waitFor({ timeout: ENGINE_TIMEOUT });
    assert.match(await editorText(page), /from an old save/);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("an unreadable saved record is kept aside and offered for download", async () => {
  const { page, close } = await openPage();
  try {
    const corrupt = { version: 1, files: ["not", "a", "map"], note: "<b>mine</b>" };
    await putRecord(page, "project", corrupt);
    await page.reload();
    const alert = page.getByRole("alert").filter({ hasText: "could not be read" });
    await alert.waitFor({ timeout: ENGINE_TIMEOUT });
    const keys = await recordKeys(page);
    const aside = keys.find((k) => String(k).startsWith("corrupt-"));
    assert.ok(aside, `no corrupt-* record among ${keys.join(", ")}`);
    assert.match(await alert.innerText(), new RegExp(aside));
    const [download] = await Promise.all([page.waitForEvent("download"), alert.getByRole("link", { name: "download it" }).click()]);
    const { readFile } = await import("node:fs/promises");
    const saved = JSON.parse(await readFile(await download.path(), "utf8"));
    assert.deepEqual(saved, corrupt);
  } finally {
    await close();
  }
});

test("two tabs on the same project: the second is told and chooses, nothing is overwritten silently", async () => {
  const { page: a, context, close } = await openPage({ permissions: ["clipboard-read", "clipboard-write"] });
  try {
    const b = await context.newPage();
    await b.goto(playURL);
    await b.locator('#status[data-state="valid"]').waitFor({ timeout: ENGINE_TIMEOUT });

    await pasteConfig(a, 'output "who" {\n  value = "tab a"\n}\n');
    await saved(a);
    const notice = b.getByRole("alert").filter({ hasText: "changed in another tab" });
    await notice.waitFor({ timeout: RUN_TIMEOUT });

    // Tab b's edit is not saved over tab a's until b chooses.
    await pasteConfig(b, 'output "who" {\n  value = "tab b"\n}\n');
    await notice.getByRole("button", { name: "Load the other tab's project" }).click();
    await b.waitForFunction(() => document.querySelector(".cm-content")?.textContent?.includes("tab a"), null, { timeout: RUN_TIMEOUT });

    // Now b keeps its own after a further edit in a: a is told in turn.
    await pasteConfig(a, 'output "who" {\n  value = "tab a again"\n}\n');
    await saved(a);
    await notice.waitFor({ timeout: RUN_TIMEOUT });
    await pasteConfig(b, 'output "who" {\n  value = "tab b wins"\n}\n');
    await notice.getByRole("button", { name: "Keep this tab's project" }).click();
    await saved(b);
    const noticeA = a.getByRole("alert").filter({ hasText: "changed in another tab" });
    await noticeA.waitFor({ timeout: RUN_TIMEOUT });
    await noticeA.getByRole("button", { name: "Load the other tab's project" }).click();
    await a.waitForFunction(() => document.querySelector(".cm-content")?.textContent?.includes("tab b wins"), null, { timeout: RUN_TIMEOUT });
  } finally {
    await close();
  }
});
