// Unit tests of the workshops' build step (workshops/build.mjs): the step
// texts' Markdown is rendered with raw HTML shown as text, and every
// workshop folder is loaded with its steps in order.
import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { root } from "../../scripts/lib/util.mjs";
import { loadWorkshops, renderMarkdown } from "../../workshops/build.mjs";

test("step texts: Markdown rendered, raw HTML and script links shown as text", () => {
  const html = renderMarkdown('# Title\n\nSome `code` and **bold**.\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[link](javascript:alert(1))\n');
  assert.match(html, /<h1>Title<\/h1>/);
  assert.match(html, /<code>code<\/code> and <strong>bold<\/strong>/);
  assert.ok(!html.includes("<script"), html);
  assert.ok(!html.includes("<img"), html);
  assert.ok(html.includes("&lt;script&gt;alert(1)&lt;/script&gt;"), html);
  assert.ok(!/href="javascript:/i.test(html), html);
});

test("every workshop is loaded in order, with its steps, files, solutions and checks", async () => {
  const workshops = await loadWorkshops(join(root, "workshops"));
  assert.deepEqual(workshops.slice(0, 2).map((w) => w.id), ["terraform-basics", "expressions-and-functions"]);
  for (const w of workshops) {
    assert.ok(w.title && w.description, w.id);
    assert.ok(w.steps.length >= 8, `${w.id}: ${w.steps.length} steps`);
    for (const s of w.steps) {
      assert.ok(s.html.startsWith("<h1>"), `${w.id}/${s.id} text starts with its heading`);
      assert.ok(Object.keys(s.files).length && Object.keys(s.solution).length && s.checks.length && s.hint, `${w.id}/${s.id}`);
    }
  }
  const module = workshops[0].steps.at(-1);
  assert.deepEqual(Object.keys(module.files), ["main.tf", "modules/storage/main.tf", "modules/storage/variables.tf"]);
});
