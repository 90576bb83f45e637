// Unit tests of share links and the zip writer/reader, in Node (which has
// the same CompressionStream as the browser).
import assert from "node:assert/strict";
import { test } from "node:test";
import { loadTS } from "./load-ts.mjs";

const codec = await loadTS("share/codec.ts");
const zip = await loadTS("share/zip.ts");

const files = {
  "main.tf": 'resource "terraform_data" "a" {\n  input = "héllo ✓"\n}\n',
  "modules/net/main.tf": 'output "cidr" { value = "10.0.0.0/16" }\n',
};

/** A link as tfplay made them before v2: raw deflate with the browser's CompressionStream. */
async function v1Link(payload) {
  const json = new TextEncoder().encode(JSON.stringify(payload));
  const out = new Blob([json]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return "#v1." + codec.toBase64Url(new Uint8Array(await new Response(out).arrayBuffer()));
}

test("a share link round-trips files, folders, variable values, flavor and example", async () => {
  const payload = {
    v: 2,
    files,
    folders: ["modules/empty"],
    vars: { default: { region: "eu-west-1", tags: '{ team = "a" }' }, staging: { region: "us-east-1" } },
    flavor: "opentofu",
    example: "aws-vpc",
  };
  const hash = await codec.encodeShare(payload);
  assert.match(hash, /^#v2\.[A-Za-z0-9_-]+$/);
  assert.deepEqual(await codec.decodeShare(hash), { ok: true, payload });
  // Only files and flavor are required.
  assert.deepEqual(await codec.decodeShare(await codec.encodeShare({ files, flavor: "terraform" })), {
    ok: true,
    payload: { v: 2, files, folders: [], vars: {}, flavor: "terraform" },
  });
});

test("v1 links (files and flavor) still open", async () => {
  const hash = await v1Link({ v: 1, files, flavor: "opentofu" });
  assert.deepEqual(await codec.decodeShare(hash), { ok: true, payload: { v: 2, files, folders: [], vars: {}, flavor: "opentofu" } });
});

test("damaged or foreign share links give a message, never an exception", async () => {
  const hash = await codec.encodeShare({ files, flavor: "terraform" });
  const cases = {
    [hash.slice(0, hash.length - 9)]: /damaged/,
    "#v2.!!!": /not valid base64url/,
    "#v1.!!!": /not valid base64url/,
    "#v2.": /damaged/,
    "#v2.aGVsbG8": /damaged/,
    "#v1.aGVsbG8": /damaged/,
    "#v9.abc": /newer tfplay/,
    "#hello": /not a tfplay share link/,
  };
  for (const [input, message] of Object.entries(cases)) {
    const res = await codec.decodeShare(input);
    assert.equal(res.ok, false, input);
    assert.match(res.error, message, input);
  }
  // A v1 prefix on a v2 body (and the reverse) is refused too.
  assert.equal((await codec.decodeShare("#v1." + hash.slice(4))).ok, false);
  assert.equal((await codec.decodeShare("#v2." + (await v1Link({ v: 1, files, flavor: "terraform" })).slice(4))).ok, false);
});

test("a share link with a path escaping the workspace is refused; Terraform's own files and bad names are dropped", async () => {
  const bad = await codec.encodeShare({ files: { "../etc/passwd": "x" }, flavor: "terraform" });
  assert.match((await codec.decodeShare(bad)).error, /invalid path/);
  const withState = await codec.encodeShare({
    files: { "main.tf": "", "terraform.tfstate": "{}" },
    folders: ["../up", ".terraform", "ok"],
    vars: { default: { "bad name": "x", good: "y", n: 3 } },
    flavor: "terraform",
    example: "<script>",
  });
  const { payload } = await codec.decodeShare(withState);
  assert.deepEqual(Object.keys(payload.files), ["main.tf"]);
  assert.deepEqual(payload.folders, ["ok"]);
  assert.deepEqual(payload.vars, { default: { good: "y" } });
  assert.equal(payload.example, undefined);
});

test("a zip written is read back identically, and checked", async () => {
  const bytes = await zip.writeZip(files);
  assert.equal(new DataView(bytes.buffer).getUint32(0, true), 0x04034b50);
  assert.deepEqual(await zip.readZip(bytes), files);
  assert.equal(zip.crc32(new TextEncoder().encode("123456789")), 0xcbf43926);
  await assert.rejects(zip.readZip(new Uint8Array(40)), /not a zip file/);
  const broken = bytes.slice();
  broken[40] ^= 0xff; // inside the first file's data
  await assert.rejects(zip.readZip(broken), /is damaged in the zip file/);
  // A crafted entry name is quoted in the message, its control characters escaped.
  const hostileName = "\x1b[31m<img src=x>\x07.tf";
  const corrupt = (await zip.writeZip({ [hostileName]: "x = 1\n" })).slice();
  corrupt[30 + new TextEncoder().encode(hostileName).length + 1] ^= 0xff; // its data, after the local header and name
  await assert.rejects(zip.readZip(corrupt), (err) => {
    assert.match(err.message, /^"\\u001b\[31m<img src=x>\\u0007\.tf" is damaged in the zip file/);
    assert.doesNotMatch(err.message, /[\x00-\x1f]/);
    return true;
  });
});
