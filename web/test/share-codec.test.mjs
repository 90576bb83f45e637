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

test("a share link round-trips files and flavor", async () => {
  const hash = await codec.encodeShare({ v: 1, files, flavor: "opentofu" });
  assert.match(hash, /^#v1\.[A-Za-z0-9_-]+$/);
  const res = await codec.decodeShare(hash);
  assert.deepEqual(res, { ok: true, payload: { v: 1, files, flavor: "opentofu" } });
});

test("damaged or foreign share links give a message, never an exception", async () => {
  const hash = await codec.encodeShare({ v: 1, files, flavor: "terraform" });
  const cases = {
    [hash.slice(0, hash.length - 9)]: /damaged/,
    "#v1.!!!": /not valid base64url/,
    "#v1.": /damaged/,
    "#v1.aGVsbG8": /does not decompress/,
    "#v2.abc": /newer tfplay/,
    "#hello": /not a tfplay share link/,
  };
  for (const [input, message] of Object.entries(cases)) {
    const res = await codec.decodeShare(input);
    assert.equal(res.ok, false, input);
    assert.match(res.error, message, input);
  }
});

test("a share link with a path escaping the workspace is refused; Terraform's own files are dropped", async () => {
  const bad = await codec.encodeShare({ v: 1, files: { "../etc/passwd": "x" }, flavor: "terraform" });
  assert.match((await codec.decodeShare(bad)).error, /invalid path/);
  const withState = await codec.encodeShare({ v: 1, files: { "main.tf": "", "terraform.tfstate": "{}" }, flavor: "terraform" });
  assert.deepEqual(Object.keys((await codec.decodeShare(withState)).payload.files), ["main.tf"]);
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
});
