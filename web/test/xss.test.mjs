// Text the user controls shown as text, in headless Chromium (issue 11):
// file and folder names (file tree, editor tabs, diagnostics naming a
// file), resource instance keys (plan, state, Graph tab), variable values,
// share links made by the real encoder (web/src/share/codec.ts), and
// workshop text (Markdown rendered by workshops/build.mjs). Each payload
// tries to run script (`<script>`, `<img onerror>`, attribute breaking,
// `javascript:` links); none may run, open a dialog or become markup, and
// ANSI escape sequences are either applied as colours or dropped, never
// left as control characters in the page. values, outputs and
// diagnostics typed in the editor are covered by security.test.mjs.
// Set-up: browser-harness.mjs.
import assert from "node:assert/strict";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { button, idle, openPage, playURL, resultTab, RUN_TIMEOUT, terminalRun, terminalText } from "./browser-harness.mjs";
import { loadTS } from "./load-ts.mjs";

const codec = await loadTS("share/codec.ts");

/** Records dialogs and makes every payload's flag visible: window.__xss is set by any payload that runs. */
async function watch(context, page) {
  await context.addInitScript(() => {
    window.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const dialogs = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    d.dismiss().catch(() => {});
  });
  return dialogs;
}

/**
 * What must hold on any page after hostile input: no payload ran, no
 * dialog opened, no markup came from user text (no img/script/iframe, no
 * on* attribute, no javascript: link, in the page or any shadow root),
 * and no text node holds a control character other than tab and newline.
 */
async function assertInert(page, dialogs) {
  assert.equal(await page.evaluate(() => window.__xss), undefined, "a script from the user's text ran");
  assert.deepEqual(dialogs, [], "a dialog opened");
  const found = await page.evaluate(() => {
    const out = { markup: [], handlers: [], links: [], controls: [] };
    const visit = (root) => {
      for (const el of root.querySelectorAll("*")) {
        if (el.localName === "img" && el.getAttribute("src") === "x") out.markup.push(el.outerHTML.slice(0, 120));
        if (el.localName === "script" && /__xss/.test(el.textContent) && !el.type.startsWith("text/")) out.markup.push(el.outerHTML.slice(0, 120));
        if (el.localName === "iframe" && !/embed\.html/.test(el.getAttribute("src") ?? "")) out.markup.push(el.outerHTML.slice(0, 120));
        for (const a of el.attributes) {
          if (/^on/i.test(a.name)) out.handlers.push(`${el.localName} ${a.name}=${a.value}`);
          if (/^\s*javascript:/i.test(a.value) && /^(href|src|action|formaction|xlink:href)$/i.test(a.name)) out.links.push(`${el.localName} ${a.name}=${a.value}`);
        }
        if (el.shadowRoot) visit(el.shadowRoot);
      }
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        // <script type="text/hcl|plain"> children of an embed hold files, not shown text.
        if (n.parentElement?.localName === "script") continue;
        const m = /[\u0000-\u0008\u000b-\u001f\u007f]/.exec(n.data);
        if (m) out.controls.push(`U+${m[0].charCodeAt(0).toString(16).padStart(4, "0")} in ${JSON.stringify(n.data.slice(0, 80))} (${n.parentElement?.localName}.${n.parentElement?.className}, parent node ${n.parentNode?.nodeName})`);
      }
    };
    visit(document);
    return out;
  });
  assert.deepEqual(found, { markup: [], handlers: [], links: [], controls: [] }, "user text became markup or left control characters");
  assert.deepEqual(await page.evaluate(() => window.__violations), [], "CSP violations");
}

// File names may hold anything but control characters and * ? " < > | :
// (web/src/paths.ts), so entities, quotes that would close an attribute
// and spaces carry the payloads.
const QUOTE_FILE = "x' onmouseover='window.__xss=1' y.tf";
const ENTITY_TF = "&lt;img src=x onerror=window.__xss=2&gt;.tf";
const ENTITY_FOLDER = "&lt;script&gt;window.__xss=3&lt;&#47;script&gt;";
const JS_FOLDER = "javascript&colon;window.__xss=4";
const KEY_SCRIPT = "<script>window.__xss=5</script>";
const KEY_IMG = "<img src=x onerror=window.__xss=6>";
const VAR_VALUE = "<img src=x onerror=window.__xss=7>\u001b[32mgreen\u001b[0m";

const hostileFiles = {
  "main.tf": `variable "greeting" {
  type        = string
  description = "<img src=x onerror=window.__xss=31> \u001b[1mbold\u001b[0m description"
}

resource "terraform_data" "x" {
  for_each = toset(["${KEY_SCRIPT}", "${KEY_IMG}"])
  input    = var.greeting
}

module "m" {
  source = "./${ENTITY_FOLDER}"
}

variable "asked" {
  type        = string
  description = "<script>window.__xss=32</script> \u001b[31masked\u001b[0m\u0007"
}

output "greeting" {
  value = var.greeting
}

output "asked" {
  value = var.asked
}

output "ansi" {
  value = "\\u001b[31mred\\u001b[0m \\u001b]8;;javascript:window.__xss=8\\u0007link\\u001b]8;;\\u0007 bell\\u0007 nul-free"
}
`,
  [QUOTE_FILE]: `# raw control characters: \u001b[31mred\u001b[0m \u0007 \u202eevil
locals {
  note = "javascript:window.__xss=9"
}
`,
  [ENTITY_TF]: `locals {
  broken = "<script>window.__xss=10</script>" +
}
`,
  [`${ENTITY_FOLDER}/main.tf`]: `resource "terraform_data" "inner" {
  input = "<b>inner</b>"
}
`,
};

/** Hovers the first `needle` in the editor, as a person moves the mouse there; returns the tooltip's text. */
async function hoverText(page, needle) {
  const point = await page.evaluate((needle) => {
    for (const line of document.querySelectorAll(".cm-content .cm-line")) {
      let at = line.textContent.indexOf(needle);
      if (at < 0) continue;
      line.scrollIntoView({ block: "center" });
      at += needle.length - 2; // on the name, not the dot
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (at < n.data.length) {
          const range = document.createRange();
          range.setStart(n, at);
          range.setEnd(n, at + 1);
          const r = range.getBoundingClientRect();
          return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
        }
        at -= n.data.length;
      }
    }
    return null;
  }, needle);
  assert.ok(point, `${needle} is in the editor`);
  await page.mouse.move(point.x - 2, point.y, { steps: 2 });
  await page.mouse.move(point.x, point.y, { steps: 2 });
  const tip = page.locator(".cm-tooltip-hover").first();
  await tip.waitFor({ timeout: RUN_TIMEOUT });
  return tip.innerText();
}

test("a crafted share link: hostile file and folder names, contents, variable values and example shown as text", async () => {
  const hash = await codec.encodeShare({
    files: hostileFiles,
    folders: [JS_FOLDER],
    vars: { default: { greeting: VAR_VALUE } },
    flavor: "terraform",
    example: "javascript-x",
  });
  const { page, context, errors, close } = await openPage({ ready: false, url: "about:blank" });
  try {
    const dialogs = await watch(context, page);
    await page.goto(playURL + hash);
    // One file has a syntax error: its diagnostics name it.
    await page.locator('#status[data-state="invalid"]').waitFor({ timeout: 90_000 });

    // The file tree: every name literally, entities not decoded.
    const tree = page.getByRole("tree", { name: "Files" });
    for (const name of [QUOTE_FILE, ENTITY_TF, ENTITY_FOLDER, JS_FOLDER]) {
      await tree.getByText(name, { exact: true }).first().waitFor({ timeout: RUN_TIMEOUT });
    }
    const problems = resultTab(page, "Problems");
    await problems.tab.click();
    await problems.panel.getByText(ENTITY_TF, { exact: false }).first().waitFor({ timeout: RUN_TIMEOUT });
    await terminalRun(page, "terraform validate");
    await page
      .waitForFunction((s) => document.querySelector("[aria-label='Terminal output']")?.textContent.includes(s), `on ${ENTITY_TF} line`, { timeout: RUN_TIMEOUT })
      .catch(async (err) => assert.fail(`${err.message}\n${await terminalText(page)}`));
    // Clicking the problem opens the file in a tab; emptying it fixes the configuration.
    await problems.panel.getByText(ENTITY_TF, { exact: false }).first().click();
    await page.getByRole("button", { name: `Close ${ENTITY_TF}`, exact: true }).waitFor();
    await page.locator(".cm-content").click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Backspace");
    await page.locator('#status[data-state="valid"]').waitFor({ timeout: RUN_TIMEOUT });
    await tree.getByText(QUOTE_FILE, { exact: true }).first().click();
    await page.getByRole("button", { name: `Close ${QUOTE_FILE}`, exact: true }).waitFor();

    // The Variables dialog: the link's value in its field, the description as text.
    await page.locator("#btn-vars").click();
    const vars = page.getByRole("dialog");
    assert.equal(await vars.locator("#var-set-greeting").inputValue(), VAR_VALUE);
    await vars.getByText("<img src=x onerror=window.__xss=31> bold description", { exact: true }).waitFor();
    await assertInert(page, dialogs);
    await page.keyboard.press("Escape");
    await vars.waitFor({ state: "hidden" });
    // Its control characters are placeholders in the editor (ESC ×2, BEL, the bidi override).
    assert.equal(await page.locator(".cm-content .cm-specialChar").count(), 4);

    await button(page, "Plan").click();
    // The variable without a value is asked for, its description as text.
    const ask = page.getByRole("dialog", { name: "A variable needs a value" });
    await ask.getByText("<script>window.__xss=32</script> asked", { exact: true }).waitFor({ timeout: RUN_TIMEOUT });
    await assertInert(page, dialogs);
    await ask.getByRole("textbox").fill("<img src=x onerror=window.__xss=33>");
    await ask.getByRole("button", { name: "Continue" }).click();
    const plan = resultTab(page, "Plan").panel;
    await plan.getByText("Plan: 3 to add, 0 to change, 0 to destroy.").first().waitFor({ timeout: RUN_TIMEOUT });
    await idle(page);
    const planText = await plan.innerText();
    for (const s of [KEY_SCRIPT, KEY_IMG, "<b>inner</b>", "<img src=x onerror=window.__xss=7>"]) assert.ok(planText.includes(s), `the plan shows ${s}`);

    await button(page, "Apply").click();
    await plan.getByText(/Apply complete!/).first().waitFor({ timeout: RUN_TIMEOUT });
    await idle(page);
    // Hovering var.asked shows its description (and value) as text.
    await page.getByRole("button", { name: "main.tf", exact: true }).first().click();
    const tip = await hoverText(page, "var.asked");
    assert.ok(tip.includes("<script>window.__xss=32</script> asked"), tip);
    await assertInert(page, dialogs);
    await page.mouse.move(1, 1);

    const state = resultTab(page, "State");
    await state.tab.click();
    await state.panel.getByText(KEY_SCRIPT).first().waitFor();
    const outputs = resultTab(page, "Outputs");
    await outputs.tab.click();
    await outputs.panel.getByText("<img src=x onerror=window.__xss=7>", { exact: false }).first().waitFor();
    const graph = resultTab(page, "Graph");
    await graph.tab.click();
    await graph.panel.locator("svg g.gnode").first().waitFor({ timeout: RUN_TIMEOUT });
    assert.ok((await graph.panel.innerText()).includes("terraform_data.x") || (await graph.panel.locator("svg text").allTextContents()).some((t) => t.includes("terraform_data.x")));

    // The terminal: Terraform's colours, the user's ANSI applied or dropped.
    await terminalRun(page, "terraform output -raw ansi");
    await page.waitForFunction(() => document.body.innerText.includes("nul-free"), null, { timeout: RUN_TIMEOUT });
    await terminalRun(page, `terraform validate`);
    await page.waitForFunction(() => /Success!|Warning/.test(document.body.innerText.split("terraform validate").pop()), null, { timeout: RUN_TIMEOUT });
    const out = await terminalText(page);
    assert.match(out, /red link bell nul-free/);
    const red = page.getByRole("log", { name: "Terminal output" }).locator("span.ansi-fg-red", { hasText: /^red$/ });
    assert.equal(await red.count(), 1, "the user's SGR colour applied as a class");

    await assertInert(page, dialogs);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("a share link with a file name the playground refuses says so, as text", async () => {
  const hash = await codec.encodeShare({ files: { "<script>window.__xss=1</script>.tf": "", "main.tf": "" }, flavor: "terraform" });
  const { page, context, errors, close } = await openPage({ ready: false, url: "about:blank" });
  try {
    const dialogs = await watch(context, page);
    await page.goto(playURL + hash);
    await page.getByText("The share link holds a file with an invalid path: <script>window.__xss=1</script>.tf", { exact: false }).first().waitFor({ timeout: 90_000 });
    await assertInert(page, dialogs);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

/** A workshop folder (workshops/README format) whose every text is hostile. */
async function hostileWorkshop(dir) {
  const { mkdir, writeFile } = await import("node:fs/promises");
  const { join } = await import("node:path");
  const base = join(dir, "xss-test");
  const step = join(base, "01-step");
  await mkdir(join(step, "files"), { recursive: true });
  await mkdir(join(step, "solution"), { recursive: true });
  await writeFile(
    join(base, "workshop.json"),
    JSON.stringify({ title: "<img src=x onerror=window.__xss=1> workshop", description: "<script>window.__xss=2</script>", order: 99, steps: ["01-step"] }),
  );
  await writeFile(
    join(step, "step.md"),
    `# Step <script>window.__xss=3</script>

Raw HTML: <img src=x onerror=window.__xss=4> and <iframe src="javascript:window.__xss=5"></iframe>.

<a href="javascript:window.__xss=6" onclick="window.__xss=7">raw anchor</a>

A [javascript link](javascript:window.__xss=8), an autolink <javascript:window.__xss=9>, a [data link](data:text/html,<script>window.__xss=10</script>), a [vbscript link](vbscript:msgbox) and a [good link](https://developer.hashicorp.com/terraform/language).

![an image](javascript:window.__xss=11)

\`<b>code</b>\`, **bold** and an escape: \u001b[31mred\u001b[0m\u0007.
`,
  );
  await writeFile(
    join(step, "step.json"),
    JSON.stringify({
      title: "<b>First</b> <img src=x onerror=window.__xss=12>",
      hint: "<img src=x onerror=window.__xss=13> javascript:window.__xss=14",
      checks: [{ type: "output", name: "greeting", equals: "hello", message: "<script>window.__xss=15</script> not yet" }],
    }),
  );
  await writeFile(join(step, "files", "main.tf"), 'output "greeting" {\n  value = "<img src=x onerror=window.__xss=16>"\n}\n');
  await writeFile(join(step, "files", QUOTE_FILE), "");
  await writeFile(join(step, "solution", "main.tf"), 'output "greeting" {\n  value = "hello"\n}\n');
  return base;
}

test("workshop text: Markdown rendered, raw HTML shown as text, javascript: and data: links neutralised, hostile titles, hints and check messages as text", async () => {
  const { mkdtemp, rm } = await import("node:fs/promises");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const { loadWorkshops } = await import(fileURLToPath(new URL("../../workshops/build.mjs", import.meta.url)));
  const dir = await mkdtemp(join(tmpdir(), "tfplay-xss-workshop-"));
  let data;
  try {
    await hostileWorkshop(dir);
    [data] = await loadWorkshops(dir); // the site's own renderer (markdown-it, raw HTML off)
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const { page, context, errors, close } = await openPage({ ready: false, url: "about:blank" });
  try {
    const dialogs = await watch(context, page);
    // The built workshop served as dist/workshops/data/xss-test.json would be.
    await page.route("**/workshops/data/xss-test.json", (route) => route.fulfill({ contentType: "application/json", body: JSON.stringify(data) }));
    await page.goto(new URL("../workshops/view.html?w=xss-test", playURL).href);
    const text = page.locator("#step-text");
    await text.locator("h1").waitFor({ timeout: 90_000 });
    await page.locator('#status:not([data-state="loading"])').waitFor({ timeout: 90_000 });

    // Markdown is rendered…
    assert.equal(await text.locator("h1").textContent(), "Step <script>window.__xss=3</script>");
    assert.equal(await text.locator("strong").textContent(), "bold");
    assert.equal(await text.locator("code").textContent(), "<b>code</b>");
    assert.equal(await text.locator('a[href="https://developer.hashicorp.com/terraform/language"]').textContent(), "good link");
    // …raw HTML is text, and no link but the good one.
    const shown = await text.innerText();
    for (const s of ["<img src=x onerror=window.__xss=4>", '<iframe src="javascript:window.__xss=5"></iframe>', '<a href="javascript:window.__xss=6" onclick="window.__xss=7">raw anchor</a>']) {
      assert.ok(shown.includes(s), `the step text shows ${s}`);
    }
    assert.deepEqual(await text.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href"))), ["https://developer.hashicorp.com/terraform/language"]);
    assert.equal(await text.locator("img").count(), 0);
    assert.ok(shown.includes("an escape: red."), `the escape dropped: ${JSON.stringify(shown.slice(-40))}`);

    // Titles, file names, the hint and a failed check's message as text.
    assert.equal(await page.locator("#workshop-title").textContent(), data.title);
    await page.locator("#step-list").getByText(`1. ${data.steps[0].title}`, { exact: true }).waitFor();
    await page.locator("#editor-tabs").getByText(QUOTE_FILE, { exact: true }).waitFor();
    await button(page, "Check").click();
    await page.locator('#check-result[data-result="fail"]').waitFor({ timeout: 120_000 });
    const verdict = await page.locator("#check-result").innerText();
    assert.ok(verdict.includes("<script>window.__xss=15</script> not yet"), verdict);
    assert.ok(verdict.includes(data.steps[0].hint), verdict);
    await button(page, "Plan").click();
    await page.locator("#panel-plan").getByText("<img src=x onerror=window.__xss=16>", { exact: false }).first().waitFor({ timeout: RUN_TIMEOUT });

    await assertInert(page, dialogs);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("files and zips opened from disk: names the playground refuses are reported as text, accepted ones shown literally", async () => {
  const zip = await loadTS("share/zip.ts");
  const good = await zip.writeZip({ [QUOTE_FILE]: 'output "a" {\n  value = "<script>window.__xss=20</script>"\n}\n', "./mods//m/main.tf": "" });
  const bad = {
    "<script>window.__xss=21</script>.tf": await zip.writeZip({ "main.tf": "", "<script>window.__xss=21</script>.tf": "" }),
    "../up.tf": await zip.writeZip({ "main.tf": "", "../up.tf": "" }),
    "esc\u001b[31m.tf": await zip.writeZip({ "main.tf": "", "esc\u001b[31m.tf": "" }),
  };
  const { page, context, errors, close } = await openPage({ ready: false, url: "about:blank" });
  try {
    const dialogs = await watch(context, page);
    await page.goto(playURL);
    await page.locator('#status[data-state="valid"]').waitFor({ timeout: 90_000 });
    const pick = async (name, buffer) => {
      const chooser = page.waitForEvent("filechooser");
      await button(page, "Open files/zip").click();
      await (await chooser).setFiles({ name, mimeType: "application/zip", buffer: Buffer.from(buffer) });
    };
    for (const [name, bytes] of Object.entries(bad)) {
      await pick("bad.zip", bytes);
      await page.getByText(`The file name ${JSON.stringify(name)} is not one the playground accepts. Your files are unchanged.`, { exact: true }).waitFor({ timeout: RUN_TIMEOUT });
    }
    await pick("good.zip", good);
    const tree = page.getByRole("tree", { name: "Files" });
    await tree.getByText(QUOTE_FILE, { exact: true }).first().waitFor({ timeout: RUN_TIMEOUT });
    await tree.getByText("mods", { exact: true }).first().waitFor();
    await page.locator('#status[data-state="valid"]').waitFor({ timeout: RUN_TIMEOUT });
    await assertInert(page, dialogs);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("the iframe embed (embed.html) of a crafted share link: file tabs, files and results as text, editable or read-only", async () => {
  const files = {
    "main.tf": `resource "terraform_data" "x" {
  for_each = toset(["${KEY_SCRIPT}", "${KEY_IMG}"])
  input    = "<b>\\u001b[31mred\\u001b[0m</b>"
}
`,
    [QUOTE_FILE]: hostileFiles[QUOTE_FILE],
  };
  const hash = await codec.encodeShare({ files, flavor: "terraform", example: "<img src=x onerror=window.__xss=30>" });
  const { page, context, errors, close } = await openPage({ ready: false, url: "about:blank" });
  try {
    const dialogs = await watch(context, page);
    for (const query of ["view=plan", "view=plan&readonly=1"]) {
      await page.goto(new URL(`../embed.html?${query}${hash}`, playURL).href);
      const widget = page.locator("tfplay-example");
      await widget.locator("xpath=self::*[@data-state='ok' or @data-state='failed']").waitFor({ timeout: 120_000 });
      assert.equal(await widget.getAttribute("data-state"), "ok", query);
      const tabs = widget.getByRole("tablist", { name: "Files" });
      await tabs.getByRole("tab", { name: QUOTE_FILE, exact: true }).waitFor();
      await tabs.getByRole("tab", { name: QUOTE_FILE, exact: true }).click();
      const result = await widget.locator("[aria-label=Result]").first().innerText();
      for (const s of [KEY_SCRIPT, KEY_IMG, "<b>"]) assert.ok(result.includes(s), `${query}: the result shows ${s}`);
      await assertInert(page, dialogs);
    }
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("file names typed in the New file and Rename dialogs are shown as text; refused ones say why", async () => {
  const { page, context, errors, close } = await openPage({ ready: false, url: "about:blank" });
  try {
    const dialogs = await watch(context, page);
    await page.goto(playURL);
    await page.locator('#status[data-state="valid"]').waitFor({ timeout: 90_000 });
    const tree = page.getByRole("tree", { name: "Files" });
    const dialog = page.getByRole("dialog");

    await page.getByRole("button", { name: "New file" }).click();
    await dialog.getByRole("textbox").fill("<script>window.__xss=40</script>.tf");
    await dialog.getByRole("button", { name: "Create" }).click();
    await dialog.getByRole("alert").getByText(/Enter a file name/).waitFor();
    await dialog.getByRole("textbox").fill(ENTITY_TF);
    await dialog.getByRole("button", { name: "Create" }).click();
    await tree.getByText(ENTITY_TF, { exact: true }).first().waitFor();
    await page.getByRole("button", { name: `Close ${ENTITY_TF}`, exact: true }).waitFor();
    await page.locator(".cm-content").click();
    await page.keyboard.type("locals {");
    await page.keyboard.press("Enter");
    await page.keyboard.type("x = ");
    await page.locator('#status[data-state="invalid"]').waitFor({ timeout: RUN_TIMEOUT });
    const problems = resultTab(page, "Problems");
    await problems.tab.click();
    await problems.panel.getByText(ENTITY_TF, { exact: false }).first().waitFor({ timeout: RUN_TIMEOUT });

    await tree.getByText(ENTITY_TF, { exact: true }).first().click();
    await page.getByRole("button", { name: "Rename file or folder" }).click();
    await dialog.getByRole("textbox").fill(QUOTE_FILE);
    await dialog.getByRole("button", { name: "Rename" }).click();
    await tree.getByText(QUOTE_FILE, { exact: true }).first().waitFor();
    await page.getByRole("button", { name: `Close ${QUOTE_FILE}`, exact: true }).waitFor();
    await problems.panel.getByText(QUOTE_FILE, { exact: false }).first().waitFor({ timeout: RUN_TIMEOUT });

    await page.getByRole("button", { name: "New folder" }).click();
    await dialog.getByRole("textbox").fill(JS_FOLDER);
    await dialog.getByRole("button", { name: "Create" }).click();
    await tree.getByText(JS_FOLDER, { exact: true }).first().waitFor();

    await assertInert(page, dialogs);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
