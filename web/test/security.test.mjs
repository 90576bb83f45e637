// Security of the page in headless Chromium (issue 11): the
// Content-Security-Policy is sent with every page and the playground works
// under it (no violation reported); the playground makes no request
// outside its own site; text the user controls — values, outputs,
// diagnostics — is shown as text, never run as HTML or script.
// Set-up: browser-harness.mjs.
import assert from "node:assert/strict";
import { test } from "node:test";
import { contentSecurityPolicy } from "../../scripts/lib/csp.mjs";
import { baseURL, button, editorText, idle, openPage, playURL, resultTab, RUN_TIMEOUT, terminalRun, terminalText } from "./browser-harness.mjs";
import { loadTS } from "./load-ts.mjs";

test("every page is sent with the Content-Security-Policy", async () => {
  for (const path of ["", "play/", "docs/", "examples/", "workshops/", "play/index.html", "no-such-page"]) {
    const res = await fetch(new URL(path, baseURL));
    assert.equal(res.headers.get("content-security-policy"), contentSecurityPolicy, `/${path} (status ${res.status})`);
    await res.arrayBuffer();
  }
  assert.match(contentSecurityPolicy, /script-src 'self' 'wasm-unsafe-eval';/);
  assert.doesNotMatch(contentSecurityPolicy.match(/script-src [^;]*/)[0], /'unsafe-inline'|'unsafe-eval'/);
  assert.doesNotMatch(contentSecurityPolicy, /'unsafe-eval'/);
});

/** What a page reports: CSP violations, dialogs, and every request it made. */
async function watch(context, page) {
  await context.addInitScript(() => {
    window.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const requests = [];
  const dialogs = [];
  context.on("request", (req) => requests.push(req.url()));
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    d.dismiss().catch(() => {});
  });
  return { requests, dialogs };
}

// No space inside the strings: Chromium turns a space typed just before
// the editor's closing quote into a no-break space.
const hostile = `locals {
note = "<img/src=x/onerror=window.__xss=1>"
}

resource "terraform_data" "x" {
input = "<script>window.__xss=2</script>"
}

output "link" {
value = "javascript:window.__xss=3"
}

output "ansi" {
value = "\\u001b[31mred\\u001b[0m<b>bold</b>"
}

output "note" {
value = local.note
}
`;

/**
 * Pastes text over the editor's content, as a person would with the
 * clipboard. (Typing it key by key, as other tests do, runs into the
 * editor's completion taking the Enter after an opening brace.)
 */
async function pasteConfig(page, text) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.locator(".cm-content").click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("ControlOrMeta+v");
}

test("the playground under the CSP: hostile text shown as text, no script run, no foreign request", async () => {
  const { page, context, errors, close } = await openPage({ permissions: ["clipboard-read", "clipboard-write"] });
  try {
    const { requests, dialogs } = await watch(context, page);
    await page.reload();
    await page.locator('#status[data-state="valid"]').waitFor({ timeout: 90_000 });
    await pasteConfig(page, hostile);
    await button(page, "Plan").click();
    const plan = resultTab(page, "Plan").panel;
    await plan
      .getByText("Plan: 1 to add, 0 to change, 0 to destroy.")
      .first()
      .waitFor({ timeout: RUN_TIMEOUT })
      .catch(async (err) => {
        const text = await editorText(page);
        const odd = [...text].filter((c) => c.charCodeAt(0) > 126 || (c.charCodeAt(0) < 32 && c !== "\n")).map((c) => c.charCodeAt(0).toString(16));
        throw new Error(`${err.message}\neditor:\n${text}\nodd characters: ${odd.join(" ")}\nplan panel:\n${(await plan.innerText()).slice(0, 600)}`);
      });
    await idle(page);
    assert.match(await plan.innerText(), /<script>window\.__xss=2<\/script>/);
    await button(page, "Apply").click();
    await plan.getByText(/Apply complete!/).first().waitFor({ timeout: RUN_TIMEOUT });
    await idle(page);

    // A diagnostic quoting hostile text.
    await terminalRun(page, 'terraform console');
    await terminalRun(page, '"<img/src=x/onerror=window.__xss=4>" + 1');
    await page.waitForFunction(() => document.body.innerText.includes("Invalid operand"), null, { timeout: RUN_TIMEOUT });
    await terminalRun(page, "exit");
    await terminalRun(page, "terraform output");
    await page.waitForFunction(() => document.body.innerText.includes("javascript:window.__xss=3"), null, { timeout: RUN_TIMEOUT });
    const out = await terminalText(page);
    assert.match(out, /<img\/src=x\/onerror=window\.__xss=4>/);
    assert.match(out, /<img\/src=x\/onerror=window\.__xss=1>/);
    assert.match(out, /<b>bold<\/b>/);

    assert.equal(await page.evaluate(() => window.__xss), undefined, "a script from the user's text ran");
    assert.equal(await page.locator("img[src=x], b:text('bold'), a[href^='javascript:']").count(), 0, "user text became HTML");
    assert.deepEqual(dialogs, []);
    assert.deepEqual(await page.evaluate(() => window.__violations), [], "CSP violations");
    const origin = new URL(playURL).origin;
    const foreign = requests.filter((u) => !u.startsWith(origin + "/") && !u.startsWith("data:") && !u.startsWith("blob:"));
    assert.deepEqual(foreign, [], "requests outside the site");
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

/** Violations and errors a page reported since it loaded (see watch()). */
async function pageReport(page, errors, where) {
  const violations = await page.evaluate(() => window.__violations ?? ["no report: the init script did not run"]);
  assert.deepEqual(violations, [], `CSP violations on ${where}`);
  assert.deepEqual(errors.splice(0), [], `errors on ${where}`);
}

/** Waits until a <tfplay-example> finished its run; returns "ok" or "failed". */
async function widgetFinished(widget) {
  await widget.locator("xpath=self::*[@data-state='ok' or @data-state='failed']").waitFor({ timeout: 120_000 });
  return widget.getAttribute("data-state");
}

test("style-src 'self': every page works without a CSP violation (editor, Graph tab, docs embeds, gallery, workshops, embed.html)", async () => {
  assert.match(contentSecurityPolicy, /style-src 'self';/);
  assert.doesNotMatch(contentSecurityPolicy, /'unsafe-inline'/);
  const { page, context, errors, close } = await openPage();
  try {
    await watch(context, page);
    await page.reload();
    await page.locator('#status[data-state="valid"]').waitFor({ timeout: 90_000 });
    // The editor's styles (CodeMirror's themes) applied without any <style> element.
    await page.locator(".cm-content").click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type("\n# typed");
    assert.equal(await page.locator("style").count(), 0, "a <style> element in the page");
    assert.equal(await page.locator(".cm-editor").evaluate((el) => getComputedStyle(el).display), "flex", "CodeMirror's base theme applies");
    assert.equal(await page.locator(".cm-gutters").first().evaluate((el) => getComputedStyle(el).display), "flex");
    // The Graph tab: Graphviz's SVG with pan and zoom.
    const graph = resultTab(page, "Graph");
    await graph.tab.click();
    await graph.panel.locator("svg g.gnode").first().waitFor({ timeout: RUN_TIMEOUT });
    assert.equal(await graph.panel.locator("svg").first().evaluate((el) => getComputedStyle(el).overflow), "hidden");
    await graph.panel.locator("svg").first().hover();
    await page.mouse.wheel(0, -200);
    await pageReport(page, errors, "the playground");

    // A docs page: its embeds, one run.
    await page.goto(new URL("docs/first-steps.html", baseURL).href);
    const embed = page.locator("tfplay-example").first();
    await embed.getByRole("button", { name: "Run", exact: true }).click();
    assert.equal(await widgetFinished(embed), "ok");
    await pageReport(page, errors, "docs/first-steps.html");

    // The iframe embed, from a share link, in the graph view.
    const codec = await loadTS("share/codec.ts");
    const hash = await codec.encodeShare({ files: { "main.tf": 'resource "terraform_data" "a" {}\nresource "terraform_data" "b" { input = terraform_data.a.id }\n' }, flavor: "terraform" });
    await page.goto(new URL(`embed.html?view=graph${hash}`, baseURL).href);
    const framed = page.locator("tfplay-example");
    assert.equal(await widgetFinished(framed), "ok");
    await framed.locator("svg").first().waitFor();
    await pageReport(page, errors, "embed.html");

    // The landing page, the guide's index, the function reference, the gallery, the workshops.
    for (const path of ["", "docs/", "docs/functions/", "examples/", "workshops/"]) {
      await page.goto(new URL(path, baseURL).href);
      await page.waitForLoadState("load");
      await pageReport(page, errors, `/${path}`);
    }
    await page.goto(new URL("workshops/view.html?w=terraform-basics", baseURL).href);
    await page.locator("#step-text h1").first().waitFor({ timeout: 90_000 });
    await page.locator(".cm-content").waitFor();
    assert.equal(await page.locator(".cm-editor").evaluate((el) => getComputedStyle(el).display), "flex");
    await pageReport(page, errors, "workshops/view.html");
  } finally {
    await close();
  }
});
