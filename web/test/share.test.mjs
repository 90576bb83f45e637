// End-to-end tests of share links and zip import/export in headless
// Chromium: Share copies a link, the link opened in a fresh browser
// context restores every file, the Variables panel's values and the
// flavor; a damaged link is reported and changes nothing; a downloaded
// zip re-opens identically. Set-up: browser-harness.mjs.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { test } from "node:test";
import { button, editorText, openPage, playURL, RUN_TIMEOUT, saved, typeConfig } from "./browser-harness.mjs";

const MAIN = `resource "terraform_data" "shared" {
input = "über ✓"
}

variable "region" {
type = string
}
`;

/** Types main.tf and creates modules/net/main.tf through the file tree. */
async function twoFiles(page) {
  await typeConfig(page, MAIN);
  await page.getByRole("button", { name: "New file" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox").fill("modules/net/main.tf");
  await dialog.getByRole("button", { name: "Create" }).click();
  await page.keyboard.type('output "cidr" { value = "10.0.0.0/16" }');
  await saved(page);
}

async function filesShown(page) {
  const tree = page.getByRole("tree", { name: "Files" });
  for (const name of ["main.tf", "modules", "net"]) await tree.getByRole("treeitem", { name, exact: true }).first().waitFor({ timeout: RUN_TIMEOUT });
  await page.getByRole("button", { name: "main.tf", exact: true }).click();
  const main = await editorText(page);
  assert.match(main, /resource "terraform_data" "shared"/);
  assert.match(main, /input = "über ✓"/);
}

/** The value of a variable in the Variables dialog (closing it again). */
async function variableValue(page, name) {
  // The button shows how many values are set: "Variables 1".
  await page.getByRole("button", { name: /^Variables\b/ }).click();
  const dialog = page.getByRole("dialog");
  const value = await dialog.getByRole("textbox", { name }).inputValue();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  return value;
}

test("Share copies a link that restores every file, the variable values and the flavor in a fresh browser", async () => {
  const { page, errors, close } = await openPage({ permissions: ["clipboard-read", "clipboard-write"] });
  let link;
  try {
    await twoFiles(page);
    await button(page, "Variables").click();
    const vars = page.getByRole("dialog");
    await vars.getByRole("textbox", { name: "region" }).fill("eu-west-3");
    await vars.getByRole("button", { name: "Save" }).click();
    await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "OpenTofu" });
    await saved(page);
    await button(page, "Share").click();
    const dialog = page.getByRole("dialog", { name: "Share this workspace" });
    await dialog.waitFor();
    link = await dialog.getByRole("textbox").inputValue();
    assert.match(link, new RegExp(`^${playURL.replace(/[.]/g, "\\.")}#v2\\.[A-Za-z0-9_-]+$`));
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
    await page.getByRole("status").filter({ hasText: "Share link copied to the clipboard." }).waitFor();
    await dialog.getByRole("button", { name: "Done" }).click();
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }

  const other = await openPage({ url: link });
  try {
    await filesShown(other.page);
    const tree = other.page.getByRole("tree", { name: "Files" });
    for (const folder of ["modules", "modules/net"]) {
      const item = tree.locator(`[role=treeitem][data-path="${folder}"]`);
      if ((await item.getAttribute("aria-expanded")) !== "true") await item.click();
    }
    await tree.locator('[role=treeitem][data-path="modules/net/main.tf"]').click();
    assert.equal(await editorText(other.page), 'output "cidr" { value = "10.0.0.0/16" }');
    assert.equal(new URL(other.page.url()).hash, "", "the hash is consumed");
    await other.page.getByText(/Opened a shared workspace \(2 files\)/).waitFor();
    assert.equal(await variableValue(other.page, "region"), "eu-west-3");
    assert.equal(await other.page.getByRole("combobox", { name: "Language" }).inputValue(), "opentofu");
    assert.deepEqual(other.errors, []);
  } finally {
    await other.close();
  }
});

test("a damaged link says so and leaves the files alone", async () => {
  const { page, errors, close } = await openPage({ url: `${playURL}#v2.AAAA-not-deflate` });
  try {
    await page.getByText(/The share link is damaged.*Your files are unchanged\./).waitFor();
    assert.match(await editorText(page), /variable "name"/);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("a downloaded zip re-opens identically", async () => {
  const { page, errors, close } = await openPage();
  try {
    await twoFiles(page);
    const [download] = await Promise.all([page.waitForEvent("download"), button(page, "Download .zip").click()]);
    assert.equal(download.suggestedFilename(), "tfplay-workspace.zip");
    const zipPath = await download.path();
    // Start over, then open the zip.
    await button(page, "New").click();
    await page.getByRole("dialog").getByRole("button", { name: "Discard and start new" }).click();
    await page.getByText("New project started.").waitFor();
    assert.doesNotMatch(await editorText(page), /shared/);
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), button(page, "Open files/zip").click()]);
    await chooser.setFiles({ name: "tfplay-workspace.zip", mimeType: "application/zip", buffer: await readFile(zipPath) });
    await page.getByText(/Opened tfplay-workspace\.zip \(2 files\)/).waitFor({ timeout: RUN_TIMEOUT });
    await filesShown(page);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
