// Builds the site into dist/: the engine (tfplay.wasm, with pre-compressed
// .br and .gz copies), the bundled page and worker, the static files and
// the toolchain's own wasm_exec.js.
//
//   node scripts/build.mjs              # everything
//   node scripts/build.mjs --web-only   # the page only, keeping dist/tfplay.wasm
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { distDir, ensureNodeModules, isMain, output, root, run, step } from "./lib/util.mjs";

const webDir = join(root, "web");
const staticFiles = ["index.html", "style.css", "favicon.svg"];
/** Files served pre-compressed. */
const compressible = /\.(wasm|js|css|html|svg|json)$/;

export async function build({ webOnly = false } = {}) {
  await ensureNodeModules();
  await mkdir(distDir, { recursive: true });
  if (!webOnly) await buildWasm();
  await buildWeb();
  step("Compressing");
  await compressAll(distDir);
  console.log(`Built ${distDir}`);
}

async function buildWasm() {
  step("Building dist/tfplay.wasm");
  const wasm = join(distDir, "tfplay.wasm");
  await run("go", ["build", "-trimpath", "-ldflags=-s -w", "-o", wasm + ".new", "./wasm"], {
    env: { GOOS: "js", GOARCH: "wasm" },
  });
  await replaceIfChanged(wasm + ".new", wasm); // keeps its .br/.gz when unchanged
  const goroot = await output("go", ["env", "GOROOT"]);
  await copyFile(join(goroot, "lib", "wasm", "wasm_exec.js"), join(distDir, "wasm_exec.js"));
}

async function buildWeb() {
  step("Bundling web/src");
  const esbuild = await import("esbuild");
  const common = { bundle: true, minify: true, target: "es2022", logLevel: "warning", legalComments: "none" };
  await esbuild.build({ ...common, entryPoints: [join(webDir, "src", "main.ts")], format: "esm", outfile: join(distDir, "main.js") });
  await esbuild.build({ ...common, entryPoints: [join(webDir, "src", "worker.ts")], format: "iife", outfile: join(distDir, "worker.js") });
  for (const f of staticFiles) await copyFile(join(webDir, f), join(distDir, f));
}

/** Moves `from` onto `to` unless `to` already has the same bytes. */
async function replaceIfChanged(from, to) {
  const [a, b] = await Promise.all([readFile(from), readFile(to).catch(() => null)]);
  if (b && a.equals(b)) await rm(from);
  else await rename(from, to);
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Writes name.br and name.gz next to every compressible file that changed. */
async function compressAll(dir) {
  for (const name of await readdir(dir)) {
    if (!compressible.test(name)) continue;
    const file = join(dir, name);
    const { mtimeMs, size } = await stat(file);
    const fresh = async (out) => (await stat(out).catch(() => null))?.mtimeMs >= mtimeMs;
    if ((await fresh(file + ".br")) && (await fresh(file + ".gz"))) continue;
    const data = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: size,
          [constants.BROTLI_PARAM_MODE]: name.endsWith(".wasm") ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
        },
      }),
      gz(data, { level: 9 }),
    ]);
    await writeFile(file + ".br", br);
    await writeFile(file + ".gz", gzipped);
    console.log(`${name}: ${kb(size)} raw, ${kb(gzipped.length)} gzip, ${kb(br.length)} brotli`);
  }
}

function kb(n) {
  return `${(n / 1024).toFixed(0)} KiB`;
}

if (isMain(import.meta.url)) {
  build({ webOnly: process.argv.includes("--web-only") }).catch((err) => {
    console.error(`build failed: ${err.message}`);
    process.exit(1);
  });
}
