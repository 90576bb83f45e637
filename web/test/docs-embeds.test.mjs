// The docs pages' embeds (scripts/site/docs.mjs → <tfplay-example>, see
// web/src/widget/README.md): every runnable code sample of the guide is a
// live embed, including the reader's edits made after the example's state
// was created (staged examples, <tfplay-stage>) and outputs that need
// environment variables (env=). Needs a built dist/.
import assert from "node:assert/strict";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { test } from "node:test";
import { parseInfo } from "../../scripts/site/docs.mjs";
import { distDir, root } from "../../scripts/lib/util.mjs";
import { baseURL, ENGINE_TIMEOUT, openPage, RUN_TIMEOUT } from "./browser-harness.mjs";

/** The fences of a chapter, with their info strings read as docs.mjs reads them. */
function fences(markdown) {
  return [...markdown.matchAll(/^```([^\n`]*)\n/gm)].map((m) => parseInfo(m[1].trim())).filter((f) => f.lang !== "");
}

const count = (text, re) => [...text.matchAll(re)].length;

test("no runnable docs example is rendered as plain text: each is an embed or a file of the embed above it", async () => {
  const chapters = (await readdir(join(root, "docs"))).filter((f) => f.endsWith(".md") && f !== "README.md");
  assert.ok(chapters.length >= 15);
  let staged = 0;
  for (const chapter of chapters) {
    const md = await readFile(join(root, "docs", chapter), "utf8");
    const html = await readFile(join(distDir, "docs", chapter.replace(/\.md$/, ".html")), "utf8");
    const blocks = fences(md);
    // Fenced blocks the guide's reader can run: an example's files and console input.
    const runnable = blocks.filter((f) => f.flags.has("run") || f.attrs.has("file") || f.lang === "console-expr").length;
    const fragments = blocks.filter((f) => f.lang === "hcl" && f.flags.has("fragment")).length;
    const embeds = count(html, /<tfplay-example[\s>]/g);
    const partOfEmbed = count(html, /<figure class="code" data-in-example>/g);
    assert.ok(embeds + partOfEmbed >= runnable, `${chapter}: ${embeds} embeds + ${partOfEmbed} files of embeds < ${runnable} runnable blocks`);
    // The only plain configuration shown is the fragments (read, not run).
    assert.equal(count(html, /<figure class="code">(?:<figcaption>[^<]*<\/figcaption>)?<pre><code class="language-(?:hcl|json|text)"/g), fragments, `${chapter}: plain code blocks`);
    // Commands' outputs are the embeds' declared results, never loose text.
    assert.equal(count(html, /<figure class="code output">/g), 0, `${chapter}: an output shown as text`);
    staged += count(html, /<tfplay-stage /g);
  }
  assert.ok(staged >= 5, `${staged} staged embeds (the reader's edits after apply)`);
});

/** Waits until a widget finished its run; returns "ok" or "failed". */
async function finished(widget, timeout = ENGINE_TIMEOUT) {
  await widget.locator("xpath=self::*[@data-state='ok' or @data-state='failed']").waitFor({ timeout });
  return widget.getAttribute("data-state");
}

test("a staged docs example (an edit after apply) plans the edited files against the applied state; an env= example plans with its variables", async () => {
  const { page, errors, close } = await openPage({ url: new URL("docs/first-steps.html", baseURL).href, ready: false });
  try {
    // first-steps "change something": apply the first main.tf, then edit it.
    // Every embed of the page runs on one engine, started on the first Run.
    const workers = [];
    page.on("worker", (w) => workers.push(w.url()));
    const widget = page.locator("tfplay-example[view=plan]:has(> tfplay-stage)").first();
    assert.match(await widget.locator(":scope > tfplay-stage > script[data-file='main.tf']").textContent(), /"Hello, tfplay!"/);
    assert.match(await widget.locator(":scope > script[data-file='main.tf']").textContent(), /"Hello again, tfplay!"/);
    assert.match(await widget.locator(":scope > script[data-expect]").textContent(), /~ update in-place/);
    await widget.scrollIntoViewIfNeeded();
    // The reader's own edit goes on top of the page's: shown in the plan.
    const editor = widget.getByRole("textbox", { name: "main.tf" });
    await editor.click();
    await editor.press("Control+End");
    await editor.pressSequentially('\noutput "extra" {\n  value = "reader"\n}\n');
    await widget.getByRole("button", { name: "Run", exact: true }).click();
    assert.equal(await finished(widget), "ok");
    const result = widget.getByRole("region", { name: "Result" });
    // The playground's Plan tab: the update of the applied object, before and after.
    const text = await result.textContent();
    assert.match(text, /Plan: 0 to add, 1 to change, 0 to destroy\./);
    assert.match(text, /terraform_data\.greeting\s*will be updated in-place/);
    assert.match(text, /input\s*"Hello, tfplay!"\s*"Hello again, tfplay!"/);
    assert.match(text, /extra\s*—\s*"reader"/);
    // The walkthrough's later staged embeds (apply the edit, then destroy
    // after two applies) run as the chapter declares.
    const later = page.locator("tfplay-example:has(> tfplay-stage)");
    assert.equal(await later.count(), 3);
    for (const [i, summary] of [[1, /Apply complete! Resources: 0 added, 1 changed, 0 destroyed\./], [2, /Destroy complete! Resources: 1 destroyed\./]]) {
      const w = later.nth(i);
      assert.match(await w.locator(":scope > script[data-expect]").textContent(), summary);
      await w.scrollIntoViewIfNeeded();
      await w.getByRole("button", { name: "Run", exact: true }).click();
      assert.equal(await finished(w), "ok");
      assert.match(await w.getByRole("region", { name: "Result" }).textContent(), summary);
    }
    assert.equal(workers.length, 1, `one engine worker for the page's three embeds, got: ${workers.join(", ")}`);
    assert.deepEqual(errors, []);

    await page.goto(new URL("docs/variables.html", baseURL).href);
    const envWidget = page.locator("tfplay-example[env]").first();
    assert.equal(await envWidget.getAttribute("env"), "TF_VAR_region=from-env");
    assert.match(await envWidget.locator(":scope > script[data-expect]").textContent(), /\+ region = "from-env"/);
    await envWidget.scrollIntoViewIfNeeded();
    await envWidget.getByRole("button", { name: "Run", exact: true }).click();
    assert.equal(await finished(envWidget), "ok");
    await assert.doesNotReject(envWidget.getByRole("region", { name: "Result" }).getByText(/"from-env"/).first().waitFor({ timeout: RUN_TIMEOUT }));
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
