// End-to-end tests of the workshops in headless Chromium: a learner
// completes a workshop step by step (typing answers into the editor for
// the first steps, Show solution for the others), Check turns red with
// the failing check's message and the hint, then green; Skip to step,
// Reset step, saved progress across a reload, and the completion page.
// Set-up: browser-harness.mjs (needs a built dist/).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { distDir } from "../../scripts/lib/util.mjs";
import { baseURL, button, editorText, openPage, typeConfig } from "./browser-harness.mjs";

/** A check runs several commands in the engine, and may prepare the step's starting state first. */
const CHECK_TIMEOUT = 90_000;

function workshop(id) {
  return JSON.parse(readFileSync(join(distDir, "workshops", "data", `${id}.json`), "utf8"));
}

function open(id, step) {
  return openPage({ url: `${baseURL}workshops/view.html?w=${id}${step ? `&step=${step}` : ""}` });
}

function result(page) {
  return page.locator("#check-result");
}

/** Presses Check and waits for its verdict; returns "pass" or "fail". */
async function check(page) {
  await button(page, "Check").click();
  await page.locator('#check-result:is([data-result="pass"], [data-result="fail"], [data-result="error"])').waitFor({ timeout: CHECK_TIMEOUT });
  return result(page).getAttribute("data-result");
}

/** Waits until step n (1-based) is shown with its files in the editor. */
async function atStep(page, w, n) {
  await page.getByText(`Step ${n} of ${w.steps.length}`, { exact: true }).waitFor({ timeout: CHECK_TIMEOUT });
  await page.locator('#status:not([data-state="loading"])').waitFor({ timeout: CHECK_TIMEOUT });
  await page.locator("#step-text h1").filter({ hasText: w.steps[n - 1].title }).waitFor();
}

test("the workshops page lists every workshop and opens one", async () => {
  const index = JSON.parse(readFileSync(join(distDir, "workshops", "data", "index.json"), "utf8"));
  assert.ok(index.length >= 2);
  const { page, errors, close } = await open("terraform-basics");
  try {
    await page.getByRole("link", { name: "All workshops" }).click();
    const list = page.getByRole("list", { name: "Workshops" });
    for (const w of index) await list.getByRole("link", { name: w.title }).waitFor();
    assert.ok(index.every((w) => w.steps.length >= 8));
    await list.getByRole("link", { name: index[1].title }).click();
    await page.getByRole("heading", { name: index[1].title }).waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("Terraform basics can be completed step by step; a wrong answer shows the message and the hint", async () => {
  const w = workshop("terraform-basics");
  const { page, errors, close } = await open(w.id);
  try {
    await atStep(page, w, 1);
    assert.equal(await editorText(page), w.steps[0].files["main.tf"]);

    // A wrong answer: the step's starting file as is.
    assert.equal(await check(page), "fail");
    const failing = await result(page).innerText();
    assert.ok(failing.includes("The plan does not create random_pet.server_name yet."), failing);
    assert.ok(failing.includes(`Hint: ${w.steps[0].hint}`), failing);

    // Another wrong answer, typed: the wrong length.
    await typeConfig(page, 'resource "random_pet" "server_name" {\n  length = 3\n}\n');
    assert.equal(await result(page).isVisible(), false, "an edit clears the last verdict");
    assert.equal(await check(page), "fail");
    assert.ok((await result(page).innerText()).includes("The pet's name should have two words"));

    // Steps 1 and 2 typed as a person would, the others from Show solution.
    for (const [i, step] of w.steps.entries()) {
      if (i > 0) await atStep(page, w, i + 1);
      if (i < 2) await typeConfig(page, step.solution["main.tf"]);
      else await button(page, "Show solution").click();
      assert.equal(await check(page), "pass", `step ${i + 1}: ${await result(page).innerText()}`);
      assert.ok((await result(page).innerText()).includes(`All ${step.checks.length} checks passed.`));
      const done = page.getByRole("button", { name: `Step ${i + 1}: ${step.title} (done)` });
      await done.waitFor();
      await button(page, i === w.steps.length - 1 ? "Finish the workshop" : "Next step").click();
    }

    await page.getByRole("heading", { name: "Workshop complete" }).waitFor();
    const summary = await page.locator("#completion").innerText();
    assert.ok(summary.includes(`${w.steps.length} of ${w.steps.length} steps passed`), summary);
    assert.equal(await page.locator("#workshop").isVisible(), false);

    // Finished stays finished after a reload.
    await page.reload();
    await page.getByRole("heading", { name: "Workshop complete" }).waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("Skip to step N, Reset step, and progress that survives a reload", async () => {
  const w = workshop("expressions-and-functions");
  const { page, errors, close } = await open(w.id);
  try {
    await atStep(page, w, 1);
    // Skip to step 5.
    await page.getByRole("navigation", { name: "Steps" }).getByRole("button", { name: `Step 5: ${w.steps[4].title}` }).click();
    await atStep(page, w, 5);
    const start = w.steps[4].files["main.tf"];
    assert.equal(await editorText(page), start);

    // A partial answer, kept across a reload.
    const partial = `${start}output "capitalized" {\n  value = [for f in var.fruits : upper(f)]\n}\n`;
    await typeConfig(page, partial);
    assert.equal(await check(page), "fail");
    const failing = await result(page).innerText();
    assert.ok(failing.includes(w.steps[4].checks[0].message), failing);
    assert.ok(failing.includes('Output "capitalized" is ["APPLE","BANANA","CHERRY"].'), failing);
    assert.ok(failing.includes(w.steps[4].hint), failing);
    await page.reload();
    await atStep(page, w, 5);
    assert.ok((await editorText(page)).includes("upper(f)"), "the learner's edit survives a reload");

    // Reset step restores the starting files.
    await button(page, "Reset step").click();
    await page.waitForFunction((text) => {
      const lines = [...document.querySelectorAll(".cm-content .cm-line")].map((l) => l.textContent).join("\n");
      return lines === text;
    }, start);

    // Passing step 5 is remembered.
    await button(page, "Show solution").click();
    assert.equal(await check(page), "pass");
    await page.reload();
    await atStep(page, w, 5);
    await page.getByRole("button", { name: `Step 5: ${w.steps[4].title} (done)` }).waitFor();
    assert.equal(await page.getByRole("button", { name: `Step 4: ${w.steps[3].title} (done)` }).count(), 0);

    // The list of workshops shows the progress.
    await page.getByRole("link", { name: "All workshops" }).click();
    const entry = page.locator(`[data-workshop="${w.id}"]`);
    await entry.getByText(`1 of ${w.steps.length} steps done · continue at step 5`).waitFor();

    // A late joiner opens a step by its link.
    const late = await page.context().newPage();
    await late.goto(`${baseURL}workshops/view.html?w=${w.id}&step=8`);
    await atStep(late, w, 8);
    assert.equal(await editorText(late), w.steps[7].files["main.tf"]);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
