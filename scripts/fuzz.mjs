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
// A target that finds a failing input stops; Go saves the input under
// <package>/testdata/fuzz/<Target>/ and prints how to re-run it. The
// script goes on with the next target and exits non-zero at the end if
// any failed. docs/dev/fuzzing.md says what to do with a failing input.
// npm test (scripts/test.mjs) runs every target for a few seconds
// through fuzzTargets and runFuzz.
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { root, run, step } from "./lib/util.mjs";

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
 * Fuzzes one target for the given time (a Go duration such as "5s");
 * resolves when no failing input was found, rejects otherwise.
 */
export function runFuzz({ pkg, name }, time, { parallel } = {}) {
  const args = ["test", pkg, "-run=^$", `-fuzz=^${name}$`, `-fuzztime=${time}`, "-fuzzminimizetime=30s"];
  if (parallel) args.push(`-parallel=${parallel}`);
  return run("go", args);
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
  const only = new RegExp(opt.only);
  const targets = (await fuzzTargets()).filter((t) => only.test(t.name) || only.test(`${t.pkg}.${t.name}`));
  if (opt.list) {
    for (const t of targets) console.log(`${t.pkg} ${t.name}`);
    return;
  }
  const failed = [];
  for (const t of targets) {
    step(`fuzz ${t.pkg} ${t.name} for ${opt.time}`);
    const started = Date.now();
    try {
      await runFuzz(t, opt.time, opt);
    } catch (err) {
      console.error(err.message);
      failed.push(`${t.pkg} ${t.name}`);
    }
    console.log(`(${((Date.now() - started) / 1000).toFixed(1)}s including the build)`);
  }
  if (failed.length) {
    console.error(`\nfuzzing found failing inputs in: ${failed.join("; ")}\nsee docs/dev/fuzzing.md`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}
