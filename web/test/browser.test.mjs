// End-to-end tests of the page in headless Chromium: the engine loads in
// its worker, typing a syntax error shows a lint marker and a Problems
// entry, fixing it clears both. Set-up: browser-harness.mjs.
import assert from "node:assert/strict";
import { test } from "node:test";
import { baseURL, ENGINE_TIMEOUT, openPage } from "./browser-harness.mjs";

/** 1-based number of the editor line that holds the lint gutter marker. */
async function markerLines(page, severity) {
  return page.evaluate((severity) => {
    const lines = [...document.querySelectorAll(".cm-content .cm-line")].map((l) => l.getBoundingClientRect());
    return [...document.querySelectorAll(`.cm-lint-marker-${severity}`)].map((m) => {
      const r = m.getBoundingClientRect();
      const mid = r.top + r.height / 2;
      return lines.findIndex((l) => l.top <= mid && mid < l.bottom) + 1;
    });
  }, severity);
}

test("the starter configuration loads and is valid", async () => {
  const { page, errors, close } = await openPage();
  try {
    await page.getByRole("tab", { name: "Problems" }).click();
    const problems = page.getByRole("tabpanel", { name: "Problems" });
    await assert.doesNotReject(problems.getByText("No problems have been detected.").waitFor());
    assert.equal(await problems.getByRole("listitem").count(), 0);
    assert.equal(await page.locator(".cm-lint-marker").count(), 0);
    assert.match(await page.locator(".cm-content").innerText(), /variable "name"/);
    assert.equal(await page.locator("#status").innerText(), "Valid configuration");
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("the engine is served as compressed application/wasm", async () => {
  const res = await fetch(new URL("tfplay.wasm", baseURL), { headers: { "Accept-Encoding": "br" } });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("content-type"), "application/wasm");
  assert.equal(res.headers.get("content-encoding"), "br");
  const bytes = new Uint8Array(await res.arrayBuffer()); // fetch decodes br
  assert.deepEqual([...bytes.slice(0, 4)], [0x00, 0x61, 0x73, 0x6d]); // "\0asm"
});

test("a typed syntax error shows on its line and under Problems, and goes once fixed", async () => {
  const { page, errors, close } = await openPage();
  try {
    const editor = page.locator(".cm-content");
    await editor.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Backspace");
    // Non-ASCII text before the error, on earlier lines and on its own
    // line: é is 2 UTF-8 bytes but 1 UTF-16 unit, 👋 is 4 bytes but 2 units.
    for (const line of ["locals {", 'greeting = "héllo wörld 👋"', 'broken = "é👋" oops', "}"]) {
      await page.keyboard.type(line);
      await page.keyboard.press("Enter");
    }
    await page.locator('#status[data-state="invalid"]').waitFor({ timeout: ENGINE_TIMEOUT });

    // The marker is in the gutter of line 3, and the squiggle covers "oops".
    assert.deepEqual(await markerLines(page, "error"), [3]);
    const squiggle = page.locator(".cm-lintRange-error");
    assert.equal(await squiggle.count(), 1);
    assert.equal(await squiggle.innerText(), "oops");
    const line3 = await page.locator(".cm-content .cm-line").nth(2).innerText();
    assert.match(line3, /broken = "é👋" oops/);

    // Problems lists it with severity, summary, detail and file:line:col
    // (HCL columns count characters).
    await page.getByRole("tab", { name: "Problems" }).click();
    const problems = page.getByRole("tabpanel", { name: "Problems" });
    const items = problems.getByRole("listitem");
    assert.equal(await items.count(), 1);
    const column = [...line3.slice(0, line3.indexOf("oops"))].length + 1;
    const item = items.first();
    assert.equal(await item.locator(".problem-severity").innerText(), "Error");
    assert.equal(await item.locator(".problem-summary").innerText(), "Missing newline after argument");
    assert.equal(await item.locator(".problem-detail").innerText(), "An argument definition must end with a newline.");
    assert.equal(await item.locator(".problem-location").innerText(), `main.tf:3:${column}`);
    assert.equal(await problems.getByText("No problems have been detected.").isVisible(), false);

    // Hovering the squiggle shows the message.
    await squiggle.hover();
    await assert.doesNotReject(page.locator(".cm-tooltip-lint").getByText("Missing newline after argument").waitFor());

    // Picking the problem selects the offending text in the editor.
    await item.getByRole("button").click();
    assert.equal(await page.evaluate(() => getSelection()?.toString()), "oops");

    // Fix it by typing: go to the end of line 3 and delete " oops".
    await page.locator(".cm-content .cm-line").nth(2).click();
    await page.keyboard.press("End");
    for (let i = 0; i < " oops".length; i++) await page.keyboard.press("Backspace");
    await page.locator('#status[data-state="valid"]').waitFor({ timeout: ENGINE_TIMEOUT });
    assert.equal(await page.locator(".cm-lint-marker").count(), 0);
    assert.equal(await page.locator(".cm-lintRange").count(), 0);
    assert.equal(await items.count(), 0);
    assert.equal(await problems.getByText("No problems have been detected.").isVisible(), true);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
