// Benchmarks the playground page in headless Chromium (playwright-core,
// Debian's chromium), served from dist/ by scripts/serve.mjs:
//
//   cold load   a new browser context (empty cache, no saved project) per
//               run, its window's own start-up done (the browser idle)
//               first: navigation start → first diagnostics shown (#status
//               leaves "loading"/"checking") → first plan rendered (the
//               page's Plan button clicked as soon as it can be, until
//               "Plan: … to add" or "No changes." shows in #panel-plan).
//               When the page has no Plan button (or it fails), the plan
//               is run in the page's engine worker instead, through
//               globalThis.tfplay, and reported as such.
//   transfer    every byte the server sent before the first plan, per
//               request (counted on the server: encoded bodies).
//   keystrokes  the editor's main.tf replaced by a 100-resource
//               configuration, then a character typed and deleted at its
//               end, repeatedly: keydown → #status showing the new result
//               (includes the page's debounce), and the validate call
//               alone inside the engine worker.
//
//   docs page   docs/resources.html (the guide's page with the most live
//               embeds) loaded cold: the bytes sent until the page's load
//               event (no engine yet: embeds start it on their first
//               Run), then its first embed's Run button clicked: time and
//               bytes until that embed shows its result.
//
//   cpu         CPU time of the browser's processes (all threads: the
//               page, its workers, V8's compiler threads) during the cold
//               load, read from /proc (Linux only).
//
//   trace       with --trace FILE, the first cold load is recorded as a
//               Chromium trace (FILE, for chrome://tracing or Perfetto)
//               and summarised: CPU time by thread of the page's process
//               and by the engine's compilation stages (V8's wasm events:
//               streaming compile, lazy Liftoff compiles on first call,
//               background TurboFan tier-up), and the engine worker's
//               timeline (compiled, Go started, each call the page made
//               with its wall and CPU time and the CPU of its first-call
//               compiles).
//
//   node bench/browser.mjs --configs single100.json [--runs 3] [--keys 10]
//        [--compare OTHER_DIST] [--trace FILE]
//
// single100.json is `go run ./bench/cmd/genconfig -n 100 -no-modules
// -single-file`. With --compare, the cold loads of --dist and of
// OTHER_DIST alternate (side by side, under the same load) and each gets
// its own summary. Prints one JSON document on stdout.
import { readdirSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { chromiumPath, distDir } from "../scripts/lib/util.mjs";
import { createServer } from "../scripts/serve.mjs";
import { median } from "./stats.mjs";

const { values: opts } = parseArgs({
  options: {
    configs: { type: "string" },
    runs: { type: "string", default: "3" },
    keys: { type: "string", default: "10" },
    dist: { type: "string", default: distDir },
    compare: { type: "string" },
    trace: { type: "string" },
  },
});

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
const TIMEOUT = 120_000;
const PLAN_TEXT = /Plan: \d+ to add|No changes\./;

/** Installed in every page before its scripts run: timestamps of what the benchmark waits for. */
function observe(planSource) {
  const planText = new RegExp(planSource);
  const b = (window.__bench = { status: [], firstDiagnostics: null, firstPlan: null, keydowns: [] });
  addEventListener("keydown", () => b.keydowns.push(performance.now()), true);
  const check = () => {
    const status = document.getElementById("status");
    const st = status?.dataset.state;
    if (st && b.status.at(-1)?.state !== st + "|" + status.textContent) {
      b.status.push({ t: performance.now(), state: st + "|" + status.textContent });
    }
    if (b.firstDiagnostics === null && st && st !== "loading" && st !== "checking") b.firstDiagnostics = performance.now();
    const panel = document.getElementById("panel-plan");
    if (b.firstPlan === null && panel && planText.test(panel.textContent ?? "")) b.firstPlan = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** CPU time (ms) of each process under pid, by pid (Linux /proc; empty elsewhere). */
function processTreeCPU(pid = process.pid) {
  const out = new Map();
  let stats;
  try {
    stats = readdirSync("/proc")
      .filter((d) => /^\d+$/.test(d))
      .map((d) => {
        try {
          // Fields after the command's closing parenthesis: state ppid … utime stime (fields 14 and 15).
          const f = readFileSync(`/proc/${d}/stat`, "utf8").split(") ").at(-1).split(" ");
          return { pid: Number(d), ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) };
        } catch {
          return null;
        }
      })
      .filter(Boolean);
  } catch {
    return out;
  }
  const children = new Map();
  for (const st of stats) children.set(st.ppid, [...(children.get(st.ppid) ?? []), st]);
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  const walk = (p) => {
    for (const c of children.get(p) ?? []) {
      out.set(c.pid, c.ticks * tick);
      walk(c.pid);
    }
  };
  walk(pid);
  return out;
}

/** CPU ms spent since `before` (a processTreeCPU result) by the processes alive now. */
function cpuSince(before) {
  let ms = 0;
  for (const [pid, t] of processTreeCPU()) ms += t - (before.get(pid) ?? 0);
  return ms;
}

/** An HTTP server for dist/ that records every response's time and size. */
async function startServer(dist) {
  const server = createServer(dist);
  const log = [];
  server.prependListener("request", (req, res) => {
    const entry = { url: req.url, start: Date.now(), bytes: 0, end: null, status: null, encoding: null };
    log.push(entry);
    const writeHead = res.writeHead.bind(res);
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    res.writeHead = (status, headers, ...rest) => {
      entry.status = status;
      entry.encoding = (typeof headers === "object" && headers?.["Content-Encoding"]) || "identity";
      return writeHead(status, headers, ...rest);
    };
    const count = (chunk) => {
      if (chunk && typeof chunk !== "function") entry.bytes += Buffer.byteLength(chunk);
    };
    res.write = (chunk, ...rest) => (count(chunk), write(chunk, ...rest));
    res.end = (chunk, ...rest) => {
      count(chunk);
      entry.end = Date.now();
      return end(chunk, ...rest);
    };
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, log, url: `http://127.0.0.1:${server.address().port}/play/` };
}

/** The page's engine worker(s) that have started tfplay. */
async function engineWorkers(page) {
  const ready = [];
  for (const w of page.workers()) {
    if (await w.evaluate(() => typeof globalThis.tfplay?.call === "function").catch(() => false)) ready.push(w);
  }
  return ready;
}

/** Runs init then plan of files in an engine worker; returns the epoch ms when the plan returned. */
async function planInWorker(page, files) {
  const deadline = Date.now() + TIMEOUT;
  let workers = [];
  while (!(workers = await engineWorkers(page)).length) {
    if (Date.now() > deadline) throw new Error("no engine worker started");
    await new Promise((r) => setTimeout(r, 10));
  }
  return workers[0].evaluate((files) => {
    const run = (args, files) => {
      const env = JSON.parse(globalThis.tfplay.call("run", JSON.stringify({ args, files })));
      if (!env.ok) throw new Error(env.error);
      return env.result;
    };
    const init = run(["init", "-no-color", "-input=false"], files);
    for (const [p, c] of Object.entries(init.files ?? {})) if (c !== null) files[p] = c;
    const plan = run(["plan", "-no-color", "-input=false"], files);
    if (plan.exitCode !== 0) throw new Error(`plan: ${plan.stderr}`);
    return performance.timeOrigin + performance.now();
  }, files);
}

const traceCategories = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8",
  "v8.wasm",
  "v8.execute",
  "disabled-by-default-v8.compile",
  "blink.user_timing",
  "loading",
  "toplevel",
];

/**
 * CPU time (ms, the events' thread durations) of a trace's renderer
 * threads, and of the V8 events that compile the engine.
 */
function summariseTrace(file) {
  const events = JSON.parse(readFileSync(file, "utf8")).traceEvents ?? [];
  const threads = new Map();
  const processes = new Map();
  for (const e of events) {
    if (e.ph === "M" && e.name === "thread_name") threads.set(`${e.pid}:${e.tid}`, e.args.name);
    if (e.ph === "M" && e.name === "process_name") processes.set(e.pid, e.args.name);
  }
  const byThread = {};
  const byStage = {};
  const stages = {
    "v8.wasm.compileConsume": "streaming compile",
    "wasm.CompileLazy": "lazy compile on first call (Liftoff)",
    "wasm.TopTierCompilation": "tier-up (TurboFan)",
    "wasm.SyncInstantiate": "instantiate",
  };
  for (const e of events) {
    if (e.ph !== "X" || processes.get(e.pid) !== "Renderer") continue;
    const ms = (e.tdur ?? 0) / 1000;
    const thread = (threads.get(`${e.pid}:${e.tid}`) ?? "?").replace(/ thread$/, "");
    if (e.name === "RunTask" || e.name === "ThreadPool_RunTask") byThread[thread] = (byThread[thread] ?? 0) + ms;
    const stage = stages[e.name];
    if (stage) byStage[`${stage}, ${thread}`] = (byStage[`${stage}, ${thread}`] ?? 0) + ms;
  }
  const round = (o) => Object.fromEntries(Object.entries(o).sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, Math.round(v)]));
  return { file, cpuByThread: round(byThread), cpuByStage: round(byStage), engineWorker: engineTimeline(events, threads, processes) };
}

/**
 * What the page's first engine worker did, in order, in ms since the
 * playground's navigation started: the engine compiled (streaming
 * compile done), instantiated and the Go program started (its package
 * initialisers), then each call the page made (init, validate, plan…
 * in the order it sends them), each with its wall time, its CPU time and
 * the part of that CPU spent compiling functions on their first call
 * (Liftoff), and the CPU the background TurboFan compiles took while it
 * ran (those that started meanwhile: they share the CPUs with it).
 */
function engineTimeline(events, threads, processes) {
  const nav = events.find((e) => e.name === "navigationStart" && /\/play\/$/.test(e.args?.data?.documentLoaderURL ?? ""));
  if (!nav) return null;
  const onWorker = (e) => processes.get(e.pid) === "Renderer" && (threads.get(`${e.pid}:${e.tid}`) ?? "").startsWith("DedicatedWorker");
  const spans = events.filter((e) => e.ph === "X" && onWorker(e));
  const worker = spans.find((e) => e.name === "wasm.FinishStreaming");
  if (!worker) return null;
  const mine = spans.filter((e) => e.pid === worker.pid && e.tid === worker.tid).sort((a, b) => a.ts - b.ts);
  const lazy = mine.filter((e) => e.name === "wasm.CompileLazy");
  const tierUp = events.filter((e) => e.ph === "X" && e.name === "wasm.TopTierCompilation" && e.pid === worker.pid);
  const ms = (us) => Math.round(us / 1000);
  const inside = (list, e) => ms(list.filter((x) => x.ts >= e.ts && x.ts < e.ts + e.dur).reduce((sum, x) => sum + (x.tdur ?? 0), 0));
  const step = (what, e) => ({
    what,
    at: ms(e.ts - nav.ts),
    wall: ms(e.dur),
    cpu: ms(e.tdur ?? 0),
    lazyCompileCpu: inside(lazy, e),
    tierUpCpuMeanwhile: inside(tierUp, e),
  });
  const out = [{ what: "engine compiled (streaming compile done)", at: ms(worker.ts + worker.dur - nav.ts) }];
  const instantiate = mine.find((e) => e.name === "wasm.SyncInstantiate");
  // The task that instantiated the module also ran the Go program until main blocked.
  const start = instantiate && mine.find((e) => e.name === "RunMicrotasks" && e.ts <= instantiate.ts && instantiate.ts < e.ts + e.dur);
  if (start) out.push(step("instantiate, Go runtime and package initialisers", start));
  const after = start ? start.ts + start.dur : worker.ts;
  let n = 0;
  for (const e of mine) {
    // A call from the page: a message handler running the bridge (the top-level function call of a task).
    if (e.name !== "v8.callFunction" || e.ts < after || e.dur < 2000) continue;
    if (mine.some((o) => o !== e && o.name === "v8.callFunction" && o.ts <= e.ts && e.ts + e.dur <= o.ts + o.dur)) continue;
    out.push(step(`call ${++n}`, e));
  }
  return out;
}

/**
 * Waits until the browser's processes have been idle (under 10% of one
 * CPU) for half a second, or 15 s. A new context opens a new window, and
 * Chromium sets up that window's own UI (its WebUI omnibox popup is a
 * renderer of its own) for about 3 s of CPU after newPage: in a person's
 * browser the window is open before they go to the playground, so the
 * cold load starts once that is done rather than sharing the CPUs with it.
 */
async function settleBrowser() {
  const start = Date.now();
  let last = processTreeCPU();
  let quiet = 0;
  while (quiet < 500 && Date.now() - start < 15_000) {
    await new Promise((r) => setTimeout(r, 100));
    const used = cpuSince(last);
    last = processTreeCPU();
    quiet = used <= 10 ? quiet + 100 : 0;
  }
  return Date.now() - start;
}

async function coldLoad(browser, srv, trace) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const settled = await settleBrowser();
  if (trace) await browser.startTracing(page, { path: trace, categories: traceCategories });
  const errors = [];
  page.on("pageerror", (err) => errors.push(`page error: ${err.message}`));
  await page.addInitScript(observe, PLAN_TEXT.source);
  srv.log.length = 0;
  const cpu0 = processTreeCPU();
  await page.goto(srv.url, { waitUntil: "commit" });
  const origin = await page.evaluate(() => performance.timeOrigin);
  await page.waitForFunction(() => window.__bench.firstDiagnostics !== null, null, { timeout: TIMEOUT, polling: 5 });
  const firstDiagnostics = await page.evaluate(() => window.__bench.firstDiagnostics);
  let firstPlan = null;
  let planVia = "page";
  const button = page.locator("#btn-plan");
  if (await button.count()) {
    try {
      await button.click({ timeout: TIMEOUT });
      await page.waitForFunction(() => window.__bench.firstPlan !== null, null, { timeout: TIMEOUT, polling: 5 });
      firstPlan = await page.evaluate(() => window.__bench.firstPlan);
    } catch (err) {
      errors.push(`Plan button: ${err.message.split("\n")[0]}`);
    }
  }
  if (firstPlan === null) {
    planVia = "worker";
    const text = await page.locator(".cm-content").innerText();
    firstPlan = (await planInWorker(page, { "main.tf": text })) - origin;
  }
  const cpu = cpuSince(cpu0);
  if (trace) await browser.stopTracing();
  const planAt = origin + firstPlan;
  const requests = srv.log
    .filter((r) => r.start <= planAt)
    .map((r) => ({ url: r.url, status: r.status, bytes: r.bytes, encoding: r.encoding, ms: r.end === null ? null : r.end - r.start }));
  const after = srv.log.filter((r) => r.start > planAt).map((r) => r.url);
  return {
    page,
    context,
    errors,
    settled,
    firstDiagnostics,
    firstPlan,
    planVia,
    cpu,
    ...(trace ? { trace: summariseTrace(trace) } : {}),
    requests,
    after,
    transfer: requests.reduce((s, r) => s + r.bytes, 0),
  };
}

/** The docs page measured cold, relative to the playground's URL. */
const DOCS_PAGE = "../docs/resources.html";

/**
 * A cold load of the docs page with embeds: bytes sent before its load
 * event, then the first embed run (its Run button) to its result.
 */
async function docsLoad(browser, srv) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    srv.log.length = 0;
    await page.goto(new URL(DOCS_PAGE, srv.url).href, { waitUntil: "load" });
    const loadedAt = Date.now();
    const bytesUntil = (t) => srv.log.filter((r) => r.start <= t).reduce((sum, r) => sum + r.bytes, 0);
    const pageBytes = bytesUntil(loadedAt);
    const widget = page.locator("tfplay-example").first();
    const t0 = Date.now();
    await widget.getByRole("button", { name: "Run", exact: true }).click({ timeout: TIMEOUT });
    await widget.locator("xpath=self::*[@data-state='ok' or @data-state='failed']").waitFor({ timeout: TIMEOUT });
    const ranAt = Date.now();
    return {
      url: DOCS_PAGE,
      pageBytes,
      firstRun: ranAt - t0,
      firstRunState: await widget.getAttribute("data-state"),
      bytesToFirstRun: bytesUntil(ranAt),
      embeds: await page.locator("tfplay-example").count(),
    };
  } finally {
    await context.close();
  }
}

/**
 * Waits until a result was shown after the first `after` status changes
 * and nothing changed for 400 ms since; returns the last status.
 */
async function settle(page, after) {
  await page.waitForFunction(
    (after) => {
      const log = window.__bench.status;
      const s = log.at(-1);
      return log.length > after && !/^(loading|checking)\|/.test(s.state) && performance.now() - s.t > 400;
    },
    after,
    { timeout: TIMEOUT, polling: 20 },
  );
  return page.evaluate(() => window.__bench.status.at(-1).state);
}

const statusCount = (page) => page.evaluate(() => window.__bench.status.length);

async function keystrokes(page, config) {
  const text = config["main.tf"];
  const editor = page.locator(".cm-content");
  await editor.click();
  await page.keyboard.press("Control+A");
  const pasted = await statusCount(page);
  await page.keyboard.insertText(text);
  const last = await settle(page, pasted);
  const pageSamples = [];
  const n = Number(opts.keys);
  await page.keyboard.press("Control+End");
  for (let i = 0; i < n; i++) {
    const before = await statusCount(page);
    // A stray "x" after the last block is an error; deleting it fixes it.
    await page.keyboard.press(i % 2 === 0 ? "x" : "Backspace");
    await page.waitForFunction(
      (before) => window.__bench.status.slice(before).some((s) => !/^(loading|checking)\|/.test(s.state)),
      before,
      { timeout: TIMEOUT, polling: 5 },
    );
    const ms = await page.evaluate((before) => {
      const b = window.__bench;
      const done = b.status.slice(before).find((s) => !/^(loading|checking)\|/.test(s.state));
      return done.t - b.keydowns.at(-1);
    }, before);
    pageSamples.push(ms);
    await settle(page, before);
  }
  // The validate call alone, in the engine worker, on the text the page
  // holds with one character more each time (a comment growing at its
  // end): every call has a content not seen before, as when typing.
  const [worker] = await engineWorkers(page);
  const workerSamples = await worker.evaluate(
    ({ text, n }) => {
      const out = [];
      for (let i = 0; i < n; i++) {
        const files = { "main.tf": `${text}\n# ${"k".repeat(i + 1)}\n` };
        const t = performance.now();
        const env = JSON.parse(globalThis.tfplay.call("validate", JSON.stringify({ files })));
        out.push(performance.now() - t);
        if (!env.ok) throw new Error(env.error);
      }
      return out;
    },
    { text, n },
  );
  return { statusAfterPaste: last, page: pageSamples, worker: workerSamples };
}

/** The medians of a list of cold loads and keystroke results. */
function summary(cold, keys) {
  return {
    firstDiagnostics: median(cold.map((r) => r.firstDiagnostics)),
    firstPlan: median(cold.map((r) => r.firstPlan)),
    cpu: median(cold.map((r) => r.cpu)),
    planVia: cold.map((r) => r.planVia),
    transfer: median(cold.map((r) => r.transfer)),
    keystrokePage: median(keys?.page ?? []),
    keystrokeWorker: median(keys?.worker ?? []),
  };
}

async function main() {
  const config = JSON.parse(readFileSync(opts.configs, "utf8"));
  const dists = [opts.dist, ...(opts.compare ? [opts.compare] : [])];
  const servers = [];
  for (const d of dists) servers.push(await startServer(d));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results = dists.map((dist) => ({ dist, cold: [], keystrokes: null }));
  const out = { chromium: browser.version(), ...results[0] };
  try {
    const runs = Number(opts.runs);
    for (let i = 0; i < runs; i++) {
      // With --compare, the two builds take turns, starting with each in turn.
      const order = dists.map((_, j) => j);
      if (i % 2 === 1) order.reverse();
      for (const j of order) {
        // --trace: the first cold load of each build (FILE, FILE with
        // .compare before its extension for the --compare build).
        const trace = opts.trace && i === 0 ? (j === 0 ? opts.trace : opts.trace.replace(/(\.json)?$/, ".compare$1")) : null;
        const r = await coldLoad(browser, servers[j], trace);
        if (i === runs - 1) {
          try {
            results[j].keystrokes = await keystrokes(r.page, config);
          } catch (err) {
            results[j].keystrokes = { error: err.message.split("\n")[0] };
          }
        }
        await r.context.close();
        delete r.page;
        delete r.context;
        results[j].cold.push(r);
      }
    }
    try {
      out.docs = await docsLoad(browser, servers[0]);
    } catch (err) {
      out.docs = { error: err.message.split("\n")[0] };
    }
    Object.assign(out, results[0], { summary: summary(results[0].cold, results[0].keystrokes) });
    if (opts.compare) {
      out.compare = { ...results[1], summary: summary(results[1].cold, results[1].keystrokes) };
    }
  } finally {
    await browser.close();
    for (const srv of servers) {
      srv.server.closeAllConnections();
      srv.server.close();
    }
  }
  process.stdout.write(JSON.stringify(out) + "\n");
}

main().catch((err) => {
  console.error(`bench/browser.mjs: ${err.stack || err}`);
  process.exit(1);
});
