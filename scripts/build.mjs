// Builds the static site into dist/: the engine (tfplay.wasm), the bundled
// scripts, the static files and the generated pages (landing, docs,
// function reference, gallery), then pre-compressed .br/.gz copies of
// everything and the service worker that caches the whole site.
//
//   node scripts/build.mjs              # everything
//   node scripts/build.mjs --web-only   # everything but the engine, keeping dist/tfplay.wasm
//
// To add an entry point, add a line to `bundles` (a script), `staticFiles`
// (a file copied as is) or `pages` (a generator writing under dist/).
import { createHash } from "node:crypto";
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { distDir, ensureNodeModules, isMain, output, root, run, step } from "./lib/util.mjs";
import { listFiles, writeIfChanged } from "./site/files.mjs";
import { buildServiceWorker } from "./site/service-worker.mjs";

/**
 * Bundled scripts: `entry` (from the repository root) → `out` (under dist/).
 * format "esm" for pages' modules, "iife" for classic scripts and workers.
 */
const bundles = [
  { entry: "web/src/main.ts", out: "main.js", format: "esm" }, // the playground (play/)
  { entry: "web/src/worker.ts", out: "worker.js", format: "iife" }, // the engine worker
  { entry: "web/src/graph/index.ts", out: "graph.js", format: "esm" }, // the Graph tab with Graphviz: imported when the tab opens
  { entry: "web/site/site.ts", out: "site.js", format: "esm" }, // landing, docs and gallery pages
  { entry: "web/site/register-sw.ts", out: "register-sw.js", format: "esm" }, // every page: offline use
  { entry: "web/src/widget/index.ts", out: "widget.js", format: "iife" }, // <tfplay-example> for any page
  { entry: "web/src/embed/embed.ts", out: "embed.js", format: "iife" }, // embed.html: the iframe embed
  { entry: "web/src/workshop/view.ts", out: "workshops/view.js", format: "esm" }, // a workshop's steps
  { entry: "web/src/workshop/list.ts", out: "workshops/list.js", format: "esm" }, // the list of workshops
];

/** Files copied as they are: `from` (repository root) → `to` (under dist/). */
const staticFiles = [
  { from: "web/index.html", to: "play/index.html", transform: playgroundPage },
  { from: "web/style.css", to: "style.css" },
  { from: "web/favicon.svg", to: "favicon.svg" },
  { from: "web/theme.js", to: "theme.js" }, // the playground's theme before first paint (no inline script: CSP)
  { from: "web/site/site.css", to: "site.css" },
  { from: "web/embed.html", to: "embed.html" },
];

/**
 * Page generators, run after the bundles: each writes its pages under dist/.
 * They are imported when the build runs, since they use npm packages
 * (markdown-it…) that ensureNodeModules installs first on a fresh clone.
 */
const pages = [
  async (...args) => (await import("./site/build-site.mjs")).buildSite(...args),
  // writes workshops/ (data, pages) over the site's placeholder
  async (...args) => (await import("../workshops/build.mjs")).buildWorkshops(...args),
];

/** Files served pre-compressed. */
const compressible = /\.(wasm|js|css|html|svg|json|txt|xml)$/;

export async function build({ webOnly = false } = {}) {
  await ensureNodeModules();
  await mkdir(distDir, { recursive: true });
  if (!webOnly) await buildWasm();
  await buildWeb();
  for (const generate of pages) await generate({ distDir, root });
  // Last: the service worker lists (and hashes) every file built above.
  await buildServiceWorker({ distDir, root });
  step("Compressing");
  await compressAll(distDir);
  await listSite(distDir);
}

/**
 * The flags of the engine's build. Inlining is turned off (-l) in the
 * packages that are cold in the browser: the mock providers (declarations
 * run once), editor intelligence, cryptography and encodings used by a few
 * functions and the tls provider, the functions' libraries and the
 * plan/state file formats. Inlining copies a function's body into each
 * caller, and there it made the file 0.41 MB larger after brotli (4.98 ->
 * 4.57 MB at quality 9) for no speed that matters; the hot path of
 * evaluation and planning (engine/core, eval, graph, render, command,
 * configschema, hcl, cty, fmt, encoding/json, regexp) keeps it. Natively,
 * with the same flags, plan of 1,000, console and a keystroke's validate
 * allocate as much (+0.15%) and take no more CPU (medians of 5 side by
 * side). Turning inlining off in fmt, encoding/json, regexp and
 * engine/command as well saves 0.06 MB more but looked slower.
 */
const coldPackages = [
  "github.com/tfplay/tfplay/mockproviders/...",
  "github.com/tfplay/tfplay/engine/intel",
  "github.com/tfplay/tfplay/engine/funcs",
  "github.com/tfplay/tfplay/engine/valuefmt",
  "github.com/tfplay/tfplay/engine/format",
  "github.com/tfplay/tfplay/engine/jsonplan",
  "github.com/tfplay/tfplay/engine/jsonstate",
  "github.com/tfplay/tfplay/engine/plans/planfile",
  "github.com/tfplay/tfplay/engine/states/statefile",
  "github.com/tfplay/tfplay/engine/lockfile",
  "github.com/zclconf/go-cty/cty/function/stdlib",
  "github.com/zclconf/go-cty-yaml",
  "go.yaml.in/...",
  "github.com/hashicorp/go-cty-funcs/...",
  "github.com/hashicorp/hcl/v2/hclwrite",
  "github.com/google/go-cmp/...",
  "golang.org/x/...",
  "crypto/...",
  "math/big",
  "encoding/asn1",
  "encoding/csv",
  "archive/zip",
  "compress/...",
  "net/...",
];
const wasmBuildFlags = ["-trimpath", "-ldflags=-s -w", ...coldPackages.map((p) => `-gcflags=${p}=-l`)];

async function buildWasm() {
  const wasm = join(distDir, "tfplay.wasm");
  // Skipped when no Go source changed since the last build (a fingerprint
  // of their paths and times, kept in dist/.tfplay.wasm.sources).
  const stampFile = join(distDir, ".tfplay.wasm.sources");
  const stamp = await goSourcesFingerprint();
  const [old, exists] = await Promise.all([readFile(stampFile, "utf8").catch(() => ""), stat(wasm).then(() => true, () => false)]);
  if (exists && old === stamp) {
    step("dist/tfplay.wasm is up to date (no Go source changed)");
    return;
  }
  step("Building dist/tfplay.wasm");
  await run("go", ["build", ...wasmBuildFlags, "-o", wasm + ".new", "./wasm"], {
    env: { GOOS: "js", GOARCH: "wasm" },
  });
  await replaceIfChanged(wasm + ".new", wasm); // keeps its .br/.gz when unchanged
  const goroot = await output("go", ["env", "GOROOT"]);
  await copyFile(join(goroot, "lib", "wasm", "wasm_exec.js"), join(distDir, "wasm_exec.js"));
  await writeFile(stampFile, stamp);
}

/** The Go toolchain's version, the build's flags and every non-test Go source (with go.mod, go.sum and the embedded schemas) by path, size and time. */
export async function goSourcesFingerprint() {
  const skipDirs = new Set(["node_modules", "dist", "web", "docs", "testdata", "scripts", "bench"]);
  const entries = [];
  for (const top of await readdir(root, { withFileTypes: true })) {
    if (top.name.startsWith(".") || skipDirs.has(top.name)) continue;
    if (top.isDirectory()) entries.push(...(await readdir(join(root, top.name), { recursive: true, withFileTypes: true })));
    else entries.push(top);
  }
  const parts = [await output("go", ["env", "GOVERSION"]), wasmBuildFlags.join(" ")];
  for (const e of entries) {
    const dir = e.parentPath ?? e.path;
    const rel = relative(root, join(dir, e.name));
    if (!e.isFile() || /^(node_modules|dist|\.git)\b/.test(rel) || /(^|\/)testdata\//.test(rel)) continue;
    const embedded = /^mockproviders\/.*\.json$/.test(rel); // the clouds' schemas.json
    if (!(/\.go$/.test(e.name) && !e.name.endsWith("_test.go")) && !embedded && rel !== "go.mod" && rel !== "go.sum") continue;
    const s = await stat(join(dir, e.name));
    parts.push(`${rel} ${s.size} ${s.mtimeMs}`);
  }
  return createHash("sha256").update(parts.sort().join("\n")).digest("hex");
}

async function buildWeb() {
  step("Bundling web/");
  const esbuild = await import("esbuild");
  const common = { bundle: true, minify: true, target: "es2022", logLevel: "warning", legalComments: "none" };
  await Promise.all(
    bundles.map((b) =>
      esbuild.build({ ...common, entryPoints: [join(root, b.entry)], format: b.format, outfile: join(distDir, b.out) }),
    ),
  );
  for (const f of staticFiles) {
    const to = join(distDir, f.to);
    await mkdir(dirname(to), { recursive: true });
    if (f.transform) await writeIfChanged(to, f.transform(await readFile(join(root, f.from), "utf8")));
    else await copyFile(join(root, f.from), to);
  }
}

/**
 * The playground's page lives at play/ while its scripts, styles and the
 * engine stay at the site's root (shared with the other pages): its
 * relative asset URLs gain a "../", and it registers the service worker.
 */
function playgroundPage(html) {
  const assets = /\b(href|src)="(?![a-z]+:|\/|#|\.\.\/)([^"]+)"/g;
  return html
    .replace(assets, (_, attr, url) => `${attr}="../${url}"`)
    // The worker registers once the page's own engine download is done (web/site/register-sw.ts).
    .replace("</head>", `  <script type="module" src="../register-sw.js" data-after="tfplay.wasm"></script>\n  </head>`);
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
  for (const name of await listFiles(dir)) {
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
    if (size > 64 * 1024) console.log(`${name}: ${kb(size)} raw, ${kb(gzipped.length)} gzip, ${kb(br.length)} brotli`);
  }
}

/** Prints (and returns) what the site holds: its pages and other files by folder. */
export async function listSite(dir) {
  const files = (await listFiles(dir)).filter((f) => !/\.(br|gz)$/.test(f) && !/(^|\/)\./.test(f));
  const folders = new Map();
  for (const f of files) {
    const folder = f.includes("/") ? f.slice(0, f.indexOf("/") + 1) : "/";
    const entry = folders.get(folder) ?? { pages: 0, other: [] };
    if (f.endsWith(".html")) entry.pages++;
    else entry.other.push(f.slice(folder === "/" ? 0 : folder.length));
    folders.set(folder, entry);
  }
  const lines = [`Built the site in ${relative(process.cwd(), dir) || "."}/: ${files.length} files (with .br and .gz copies), deployable as is`];
  for (const [folder, { pages, other }] of [...folders].sort(([a], [b]) => a.localeCompare(b))) {
    const parts = [];
    if (pages) parts.push(`${pages} page${pages === 1 ? "" : "s"}`);
    if (other.length) parts.push(other.length > 6 ? `${other.length} other files` : other.join(", "));
    lines.push(`  ${folder.padEnd(14)} ${parts.join("; ")}`);
  }
  step(lines[0]);
  for (const l of lines.slice(1)) console.log(l);
  return lines;
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
