// The playground's cold start (issue 10): the engine is downloaded and
// compiled by the first engine worker, not by the page, and only that one
// worker runs the Go program until the first check and the first plan are
// done; the validation and intel workers start after, from the same
// compiled module (tfplay.wasm downloaded once), and then take over checks
// and completion.
import assert from "node:assert/strict";
import { test } from "node:test";
import { ENGINE_TIMEOUT, openPage, playURL, RUN_TIMEOUT, typeConfig } from "./browser-harness.mjs";

/** The page's workers that run worker.js (the engine workers). */
function engineWorkers(page) {
  return page.workers().filter((w) => new URL(w.url()).pathname.endsWith("/worker.js"));
}

/** Waits until a worker's Go program registered globalThis.tfplay. */
async function engineReady(worker) {
  const deadline = Date.now() + ENGINE_TIMEOUT;
  while (!(await worker.evaluate(() => typeof globalThis.tfplay?.call === "function"))) {
    assert.ok(Date.now() < deadline, "an engine worker did not start");
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Resource timing entries for tfplay.wasm in a page or worker. */
const wasmEntries = (target) =>
  target.evaluate(() => performance.getEntriesByType("resource").filter((e) => e.name.endsWith("/tfplay.wasm")).length);

test("cold start: one worker downloads and compiles the engine, checks and plans; the other workers start afterwards and take over checks and completion", async () => {
  const { page, errors, close } = await openPage({ ready: false, url: "about:blank" });
  const wasmRequests = [];
  page.context().on("request", (r) => {
    // The service worker's install revalidates it later (see site.test.mjs).
    if (new URL(r.url()).pathname.endsWith("/tfplay.wasm") && !r.serviceWorker()) wasmRequests.push(r.url());
  });
  // Counts the workers the page creates, and how many there were when the
  // first check's result and the first plan were shown.
  await page.addInitScript(() => {
    const seen = (window.__startup = { workers: 0, atFirstCheck: null, atFirstPlan: null });
    const Original = window.Worker;
    window.Worker = class extends Original {
      constructor(...args) {
        super(...args);
        seen.workers++;
      }
    };
    new MutationObserver(() => {
      if (seen.atFirstCheck === null && document.getElementById("status")?.dataset.state === "valid") seen.atFirstCheck = seen.workers;
      if (seen.atFirstPlan === null && /Plan: \d+ to add|No changes\./.test(document.getElementById("panel-plan")?.textContent ?? "")) {
        seen.atFirstPlan = seen.workers;
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  try {
    await page.goto(playURL);
    await page.locator('#status[data-state="valid"]').waitFor({ timeout: ENGINE_TIMEOUT });
    await page.locator("#btn-plan").click();
    await page.locator("#panel-plan").getByText(/Plan: \d+ to add|No changes\./).first().waitFor({ timeout: RUN_TIMEOUT });
    const startup = await page.evaluate(() => window.__startup);
    assert.equal(startup.atFirstCheck, 1, "one engine worker until the first check is shown");
    // The page did not fetch the engine; its worker did.
    assert.equal(await wasmEntries(page), 0, "the page fetched tfplay.wasm itself");
    assert.equal(await wasmEntries(engineWorkers(page)[0]), 1, "the first engine worker fetched tfplay.wasm");

    // Once the run engine is idle, the validation and intel workers start.
    await page.waitForFunction(() => window.__startup.workers === 3, null, { timeout: RUN_TIMEOUT });
    // Playwright learns of a new worker a little after the page made it.
    const deadline = Date.now() + RUN_TIMEOUT;
    while (engineWorkers(page).length < 3) {
      assert.ok(Date.now() < deadline, `${engineWorkers(page).length} engine workers seen, want 3`);
      await new Promise((r) => setTimeout(r, 50));
    }
    for (const w of engineWorkers(page)) await engineReady(w);
    assert.equal(engineWorkers(page).length, 3);

    // Checks now run on the validation worker: a typo is reported...
    await typeConfig(page, 'resource "terraform_data" "a" {\n  input = nope\n}\n');
    await page.locator('#status[data-state="invalid"]').waitFor({ timeout: RUN_TIMEOUT });
    // ...and completion answers from the intel worker.
    await typeConfig(page, 'resource "aws_instance" "web" {\n');
    await page.keyboard.press("Control+Space");
    await page.locator(".cm-tooltip-autocomplete .cm-completionLabel", { hasText: /^instance_type$/ }).waitFor({ timeout: RUN_TIMEOUT });

    // One download for the three workers.
    assert.equal(wasmRequests.length, 1, `tfplay.wasm requested ${wasmRequests.length} times: ${wasmRequests.join(" ")}`);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
