/**
 * Share links: a workspace's files and flavor as
 * `#v1.<base64url(deflate-raw(JSON))>`, with the browser's own
 * CompressionStream (no library). Decoding never throws: bad input gives
 * a message.
 */
import { cleanPath, isEngineFile } from "../paths";

/** What a share link carries. State is never shared. */
export interface SharePayload {
  v: 1;
  files: Record<string, string>;
  flavor: "terraform" | "opentofu";
}

/** The hash prefix of version 1 links. */
export const SHARE_PREFIX = "#v1.";
/** Above this many characters a link is refused (download instead). */
export const MAX_LINK_CHARS = 32_000;
/** Above this many characters a link is long enough to be worth a warning. */
export const WARN_LINK_CHARS = 8_000;

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

export function toBase64Url(bytes: Uint8Array): string {
  let bin = "";
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4);
  try {
    const bin = atob(b64);
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

/** The hash (starting with `#v1.`) of a payload. */
export async function encodeShare(payload: SharePayload): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(payload));
  return SHARE_PREFIX + toBase64Url(await pipe(json, new CompressionStream("deflate-raw")));
}

/** True when a location hash looks like a share link (of any version). */
export function isShareHash(hash: string): boolean {
  return /^#v\d+\./.test(hash);
}

export type DecodeResult = { ok: true; payload: SharePayload } | { ok: false; error: string };

/** Decodes a share hash; never throws. */
export async function decodeShare(hash: string): Promise<DecodeResult> {
  if (!hash.startsWith(SHARE_PREFIX)) {
    const m = /^#v(\d+)\./.exec(hash);
    return { ok: false, error: m ? `This link was made by a newer tfplay (format v${m[1]}); it cannot be opened here.` : "This is not a tfplay share link." };
  }
  const bytes = fromBase64Url(hash.slice(SHARE_PREFIX.length));
  if (!bytes || bytes.length === 0) return { ok: false, error: "The share link is damaged (it is not valid base64url). Was it cut short when copied?" };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(await pipe(bytes, new DecompressionStream("deflate-raw")));
  } catch {
    return { ok: false, error: "The share link is damaged (its data does not decompress). Was it cut short when copied?" };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: "The share link is damaged (its content is not JSON)." };
  }
  return checkPayload(raw);
}

function checkPayload(raw: unknown): DecodeResult {
  if (!raw || typeof raw !== "object") return { ok: false, error: "The share link holds no workspace." };
  const r = raw as Record<string, unknown>;
  if (r["v"] !== 1) return { ok: false, error: "The share link has an unknown version." };
  const files = r["files"];
  if (!files || typeof files !== "object" || Array.isArray(files)) return { ok: false, error: "The share link holds no files." };
  const out: Record<string, string> = {};
  for (const [path, text] of Object.entries(files as Record<string, unknown>)) {
    if (typeof text !== "string") return { ok: false, error: `The share link's file ${path} is not text.` };
    const clean = cleanPath(path);
    if (!clean) return { ok: false, error: `The share link holds a file with an invalid path: ${path}` };
    if (!isEngineFile(clean)) out[clean] = text;
  }
  const flavor = r["flavor"] === "opentofu" ? "opentofu" : "terraform";
  return { ok: true, payload: { v: 1, files: out, flavor } };
}
