// Fuzzing of share-link decoding (issue 11), with fast-check: random and
// mutated links — seeded from real links of the gallery's examples —
// must decode to a valid workspace or give a clean error, never throw;
// and any workspace a link can carry survives encode → decode.
//
// npm test runs a short bounded number of runs. To fuzz longer:
//   SHARE_FUZZ_RUNS=200000 node --test web/test/share-fuzz.test.mjs
// and SHARE_FUZZ_SEED=<seed> replays the run a failure printed. A failing
// input found that way becomes a case of the regression test at the end.
import assert from "node:assert/strict";
import { test } from "node:test";
import { deflateSync } from "fflate";
import fc from "fast-check";
import { loadTS } from "./load-ts.mjs";

const codec = await loadTS("share/codec.ts");
const paths = await loadTS("paths.ts");
const { examples } = await loadTS("gallery/index.ts");

const RUNS = Number(process.env.SHARE_FUZZ_RUNS ?? 300);
const SEED = process.env.SHARE_FUZZ_SEED ? Number(process.env.SHARE_FUZZ_SEED) : undefined;
const params = { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) };

/** Hostile text the page must only ever show as text. */
const HOSTILE = [
  "<script>window.__xss=1</script>",
  "<img src=x onerror=window.__xss=2>",
  "javascript:window.__xss=3",
  "\u001b[31mred\u001b[0m",
  "\u001b]8;;javascript:alert(1)\u0007link\u001b]8;;\u0007",
  "\u0000\u0007\u001b",
  "__proto__",
  "constructor",
];

/** Real links: every gallery example, with its id, plus variables and folders. */
const seeds = await Promise.all(
  examples.map((e, i) =>
    codec.encodeShare({
      files: e.files,
      flavor: i % 2 ? "opentofu" : "terraform",
      example: e.id,
      folders: i % 3 ? [] : ["modules/empty"],
      vars: i % 4 ? {} : { default: { region: "eu-west-1" } },
    }),
  ),
);

/** Checks a decode result: a valid workspace, or an error message. */
function assertClean(res, input) {
  assert.equal(typeof res, "object", `no result for ${JSON.stringify(input).slice(0, 200)}`);
  if (!res.ok) {
    assert.equal(typeof res.error, "string");
    assert.ok(res.error.length > 0);
    return;
  }
  const p = res.payload;
  assert.equal(p.v, 2);
  assert.ok(p.flavor === "terraform" || p.flavor === "opentofu");
  assert.equal(Object.getPrototypeOf(p.files), Object.prototype);
  for (const [path, text] of Object.entries(p.files)) {
    assert.equal(typeof text, "string");
    assert.equal(paths.cleanPath(path), path, `file path ${JSON.stringify(path)} is not clean`);
    assert.ok(!paths.isEngineFile(path), `engine file ${path} came through`);
  }
  assert.ok(Array.isArray(p.folders));
  assert.equal(new Set(p.folders).size, p.folders.length, "duplicate folders");
  for (const f of p.folders) assert.equal(paths.cleanPath(f), f);
  assert.equal(Object.getPrototypeOf(p.vars), Object.prototype);
  for (const [ws, values] of Object.entries(p.vars)) {
    assert.match(ws, /^[\w.-]+$/);
    for (const [name, value] of Object.entries(values)) {
      assert.match(name, /^[A-Za-z_][\w-]*$/);
      assert.equal(typeof value, "string");
    }
  }
  if ("example" in p) assert.match(p.example, /^[\w-]+$/);
}

async function decodeClean(hash) {
  let res;
  try {
    res = await codec.decodeShare(hash);
  } catch (err) {
    assert.fail(`decodeShare threw ${err?.stack ?? err} on ${JSON.stringify(hash).slice(0, 300)}`);
  }
  assertClean(res, hash);
  return res;
}

/** A link made of arbitrary JSON (deflated and encoded as a real link is). */
function linkOf(json, prefix = "#v2.") {
  return prefix + codec.toBase64Url(deflateSync(new TextEncoder().encode(json)));
}

const base64urlChar = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".split(""));
const anyChar = fc.oneof(base64urlChar, fc.constantFrom("=", "+", "/", "%", ".", "#", " ", "\u0000", "é", "\ud800"));

/** One mutation of a link's text: flip, insert, delete, truncate, duplicate, change the prefix. */
const mutation = fc.oneof(
  fc.record({ kind: fc.constant("replace"), at: fc.nat(), ch: anyChar }),
  fc.record({ kind: fc.constant("insert"), at: fc.nat(), text: fc.string({ unit: anyChar, maxLength: 8 }) }),
  fc.record({ kind: fc.constant("delete"), at: fc.nat(), n: fc.integer({ min: 1, max: 16 }) }),
  fc.record({ kind: fc.constant("truncate"), at: fc.nat() }),
  fc.record({ kind: fc.constant("duplicate"), at: fc.nat(), n: fc.integer({ min: 1, max: 64 }) }),
  fc.record({ kind: fc.constant("prefix"), to: fc.constantFrom("#v1.", "#v2.", "#v3.", "#v", "v2.", "#v2", "") }),
);

function mutate(link, m) {
  const at = (n) => (link.length ? n % link.length : 0);
  switch (m.kind) {
    case "replace":
      return link.slice(0, at(m.at)) + m.ch + link.slice(at(m.at) + 1);
    case "insert":
      return link.slice(0, at(m.at)) + m.text + link.slice(at(m.at));
    case "delete":
      return link.slice(0, at(m.at)) + link.slice(at(m.at) + m.n);
    case "truncate":
      return link.slice(0, at(m.at));
    case "duplicate":
      return link.slice(0, at(m.at) + m.n) + link.slice(at(m.at));
    case "prefix":
      return m.to + link.replace(/^#v\d+\./, "");
  }
}

/** A raw deflate stream with some bits flipped (the JSON inside is damaged, not the base64). */
function flipBits(link, flips) {
  const prefix = link.slice(0, 4);
  const bytes = codec.fromBase64Url(link.slice(4));
  for (const f of flips) bytes[f.at % bytes.length] ^= 1 << f.bit;
  return prefix + codec.toBase64Url(bytes);
}

test("random text never makes decodeShare throw", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.string({ unit: anyChar }).map((s) => "#v2." + s), fc.string({ unit: base64urlChar }).map((s) => "#v1." + s)),
      async (hash) => void (await decodeClean(hash)),
    ),
    params,
  );
});

test("mutated real links decode to a valid workspace or a clean error", async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...seeds), fc.array(mutation, { minLength: 1, maxLength: 4 }), async (seed, ms) => {
      await decodeClean(ms.reduce(mutate, seed));
    }),
    params,
  );
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...seeds), fc.array(fc.record({ at: fc.nat(), bit: fc.integer({ min: 0, max: 7 }) }), { minLength: 1, maxLength: 6 }), async (seed, flips) => {
      await decodeClean(flipBits(seed, flips));
    }),
    params,
  );
});

/** Any JSON value where a payload's field would be. */
const anyJson = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(...HOSTILE), fc.constant({ __proto__: null, __proto__x: 1 }));

test("links whose JSON has the wrong shape give a clean error or drop what does not fit", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...seeds),
      fc.constantFrom("v", "files", "folders", "vars", "flavor", "example", "__proto__", "constructor"),
      anyJson,
      fc.boolean(),
      async (seed, key, value, v1) => {
        const res = await codec.decodeShare(seed);
        const json = JSON.parse(JSON.stringify(res.payload));
        if (v1) json.v = 1;
        Object.defineProperty(json, key, { value, enumerable: true, writable: true, configurable: true });
        await decodeClean(linkOf(JSON.stringify(json), v1 ? "#v1." : "#v2."));
      },
    ),
    params,
  );
  await fc.assert(
    fc.asyncProperty(fc.oneof(fc.json(), fc.string()), async (json) => void (await decodeClean(linkOf(json)))),
    params,
  );
});

// What a link can carry: clean paths (no control characters, no * ? " < > | :,
// no . or .. parts, no spaces around), any text in files and values.
const segment = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 12 }),
    fc.constantFrom("main.tf", "modules", "<script>", "<img src=x onerror=1>", "javascript&#58;x", "__proto__", "constructor", "é ✓", "a b"),
  )
  .filter((s) => !/[\u0000-\u001f*?"<>|:\\/]/.test(s) && s !== "." && s !== ".." && s.trim() === s);
const cleanFilePath = fc
  .array(segment, { minLength: 1, maxLength: 3 })
  .map((parts) => parts.join("/"))
  .filter((p) => paths.cleanPath(p) === p && !paths.isEngineFile(p));
const text = fc.oneof(fc.string({ unit: "binary", maxLength: 200 }), fc.constantFrom(...HOSTILE));
const varName = fc.oneof(fc.stringMatching(/^[A-Za-z_][\w-]{0,10}$/), fc.constantFrom("__proto__", "constructor", "toString"));
/** A record with own properties even for "__proto__", as JSON.parse makes them. */
const ownRecord = (key, value, max) =>
  fc.array(fc.tuple(key, value), { maxLength: max }).map((entries) => {
    const out = {};
    for (const [k, v] of entries) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
    return out;
  });
const payload = fc.record(
  {
    v: fc.constant(2),
    files: ownRecord(cleanFilePath, text, 6),
    folders: fc.uniqueArray(cleanFilePath, { maxLength: 3 }),
    vars: ownRecord(fc.oneof(fc.stringMatching(/^[\w.-]{1,10}$/), fc.constant("__proto__")), ownRecord(varName, text, 3), 3).map((vars) => {
      for (const ws of Object.keys(vars)) if (Object.keys(vars[ws]).length === 0) delete vars[ws];
      return vars;
    }),
    flavor: fc.constantFrom("terraform", "opentofu"),
    example: fc.stringMatching(/^[\w-]{1,20}$/),
  },
  { requiredKeys: ["v", "files", "folders", "vars", "flavor"], noNullPrototype: true },
);

test("encode → decode gives back the workspace", async () => {
  await fc.assert(
    fc.asyncProperty(payload, async (p) => {
      const hash = await codec.encodeShare(p);
      assert.match(hash, /^#v2\.[A-Za-z0-9_-]+$/);
      const res = await decodeClean(hash);
      assert.deepEqual(res, { ok: true, payload: p });
    }),
    params,
  );
});

// Regression cases: inputs fuzzing (or review) found, each once a hang, a
// crash or a wrong decoding.
test("regressions: a decompression bomb, 150,000 folders, __proto__ names", async () => {
  // 64 MB of spaces in a 64 KB link: refused without inflating it all.
  const bomb = linkOf(`{"v":2,"files":{},"x":"${" ".repeat(64 << 20)}"}`);
  assert.ok(bomb.length < 100_000);
  const res = await decodeClean(bomb);
  assert.equal(res.ok, false);
  assert.match(res.error, /more data than/);

  // 150,000 distinct folders: decoded in linear time (it was quadratic: 400,000 took 136 s of CPU).
  const folders = Array.from({ length: 150_000 }, (_, i) => `f${i}`);
  const many = await decodeClean(linkOf(JSON.stringify({ v: 2, files: {}, folders, flavor: "terraform" })));
  assert.equal(many.payload.folders.length, 150_000);

  // A file, a workspace and a variable named __proto__ are kept as such,
  // not turned into prototypes.
  const proto = await decodeClean(
    linkOf('{"v":2,"files":{"__proto__":"x","a/__proto__":"y"},"vars":{"__proto__":{"__proto__":"1","a":"2"}},"flavor":"terraform"}'),
  );
  assert.deepEqual(Object.keys(proto.payload.files), ["__proto__", "a/__proto__"]);
  assert.deepEqual(Object.keys(proto.payload.vars), ["__proto__"]);
  assert.deepEqual(Object.keys(proto.payload.vars["__proto__"]), ["__proto__", "a"]);
  assert.equal(Object.getPrototypeOf(proto.payload.vars), Object.prototype);

  // A link cut short inside the deflate stream.
  const cut = await decodeClean(seeds[0].slice(0, seeds[0].length - 40));
  assert.equal(cut.ok, false);
});
