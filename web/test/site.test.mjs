// End-to-end tests of the static site built into dist/ (scripts/build.mjs,
// scripts/site/): the landing page's live example, a docs page and its
// embeds, the function reference against the engine's own list of
// functions, every link of every page, offline use through the service
// worker, and the build's listing of the site. Needs a built dist/.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createServer as createHTTPServer } from "node:http";
import { join } from "node:path";
import { test } from "node:test";
import { promisify } from "node:util";
import { listSite } from "../../scripts/build.mjs";
import { distDir, root } from "../../scripts/lib/util.mjs";
import { createServer } from "../../scripts/serve.mjs";
import { baseURL, button, ENGINE_TIMEOUT, openPage, playURL, resultTab, RUN_TIMEOUT } from "./browser-harness.mjs";

/** The views a <tfplay-example> takes (web/src/widget/spec.ts). */
const VIEWS = ["plan", "apply", "outputs", "console", "graph", "state", "validate", "terminal"];

/** Opens a page of the site (not the playground) in a fresh context. */
async function openSitePage(path) {
  return openPage({ url: new URL(path, baseURL).href, ready: false });
}

/** Waits until a widget finished its run; returns "ok" or "failed". */
async function finished(widget, timeout = ENGINE_TIMEOUT) {
  await widget.locator("xpath=self::*[@data-state='ok' or @data-state='failed']").waitFor({ timeout });
  return widget.getAttribute("data-state");
}

test("the landing page says what tfplay is, links to every part, and its live example shows a plan", async () => {
  const { page, errors, close } = await openSitePage("");
  try {
    await assert.doesNotReject(page.getByRole("heading", { level: 1, name: /Terraform language/ }).waitFor());
    for (const name of ["Open the playground", "Read the guide"]) {
      assert.equal(await page.getByRole("link", { name, exact: true }).count(), 1, name);
    }
    const nav = page.getByRole("navigation", { name: "Site" });
    for (const name of ["Playground", "Docs", "Functions", "Examples", "Workshops"]) {
      assert.equal(await nav.getByRole("link", { name, exact: true }).count(), 1, name);
    }
    // Above the fold: the example is in the first screen.
    const widget = page.locator("#live-example tfplay-example");
    const box = await widget.boundingBox();
    assert.ok(box && box.y < (page.viewportSize()?.height ?? 720), "the live example is above the fold");
    assert.equal(await finished(widget), "ok");
    const result = widget.getByRole("region", { name: "Result" }).or(widget.locator("[aria-label=Result]")).first();
    await assert.doesNotReject(result.getByText("Plan: 2 to add, 0 to change, 0 to destroy.").first().waitFor({ timeout: RUN_TIMEOUT }));
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("a share link made for the site's root opens in the playground", async () => {
  const { page, close } = await openSitePage("#v1.AAAA-not-deflate");
  try {
    await page.waitForURL((u) => u.pathname.endsWith("/play/") && u.hash.startsWith("#v1."));
  } finally {
    await close();
  }
});

test("a docs page renders its chapter with the guide's sidebar and its examples as <tfplay-example> embeds", async () => {
  const { page, errors, close } = await openSitePage("docs/first-steps.html");
  try {
    await assert.doesNotReject(page.getByRole("heading", { level: 1, name: "First steps" }).waitFor());
    const sidebar = page.getByRole("navigation", { name: "The guide" });
    // The introduction, 17 chapters, the function reference, and pages
    // outside the chapters (embedding tfplay).
    const links = await sidebar.getByRole("link").allTextContents();
    assert.equal(links.filter((l) => /^\d+\. /.test(l)).length, 17);
    assert.ok(links.includes("Function reference"));
    assert.equal(await sidebar.locator("a[aria-current=page]").textContent(), "1. First steps");
    const toc = page.getByRole("navigation", { name: "On this page" });
    assert.ok((await toc.getByRole("link").count()) >= 2);

    const embeds = await page.locator("tfplay-example").evaluateAll((els) =>
      els.map((el) => ({
        view: el.getAttribute("view"),
        cmd: el.getAttribute("cmd"),
        setup: el.getAttribute("setup"),
        files: Object.fromEntries([...el.querySelectorAll(":scope > script[data-file]")].map((s) => [s.dataset.file, s.type])),
        main: el.querySelector(':scope > script[data-file="main.tf"]')?.textContent ?? null,
        expect: el.querySelector(":scope > script[data-expect]")?.textContent ?? null,
        defined: customElements.get("tfplay-example") !== undefined,
      })),
    );
    assert.ok(embeds.length >= 3, `${embeds.length} embeds`);
    for (const e of embeds) {
      assert.ok(VIEWS.includes(e.view), e.view);
      assert.match(e.cmd, /^terraform /);
      assert.equal(e.files["main.tf"], "text/hcl");
      assert.ok(e.defined, "widget.js defines <tfplay-example>");
    }
    // The first example as the chapter has it: its main.tf, then init.
    assert.match(embeds[0].main, /resource "terraform_data" "greeting"/);
    assert.equal(embeds[0].view, "terminal");
    assert.equal(embeds[0].cmd, "terraform init");
    assert.match(embeds[0].expect, /Terraform has been successfully initialized!/);
    // The walkthrough goes on against what the steps before left: after
    // the apply, the next plan's setup applies first.
    const afterApply = embeds.findIndex((e) => e.view === "apply");
    assert.ok(afterApply > 0);
    assert.equal(embeds[afterApply + 1].setup, "terraform apply -auto-approve");
    // Every expected output on the page is also readable without running it.
    assert.ok((await page.locator("details.expected").count()) >= embeds.filter((e) => e.expect !== null).length);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

/** The functions of a flavor, from the engine's own metadata (the native CLI). */
async function engineFunctions(flavor) {
  const { stdout } = await promisify(execFile)("go", ["run", "./cmd/tfplay", "metadata", "functions", "-json"], {
    cwd: root,
    env: { ...process.env, TFPLAY_FLAVOR: flavor },
    maxBuffer: 16 << 20,
  });
  return Object.keys(JSON.parse(stdout).function_signatures).filter((n) => !n.startsWith("core::"));
}

test("the function reference lists every Terraform and OpenTofu function, each with a live example on its family's page", async () => {
  const [tf, tofu] = await Promise.all([engineFunctions("terraform"), engineFunctions("opentofu")]);
  const all = [...new Set([...tf, ...tofu])].sort();
  const { page, errors, close } = await openSitePage("docs/functions/");
  try {
    const listed = await page.locator(".function-list a").evaluateAll((as) => as.map((a) => ({ name: a.textContent, href: a.getAttribute("href"), tofu: a.parentElement.querySelector(".badge.tofu") !== null })));
    assert.deepEqual(listed.map((l) => l.name).sort(), all);
    for (const l of listed) assert.equal(l.tofu, !tf.includes(l.name), `${l.name} is marked OpenTofu only iff Terraform lacks it`);
    // Each family page has a section and an embed per function.
    const pages = [...new Set(listed.map((l) => l.href.split("#")[0]))];
    let sections = 0;
    for (const p of pages) {
      await page.goto(new URL(p, page.url()).href);
      const found = await page.locator("section.function").evaluateAll((ss) =>
        ss.map((s) => ({ id: s.id, embed: s.querySelector("tfplay-example") !== null, flavor: s.querySelector("tfplay-example")?.getAttribute("flavor") ?? "terraform" })),
      );
      for (const f of found) {
        assert.ok(f.embed, `${f.id} has a live example`);
        assert.equal(f.flavor, tf.includes(f.id) ? "terraform" : "opentofu", f.id);
      }
      sections += found.length;
    }
    assert.equal(sections, all.length);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("every link and asset of every page resolves (no 404), anchors included", async () => {
  const seen = new Map(); // page URL → its HTML
  const ids = new Map(); // page URL → the ids it holds
  const queue = [new URL(baseURL).href];
  const failures = [];
  const checked = new Set();
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    const res = await fetch(url);
    if (res.status !== 200) {
      failures.push(`${url}: HTTP ${res.status}`);
      seen.set(url, "");
      continue;
    }
    const html = await res.text();
    seen.set(url, html);
    // Every page registers the service worker (the iframe embed, inside other sites, does not).
    if (!url.endsWith("/embed.html") && !/<script type="module" src="(\.\.\/)*register-sw\.js"( data-after="[^"]*")?><\/script>/.test(html)) {
      failures.push(`${url}: does not register the service worker`);
    }
    ids.set(url, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
    for (const m of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
      const raw = m[2].replace(/&amp;/g, "&");
      if (/^[a-z]+:/i.test(raw) && !raw.startsWith(baseURL)) {
        if (!/^(https?|mailto):/.test(raw)) failures.push(`${url}: odd URL ${raw}`);
        continue; // other sites are not crawled
      }
      if (raw.startsWith("/")) failures.push(`${url}: absolute path ${raw} breaks under a sub-path`);
      const target = new URL(raw, url);
      const frag = target.hash;
      target.hash = "";
      const isPage = target.pathname.endsWith("/") || target.pathname.endsWith(".html");
      if (isPage) {
        if (!seen.has(target.href)) queue.push(target.href);
        if (frag && !/^#v\d+\./.test(frag)) checked.add(`${target.href}\n${decodeURIComponent(frag.slice(1))}\n${url}`);
      } else if (!checked.has(target.href)) {
        checked.add(target.href);
        const r = await fetch(target, { method: "HEAD" });
        if (r.status !== 200) failures.push(`${url}: ${raw} → HTTP ${r.status}`);
      }
    }
  }
  for (const entry of checked) {
    const [pageURL, id, from] = entry.split("\n");
    if (id === undefined || from === undefined) continue;
    if (!ids.get(pageURL)?.has(id)) failures.push(`${from}: no #${id} in ${pageURL}`);
  }
  assert.deepEqual(failures, []);
  // The crawl reached every part of the site.
  const paths = [...seen.keys()].map((u) => new URL(u).pathname);
  for (const p of ["/", "/play/", "/docs/", "/docs/first-steps.html", "/docs/functions/", "/docs/functions/string.html", "/examples/", "/workshops/"]) {
    assert.ok(paths.includes(p), `${p} is linked`);
  }
  assert.ok(paths.length >= 30, `${paths.length} pages`);
});

test("the examples gallery opens each example in the playground", async () => {
  const { page, errors, close } = await openSitePage("examples/");
  try {
    const first = page.locator(".gallery-item h2 a").first();
    const title = await first.textContent();
    await first.click();
    await page.locator('#status[data-state="valid"]').waitFor({ timeout: ENGINE_TIMEOUT });
    assert.match(new URL(page.url()).pathname, /\/play\/$/);
    await assert.doesNotReject(page.locator("#file-tree").getByText("main.tf").first().waitFor());
    assert.ok(title);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("a cold load of the playground downloads tfplay.wasm once and graph.js not at all, the service worker's install included", async () => {
  // Every request that reaches the network, the service worker's too, is
  // counted where it arrives: at this server in front of dist/.
  const dist = createServer().listeners("request")[0];
  const served = [];
  const server = createHTTPServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const entry = { path, status: 0 };
    served.push(entry);
    res.on("finish", () => (entry.status = res.statusCode));
    dist(req, res);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${server.address().port}/`;
  const { page, context, errors, close } = await openPage({ url: `${base}play/` });
  // The browser's view of the same: pages' and (in Chromium) workers' requests.
  const seen = [];
  context.on("request", (r) => seen.push(new URL(r.url()).pathname));
  try {
    await button(page, "Plan").click();
    const { panel } = resultTab(page, "Plan");
    await assert.doesNotReject(panel.getByText(/Plan: \d+ to add/).first().waitFor({ timeout: RUN_TIMEOUT }));
    // The worker installs after that, its cache holding the engine.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: ENGINE_TIMEOUT });
    assert.ok(await page.evaluate(() => caches.match(new URL("../tfplay.wasm", location.href).href).then((r) => r !== undefined)));
    const bodies = (name) => served.filter((r) => r.path === `/${name}` && r.status === 200).length;
    assert.equal(bodies("tfplay.wasm"), 1, `tfplay.wasm downloads: ${JSON.stringify(served.filter((r) => r.path === "/tfplay.wasm"))}`);
    assert.equal(served.filter((r) => r.path === "/graph.js").length, 0, "graph.js fetched");
    assert.ok(!seen.some((p) => p.endsWith("/graph.js")), "graph.js requested");
    // Cached on first use: the Graph tab's graph.js, once opened.
    await resultTab(page, "Graph").tab.click();
    await page.waitForFunction(() => caches.match(new URL("../graph.js", location.href).href).then((r) => r !== undefined), null, { timeout: RUN_TIMEOUT });
    const graphFetches = () => served.filter((r) => r.path === "/graph.js").length;
    for (let i = 0; i < 50 && graphFetches() === 0; i++) await new Promise((r) => setTimeout(r, 100));
    assert.equal(graphFetches(), 1, `graph.js requests at the server: ${JSON.stringify(served.filter((r) => r.path.endsWith(".js")))}`);
    assert.deepEqual(errors.filter((e) => /service worker|sw\.js/i.test(e)), []);
  } finally {
    await close();
    server.closeAllConnections();
    server.close();
  }
});

test("once loaded, the playground and a docs page work offline: a plan runs with the network cut", async () => {
  const { page, context, errors, close } = await openPage();
  try {
    // The service worker caches what pages need to start, then controls the page.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: ENGINE_TIMEOUT });
    const cacheNames = await page.evaluate(() => caches.keys());
    assert.equal(cacheNames.filter((n) => n.startsWith("tfplay-site-")).length, 1);
    // A docs page (and widget.js) is cached when first visited.
    const docs = new URL("docs/first-steps.html", baseURL).href;
    await page.goto(docs);
    await page.waitForFunction(() => customElements.get("tfplay-example") !== undefined);
    await page.goto(playURL);

    await context.setOffline(true);
    await page.reload();
    await page.locator('#status[data-state="valid"]').waitFor({ timeout: ENGINE_TIMEOUT });
    await button(page, "Plan").click();
    const { panel } = resultTab(page, "Plan");
    await assert.doesNotReject(panel.getByText(/Plan: \d+ to add/).first().waitFor({ timeout: RUN_TIMEOUT }));

    // The docs page visited before works too, with its embeds.
    await page.goto(docs);
    await assert.doesNotReject(page.getByRole("heading", { level: 1, name: "First steps" }).waitFor());
    assert.ok((await page.locator("tfplay-example").count()) >= 3);
    assert.ok(await page.evaluate(() => customElements.get("tfplay-example") !== undefined));
    await page.reload();
    await assert.doesNotReject(page.getByRole("heading", { level: 1, name: "First steps" }).waitFor());
    // The engine runs there too: an example's Run gives its result.
    const widget = page.locator("tfplay-example").nth(1);
    await widget.getByRole("button", { name: "Run", exact: true }).click();
    assert.equal(await finished(widget), "ok");
    assert.deepEqual(
      errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)),
      [],
    );
  } finally {
    await close();
  }
});

test("a new deploy replaces the service worker and its cache: the old build's cache is deleted", async () => {
  // A second server for dist/ whose sw.js can be switched to a "new
  // deploy": the same worker with another build hash.
  const dist = createServer().listeners("request")[0];
  const original = await readFile(join(distDir, "sw.js"), "utf8");
  const oldHash = /"([0-9a-f]{16})"/.exec(original)?.[1];
  assert.ok(oldHash, "sw.js holds its build hash");
  const newHash = oldHash === "0".repeat(16) ? "1".repeat(16) : "0".repeat(16);
  let deployed = original;
  const server = createHTTPServer((req, res) => {
    if (new URL(req.url ?? "/", "http://x").pathname !== "/sw.js") return dist(req, res);
    res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" }).end(deployed);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { page, close } = await openPage({ url: `http://127.0.0.1:${server.address().port}/docs/`, ready: false });
  try {
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: ENGINE_TIMEOUT });
    assert.deepEqual(await page.evaluate(() => caches.keys()), [`tfplay-site-${oldHash}`]);
    deployed = original.replace(`"${oldHash}"`, `"${newHash}"`);
    await page.reload(); // a navigation makes the browser look for a new sw.js
    await page.waitForFunction((name) => caches.keys().then((k) => k.length === 1 && k[0] === name), `tfplay-site-${newHash}`, { timeout: ENGINE_TIMEOUT });
    await page.reload();
    await assert.doesNotReject(page.getByRole("heading", { level: 1 }).first().waitFor());
  } finally {
    await close();
    server.closeAllConnections();
    server.close();
  }
});

test("npm run build lists the site: pages by folder", async () => {
  const lines = await listSite(distDir);
  const text = lines.join("\n");
  for (const folder of ["docs/", "examples/", "play/", "workshops/"]) assert.match(text, new RegExp(`^  ${folder}\\s+\\d+ pages?`, "m"));
  assert.match(text, /^ {2}\/ +\d+ pages?/m);
});
