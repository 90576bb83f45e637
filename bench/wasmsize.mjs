// Where the bytes of tfplay.wasm go: the size of each section, and the
// code bytes of each Go package (from the function names of a build that
// keeps its name section), largest first.
//
//   GOOS=js GOARCH=wasm go build -trimpath -o /tmp/named.wasm ./wasm   # no -ldflags=-s
//   node bench/wasmsize.mjs /tmp/named.wasm [--top 40] [--functions PREFIX]
//
// --functions lists the largest functions whose package starts with PREFIX
// (e.g. github.com/tfplay/tfplay/mockproviders/aws) instead of packages.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values: opts, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: "string", default: "40" }, functions: { type: "string" } } });
if (positionals.length !== 1) {
  console.error("usage: node bench/wasmsize.mjs file.wasm [--top N] [--functions PACKAGE-PREFIX]");
  process.exit(2);
}
const buf = readFileSync(positionals[0]);

let pos = 8; // magic + version
function leb() {
  let result = 0;
  let shift = 0;
  for (;;) {
    const b = buf[pos++];
    result += (b & 0x7f) * 2 ** shift;
    if (!(b & 0x80)) return result;
    shift += 7;
  }
}
function name() {
  const len = leb();
  const s = buf.toString("utf8", pos, pos + len);
  pos += len;
  return s;
}

const sectionNames = ["custom", "type", "import", "function", "table", "memory", "global", "export", "start", "element", "code", "data", "datacount"];
const sections = [];
let importedFuncs = 0;
const bodySizes = []; // defined function index → body bytes
const funcNames = new Map(); // function index → name

while (pos < buf.length) {
  const id = buf[pos++];
  const size = leb();
  const start = pos;
  let label = sectionNames[id] ?? `section ${id}`;
  if (id === 0) {
    label = `custom "${name()}"`;
    if (label === 'custom "name"') {
      while (pos < start + size) {
        const sub = buf[pos++];
        const subSize = leb();
        const subEnd = pos + subSize;
        if (sub === 1) {
          const count = leb();
          for (let i = 0; i < count; i++) funcNames.set(leb(), name());
        }
        pos = subEnd;
      }
    }
  } else if (id === 2) {
    const count = leb();
    for (let i = 0; i < count; i++) {
      name();
      name();
      const kind = buf[pos++];
      if (kind === 0) {
        importedFuncs++;
        leb();
      } else if (kind === 1) {
        pos++;
        const flags = leb();
        leb();
        if (flags & 1) leb();
      } else if (kind === 2) {
        const flags = leb();
        leb();
        if (flags & 1) leb();
      } else if (kind === 3) pos += 2;
    }
  } else if (id === 10) {
    const count = leb();
    for (let i = 0; i < count; i++) {
      const len = leb();
      bodySizes.push(len);
      pos += len;
    }
  }
  sections.push({ label, size });
  pos = start + size;
}

const mb = (n) => `${(n / 1e6).toFixed(2)} MB`;
console.log(`${positionals[0]}: ${mb(buf.length)}\n`);
for (const s of sections.sort((a, b) => b.size - a.size)) console.log(`${mb(s.size).padStart(10)}  ${s.label}`);

if (!funcNames.size) {
  console.log("\nno name section: build without -ldflags=-s to see code bytes by package");
  process.exit(0);
}
/**
 * The package of a function name. Go's wasm name section writes import
 * paths with "_" for "/": "github.com_tfplay_tfplay_engine_eval.(*Scope).Expr"
 * is package github.com/tfplay/tfplay/engine/eval (a "_" that was in the
 * path itself is shown as "/" too).
 */
function pkgOf(fn) {
  const domain = /^[a-z0-9-]+(\.[a-z0-9-]+)+_/.exec(fn);
  const head = domain ? domain[0].length : 0;
  const dot = fn.indexOf(".", head);
  const pkg = dot < 0 ? fn : fn.slice(0, dot);
  return pkg.replaceAll("_", "/");
}
const byPkg = new Map();
bodySizes.forEach((size, i) => {
  const fn = funcNames.get(importedFuncs + i) ?? "?";
  const p = pkgOf(fn);
  byPkg.set(p, (byPkg.get(p) ?? 0) + size);
});
const total = bodySizes.reduce((a, b) => a + b, 0);
console.log(`\ncode bytes by package (${mb(total)} in ${bodySizes.length} functions):`);
for (const [p, size] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, Number(opts.top))) {
  console.log(`${mb(size).padStart(10)}  ${((100 * size) / total).toFixed(1).padStart(5)}%  ${p}`);
}

if (opts.functions !== undefined) {
  const fns = [];
  bodySizes.forEach((size, i) => {
    const fn = funcNames.get(importedFuncs + i) ?? "?";
    if (pkgOf(fn).startsWith(opts.functions)) fns.push([fn, size]);
  });
  const sum = fns.reduce((a, [, size]) => a + size, 0);
  console.log(`\nlargest functions of ${opts.functions} (${mb(sum)} in ${fns.length} functions):`);
  for (const [fn, size] of fns.sort((a, b) => b[1] - a[1]).slice(0, Number(opts.top))) {
    console.log(`${(size / 1e3).toFixed(1).padStart(8)} kB  ${fn}`);
  }
}
