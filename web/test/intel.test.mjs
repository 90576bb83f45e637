// End-to-end tests of the editor's intelligence in headless Chromium,
// typing, hovering and clicking as a person would: completion of an
// aws_instance block's arguments and of functions with their signatures,
// hover showing a variable's value and a resource attribute's value before
// and after apply, and Ctrl+click going to a variable's declaration in
// another file. Set-up: browser-harness.mjs.
import assert from "node:assert/strict";
import { test } from "node:test";
import { button, editorText, ENGINE_TIMEOUT, idle, openPage, resultTab, RUN_TIMEOUT, saved, terminalRun, terminalText, typeConfig } from "./browser-harness.mjs";

/** The labels of the completion list shown. */
async function completionLabels(page) {
  const list = page.locator(".cm-tooltip-autocomplete");
  await list.waitFor({ timeout: RUN_TIMEOUT });
  return list.locator(".cm-completionLabel").allInnerTexts();
}

/**
 * The screen point of the `k`-th character of the first occurrence of
 * `needle` on a line of the editor that contains it.
 */
async function pointOf(page, needle, k = 1) {
  const point = await page.evaluate(
    ([needle, k]) => {
      for (const line of document.querySelectorAll(".cm-content .cm-line")) {
        const at = (line.textContent ?? "").indexOf(needle);
        if (at < 0) continue;
        let target = at + k;
        const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const len = node.textContent.length;
          if (target < len) {
            const range = document.createRange();
            range.setStart(node, target);
            range.setEnd(node, target + 1);
            const r = range.getBoundingClientRect();
            return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
          }
          target -= len;
        }
      }
      return null;
    },
    [needle, k],
  );
  assert.ok(point, `"${needle}" is on screen`);
  return point;
}

/** Hovers `needle` in the editor and returns the hover tooltip's text. */
async function hover(page, needle, k = 2, timeout = RUN_TIMEOUT) {
  // Leave any previous tooltip first.
  await page.mouse.move(1, 1);
  await page.locator(".cm-tooltip-hover").waitFor({ state: "detached", timeout: RUN_TIMEOUT });
  const { x, y } = await pointOf(page, needle, k);
  await page.mouse.move(x - 2, y, { steps: 2 });
  await page.mouse.move(x, y, { steps: 2 });
  const tip = page.locator(".cm-tooltip-hover .cm-intel-hover");
  await tip.waitFor({ timeout });
  return tip.innerText();
}

/** Creates a file through the file tree and types its content. */
async function newFile(page, name, text) {
  await page.getByRole("button", { name: "New file" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox").fill(name);
  await dialog.getByRole("button", { name: "Create" }).click();
  // The new file's editor has the focus as soon as the dialog is gone (it
  // used to get it a task later: CI runs under load typed an Enter on the
  // New file button and found a dialog open at the Variables button).
  await dialog.waitFor({ state: "hidden" });
  await page.waitForFunction((label) => document.activeElement?.getAttribute("aria-label") === label, `Contents of ${name}`, {
    timeout: RUN_TIMEOUT,
  });
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    await page.keyboard.type(lines[i].trimStart());
    if (i < lines.length - 1) await page.keyboard.press("Enter");
  }
}

test("completion offers an aws_instance block's arguments, and functions with their signatures", async () => {
  const { page, errors, close } = await openPage();
  try {
    await typeConfig(page, 'resource "aws_instance" "web" {\n');
    await page.keyboard.press("Control+Space");
    let labels = await completionLabels(page);
    for (const want of ["ami", "instance_type", "tags", "count", "lifecycle"]) assert.ok(labels.includes(want), `${want} offered: ${labels.join(" ")}`);
    // Typing narrows the list; Enter (the list was asked for) inserts the argument.
    await page.keyboard.type("instance_t");
    await page.locator(".cm-tooltip-autocomplete .cm-completionLabel", { hasText: /^instance_type$/ }).waitFor();
    labels = await completionLabels(page);
    assert.equal(labels[0], "instance_type");
    await page.keyboard.press("Enter");
    // The string's quotes come with the argument; the cursor is between them.
    await page.keyboard.type("t3.micro");
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    assert.match(await editorText(page), /^\s*instance_type = "t3\.micro"$/m);

    // A function, offered while typing, with its signature.
    await page.keyboard.type("tags = { Name = upp");
    const upper = page.locator(".cm-tooltip-autocomplete li", { has: page.locator(".cm-completionLabel", { hasText: /^upper\($/ }) });
    await upper.waitFor({ timeout: RUN_TIMEOUT });
    assert.match(await upper.locator(".cm-completionDetail").innerText(), /^upper\(str string\) string$/);
    // Its description shows beside the list.
    await page.locator(".cm-completionInfo .cm-intel-doc").filter({ hasText: /upper/i }).waitFor();
    // Choosing it inserts the call with the cursor between the parentheses.
    await upper.click();
    await page.keyboard.type('"web"');
    await page.keyboard.press("End");
    assert.match(await editorText(page), /tags = \{ Name = upper\("web"\)$/m);
    // Typed text is never HTML.
    assert.equal(await page.locator(".cm-tooltip script, .cm-tooltip img").count(), 0);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("hover shows a variable's value and a resource attribute before and after apply; Ctrl+click goes to the declaration", async () => {
  const { page, errors, close } = await openPage();
  try {
    await typeConfig(
      page,
      `resource "aws_instance" "web" {
ami = "ami-0abc1234"
instance_type = var.size
tags = { Region = var.region }
}

output "id" {
value = aws_instance.web.id
}
`,
    );
    await newFile(page, "variables.tf", 'variable "region" {\ndefault = "us-east-1"\n}\n\nvariable "size" {\ntype = string\n}\n');
    // size has no default: give it a value in the Variables panel.
    await button(page, "Variables").click();
    const vars = page.getByRole("dialog");
    await vars.getByRole("textbox", { name: "size" }).fill("t3.small");
    await vars.getByRole("button", { name: /Save|Done|Close/ }).first().click();
    await vars.waitFor({ state: "hidden" });
    await saved(page);
    await page.getByRole("button", { name: "main.tf", exact: true }).click();

    // The first question starts the engine's intelligence worker.
    let tip = await hover(page, "var.region", 5, ENGINE_TIMEOUT);
    assert.match(tip, /var\.region/);
    assert.match(tip, /"us-east-1"/);
    tip = await hover(page, "var.size", 5);
    assert.match(tip, /"t3\.small"/);
    // Before apply, a computed attribute is unknown.
    tip = await hover(page, "aws_instance.web.id", 17);
    assert.match(tip, /\(known after apply\)/);

    await button(page, "Apply").click();
    await resultTab(page, "Plan").panel.getByText(/Apply complete! Resources: 1 added/).waitFor({ timeout: RUN_TIMEOUT });
    await idle(page);
    tip = await hover(page, "aws_instance.web.id", 17);
    const id = /"(i-[0-9a-f]+)"/.exec(tip)?.[1];
    assert.ok(id, `an instance id after apply: ${tip}`);
    assert.match(tip, /from the state/);
    // terraform console reads the same state.
    await terminalRun(page, "echo aws_instance.web.id | terraform console");
    await page.getByRole("log", { name: "Terminal output" }).getByText(`"${id}"`).waitFor({ timeout: RUN_TIMEOUT });

    // Ctrl+click on var.region opens variables.tf with the declaration selected.
    const { x, y } = await pointOf(page, "var.region", 5);
    await page.mouse.move(x, y);
    await page.keyboard.down("Control");
    await page.mouse.click(x, y);
    await page.keyboard.up("Control");
    await page.getByRole("textbox", { name: "Contents of variables.tf" }).waitFor({ timeout: RUN_TIMEOUT });
    assert.match(await editorText(page), /^variable "region" \{/);
    const selected = await page.evaluate(() => document.getSelection()?.toString() ?? "");
    assert.match(selected, /region/);
    assert.doesNotMatch(selected, /size/);
    assert.ok((await terminalText(page)).length > 0);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
