// Runs the engine's Go fuzz targets (func FuzzXxx in *_fuzz_test.go
// files under engine/), one after the other, each for a bounded time.
//
//   node scripts/fuzz.mjs                    every target for 5 minutes
//   node scripts/fuzz.mjs --time=30s         every target for 30 seconds
//   node scripts/fuzz.mjs --only=Validate    targets whose name matches
//   node scripts/fuzz.mjs --list             list the targets
//   node scripts/fuzz.mjs --parallel=4       fuzzing workers per target
//                                            (default: GOMAXPROCS)
//
// Each package's instrumented test binary is built once (go test -c
// -fuzz=.) and run once per target, in the package's folder. Interesting
// inputs are kept in Go's fuzz cache, as `go test -fuzz` keeps them, so
// repeated runs go deeper. A target that finds a failing input stops; Go
// saves the input under <package>/testdata/fuzz/<Target>/ and prints how
// to replay it. The script goes on with the next target and exits
// non-zero at the end if any failed. docs/dev/fuzzing.md says what to do
// with a failing input.
//
// npm test (scripts/test.mjs) calls fuzzAll with a few seconds per target
// and a fresh, throwaway cache, so that its cost does not grow with the
// inputs earlier long runs found.
import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { output, root, run, step } from "./lib/util.mjs";

/**
 * How many times a target is run again when Go's fuzzing coordinator
 * fails it at the end of -fuzztime having found nothing.
 */
const deadlineRetries = 2;

/**
 * Whether a failed fuzzing run's output is Go's coordinator race rather
 * than a finding. Go before 1.27 compares the -fuzztime deadline's error
 * with its workers' child context, which can still be uncancelled for a
 * moment: the run then fails with a bare "context deadline exceeded" and
 * writes no input (go.dev/issue/75804, fixed in Go 1.27.0). A real
 * finding always says "Failing input written to".
 */
export function isDeadlineRace(out) {
  return /^\s+context deadline exceeded$/m.test(out) && !out.includes("Failing input written to");
}

/**
 * Runs a command in cwd with its output passed through and kept; resolves
 * to {ok, out, status} (status: "exit code N" or the signal).
 */
function runKeepingOutput(cmd, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    const keep = (to) => (d) => {
      out += d;
      to.write(d);
    };
    child.stdout.on("data", keep(process.stdout));
    child.stderr.on("data", keep(process.stderr));
    child.on("error", (err) => reject(new Error(`${cmd}: ${err.message}`)));
    child.on("close", (code, signal) => resolve({ ok: code === 0, out, status: signal ?? `exit code ${code}` }));
  });
}

/** Lists every fuzz target as {pkg: "./engine/command", name: "FuzzValidate"}. */
export async function fuzzTargets() {
  const targets = [];
  async function walk(dir) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "testdata") await walk(path);
      } else if (entry.name.endsWith("_fuzz_test.go")) {
        const source = await readFile(path, "utf8");
        for (const m of source.matchAll(/^func (Fuzz\w*)\(\w+ \*testing\.F\)/gm)) {
          targets.push({ pkg: "./" + relative(root, dir).split("\\").join("/"), name: m[1] });
        }
      }
    }
  }
  await walk(join(root, "engine"));
  return targets.sort((a, b) => (a.pkg + a.name).localeCompare(b.pkg + b.name));
}

/**
 * Fuzzes every target for `time` (a Go duration such as "5s"). With
 * `freshCache`, interesting inputs go to a temporary folder removed at
 * the end instead of Go's fuzz cache. `only` filters targets by name or
 * "pkg.Name". Returns the targets that failed (or could not be built).
 */
export async function fuzzAll({ time, only = "", parallel, minimizeTime = "30s", freshCache = false, log = step }) {
  const pattern = new RegExp(only);
  const targets = (await fuzzTargets()).filter((t) => pattern.test(t.name) || pattern.test(`${t.pkg}.${t.name}`));
  const work = await mkdtemp(join(tmpdir(), "tfplay-fuzz-"));
  const cacheRoot = freshCache ? join(work, "cache") : join(await output("go", ["env", "GOCACHE"]), "fuzz");
  const modulePath = (await readFile(join(root, "go.mod"), "utf8")).match(/^module\s+(\S+)/m)[1];
  const failed = [];
  try {
    const built = new Map();
    for (const t of targets) {
      log(`fuzz ${t.pkg} ${t.name} for ${time}`);
      const started = Date.now();
      try {
        if (!built.has(t.pkg)) {
          const bin = join(work, `${t.pkg.replace(/[^A-Za-z0-9]+/g, "_")}.test`);
          built.set(t.pkg, run("go", ["test", "-c", "-fuzz=.", "-o", bin, t.pkg]).then(() => bin));
        }
        const bin = await built.get(t.pkg);
        const args = ["-test.run=^$", `-test.fuzz=^${t.name}$`, `-test.fuzztime=${time}`, `-test.fuzzminimizetime=${minimizeTime}`];
        // The cache folder go test itself would use: <GOCACHE>/fuzz/<import path>.
        args.push(`-test.fuzzcachedir=${join(cacheRoot, modulePath, t.pkg.slice(2))}`);
        if (parallel) args.push(`-test.parallel=${parallel}`);
        for (let attempt = 0; ; attempt++) {
          const { ok, out, status } = await runKeepingOutput(bin, args, join(root, t.pkg));
          if (ok) break;
          if (attempt < deadlineRetries && isDeadlineRace(out)) {
            log(`fuzz ${t.pkg} ${t.name} again: it found nothing, Go's coordinator failed it at its own deadline (go.dev/issue/75804)`);
            continue;
          }
          throw new Error(`${[bin, ...args].join(" ")} failed (${status})`);
        }
      } catch (err) {
        console.error(err.message);
        failed.push(`${t.pkg} ${t.name}`);
      }
      console.log(`(${((Date.now() - started) / 1000).toFixed(1)}s)`);
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return failed;
}

async function main(argv) {
  const opt = { time: "5m", only: "", parallel: undefined, list: false };
  for (const a of argv) {
    const [key, value] = a.replace(/^--?/, "").split("=", 2);
    if (key === "list") opt.list = true;
    else if (key in opt && value !== undefined) opt[key] = value;
    else {
      console.error(`unknown option ${a}\nusage: node scripts/fuzz.mjs [--time=5m] [--only=REGEX] [--parallel=N] [--list]`);
      process.exit(2);
    }
  }
  if (opt.list) {
    const only = new RegExp(opt.only);
    for (const t of await fuzzTargets()) if (only.test(t.name) || only.test(`${t.pkg}.${t.name}`)) console.log(`${t.pkg} ${t.name}`);
    return;
  }
  const failed = await fuzzAll(opt);
  if (failed.length) {
    console.error(`\nfuzzing found failing inputs in: ${failed.join("; ")}\nsee docs/dev/fuzzing.md`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}
