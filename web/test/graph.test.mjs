// The Graph tab: `terraform graph` laid out by Graphviz (WASM) in headless
// Chromium — one node per resource, colours after Plan, a click selects
// the block in the editor, the filter box, SVG and DOT export (the DOT is
// what `terraform graph` prints in the terminal), Graphviz fetched only
// when the tab opens, and a module of 150 resources next to 150 more.
// Also, under Node: labels with quotes, "<" and backslashes reach the SVG
// as text. Set-up: browser-harness.mjs.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { test } from "node:test";
import { Graphviz } from "@hpcc-js/wasm-graphviz";
import { button, idle, openPage, resultTab, RUN_TIMEOUT, terminalRun, terminalText } from "./browser-harness.mjs";
import { loadTS } from "./load-ts.mjs";

const { dotString, layoutDOT } = await loadTS("graph/layout-dot.ts");
const { parseResourceGraph, stripKeys, withValues } = await loadTS("graph/model.ts");
const { planActions } = await loadTS("graph/actions.ts");

/** Ten resources in a chain of dependencies, and a variable. */
function tenResources() {
  const blocks = ['variable "name" {\n  default = "demo"\n}\n'];
  for (let i = 0; i < 10; i++) {
    const input = i === 0 ? "var.name" : `terraform_data.r${i - 1}.output`;
    blocks.push(`resource "terraform_data" "r${i}" {\n  input = ${input}\n}\n`);
  }
  return blocks.join("\n");
}

/** Replaces the active editor's text by pasting `text`. */
async function paste(page, text) {
  await page.locator(".cm-content").click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Backspace");
  await page.keyboard.insertText(text);
}

/** 1-based line of the first line of `text` holding `needle`. */
function lineOf(text, needle) {
  return text.slice(0, text.indexOf(needle)).split("\n").length;
}

/** The file open in the editor and the line the cursor is on. */
async function editorPlace(page) {
  return page.evaluate(() => ({
    file: document.querySelector("#editor-tabs [aria-current=true]")?.getAttribute("title"),
    line: Number(document.querySelector(".cm-activeLineGutter")?.textContent),
    cursorLine: document.querySelector(".cm-activeLine")?.textContent,
    selected: document.querySelectorAll(".cm-selectionBackground").length > 0,
  }));
}

const graphPanel = (page) => resultTab(page, "Graph").panel;
const nodes = (page) => graphPanel(page).locator("svg g.gnode");

test("the Graph tab: nodes, plan colours, click to the block, filter, exports, Graphviz loaded on opening", async () => {
  const { page, errors, close } = await openPage();
  try {
    const requests = [];
    page.on("request", (r) => requests.push(r.url()));
    const config = tenResources();
    await paste(page, config);
    // A second file, open in the editor when a node is clicked.
    await page.getByRole("button", { name: "New file" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox").fill("other.tf");
    await dialog.getByRole("button", { name: "Create" }).click();
    await page.keyboard.type("# another file");
    await page.locator('#status[data-state="valid"]').waitFor({ timeout: RUN_TIMEOUT });
    await page.waitForTimeout(300); // no request has a reason to fetch graph.js; give one a chance
    // Every resource the page fetched so far, from its own loading on.
    const before = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name));
    assert.ok(before.some((u) => u.endsWith("/main.js")), "resource timing lists the page's scripts");
    assert.ok(![...before, ...requests].some((u) => u.endsWith("/graph.js")), "graph.js is not fetched before the tab opens");

    const graph = resultTab(page, "Graph");
    await graph.tab.click();
    await nodes(page).nth(9).waitFor({ timeout: RUN_TIMEOUT });
    assert.ok(requests.some((u) => u.endsWith("/graph.js")), "opening the tab fetches graph.js");
    const addresses = await nodes(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-address")).sort());
    assert.deepEqual(addresses, Array.from({ length: 10 }, (_, i) => `terraform_data.r${i}`).sort());
    // Labels are drawn by Graphviz as text, and the chain's 9 dependencies as edges.
    assert.equal(await graph.panel.locator("svg g.gnode text").first().textContent().then((t) => /^terraform_data\.r\d$/.test(t)), true);
    assert.equal(await graph.panel.locator("svg g.gedge").count(), 9);
    assert.equal(await nodes(page).and(page.locator('[data-action="none"]')).count(), 10);

    // After Plan, the nodes carry the plan's actions; the legend counts them.
    await button(page, "Plan").click();
    await idle(page);
    await graph.tab.click();
    await graph.panel.locator('svg g.gnode[data-action="create"]').nth(9).waitFor({ timeout: RUN_TIMEOUT });
    const fill = await graph.panel.locator('svg g.gnode[data-address="terraform_data.r3"] path, svg g.gnode[data-address="terraform_data.r3"] polygon').first().getAttribute("fill");
    assert.equal(fill, "#dcf5e3");
    assert.match(await graph.panel.getByRole("list", { name: "Planned actions" }).innerText(), /create\s+10/);

    // A click on a node selects its block in the editor, the cursor on its first line.
    await graph.panel.locator('svg g.gnode[data-address="terraform_data.r7"]').click();
    await page.waitForFunction(() => document.querySelector("#editor-tabs [aria-current=true]")?.getAttribute("title") === "main.tf", null, { timeout: RUN_TIMEOUT });
    const place = await editorPlace(page);
    assert.equal(place.file, "main.tf");
    assert.equal(place.line, lineOf(config, 'resource "terraform_data" "r7"'));
    assert.equal(place.cursorLine, 'resource "terraform_data" "r7" {');
    assert.ok(place.selected, "the block is selected");

    // The filter box hides the nodes that do not match (and their edges).
    const filter = graph.panel.getByRole("searchbox", { name: "Filter nodes" });
    await filter.fill("r3");
    assert.equal(await graph.panel.locator("svg g.gnode:visible").count(), 1);
    assert.equal(await graph.panel.locator('svg g.gnode[data-address="terraform_data.r3"]').isVisible(), true);
    assert.equal(await graph.panel.locator('svg g.gnode[data-address="terraform_data.r4"]').isVisible(), false);
    assert.equal(await graph.panel.locator("svg g.gedge:visible").count(), 0);
    await filter.fill("");
    assert.equal(await graph.panel.locator("svg g.gnode:visible").count(), 10);

    // Export DOT: exactly what `terraform graph` prints in the terminal.
    const [dotDownload] = await Promise.all([page.waitForEvent("download"), graph.panel.getByRole("button", { name: "Export DOT" }).click()]);
    assert.equal(dotDownload.suggestedFilename(), "graph.dot");
    const dot = await readFile(await dotDownload.path(), "utf8");
    await terminalRun(page, "terraform graph");
    await page.waitForFunction(() => /digraph G \{[\s\S]*\n\}\s*$/.test(document.querySelector(".terminal-output")?.textContent ?? ""), null, { timeout: RUN_TIMEOUT });
    const term = await terminalText(page);
    const printed = term.slice(term.indexOf("digraph G {"), term.lastIndexOf("}") + 1);
    assert.equal(dot.trimEnd(), printed);
    assert.match(dot, /^digraph G \{\n  rankdir = "RL";\n/);
    assert.match(dot, /"terraform_data\.r1" -> "terraform_data\.r0";/);

    // Export SVG: the drawing, with its colours.
    const [svgDownload] = await Promise.all([page.waitForEvent("download"), graph.panel.getByRole("button", { name: "Export SVG" }).click()]);
    assert.equal(svgDownload.suggestedFilename(), "graph.svg");
    const svg = await readFile(await svgDownload.path(), "utf8");
    assert.match(svg, /<svg[\s>]/);
    // (Graphviz writes "-" in attribute values as &#45;.)
    assert.equal(svg.replaceAll("&#45;", "-").match(/class="node gnode kind-resource action-create"/g)?.length, 10);
    assert.match(svg, />terraform_data\.r9</);

    // Variables, locals and outputs on demand (from terraform graph -type=plan).
    await graph.panel.getByLabel("Variables, locals, outputs").check();
    await graph.panel.locator('svg g.gnode[data-address="var.name"]').waitFor({ timeout: RUN_TIMEOUT });
    assert.equal(await graph.panel.locator("svg g.gedge").count(), 10);
    await graph.panel.locator('svg g.gnode[data-address="var.name"]').click();
    await page.waitForFunction(() => document.querySelector(".cm-activeLine")?.textContent === 'variable "name" {', null, { timeout: RUN_TIMEOUT });

    // Zoom buttons change the drawing's transform.
    const transform = () => graph.panel.locator("svg > g").first().getAttribute("transform");
    const t0 = await transform();
    await graph.panel.getByRole("button", { name: "Zoom in" }).click();
    assert.notEqual(await transform(), t0);
    await graph.panel.getByRole("button", { name: "Fit" }).click();
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("a module of 150 resources and 150 more: collapsed, expanded, clicked into its file", async () => {
  const { page, errors, close } = await openPage();
  try {
    const moduleText = Array.from({ length: 150 }, (_, i) => `resource "terraform_data" "m${i}" {\n  input = ${i % 10 === 0 ? "var.seed" : `terraform_data.m${i - 1}.output`}\n}\n`).join("\n");
    await page.getByRole("button", { name: "New file" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox").fill("modules/net/main.tf");
    await dialog.getByRole("button", { name: "Create" }).click();
    await page.keyboard.insertText(`variable "seed" {}\n\n${moduleText}`);
    await page.getByRole("button", { name: "main.tf", exact: true }).click();
    const rootText = [
      'module "net" {\n  source = "./modules/net"\n  seed   = "s"\n}\n',
      ...Array.from({ length: 150 }, (_, i) => `resource "terraform_data" "r${i}" {\n  input = ${i % 10 === 0 ? "module.net" : `terraform_data.r${i - 1}.output`}\n}\n`),
    ].join("\n");
    await paste(page, rootText);
    await page.locator('#status[data-state="valid"]').waitFor({ timeout: RUN_TIMEOUT });

    const graph = resultTab(page, "Graph");
    await graph.tab.click();
    // Above 120 nodes, modules start collapsed: 150 root resources and one module node.
    const folded = graph.panel.locator('svg g.gnode.kind-module[data-address="module.net"]');
    await folded.waitFor({ timeout: RUN_TIMEOUT });
    assert.equal(await nodes(page).count(), 151);
    assert.match(await folded.textContent(), /module\.net\s*\(150 hidden\)/);
    // The status line follows the drawing (a CI run under load read it
    // while it still said "Running terraform graph…").
    await graph.panel.getByRole("status").filter({ hasText: /300 nodes, 1 collapsed module/ }).waitFor({ timeout: RUN_TIMEOUT });

    await folded.click();
    await graph.panel.locator('svg g.gcluster[data-module="module.net"]').waitFor({ timeout: RUN_TIMEOUT });
    assert.equal(await nodes(page).count(), 300);
    assert.equal(await graph.panel.locator('svg g.gnode[data-address^="module.net.terraform_data.m"]').count(), 150);

    // A resource of the module: its file opens, the cursor on its block.
    await graph.panel.getByRole("searchbox", { name: "Filter nodes" }).fill("module.net.terraform_data.m42");
    assert.equal(await graph.panel.locator("svg g.gnode:visible").count(), 1);
    await graph.panel.getByRole("button", { name: "Fit" }).click();
    await graph.panel.locator('svg g.gnode[data-address="module.net.terraform_data.m42"]').click();
    await page.waitForFunction(() => document.querySelector("#editor-tabs [aria-current=true]")?.getAttribute("title") === "modules/net/main.tf", null, { timeout: RUN_TIMEOUT });
    const place = await editorPlace(page);
    assert.equal(place.cursorLine, 'resource "terraform_data" "m42" {');
    assert.equal(place.line, lineOf(`variable "seed" {}\n\n${moduleText}`, 'resource "terraform_data" "m42"'));

    // The cluster's label collapses it again.
    await graph.panel.getByRole("searchbox", { name: "Filter nodes" }).fill("");
    await graph.panel.locator('svg g.gcluster[data-module="module.net"] text').click();
    await folded.waitFor({ timeout: RUN_TIMEOUT });
    assert.equal(await nodes(page).count(), 151);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("Graphviz draws labels with quotes, < and backslashes as text", async () => {
  const label = 'a "b" <c> & \\n \\ d';
  assert.equal(dotString(label), '"a \\"b\\" <c> & \\\\n \\\\ d"');
  const model = { nodes: [{ id: label, label, kind: "resource", module: "" }], edges: [], modules: [] };
  const { dot } = layoutDOT(model, new Map(), new Set());
  const svg = (await Graphviz.load()).dot(dot, "svg");
  const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) =>
    m[1].replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&#160;/g, " ").replace(/&amp;/g, "&"),
  );
  assert.deepEqual(texts, [label]);
  assert.doesNotMatch(svg, /<c>/);
});

test("the model reads terraform graph and its plan graph; plans map onto nodes", () => {
  const dot = `digraph G {
  rankdir = "RL";
  node [shape = rect, fontname = "sans-serif"];
  "data.terraform_remote_state.s" [label="data.terraform_remote_state.s"];
  "terraform_data.a" [label="terraform_data.a"];
  subgraph "cluster_module.m" {
    label = "module.m"
    fontname = "sans-serif"
    "module.m.terraform_data.inmod" [label="terraform_data.inmod"];
  }
  "module.m.terraform_data.inmod" -> "terraform_data.a";
}
`;
  const model = parseResourceGraph(dot);
  assert.deepEqual(
    model.nodes.map((n) => [n.id, n.label, n.kind, n.module]),
    [
      ["data.terraform_remote_state.s", "data.terraform_remote_state.s", "data", ""],
      ["terraform_data.a", "terraform_data.a", "resource", ""],
      ["module.m.terraform_data.inmod", "terraform_data.inmod", "resource", "module.m"],
    ],
  );
  assert.deepEqual(model.edges, [["module.m.terraform_data.inmod", "terraform_data.a"]]);
  assert.deepEqual(model.modules, ["module.m"]);

  const plan = `digraph {
	subgraph "root" {
		"[root] module.m.terraform_data.inmod (expand)" [label = "module.m.terraform_data.inmod", shape = "box"]
		"[root] provider[\\"terraform.io/builtin/terraform\\"]" [label = "provider", shape = "diamond"]
		"[root] terraform_data.a (expand)" [label = "terraform_data.a", shape = "box"]
		"[root] var.n" [label = "var.n", shape = "note"]
		"[root] module.m.output.out (expand)" -> "[root] module.m.terraform_data.inmod (expand)"
		"[root] module.m.terraform_data.inmod (expand)" -> "[root] module.m.var.v (expand)"
		"[root] module.m.var.v (expand)" -> "[root] module.m (expand)"
		"[root] module.m.var.v (expand)" -> "[root] terraform_data.a (expand)"
		"[root] output.o (expand)" -> "[root] module.m.output.out (expand)"
		"[root] root" -> "[root] local.x (expand)"
		"[root] terraform_data.a (expand)" -> "[root] provider[\\"terraform.io/builtin/terraform\\"]"
		"[root] terraform_data.a (expand)" -> "[root] var.n"
	}
}
`;
  const full = withValues(model, plan);
  assert.deepEqual(full.nodes.map((n) => n.id).slice(3).sort(), ["local.x", "module.m.output.out", "module.m.var.v", "output.o", "var.n"]);
  assert.deepEqual(
    full.edges.map((e) => e.join(" -> ")).sort(),
    [
      "module.m.output.out -> module.m.terraform_data.inmod",
      "module.m.terraform_data.inmod -> module.m.var.v",
      "module.m.terraform_data.inmod -> terraform_data.a",
      "module.m.var.v -> terraform_data.a",
      "output.o -> module.m.output.out",
      "terraform_data.a -> var.n",
    ],
  );

  assert.equal(stripKeys('module.m["a]b.c"].aws_x.y[0]'), "module.m.aws_x.y");
  const actions = planActions({
    format_version: "1.2",
    resource_changes: [
      { address: "terraform_data.a[0]", mode: "managed", type: "terraform_data", name: "a", index: 0, change: { actions: ["create"] } },
      { address: "terraform_data.a[1]", mode: "managed", type: "terraform_data", name: "a", index: 1, change: { actions: ["delete", "create"] } },
      { address: 'module.m["k"].terraform_data.inmod', module_address: 'module.m["k"]', mode: "managed", type: "terraform_data", name: "inmod", change: { actions: ["no-op"] } },
      { address: "data.terraform_remote_state.s", mode: "data", type: "terraform_remote_state", name: "s", change: { actions: ["read"] } },
    ],
    output_changes: { o: { actions: ["update"] } },
  });
  assert.deepEqual(Object.fromEntries([...actions].map(([k, v]) => [k, v.action])), {
    "terraform_data.a": "replace",
    "module.m.terraform_data.inmod": "no-op",
    "data.terraform_remote_state.s": "read",
    "output.o": "update",
  });
  // Collapsing the module folds its node and its edge into one module node.
  const layout = layoutDOT(model, actions, new Set(["module.m"]));
  assert.deepEqual(layout.nodes.map((d) => d.title), ["data.terraform_remote_state.s", "terraform_data.a", "module.m"]);
  assert.equal(layout.edges.length, 1);
  assert.equal(layout.nodes[2].action, "no-op");
});
