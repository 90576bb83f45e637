// Compares two builds of tfplay.wasm side by side in one Node process:
// both engines are started (each its own Go program and memory), then
// each workload is called on one and the other alternately, the first of
// each pair alternating too, and the medians and the median of the paired
// ratios are printed. Running both in one process, call after call, is
// what makes a comparison hold on a machine whose speed drifts: on the
// 2-CPU machines these benchmarks run on, the same build's plan of 1,000
// resources took 474 ms and 700 ms an hour apart.
//
//   node bench/wasm-compare.mjs --base OLD.wasm --wasm NEW.wasm \
//        --wasm-exec dist/wasm_exec.js --configs configs.json \
//        [--size 1000] [--pairs 16] [--warmup 3] [--workloads validate,plan,apply,replan]
//
// configs.json is what `go run ./bench/cmd/genconfig -sizes 1000` prints.
// OLD.wasm is another commit's engine, built with the same flags as
// dist/tfplay.wasm (for example in a `git worktree` of that commit:
// `node scripts/build.mjs`, then its dist/tfplay.wasm). The outputs of
// validate and plan must be the same for both builds (apply's ids are
// random); a difference is reported.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { cpuMs, median, withWritten } from "./stats.mjs";

const { values: opts } = parseArgs({
  options: {
    base: { type: "string" },
    wasm: { type: "string" },
    "wasm-exec": { type: "string" },
    configs: { type: "string" },
    size: { type: "string", default: "1000" },
    pairs: { type: "string", default: "16" },
    warmup: { type: "string", default: "3" },
    workloads: { type: "string", default: "validate,plan,apply" },
  },
});
for (const k of ["base", "wasm", "wasm-exec", "configs"]) {
  if (!opts[k]) {
    console.error(`bench/wasm-compare.mjs: --${k} is required`);
    process.exit(2);
  }
}

const argv = {
  init: ["init", "-no-color", "-input=false"],
  plan: ["plan", "-no-color", "-input=false"],
  apply: ["apply", "-auto-approve", "-no-color", "-input=false"],
};

const cpu = cpuMs;

/** Starts one engine; its bridge function is kept before the next engine replaces globalThis.tfplay. */
async function engine(path, files) {
  delete globalThis.tfplay;
  const go = new globalThis.Go();
  const instance = await WebAssembly.instantiate(await WebAssembly.compile(readFileSync(path)), go.importObject);
  void go.run(instance); // main registers globalThis.tfplay, then blocks
  const bridge = globalThis.tfplay.call;
  const call = (method, request) => {
    const envelope = JSON.parse(bridge(method, JSON.stringify(request)));
    if (!envelope.ok) throw new Error(`${path}: ${method}: ${envelope.error}`);
    return envelope.result;
  };
  const run = (f, args) => {
    const res = call("run", { args, files: f });
    if (res.exitCode !== 0) throw new Error(`${path}: ${args.join(" ")}: exit code ${res.exitCode}\n${res.stderr}`);
    return res;
  };
  return { path, call, run, inited: withWritten(files, run(files, argv.init)), applied: null };
}

/** One call of a workload on an engine: its output (to compare) and its wall and CPU time. */
function once(e, workload) {
  const t = performance.now();
  const c = cpu();
  let out;
  switch (workload) {
    case "validate":
      out = JSON.stringify(e.call("validate", { files: e.inited }));
      break;
    case "plan":
      out = e.run(e.inited, argv.plan).stdout;
      break;
    case "apply":
      e.run(e.inited, argv.apply);
      out = null; // new ids every time
      break;
    case "replan":
      e.applied ??= withWritten(e.inited, e.run(e.inited, argv.apply));
      out = e.run(e.applied, argv.plan).stdout;
      break;
    default:
      throw new Error(`unknown workload ${workload}`);
  }
  return { out, wall: performance.now() - t, cpu: cpu() - c };
}

async function main() {
  createRequire(import.meta.url)(resolve(opts["wasm-exec"])); // defines globalThis.Go
  const files = JSON.parse(readFileSync(opts.configs, "utf8"))[opts.size];
  if (!files) throw new Error(`no configuration of ${opts.size} resources in ${opts.configs}`);
  const base = await engine(opts.base, files);
  const head = await engine(opts.wasm, files);
  const pairs = Number(opts.pairs);
  const warmup = Number(opts.warmup);
  const report = { size: Number(opts.size), base: opts.base, wasm: opts.wasm, workloads: {} };
  for (const workload of opts.workloads.split(",")) {
    const r = { base: [], wasm: [], baseCPU: [], wasmCPU: [], ratios: [], sameOutput: true };
    for (let i = 0; i < warmup + pairs; i++) {
      const order = i % 2 ? [head, base] : [base, head];
      const got = new Map(order.map((e) => [e, once(e, workload)]));
      const b = got.get(base);
      const h = got.get(head);
      if (b.out !== h.out) r.sameOutput = false;
      if (i < warmup) continue;
      r.base.push(b.wall);
      r.wasm.push(h.wall);
      r.baseCPU.push(b.cpu);
      r.wasmCPU.push(h.cpu);
      r.ratios.push(h.wall / b.wall);
    }
    report.workloads[workload] = {
      base: median(r.base),
      wasm: median(r.wasm),
      baseCPU: median(r.baseCPU),
      wasmCPU: median(r.wasmCPU),
      pairedRatio: median(r.ratios),
      sameOutput: r.sameOutput,
    };
    const w = report.workloads[workload];
    console.error(
      `${workload} of ${opts.size}: ${w.base.toFixed(0)} -> ${w.wasm.toFixed(0)} ms (CPU ${w.baseCPU.toFixed(0)} -> ${w.wasmCPU.toFixed(0)} ms), ` +
        `paired ratio ${w.pairedRatio.toFixed(3)} over ${pairs} pairs${w.sameOutput ? "" : "; THE OUTPUTS DIFFER"}`,
    );
  }
  process.stdout.write(JSON.stringify(report) + "\n");
  process.exit(0); // the Go programs never exit by themselves
}

main().catch((err) => {
  console.error(`bench/wasm-compare.mjs: ${err.stack || err}`);
  process.exit(1);
});
