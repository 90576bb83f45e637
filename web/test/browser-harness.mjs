// Shared set-up of the browser tests: one static server for dist/ and one
// headless Chromium (Debian's package, driven by playwright-core) per test
// file; every test opens its own page in a fresh context (so its own
// IndexedDB). Needs a built dist/ (npm test builds it).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { after, before } from "node:test";
import { chromium } from "playwright-core";
import { chromiumPath, distDir } from "../../scripts/lib/util.mjs";
import { createServer } from "../../scripts/serve.mjs";

const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/** The first validation includes fetching, compiling and starting the engine. */
export const ENGINE_TIMEOUT = 90_000;
/** One command (plan, apply…) including a possible automatic init. */
export const RUN_TIMEOUT = 30_000;

let server;
let browser;
/** The site's root (the landing page). */
export let baseURL;
/** The playground's page. */
export let playURL;

before(async () => {
  if (!existsSync(join(distDir, "tfplay.wasm"))) throw new Error("dist/ is not built: run `node scripts/build.mjs` first");
  server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${server.address().port}/`;
  playURL = `${baseURL}play/`;
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
});

after(async () => {
  await browser?.close();
  server?.closeAllConnections();
  server?.close();
});

/**
 * Opens the playground (or `url`) in a new context and waits until the engine
 * validated the configuration (unless `ready` is false: a page of the site
 * other than the playground). `errors` collects page errors and console
 * errors.
 */
export async function openPage({ viewport, colorScheme, url, permissions, ready = true } = {}) {
  const context = await browser.newContext({
    ...(viewport ? { viewport } : {}),
    ...(colorScheme ? { colorScheme } : {}),
    ...(permissions ? { permissions } : {}),
  });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (err) => errors.push(`page error: ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`console error: ${msg.text()}`);
  });
  await page.goto(url ?? playURL);
  if (ready) await page.locator('#status[data-state="valid"]').waitFor({ timeout: ENGINE_TIMEOUT });
  return { page, context, errors, close: () => context.close() };
}

/** Replaces the active editor's text by typing `text` as a person would. */
export async function typeConfig(page, text) {
  const editor = page.locator(".cm-content");
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Backspace");
  // CodeMirror indents new lines itself: type each line without its indentation.
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    await page.keyboard.type(lines[i].trimStart());
    if (i < lines.length - 1) await page.keyboard.press("Enter");
  }
}

/** The editor's text. */
export function editorText(page) {
  return page.evaluate(() => [...document.querySelectorAll(".cm-content .cm-line")].map((l) => l.textContent).join("\n"));
}

/** Clicks a toolbar button by its exact accessible name. */
export function button(page, name) {
  return page.getByRole("button", { name, exact: true });
}

/** A result tab and its panel. */
export function resultTab(page, name) {
  return { tab: page.getByRole("tab", { name, exact: true }), panel: page.getByRole("tabpanel", { name, exact: true }) };
}

/** Waits until the toolbar is idle (no command running). */
export async function idle(page) {
  await page.waitForFunction(() => !document.body.classList.contains("is-busy"), null, { timeout: RUN_TIMEOUT });
}

/** Waits until the project is saved in IndexedDB. */
export async function saved(page) {
  await page.locator('#save-state[data-state="saved"]').waitFor({ timeout: RUN_TIMEOUT });
}

/** Opens the terminal (if closed) and runs a line in it. */
export async function terminalRun(page, line) {
  const input = page.getByRole("textbox", { name: "Terminal input" });
  if (!(await input.isVisible())) await page.getByRole("button", { name: "Terminal" }).click();
  await input.click();
  await input.fill(line);
  await input.press("Enter");
}

/** The terminal's output text. */
export function terminalText(page) {
  return page.getByRole("log", { name: "Terminal output" }).innerText();
}
