// npm test: every check the project has, in order:
//   go vet, go test ./..., a short run of every engine fuzz target, the
//   WASM bridge tests under Node, the TypeScript type check, the build,
//   then the web unit and browser tests (node --test, headless Chromium).
// Installs npm packages, and Chromium when running as root, if missing.
// Go and type-check failures do not stop the later steps; the command
// fails at the end if any step failed.
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { build } from "./build.mjs";
import { fuzzAll } from "./fuzz.mjs";
import { ensureChromium, ensureNodeModules, output, root, run, step } from "./lib/util.mjs";

const wasmEnv = { GOOS: "js", GOARCH: "wasm" };

async function webTestFiles() {
  const dir = join(root, "web", "test");
  return (await readdir(dir)).filter((f) => f.endsWith(".test.mjs")).sort().map((f) => join(dir, f));
}

/** [title, action, required]: a failed required step stops the run. */
const steps = [
  ["npm packages", ensureNodeModules, true],
  ["go vet ./...", () => run("go", ["vet", "./..."])],
  ["go vet ./wasm/... (GOOS=js GOARCH=wasm)", () => run("go", ["vet", "./wasm/..."], { env: wasmEnv })],
  ["go test ./...", () => run("go", ["test", "./..."])],
  [
    "engine fuzz targets, 5s each (node scripts/fuzz.mjs for longer runs)",
    async () => {
      const failed = await fuzzAll({ time: "5s", minimizeTime: "10s", freshCache: true, log: (m) => console.log(`-- ${m}`) });
      if (failed.length) throw new Error(`fuzzing found failing inputs in: ${failed.join("; ")} (see docs/dev/fuzzing.md)`);
    },
  ],
  [
    "WASM bridge tests under Node (GOOS=js GOARCH=wasm go test ./wasm/...)",
    async () => {
      const exec = join(await output("go", ["env", "GOROOT"]), "lib", "wasm", "go_js_wasm_exec");
      await run("go", ["test", `-exec=${exec}`, "./wasm/..."], { env: wasmEnv });
    },
  ],
  ["TypeScript type check", () => run(join(root, "node_modules", ".bin", "tsc"), ["-p", "tsconfig.json"])],
  ["build", build, true],
  ["Chromium", ensureChromium, true],
  [
    "web unit and browser tests (node --test)",
    // A hung browser test file fails after 20 minutes instead of stalling CI.
    async () => run(process.execPath, ["--test", "--test-reporter=spec", "--test-timeout=1200000", ...(await webTestFiles())]),
  ],
];

const failed = [];
for (const [title, action, required] of steps) {
  step(title);
  try {
    await action();
  } catch (err) {
    console.error(`\n${err.message}`);
    failed.push(title);
    if (required) break;
  }
}
if (failed.length) {
  console.error(`\nnpm test failed: ${failed.join("; ")}`);
  process.exit(1);
}
