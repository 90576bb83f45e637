// npm run bench: every benchmark of tfplay, then one table of the numbers
// next to the budgets of issue 10.
//
//   1. builds dist/ (scripts/build.mjs) unless --no-build;
//   2. generates the configurations (go run ./bench/cmd/genconfig);
//   3. Go benchmarks through command.Run on an in-memory tree
//      (go test -bench . ./bench/, -count runs, medians);
//   4. the same workloads through dist/tfplay.wasm under Node
//      (bench/wasm.mjs: one process for warm calls, --cold processes for
//      cold starts);
//   5. the page in headless Chromium (bench/browser.mjs): cold load to
//      first diagnostics and first plan, first-load transfer, keystroke to
//      diagnostics on 100 resources;
//   6. sizes of tfplay.wasm (raw, gzip, brotli as built);
//   7. `terraform plan` on the same configurations when
//      TFPLAY_BENCH_TERRAFORM=/path/to/terraform is set.
//
// Options:
//   --quick           sizes 10,100,1000, fewer runs (a smoke run, not for the README)
//   --sizes 10,100    configuration sizes (resource instances)
//   --skip go,wasm,browser,terraform
//   --count N         runs of each Go benchmark (default 5); medians are reported
//   --cold N          Node processes measuring a cold start (default 3)
//   --profile         also write CPU profiles of plan at 1,000 and 5,000
//                     resources and print their top entries
//   --no-build        use dist/ as it is
//   --out DIR         where results go (default: a new folder under the OS temp dir)
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, stat, writeFile } from "node:fs/promises";
import { availableParallelism, cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { build } from "./build.mjs";
import { chromiumPath, distDir, isMain, output, root, step } from "./lib/util.mjs";
import { median } from "../bench/stats.mjs";

const { values: opts } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    sizes: { type: "string" },
    skip: { type: "string", default: "" },
    count: { type: "string" },
    cold: { type: "string" },
    profile: { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
    out: { type: "string" },
  },
});

/** The budgets of issue 10. Sizes are in MB of 10^6 bytes. */
const budget = {
  wasmBrotli: 2.5e6,
  firstLoad: 3e6,
  coldToPlan: 1500,
  plan1000Wasm: 300,
  scale5000: 6,
  keystrokeWorker: 50,
  vsTerraform: 30,
};

const skip = new Set(opts.skip.split(",").filter(Boolean));
const sizes = (opts.sizes ?? (opts.quick ? "10,100,1000" : "10,100,1000,5000")).split(",").map(Number);
const goCount = Number(opts.count ?? (opts.quick ? 2 : 5));
const coldRuns = Number(opts.cold ?? (opts.quick ? 1 : 3));
const workloads = ["validate", "plan", "apply", "replan", "console"];
const workloadNames = {
  validate: "parse + validate",
  plan: "plan",
  apply: "apply",
  replan: "re-plan, no changes",
  console: "console (8 expressions)",
};

/** Runs a command; resolves with its stdout (stderr passes through). Rejects on failure. */
function capture(cmd, args, { env = {}, cwd = root, stdin } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: [stdin === undefined ? "ignore" : "pipe", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("error", (err) => reject(new Error(`${cmd}: ${err.message}`)));
    child.on("exit", (code, signal) =>
      code === 0 ? resolve(out) : reject(new Error(`${[cmd, ...args].join(" ")} failed (${signal ?? `exit code ${code}`})`)),
    );
    if (stdin !== undefined) child.stdin.end(stdin);
  });
}

/** Wall time of one command in ms; rejects unless it exits 0. */
async function timed(cmd, args, cwd, env) {
  const t = performance.now();
  await capture(cmd, args, { cwd, env });
  return performance.now() - t;
}

// ---- the steps ----

/** The share of time some task waited for a CPU over the last minute (Linux PSI), in %. */
async function cpuPressure() {
  const text = await readFile("/proc/pressure/cpu", "utf8").catch(() => "");
  const m = /^some .*avg60=([\d.]+)/m.exec(text);
  return m ? Number(m[1]) : null;
}

async function machine() {
  const [go, chromium] = await Promise.all([
    output("go", ["env", "GOVERSION"]).catch(() => "?"),
    existsSync(chromiumPath) ? output(chromiumPath, ["--version"]).catch(() => "?") : Promise.resolve("not installed"),
  ]);
  const commit = await output("git", ["rev-parse", "--short", "HEAD"]).catch(() => "?");
  const dirty = await output("git", ["status", "--porcelain", "--untracked-files=no"]).catch(() => "");
  return {
    date: new Date().toISOString(),
    nproc: availableParallelism(),
    cpu: cpus()[0]?.model?.trim() ?? "?",
    loadavgBefore: loadavg(),
    cpuPressureBefore: await cpuPressure(),
    go,
    node: process.version,
    chromium,
    commit: commit + (dirty ? " (with uncommitted changes)" : ""),
  };
}

async function generate(dir) {
  const all = join(dir, "configs.json");
  await writeFile(all, await capture("go", ["run", "./bench/cmd/genconfig", "-sizes", sizes.join(",")]));
  const single = join(dir, "single100.json");
  await writeFile(single, await capture("go", ["run", "./bench/cmd/genconfig", "-n", "100", "-no-modules", "-single-file"]));
  return { all, single };
}

/** Parses `go test -bench` output into name → [{ns, cpuMs, bytes, allocs}]. */
export function parseGoBench(text) {
  const out = {};
  for (const line of text.split("\n")) {
    const m = /^Benchmark(\w+)\/resources=(\d+)(?:-\d+)?\s+\d+\s+(.*)$/.exec(line);
    if (!m) continue;
    const metrics = {};
    for (const [, v, unit] of m[3].matchAll(/([\d.e+-]+) ([\w/-]+)/g)) metrics[unit] = Number(v);
    const key = `${m[1].toLowerCase()}/${m[2]}`;
    (out[key] ??= []).push({ ns: metrics["ns/op"], cpuMs: metrics["cpu-ms/op"], bytes: metrics["B/op"], allocs: metrics["allocs/op"] });
  }
  return out;
}

async function goBenchmarks(dir) {
  // -bench matches each level of a sub-benchmark's name separately.
  const pattern = `./^resources=(${sizes.join("|")})$`;
  const args = ["test", "-run", "^$", "-bench", pattern, "-benchtime", "1s", "-count", String(goCount), "-timeout", "60m", "./bench/"];
  const text = await capture("go", args);
  await writeFile(join(dir, "go-bench.txt"), text);
  const runs = parseGoBench(text);
  const res = {};
  const cpuLine = /^cpu: (.*)$/m.exec(text);
  if (cpuLine) res.cpu = cpuLine[1].trim();
  for (const [key, rs] of Object.entries(runs)) {
    res[key] = {
      ms: median(rs.map((r) => r.ns / 1e6)),
      cpuMs: median(rs.map((r) => r.cpuMs)),
      allocs: median(rs.map((r) => r.allocs)),
      mb: median(rs.map((r) => r.bytes / 1e6)),
      runs: rs.length,
    };
  }
  return res;
}

async function profiles(dir) {
  const out = {};
  const bin = join(dir, "bench.test");
  await capture("go", ["test", "-c", "-o", bin, "./bench/"]);
  for (const n of [1000, 5000].filter((n) => sizes.includes(n))) {
    const prof = join(dir, `plan-${n}.prof`);
    await capture(bin, ["-test.run", "^$", "-test.bench", `^BenchmarkPlan/resources=${n}$`, "-test.benchtime", n >= 5000 ? "3x" : "10x", "-test.cpuprofile", prof], { cwd: dir });
    // prepare() (init + apply of the fixture) runs in the same process: keep plan only.
    const top = (focus, cum) =>
      capture("go", ["tool", "pprof", "-top", ...(cum ? ["-cum"] : []), "-nodecount=25", `-focus=${focus}`, bin, prof]);
    out[n] = { file: prof, flat: await top("command\\.runPlan", false), cum: await top("command\\.runPlan", true) };
  }
  return out;
}

async function wasmBenchmarks(configs) {
  const wasm = join(distDir, "tfplay.wasm");
  const base = ["bench/wasm.mjs", "--wasm", wasm, "--wasm-exec", join(distDir, "wasm_exec.js"), "--configs", configs.all];
  const coldSize = sizes.includes(1000) ? 1000 : sizes.at(-1);
  const warm = JSON.parse(await capture(process.execPath, [...base, "--sizes", sizes.join(","), "--cold-size", String(coldSize)]));
  const colds = [warm.cold];
  for (let i = 1; i < coldRuns; i++) {
    colds.push(JSON.parse(await capture(process.execPath, [...base, "--cold-only", "--cold-size", String(coldSize)])).cold);
  }
  const cold = {};
  for (const k of ["compile", "start", "firstCall", "firstInit", "firstValidate", "firstPlan", "toFirstPlan", "toFirstPlanCPU"]) {
    cold[k] = median(colds.map((c) => c[k]));
  }
  cold.size = coldSize;
  return { warm: warm.warm, cold, colds };
}

async function sizesOf() {
  const wasm = join(distDir, "tfplay.wasm");
  const size = async (f) => (await stat(f).catch(() => null))?.size ?? null;
  return { raw: await size(wasm), gzip: await size(wasm + ".gz"), brotli: await size(wasm + ".br") };
}

async function browserBenchmarks(configs) {
  return JSON.parse(await capture(process.execPath, ["bench/browser.mjs", "--configs", configs.single, "--runs", String(coldRuns), "--keys", opts.quick ? "4" : "10"]));
}

/** terraform plan vs tfplay plan (the native CLI) on the same files on disk. */
async function terraformComparison(dir) {
  const terraform = process.env.TFPLAY_BENCH_TERRAFORM;
  if (!terraform) return null;
  const tfplay = join(dir, "tfplay");
  await capture("go", ["build", "-o", tfplay, "./cmd/tfplay"]);
  const env = { CHECKPOINT_DISABLE: "1", TF_IN_AUTOMATION: "1", TF_INPUT: "0" };
  const version = (await capture(terraform, ["version"], { env })).split("\n")[0];
  const res = { binary: terraform, version, sizes: {} };
  for (const n of sizes) {
    const runs = n >= 5000 ? 2 : 3;
    const times = {};
    for (const [name, bin] of [["terraform", terraform], ["tfplay", tfplay]]) {
      const cfg = join(dir, `tf-${name}-${n}`);
      await capture("go", ["run", "./bench/cmd/genconfig", "-n", String(n), "-o", cfg]);
      await capture(bin, ["init", "-input=false", "-no-color"], { cwd: cfg, env });
      const ts = [];
      for (let i = 0; i < runs; i++) ts.push(await timed(bin, ["plan", "-input=false", "-no-color", "-lock=false"], cfg, env));
      times[name] = median(ts);
    }
    res.sizes[n] = { terraform: times.terraform, tfplayCLI: times.tfplay };
  }
  return res;
}

// ---- the table ----

function ms(x) {
  if (x === null || x === undefined) return "—";
  if (x >= 10_000) return `${(x / 1000).toFixed(1)} s`;
  if (x >= 100) return `${Math.round(x)} ms`;
  if (x >= 10) return `${x.toFixed(1)} ms`;
  return `${x.toFixed(2)} ms`;
}
function mb(x) {
  return x === null || x === undefined ? "—" : `${(x / 1e6).toFixed(2)} MB`;
}
function num(n) {
  return n.toLocaleString("en-US");
}
function verdict(ok) {
  return ok === null || ok === undefined ? "" : ok ? "✅ met" : "❌ missed";
}

export function table(r) {
  const rows = [];
  const section = (title) => rows.push([`**${title}**`, "", "", "", ""]);
  const row = (what, value, budgetText = "", ok = null, cpuTime = "") => rows.push([what, value, cpuTime, budgetText, verdict(ok)]);

  section("Size");
  if (r.sizes) {
    row("tfplay.wasm raw", mb(r.sizes.raw));
    row("tfplay.wasm gzip -9", mb(r.sizes.gzip));
    row("tfplay.wasm brotli -q 11", mb(r.sizes.brotli), "≤ 2.5 MB", r.sizes.brotli === null ? null : r.sizes.brotli <= budget.wasmBrotli);
  }
  if (r.browser) {
    const t = r.browser.summary.transfer;
    row("playground first load, transferred before the first plan", mb(t), "≤ 3 MB", t === null ? null : t <= budget.firstLoad);
  }
  const docs = r.browser?.docs;
  if (!docs) row("docs page with embeds", "not measured", "—");
  else if (docs.error) row("docs page with embeds", `failed: ${docs.error}`, "—");
  else {
    row(`docs page with embeds (${docs.url.replace(/^\.\.\//, "")}, ${docs.embeds} embeds), transferred before its load event`, mb(docs.pageBytes), "—");
    row("… and until its first embed's Run shows the result (the engine included)", `${mb(docs.bytesToFirstRun)} in ${ms(docs.firstRun)} (${docs.firstRunState})`, "—");
  }

  if (r.browser) {
    const s = r.browser.summary;
    const via = s.planVia.every((v) => v === "page") ? "Plan button" : s.planVia.some((v) => v === "page") ? "Plan button / worker" : "no Plan button: init + plan in the page's worker";
    section(`Headless Chromium ${r.browser.chromium}, localhost, empty cache`);
    row("cold load → first diagnostics", ms(s.firstDiagnostics));
    row(`cold load → first plan rendered (${via})`, ms(s.firstPlan), "≤ 1.5 s", s.firstPlan === null ? null : s.firstPlan <= budget.coldToPlan);
    if (r.browser.keystrokes?.error) row("keystroke → diagnostics, 100 resources", `failed: ${r.browser.keystrokes.error}`);
    else {
      row("keystroke → diagnostics, 100 resources, in the worker (validate call)", ms(s.keystrokeWorker), "≤ 50 ms", s.keystrokeWorker === null ? null : s.keystrokeWorker <= budget.keystrokeWorker);
      row("keystroke → diagnostics, 100 resources, page end to end (with the editor's debounce)", ms(s.keystrokePage));
    }
  }

  if (r.wasm) {
    const c = r.wasm.cold;
    section(`WASM under Node ${r.machine.node}, cold (median of ${r.wasm.colds.length} processes)`);
    row("compile tfplay.wasm", ms(c.compile));
    row("instantiate + start the Go program", ms(c.start));
    row("first call (version)", ms(c.firstCall));
    row(`first init, ${num(c.size)} resources`, ms(c.firstInit));
    row(`first validate, ${num(c.size)} resources`, ms(c.firstValidate));
    row(`first plan, ${num(c.size)} resources`, ms(c.firstPlan));
    row(`start → first plan of ${num(c.size)} resources, total`, ms(c.toFirstPlan), "", null, ms(c.toFirstPlanCPU));
    section("WASM under Node, warm (median of the calls after the first)");
    for (const w of workloads) {
      for (const n of sizes) {
        const m = r.wasm.warm[n]?.[w];
        const v = m?.median ?? null;
        const what = `${workloadNames[w]}, ${num(n)} resources`;
        const shown = m?.error ? `failed: ${m.error.slice(0, 80)}` : ms(v);
        if (w === "plan" && n === 1000) row(what, shown, "≤ 300 ms", v === null ? (m?.error ? false : null) : v <= budget.plan1000Wasm, ms(m?.cpuMedian));
        else row(what, shown, "", null, ms(m?.cpuMedian));
      }
    }
    const p1 = r.wasm.warm[1000]?.plan?.median;
    const p5 = r.wasm.warm[5000]?.plan?.median;
    if (p1 && p5) row("plan 5,000 ÷ plan 1,000, WASM", `${(p5 / p1).toFixed(1)}×`, "≤ 6×", p5 / p1 <= budget.scale5000);
  }

  if (r.go) {
    section(`Native Go (go test -bench, median of ${goCount} runs; heap allocated per op)`);
    for (const w of workloads) {
      for (const n of sizes) {
        const v = r.go[`${w}/${n}`];
        row(`${workloadNames[w]}, ${num(n)} resources`, v ? `${ms(v.ms)} · ${v.mb.toFixed(1)} MB` : "—", "", null, ms(v?.cpuMs));
      }
    }
    for (const w of workloads) {
      const a = r.go[`${w}/1000`]?.ms;
      const b = r.go[`${w}/5000`]?.ms;
      if (a && b) {
        if (w === "plan") row("plan 5,000 ÷ plan 1,000, native", `${(b / a).toFixed(1)}×`, "≤ 6×", b / a <= budget.scale5000);
        else row(`${workloadNames[w]} 5,000 ÷ 1,000, native`, `${(b / a).toFixed(1)}×`, "(6×)", b / a <= budget.scale5000);
      }
    }
  }

  section("Against real Terraform (terraform_data only, same files on disk)");
  if (!r.terraform) row("terraform plan", "skipped: set TFPLAY_BENCH_TERRAFORM=/path/to/terraform");
  else {
    for (const n of sizes) {
      const t = r.terraform.sizes[n];
      if (!t) continue;
      row(`terraform plan, ${num(n)} resources (${r.terraform.version})`, ms(t.terraform));
      row(`tfplay plan (native CLI process), ${num(n)} resources`, ms(t.tfplayCLI));
      const inproc = r.go?.[`plan/${n}`]?.ms;
      const ratio = t.terraform / t.tfplayCLI;
      const shown = `${ratio.toFixed(1)}×${inproc ? ` (÷ in-process: ${(t.terraform / inproc).toFixed(1)}×)` : ""}`;
      // The budget is for the plan of 1,000 resources; smaller plans are
      // mostly both processes' start-up.
      if (n === 1000) row(`terraform ÷ tfplay CLI, ${num(n)} resources`, shown, "≥ 30×", ratio >= budget.vsTerraform);
      else row(`terraform ÷ tfplay CLI, ${num(n)} resources`, shown);
    }
  }

  const head = ["measurement", "result (wall time)", "CPU time", "budget", ""];
  const width = head.map((h, i) => Math.max(...rows.map((r) => r[i].length), h.length));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(width[i])).join(" | ")} |`;
  return [line(head), line(width.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

export function machineLine(m) {
  const load = (l) => l?.map((x) => x.toFixed(1)).join(" ") ?? "?";
  const psi = m.cpuPressureBefore === null ? "" : ` (tasks waiting for a CPU ${m.cpuPressureBefore}% of the minute before, ${m.cpuPressureAfter}% at end)`;
  return `${m.nproc} CPUs (${m.cpu}${m.goCPU && m.goCPU !== m.cpu ? `, "${m.goCPU}" to Go` : ""}), load average ${load(m.loadavgBefore)} at start, ${load(m.loadavgAfter)} at end${psi}; ${m.go}, Node ${m.node}, ${m.chromium}; commit ${m.commit}; ${m.date}`;
}

async function main() {
  const out = opts.out ?? (await mkdtemp(join(tmpdir(), "tfplay-bench-")));
  await mkdir(out, { recursive: true });
  const r = { machine: await machine() };
  const attempt = async (name, title, fn) => {
    if (skip.has(name)) return;
    step(title);
    try {
      r[name] = await fn();
    } catch (err) {
      console.error(`\n${title} failed: ${err.message}`);
      (r.failed ??= []).push(name);
    }
  };

  if (!opts["no-build"] && !(skip.has("wasm") && skip.has("browser"))) {
    step("Building dist/");
    await build();
  }
  step("Generating configurations");
  const configs = await generate(out);
  r.sizes = await sizesOf();
  await attempt("go", `Go benchmarks (sizes ${sizes.join(", ")}, -count ${goCount})`, () => goBenchmarks(out));
  if (opts.profile) await attempt("profiles", "CPU profiles of plan", () => profiles(out));
  await attempt("wasm", "WASM under Node", () => wasmBenchmarks(configs));
  await attempt("browser", "Headless Chromium", () => browserBenchmarks(configs));
  await attempt("terraform", "terraform plan", () => terraformComparison(out));
  r.machine.goCPU = r.go?.cpu;
  r.machine.loadavgAfter = loadavg();
  r.machine.cpuPressureAfter = await cpuPressure();

  await writeFile(join(out, "results.json"), JSON.stringify(r, null, 2));
  const busy = Math.max(...r.machine.loadavgBefore.slice(0, 1), ...r.machine.loadavgAfter.slice(0, 1)) > r.machine.nproc;
  const warning = busy ? `\nWarning: the machine was busy (load average above ${r.machine.nproc}): other processes shared the CPUs, so the times are inflated.\n` : "";
  const text = `${table(r)}\n\nMachine: ${machineLine(r.machine)}\n${warning}`;
  await writeFile(join(out, "table.md"), text);
  if (r.profiles) {
    for (const [n, p] of Object.entries(r.profiles)) {
      console.log(`\n==> pprof -top, plan of ${n} resources (focus command.runPlan): ${p.file}\n${p.flat}\n${p.cum}`);
    }
  }
  console.log(`\n${text}\nResults: ${out}/results.json`);
  if (r.failed) {
    console.error(`\nnpm run bench: ${r.failed.join(", ")} failed`);
    process.exit(1);
  }
}

if (isMain(import.meta.url)) {
  main().catch((err) => {
    console.error(`bench failed: ${err.stack || err.message}`);
    process.exit(1);
  });
}
