// Benchmarks tfplay.wasm under Node, through the same bridge the browser's
// worker uses: globalThis.tfplay.call(method, requestJSON), with every
// call carrying the whole working directory as JSON.
//
// One process measures:
//   cold: compile + instantiate + start the Go program, then the first
//         calls on one configuration (init, validate, plan);
//   warm: for every size, each workload (validate, plan, apply, re-plan,
//         console) called repeatedly after a first, checked call;
//   keystrokes: validate of the --keystroke-size configuration after one
//         keystroke, as the playground's validation worker runs it: each
//         call has a new content (a comment grows by one character), in
//         the configuration's largest file ("big") or in its smallest .tf
//         file ("small", the other files unchanged so their parse trees
//         may be reused).
// Run it several times to get several cold samples (scripts/bench.mjs
// does). It prints one JSON document on stdout.
//
//   node bench/wasm.mjs --wasm dist/tfplay.wasm --wasm-exec dist/wasm_exec.js \
//        --configs configs.json [--sizes 10,100] [--cold-size 1000] [--cold-only]
//        [--min-time 3000] [--min-iters 3] [--max-iters 15]
//        [--keystroke-size 100] [--keystrokes 20]
//
// configs.json is what `go run ./bench/cmd/genconfig -sizes ...` prints.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { cpuMs, median, withWritten } from "./stats.mjs";

const { values: opts } = parseArgs({
  options: {
    wasm: { type: "string" },
    "wasm-exec": { type: "string" },
    configs: { type: "string" },
    sizes: { type: "string", default: "" },
    "cold-size": { type: "string", default: "1000" },
    "cold-only": { type: "boolean", default: false },
    "min-time": { type: "string", default: "3000" },
    "min-iters": { type: "string", default: "3" },
    "max-iters": { type: "string", default: "15" },
    "keystroke-size": { type: "string", default: "100" },
    keystrokes: { type: "string", default: "20" },
  },
});
for (const k of ["wasm", "wasm-exec", "configs"]) {
  if (!opts[k]) {
    console.error(`bench/wasm.mjs: --${k} is required`);
    process.exit(2);
  }
}

/** The commands, as bench/workdir.go runs them. */
const args = {
  init: ["init", "-no-color", "-input=false"],
  plan: ["plan", "-no-color", "-input=false"],
  apply: ["apply", "-auto-approve", "-no-color", "-input=false"],
  console: ["console", "-no-color"],
};

/** Same expressions as bench.ConsoleInput. */
function consoleInput(n) {
  const g = Math.ceil(n / 10);
  const last = g - 1;
  const mid = Math.floor(g / 2);
  return (
    [
      `length(terraform_data.g${mid}_count)`,
      `terraform_data.g${last}_chain.output.id`,
      `module.g${mid}_app.server_names`,
      `[for k, v in terraform_data.g${mid}_each : upper(v.input.key)]`,
      `data.terraform_remote_state.shared_${Math.floor(last / 10)}.outputs.region`,
      `cidrsubnets("10.0.0.0/8", 4, 4, 8, 8)`,
      `sum([for i in range(1000) : i])`,
      `merge(local.common_tags, { env = var.prefix })`,
    ].join("\n") + "\n"
  );
}

const now = () => performance.now();
const cpu = cpuMs;

/** The largest state file re-plan and console are run on (see main). */
const maxStateBytes = 64e6;

/**
 * The largest configuration applied. Every instance's state records all
 * of its transitive dependencies, so the state of the 5,000-resource chain
 * is ~300 MB: applying it allocates ~4 GB (natively too) and the Go
 * program dies of a fatal out-of-memory error in wasm32's 4 GB, which
 * cannot be caught here.
 */
const maxApplySize = 1000;

/** A failure the engine answered (as opposed to the engine dying). */
class EngineError extends Error {}

/** Calls the bridge; throws on an error envelope. */
function call(method, request) {
  const envelope = JSON.parse(globalThis.tfplay.call(method, JSON.stringify(request)));
  if (!envelope.ok) throw new EngineError(`${method}: ${envelope.error}`);
  return envelope.result;
}

/** Runs a terraform command over files; throws unless it exits 0. */
function run(files, argv, stdin) {
  const res = call("run", stdin === undefined ? { args: argv, files } : { args: argv, files, stdin });
  if (res.exitCode !== 0) throw new EngineError(`${argv.join(" ")}: exit code ${res.exitCode}\n${res.stderr}`);
  return res;
}

function expect(text, want, what) {
  if (!text.includes(want)) throw new EngineError(`${what}: want ${JSON.stringify(want)} in:\n${text.slice(-2000)}`);
}

/** Times fn after one checked call; returns the wall and CPU times in ms. */
function measure(fn, check) {
  const t0 = now();
  check(fn());
  const first = now() - t0;
  const samples = [];
  const cpuSamples = [];
  const minTime = Number(opts["min-time"]);
  const minIters = Number(opts["min-iters"]);
  const maxIters = Number(opts["max-iters"]);
  // An operation slower than --min-time (the 5,000-resource apply takes
  // minutes under load) is timed once after the checked call.
  const iters = first > minTime ? 1 : minIters;
  const start = now();
  while (samples.length < iters || (now() - start < minTime && samples.length < maxIters)) {
    const t = now();
    const c = cpu();
    fn();
    samples.push(now() - t);
    cpuSamples.push(cpu() - c);
  }
  return { first, median: median(samples), min: Math.min(...samples), cpuMedian: median(cpuSamples), samples };
}

async function start() {
  const require = createRequire(import.meta.url);
  require(resolve(opts["wasm-exec"])); // defines globalThis.Go
  const bytes = readFileSync(opts.wasm);
  const c0 = cpu();
  const t0 = now();
  const module = await WebAssembly.compile(bytes);
  const t1 = now();
  await instantiate(module);
  const t2 = now();
  return { compile: t1 - t0, start: t2 - t1, t0, c0, module };
}

/** Starts a Go program from the compiled module; it registers globalThis.tfplay. */
async function instantiate(module) {
  delete globalThis.tfplay;
  const go = new globalThis.Go();
  const instance = await WebAssembly.instantiate(module, go.importObject);
  void go.run(instance); // main registers globalThis.tfplay, then blocks
  if (typeof globalThis.tfplay?.call !== "function") throw new Error("tfplay.wasm did not register globalThis.tfplay");
}

/**
 * measure, but a failure is recorded instead of thrown. When the Go
 * program itself died (a JavaScript exception out of call, e.g. the
 * engine's recursion overflowing the wasm stack), a fresh instance is
 * started for what follows, as the page's worker would be replaced.
 */
async function attempt(module, fn, check) {
  try {
    return measure(fn, check);
  } catch (err) {
    const crashed = !(err instanceof EngineError);
    if (crashed) await instantiate(module);
    return { error: `${crashed ? "engine crashed: " : ""}${String(err.message).split("\n")[0]}` };
  }
}

/**
 * Validate after keystrokes in one file of files, each call with a new
 * content: the file ends with a comment one character longer each time.
 * Returns the wall and CPU medians for a change in the largest file and in
 * the smallest .tf file.
 */
function keystrokes(files) {
  if (!files) return { error: `no configuration of ${opts["keystroke-size"]} resources` };
  const inited = withWritten(files, run(files, args.init));
  const tf = Object.keys(inited).filter((p) => p.endsWith(".tf") && !p.includes("/"));
  tf.sort((a, b) => inited[a].length - inited[b].length);
  const n = Number(opts.keystrokes);
  const out = {};
  for (const [which, file] of [["big", tf.at(-1)], ["small", tf[0]]]) {
    const wall = [];
    const cpuMs = [];
    for (let i = 0; i <= n; i++) {
      const edited = { ...inited, [file]: `${inited[file]}\n# ${"k".repeat(i + 1)}\n` };
      const t = now();
      const c = cpu();
      const doc = call("validate", { files: edited });
      if (i === 0) continue; // the first call parses every file
      wall.push(now() - t);
      cpuMs.push(cpu() - c);
      if (!doc.valid) throw new EngineError(`keystroke validate: ${JSON.stringify(doc.diagnostics).slice(0, 500)}`);
    }
    out[which] = { file, bytes: inited[file].length, median: median(wall), min: Math.min(...wall), cpuMedian: median(cpuMs) };
  }
  return out;
}

async function main() {
  const configs = JSON.parse(readFileSync(opts.configs, "utf8"));
  const sizes = opts.sizes ? opts.sizes.split(",").map(Number) : Object.keys(configs).map(Number);
  const coldSize = Number(opts["cold-size"]);
  const out = { node: process.version, cold: null, warm: {} };

  const s = await start();
  // Cold: the first calls of this process, on one configuration.
  const coldFiles = configs[String(coldSize)];
  if (!coldFiles) throw new Error(`no configuration of ${coldSize} resources in ${opts.configs}`);
  let t = now();
  const versionRes = call("version", {});
  const firstCall = now() - t;
  t = now();
  const inited = withWritten(coldFiles, run(coldFiles, args.init));
  const firstInit = now() - t;
  t = now();
  const v = call("validate", { files: inited });
  const firstValidate = now() - t;
  if (!v.valid) throw new Error(`validate: ${JSON.stringify(v.diagnostics).slice(0, 2000)}`);
  t = now();
  const plan = run(inited, args.plan);
  const firstPlan = now() - t;
  expect(plan.stdout, `Plan: ${coldSize} to add`, "cold plan");
  out.cold = {
    size: coldSize,
    compile: s.compile,
    start: s.start,
    firstCall,
    firstInit,
    firstValidate,
    firstPlan,
    toFirstPlan: now() - s.t0,
    toFirstPlanCPU: cpu() - s.c0,
    version: versionRes,
  };

  if (!opts["cold-only"]) {
    out.keystrokes = keystrokes(configs[opts["keystroke-size"]]);
    for (const n of sizes) {
      const files = withWritten(configs[String(n)], run(configs[String(n)], args.init));
      const r = {};
      r.validate = await attempt(
        s.module,
        () => call("validate", { files }),
        (doc) => {
          if (!doc.valid) throw new EngineError("invalid configuration");
        },
      );
      r.plan = await attempt(
        s.module,
        () => run(files, args.plan),
        (res) => expect(res.stdout, `Plan: ${n} to add, 0 to change, 0 to destroy.`, `plan ${n}`),
      );
      let applied;
      if (n > maxApplySize) {
        r.apply = r.replan = r.console = { error: `skipped: the state of ${n} resources does not fit in wasm32's 4 GB` };
        out.warm[n] = r;
        continue;
      }
      r.apply = await attempt(
        s.module,
        () => run(files, args.apply),
        (res) => {
          expect(res.stdout, `Apply complete! Resources: ${n} added`, `apply ${n}`);
          applied = withWritten(files, res);
        },
      );
      // Every instance's state records all of its transitive dependencies,
      // so the state of the 5,000-resource chain is hundreds of MB: read
      // back in one JSON request it exhausts the 4 GB of a wasm32 memory,
      // and the Go program dies (a fatal error, not an exception).
      const stateBytes = applied ? (applied["terraform.tfstate"] ?? "").length : 0;
      if (applied && stateBytes > maxStateBytes) {
        r.replan = r.console = { error: `skipped: the state file is ${(stateBytes / 1e6).toFixed(0)} MB` };
      } else if (applied) {
        r.replan = await attempt(
          s.module,
          () => run(applied, args.plan),
          (res) => expect(res.stdout, "No changes.", `re-plan ${n}`),
        );
        const stdin = consoleInput(n);
        r.console = await attempt(
          s.module,
          () => run(applied, args.console, stdin),
          (res) => expect(res.stdout, "499500", `console ${n}`),
        );
      } else {
        r.replan = r.console = { error: "no state: apply failed" };
      }
      out.warm[n] = r;
    }
  }
  process.stdout.write(JSON.stringify(out) + "\n");
  process.exit(0); // the Go program never exits by itself
}

main().catch((err) => {
  console.error(`bench/wasm.mjs: ${err.stack || err}`);
  process.exit(1);
});
