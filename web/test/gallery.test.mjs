// End-to-end tests of the examples gallery in headless Chromium: the
// Examples menu lists every example (at least 25) with its title and
// description; each one opens as the workspace, with all its files, and
// the Plan button plans it to its expected summary; opening one over
// edited files asks first. The engine-only check of every example, with
// stricter assertions (no warnings), is gallery-plans.test.mjs.
// Set-up: browser-harness.mjs.
import assert from "node:assert/strict";
import { test } from "node:test";
import { button, editorText, idle, openPage, resultTab, RUN_TIMEOUT } from "./browser-harness.mjs";
import { loadTS } from "./load-ts.mjs";

const { chapters, examples } = await loadTS("gallery/index.ts");

/**
 * Starts watching the status line: checked(page) then waits until the
 * configuration opened after this call has been checked ("Checking…",
 * then "Valid configuration"), as a person waits before pressing Plan.
 */
async function watchChecks(page) {
  await page.evaluate(() => {
    const el = document.getElementById("status");
    window.__galleryChecked = false;
    let checking = false;
    window.__galleryObserver?.disconnect();
    window.__galleryObserver = new MutationObserver(() => {
      if (el.dataset.state === "checking") checking = true;
      else if (checking && el.dataset.state === "valid") window.__galleryChecked = true;
    });
    window.__galleryObserver.observe(el, { attributes: true, attributeFilter: ["data-state"] });
  });
}

async function checked(page) {
  await page.waitForFunction(() => window.__galleryChecked === true, null, { timeout: RUN_TIMEOUT });
}

async function choose(page, title) {
  await button(page, "Examples").click();
  const menu = page.getByRole("menu", { name: "Examples" });
  await menu.waitFor();
  // The entry whose title is exactly this one (titles share words).
  await menu.getByRole("menuitem").filter({ has: page.getByText(title, { exact: true }) }).click();
}

test("the Examples menu lists the gallery; every example opens and plans as expected", async (t) => {
  const { page, errors, close } = await openPage();
  try {
    await button(page, "Examples").click();
    const items = page.getByRole("menu", { name: "Examples" }).getByRole("menuitem");
    assert.ok(examples.length >= 25, `${examples.length} examples`);
    assert.equal(await items.count(), examples.length);
    for (const [i, ex] of examples.entries()) {
      const text = await items.nth(i).innerText();
      assert.ok(text.includes(ex.title) && text.includes(ex.description), text);
    }
    // Under a heading per chapter.
    for (const ch of chapters) {
      const group = page.getByRole("menu", { name: "Examples" }).getByRole("group", { name: ch.title });
      assert.equal(await group.getByRole("menuitem").count(), ch.examples.length, ch.title);
      assert.ok((await group.getByRole("menuitem").first().innerText()).includes(ch.examples[0].title), ch.title);
    }
    // The keyboard moves through all chapters.
    await page.keyboard.press("End");
    assert.ok((await page.evaluate(() => document.activeElement?.textContent ?? "")).includes(examples.at(-1).title));
    await page.keyboard.press("ArrowDown");
    assert.ok((await page.evaluate(() => document.activeElement?.textContent ?? "")).includes(examples[0].title));
    await page.keyboard.press("Escape");
    assert.equal(await items.first().isVisible(), false);

    // One page for all the examples (a fresh page each would take longer
    // than the plans), one subtest each so that a failure names it.
    for (const ex of examples) {
      await t.test(`${ex.id}: ${ex.planSummary}`, async () => {
        await watchChecks(page);
        await choose(page, ex.title);
        await page.getByText(`Opened the example "${ex.title}"`).waitFor({ timeout: RUN_TIMEOUT });
        await checked(page);
        const tree = page.getByRole("tree", { name: "Files" });
        for (const path of Object.keys(ex.files)) {
          await tree.locator(`[role=treeitem][data-path="${path}"]`).waitFor({ state: "attached", timeout: RUN_TIMEOUT });
        }
        assert.equal(await page.getByRole("dialog").count(), 0, "an unchanged example is replaced without asking");
        await button(page, "Plan").click();
        const planPanel = resultTab(page, "Plan").panel;
        try {
          await planPanel.getByText(ex.planSummary).first().waitFor({ timeout: RUN_TIMEOUT });
        } catch (err) {
          err.message += `\nThe Plan panel shows:\n${(await planPanel.innerText()).slice(0, 3000)}`;
          throw err;
        } finally {
          await idle(page);
        }
        assert.equal(await planPanel.getByText(/^Error: /m).count(), 0, "no errors");
      });
    }
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("opening an example over edited files asks first; cancelling keeps them", async () => {
  const { page, errors, close } = await openPage();
  try {
    await page.locator(".cm-content").click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type("\n# my own note\n");
    await choose(page, examples[0].title);
    const dialog = page.getByRole("dialog");
    await dialog.getByText(`Open the example "${examples[0].title}"?`).waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    assert.match(await editorText(page), /# my own note/);
    await choose(page, examples[0].title);
    await page.getByRole("dialog").getByRole("button", { name: "Replace my files" }).click();
    await page.getByText(`Opened the example "${examples[0].title}"`).waitFor({ timeout: RUN_TIMEOUT });
    assert.doesNotMatch(await editorText(page), /# my own note/);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
