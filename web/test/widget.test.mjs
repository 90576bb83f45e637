// End-to-end tests of the embeddable widget (<tfplay-example>, dist/widget.js)
// and the iframe embed (dist/embed.html) in headless Chromium. A page with
// three examples (fixtures/widgets.html), served with a strict
// Content-Security-Policy, loads without fetching the engine; a plan runs on
// Run and a console example when scrolled into view, on one engine worker;
// an edited file changes the plan; "Open in playground" opens the same
// files; files load by URL; the iframe embed works from a page on another
// port. Needs a built dist/ (`node scripts/build.mjs`).
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer as createHTTPServer } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { after, before, test } from "node:test";
import { deflateRawSync } from "node:zlib";
import { chromium } from "playwright-core";
import { chromiumPath, distDir, root } from "../../scripts/lib/util.mjs";
import { createServer } from "../../scripts/serve.mjs";

/** The first run includes fetching, compiling and starting the engine. */
const ENGINE_TIMEOUT = 90_000;
const RUN_TIMEOUT = 30_000;

const fixturesDir = join(root, "web", "test", "fixtures");

/** The fixture page's policy: nothing inline, everything from its own origin, and WebAssembly. */
export const STRICT_CSP = [
  "default-src 'none'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self'",
  "connect-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

const types = { ".html": "text/html; charset=utf-8", ".css": "text/css; charset=utf-8", ".json": "application/json; charset=utf-8" };

let site; // dist/, plus the fixtures under /test-fixtures/ (port A)
let host; // another site, embedding the iframe (port B)
let browser;
let siteURL;
let hostURL;
/** The other site's page, and its Content-Security-Policy, set by the test that uses it. */
let hostPage = "";
let hostCSP = "";

before(async () => {
  if (!existsSync(join(distDir, "widget.js")) || !existsSync(join(distDir, "tfplay.wasm"))) {
    throw new Error("dist/ is not built: run `node scripts/build.mjs` first");
  }
  const dist = createServer().listeners("request")[0];
  site = createHTTPServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    // tfplay's files may be used by other sites (the widget's fetch of tfplay.wasm needs CORS).
    res.setHeader("Access-Control-Allow-Origin", "*");
    // The iframe embed's page gets the same strict policy as the fixtures.
    if (path === "/embed.html") res.setHeader("Content-Security-Policy", STRICT_CSP);
    if (!path.startsWith("/test-fixtures/")) return dist(req, res);
    const file = normalize(join(fixturesDir, path.slice("/test-fixtures/".length)));
    if (!file.startsWith(fixturesDir + sep)) return res.writeHead(403).end();
    try {
      const body = await readFile(file);
      res.writeHead(200, { "Content-Type": types[extname(file)] ?? "text/plain", "Content-Security-Policy": STRICT_CSP, "Cache-Control": "no-cache" });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  host = createHTTPServer((req, res) => {
    if (new URL(req.url ?? "/", "http://x").pathname !== "/") return res.writeHead(204).end(); // favicon.ico
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", ...(hostCSP ? { "Content-Security-Policy": hostCSP } : {}) }).end(hostPage);
  });
  await Promise.all([site, host].map((s) => new Promise((resolve) => s.listen(0, "127.0.0.1", resolve))));
  siteURL = `http://127.0.0.1:${site.address().port}/`;
  hostURL = `http://127.0.0.1:${host.address().port}/`;
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
});

after(async () => {
  await browser?.close();
  for (const s of [site, host]) {
    s?.closeAllConnections();
    s?.close();
  }
});

/**
 * Opens a page in a fresh context, counting engine workers created
 * (new Worker) and requests for worker.js and tfplay.wasm, and collecting
 * page errors, console errors and CSP violations.
 */
async function open(url) {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    window.__workers = 0;
    const Original = window.Worker;
    window.Worker = class extends Original {
      constructor(...args) {
        super(...args);
        window.__workers++;
      }
    };
    window.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const requests = { worker: 0, wasm: 0 };
  context.on("request", (r) => {
    const p = new URL(r.url()).pathname;
    if (p.endsWith("/worker.js")) requests.worker++;
    if (p.endsWith("/tfplay.wasm")) requests.wasm++;
  });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (err) => errors.push(`page error: ${err.message}`));
  page.on("response", (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`console error: ${msg.text()}`);
  });
  await page.goto(url);
  return { page, context, requests, errors, close: () => context.close() };
}

/** Waits until a widget finished a run; returns its state ("ok" or "failed"). */
async function finished(widget, timeout = RUN_TIMEOUT) {
  await widget.locator("xpath=self::*[@data-state='ok' or @data-state='failed']").waitFor({ timeout });
  return widget.getAttribute("data-state");
}

const fixture = () => `${siteURL}test-fixtures/widgets.html`;

test("a page with three examples loads without the engine; a plan and a console run on one worker, under a strict CSP", async () => {
  const { page, requests, errors, close } = await open(fixture());
  try {
    const widgets = page.locator("tfplay-example");
    assert.equal(await widgets.count(), 3);
    for (let i = 0; i < 3; i++) await widgets.nth(i).getByRole("button", { name: "Run", exact: true }).waitFor();
    await page.waitForLoadState("networkidle");
    // Nothing of the engine yet: no run, and the autorun example is out of view.
    assert.deepEqual(requests, { worker: 0, wasm: 0 });
    assert.equal(await page.evaluate(() => window.__workers), 0);
    const consoleExample = page.locator("#console-example");
    assert.equal(await consoleExample.getAttribute("data-state"), "idle");
    // readonly: the file is shown, not editable.
    assert.equal(await consoleExample.getByRole("textbox", { name: "main.tf" }).count(), 0);
    assert.match(await consoleExample.getByRole("tabpanel").innerText(), /greeting = "hello"/);

    // The plan example runs on Run and shows the plan as the playground does.
    const plan = page.locator("#plan-example");
    assert.deepEqual(await plan.getByRole("tab").allTextContents(), ["main.tf", "variables.tf"]);
    await plan.getByRole("button", { name: "Run", exact: true }).click();
    assert.equal(await finished(plan, ENGINE_TIMEOUT), "ok");
    const result = plan.getByRole("region", { name: "Result" });
    await result.getByText("Plan: 2 to add, 0 to change, 0 to destroy.").waitFor();
    assert.match(await result.innerText(), /terraform_data\.a/);
    // User text is text: the variable's "<b>" is shown, not parsed.
    assert.match(await result.innerText(), /<b>not bold<\/b>/);
    assert.equal(await plan.locator("b").count(), 0);

    // The console example runs once scrolled into view, on the same worker.
    await consoleExample.scrollIntoViewIfNeeded();
    assert.equal(await finished(consoleExample), "ok");
    const log = consoleExample.getByRole("log", { name: "Console output" });
    const text = await log.innerText();
    assert.match(text, /> upper\(local\.greeting\)\n"HELLO"/);
    assert.match(text, /> \[for i in range\(3\) : i \* 10\]\n\[\n\s+0,\n\s+10,\n\s+20,\n\]/);
    // The declared expected output is there on request.
    await consoleExample.getByText("Expected output").click();
    await consoleExample.locator(".tfw-expect pre").getByText('"HELLO"').waitFor();

    // The third example never ran.
    assert.equal(await page.locator("#outputs-example").getAttribute("data-state"), "idle");
    assert.deepEqual(requests, { worker: 1, wasm: 1 });
    assert.equal(await page.evaluate(() => window.__workers), 1);
    assert.deepEqual(await page.evaluate(() => window.__csp), []);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("editing a file and pressing Run changes the result; the console takes more expressions", async () => {
  const { page, errors, close } = await open(fixture());
  try {
    const plan = page.locator("#plan-example");
    const editor = plan.getByRole("textbox", { name: "main.tf" });
    await editor.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type('\nresource "terraform_data" "c" {\n  input = "c"\n}\n');
    await plan.getByRole("button", { name: "Run", exact: true }).click();
    assert.equal(await finished(plan, ENGINE_TIMEOUT), "ok");
    const result = plan.getByRole("region", { name: "Result" });
    await result.getByText("Plan: 3 to add, 0 to change, 0 to destroy.").waitFor();
    assert.match(await result.innerText(), /terraform_data\.c/);

    // An error shows Terraform's diagnostic.
    await editor.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type("resource {\n");
    await plan.getByRole("button", { name: "Run", exact: true }).click();
    assert.equal(await finished(plan), "failed");
    assert.match(await result.innerText(), /Error: /);

    const consoleExample = page.locator("#console-example");
    await consoleExample.scrollIntoViewIfNeeded();
    assert.equal(await finished(consoleExample), "ok");
    const input = consoleExample.getByRole("textbox", { name: "Console input" });
    await input.click();
    await page.keyboard.type('join("-", ["a", local.greeting])');
    await page.keyboard.press("Enter");
    await consoleExample.getByRole("log", { name: "Console output" }).getByText('"a-hello"').waitFor({ timeout: RUN_TIMEOUT });
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("files load by URL (src), and the outputs view applies them first", async () => {
  const { page, errors, close } = await open(fixture());
  try {
    const outputs = page.locator("#outputs-example");
    assert.deepEqual(await outputs.getByRole("tab").allTextContents(), ["main.tf", "modules/names/main.tf"]);
    await outputs.getByRole("button", { name: "Run", exact: true }).click();
    assert.equal(await finished(outputs, ENGINE_TIMEOUT), "ok");
    const result = outputs.getByRole("region", { name: "Result" });
    await result.locator(".output-name").getByText("names").waitFor();
    assert.match(await result.innerText(), /"web-0",\s+"web-1",/);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("Open in playground opens the playground with the example's files", async () => {
  const { page, context, errors, close } = await open(fixture());
  try {
    const plan = page.locator("#plan-example");
    const link = plan.getByRole("link", { name: "Open in playground" });
    await page.waitForFunction(() => document.querySelector("#plan-example").shadowRoot.querySelector("a").href.includes("#v2."));
    // Straight to the playground's page (play/), not the site's root.
    const href = new URL(await link.getAttribute("href"));
    assert.equal(href.href.slice(0, -href.hash.length), `${siteURL}play/`);
    const [playground] = await Promise.all([context.waitForEvent("page"), link.click()]);
    assert.equal(new URL(playground.url()).pathname, "/play/");
    await playground.locator('#status[data-state="valid"]').waitFor({ timeout: ENGINE_TIMEOUT });
    const tree = playground.getByRole("tree", { name: "Files" });
    await tree.getByRole("treeitem", { name: "variables.tf", exact: true }).waitFor({ timeout: RUN_TIMEOUT });
    await playground.getByRole("button", { name: "main.tf", exact: true }).click();
    const main = await playground.evaluate(() => [...document.querySelectorAll(".cm-content .cm-line")].map((l) => l.textContent).join("\n"));
    assert.match(main, /resource "terraform_data" "a" \{\n  input = var\.name\n\}/);
    assert.match(main, /resource "terraform_data" "b"/);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

/** The iframe embed's address for files, in the first share link format (#v1., still read). */
function embedURL(files, query) {
  const payload = deflateRawSync(Buffer.from(JSON.stringify({ v: 1, files, flavor: "terraform" })));
  return `${siteURL}embed.html?${query}#v1.${payload.toString("base64url")}`;
}

test("the iframe embed works from a page on another port and shows the plan; a widget's playground link becomes an embed", async () => {
  // As docs/embedding.md says: a share link with play/ replaced by embed.html.
  const widgets = await open(fixture());
  let shared;
  try {
    const link = widgets.page.locator("#outputs-example").getByRole("link", { name: "Open in playground" });
    await widgets.page.waitForFunction(() => document.querySelector("#outputs-example").shadowRoot.querySelector("a").href.includes("#v"));
    shared = await link.getAttribute("href");
  } finally {
    await widgets.close();
  }
  assert.match(shared, /\/play\/#v\d+\./);
  const outputsSrc = shared.replace("/play/", "/embed.html?view=outputs&height=5em");
  const src = embedURL({ "main.tf": 'resource "terraform_data" "framed" {\n  input = "from a share link"\n}\n' }, "view=plan");
  hostCSP = "";
  hostPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Another site</title></head>
<body><h1>Another site</h1><iframe title="tfplay example" src="${src.replace(/&/g, "&amp;")}" width="700" height="500"></iframe>
<iframe title="tfplay outputs" src="${outputsSrc.replace(/&/g, "&amp;")}" width="700" height="400"></iframe></body></html>`;
  const { page, requests, errors, close } = await open(hostURL);
  try {
    assert.notEqual(new URL(hostURL).port, new URL(siteURL).port);
    const frame = page.frameLocator('iframe[title="tfplay example"]');
    const widget = frame.locator("tfplay-example");
    assert.equal(await finished(widget, ENGINE_TIMEOUT), "ok"); // an embed runs when in view
    const result = widget.getByRole("region", { name: "Result" });
    await result.getByText("Plan: 1 to add, 0 to change, 0 to destroy.").waitFor();
    assert.match(await result.innerText(), /terraform_data\.framed/);
    const outputs = page.frameLocator('iframe[title="tfplay outputs"]').locator("tfplay-example");
    assert.equal(await finished(outputs, ENGINE_TIMEOUT), "ok");
    assert.match(await outputs.getByRole("region", { name: "Result" }).innerText(), /"web-0",\s+"web-1",/);
    assert.deepEqual(await outputs.getByRole("tab").allTextContents(), ["main.tf", "modules/names/main.tf"]);
    // Each iframe is a page of its own, with its own engine.
    assert.equal(requests.worker, 2);
    const embed = page.frames().find((f) => f.url().includes("/embed.html"));
    assert.deepEqual(await embed.evaluate(() => window.__csp), []);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("the iframe embed reports a damaged link as text", async () => {
  const { page, close } = await open(`${siteURL}embed.html#v1.%3Cb%3Enot-a-payload`);
  try {
    await page.getByText("The share link is damaged").waitFor({ timeout: RUN_TIMEOUT });
    assert.equal(await page.locator("b").count(), 0);
  } finally {
    await close();
  }
});

test("widget.js loaded from another origin runs with the engine from its own site (CORS, worker-src blob:)", async () => {
  const tfplay = siteURL.replace(/\/$/, "");
  hostCSP = `default-src 'none'; script-src ${tfplay} 'wasm-unsafe-eval'; worker-src blob:; connect-src ${tfplay}`;
  hostPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Another site</title>
<script src="${siteURL}widget.js" defer></script></head>
<body><h1>Another site</h1>
<tfplay-example view="terminal" setup="terraform init" cmd="terraform validate">
  <script type="text/hcl" data-file="main.tf">
    variable "region" {
      default = "eu-west-1"
    }
  </script>
</tfplay-example></body></html>`;
  const { page, requests, errors, close } = await open(hostURL);
  try {
    const widget = page.locator("tfplay-example");
    await widget.getByRole("button", { name: "Run", exact: true }).click();
    assert.equal(await finished(widget, ENGINE_TIMEOUT), "ok");
    const log = widget.getByRole("log", { name: "Commands and their output" });
    await log.getByText("Success! The configuration is valid.").waitFor();
    const text = await log.innerText();
    assert.match(text, /\$ terraform init\n[\s\S]*initialized[\s\S]*\$ terraform validate\n/);
    // The playground link points at tfplay's site, not the host's.
    assert.ok((await widget.getByRole("link", { name: "Open in playground" }).getAttribute("href")).startsWith(`${siteURL}play/`));
    assert.deepEqual(requests, { worker: 1, wasm: 1 });
    assert.deepEqual(await page.evaluate(() => window.__csp), []);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("every widget example of docs/embedding.md runs", async () => {
  const md = await readFile(join(root, "docs", "embedding.md"), "utf8");
  const snippets = [...md.matchAll(/^```html\n([\s\S]*?)^```$/gm)]
    .map((m) => m[1])
    .filter((html) => html.includes("<tfplay-example") && !/\ssrc="/.test(html.replace(/<script src="[^"]*"[^>]*><\/script>/, "")));
  assert.ok(snippets.length >= 5, `only ${snippets.length} runnable snippets found`);
  hostCSP = "";
  hostPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Docs snippets</title>
<script src="${siteURL}widget.js" defer></script></head><body>
${snippets.map((s) => s.replace(/<script src="https:\/\/tfplay\.example\.org\/widget\.js" defer><\/script>/, "")).join("\n")}
</body></html>`;
  const { page, errors, close } = await open(hostURL);
  try {
    const widgets = page.locator("tfplay-example");
    assert.equal(await widgets.count(), snippets.length);
    for (let i = 0; i < snippets.length; i++) {
      const w = widgets.nth(i);
      await w.getByRole("button", { name: "Run", exact: true }).click();
      const state = await finished(w, ENGINE_TIMEOUT);
      const text = await w.getByRole("region", { name: "Result" }).innerText();
      assert.equal(state, "ok", `snippet ${i + 1} failed:\n${snippets[i]}\n${text}`);
      assert.doesNotMatch(text, /Error:/, `snippet ${i + 1}:\n${text}`);
    }
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("files that cannot be loaded are reported as text, and the example does not run", async () => {
  hostCSP = "";
  hostPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Broken src</title>
<script src="${siteURL}widget.js" defer></script></head>
<body><tfplay-example src="examples/<i>broken</i>.json"></tfplay-example></body></html>`;
  const { page, requests, errors, close } = await open(hostURL);
  try {
    const widget = page.locator("tfplay-example");
    await widget.locator("xpath=self::*[@data-state='failed']").waitFor({ timeout: RUN_TIMEOUT });
    const result = widget.getByRole("region", { name: "Result" });
    assert.match(await result.innerText(), /examples\/%3Ci%3Ebroken%3C\/i%3E\.json is not valid JSON/);
    assert.equal(await widget.locator("i").count(), 0);
    assert.ok(await widget.getByRole("button", { name: "Run", exact: true }).isDisabled());
    assert.deepEqual(requests, { worker: 0, wasm: 0 });
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("the graph view draws the playground's graph; clicking a node selects its block in the editor", async () => {
  const tfplay = siteURL.replace(/\/$/, "");
  hostCSP = `default-src 'none'; script-src ${tfplay} 'wasm-unsafe-eval'; worker-src blob:; connect-src ${tfplay}; style-src 'self'; img-src data:`;
  hostPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A graph</title>
<script src="${siteURL}widget.js" defer></script></head>
<body><tfplay-example view="graph">
  <script type="text/hcl" data-file="main.tf">
    resource "terraform_data" "first" {}

    resource "terraform_data" "second" {
      input = terraform_data.first.id
    }
  </script>
</tfplay-example></body></html>`;
  const { page, errors, close } = await open(hostURL);
  try {
    const widget = page.locator("tfplay-example");
    await widget.getByRole("button", { name: "Run", exact: true }).click();
    assert.equal(await finished(widget, ENGINE_TIMEOUT), "ok");
    const svg = widget.locator(".tfw-graph svg");
    await svg.waitFor({ timeout: RUN_TIMEOUT });
    const labels = await svg.locator("text").allTextContents();
    assert.ok(labels.some((t) => t.includes("terraform_data.first")), labels.join(", "));
    assert.ok(labels.some((t) => t.includes("terraform_data.second")), labels.join(", "));
    await svg.locator("g.node", { hasText: "terraform_data.second" }).first().click();
    const editor = widget.getByRole("textbox", { name: "main.tf" });
    await page.waitForFunction(() => {
      const ta = document.querySelector("tfplay-example").shadowRoot.querySelector("textarea");
      return ta.value.slice(ta.selectionStart, ta.selectionEnd).startsWith('resource "terraform_data" "second"');
    }, null, { timeout: RUN_TIMEOUT });
    assert.ok(await editor.evaluate((ta) => ta === ta.getRootNode().activeElement));
    // svg-pan-zoom (in the Graph tab's code) sets style="overflow: hidden" on
    // the drawing, which style-src refuses; the canvas clips it anyway.
    assert.deepEqual((await page.evaluate(() => window.__csp)).filter((v) => v !== "style-src-attr inline"), []);
    assert.deepEqual(errors.filter((e) => !/Applying inline style violates/.test(e)), []);
  } finally {
    await close();
  }
});
