/**
 * Share links: a whole workspace — files, empty folders, the Variables
 * panel's values of every workspace, flavor and the example it came
 * from — as `#v2.<base64url(deflate(JSON))>`, compressed with fflate
 * (synchronous, the same in every browser). `#v1.` links (files and
 * flavor, raw deflate too) still open. Decoding never throws: bad input
 * gives a message. State is never shared.
 */
import { deflateSync, Inflate } from "fflate";
import { cleanPath, isEngineFile } from "../paths";

/** What a share link carries. */
export interface SharePayload {
  v: 2;
  files: Record<string, string>;
  /** Folders that hold no file (the tree shows them). */
  folders: string[];
  /** -var values: workspace → variable name → value as typed. */
  vars: Record<string, Record<string, string>>;
  flavor: "terraform" | "opentofu";
  /** The id of the gallery example the workspace was opened from, if any. */
  example?: string;
}

/** The hash prefix of the links made now. */
export const SHARE_PREFIX = "#v2.";
/** The prefixes this version opens, newest first. */
const PREFIXES = ["#v2.", "#v1."] as const;
/** Above this many characters a link is refused (download instead). */
export const MAX_LINK_CHARS = 32_000;
/** Above this many characters a link is long enough to be worth a warning. */
export const WARN_LINK_CHARS = 8_000;
/** A link's JSON is not inflated past this (a damaged or hostile link). */
export const MAX_JSON_BYTES = 16 << 20;
/** Compressed bytes inflated at a time: bounds the overshoot past MAX_JSON_BYTES (deflate expands ~1,000×). */
const INFLATE_STEP = 1024;

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

/**
 * What encodeShare takes: a payload, where only files and flavor are
 * required (callers that share just files, such as the docs widget).
 */
export type ShareInput = Pick<SharePayload, "files" | "flavor"> & Partial<Omit<SharePayload, "v">> & { v?: 1 | 2 };

/** The hash (starting with `#v2.`) of a payload. */
export async function encodeShare(input: ShareInput): Promise<string> {
  const payload: SharePayload = {
    v: 2,
    files: input.files,
    folders: input.folders ?? [],
    vars: input.vars ?? {},
    flavor: input.flavor,
    ...(input.example ? { example: input.example } : {}),
  };
  const json = new TextEncoder().encode(JSON.stringify(payload));
  return SHARE_PREFIX + toBase64Url(deflateSync(json, { level: 9 }));
}

/** True when a location hash looks like a share link (of any version). */
export function isShareHash(hash: string): boolean {
  return /^#v\d+\./.test(hash);
}

export type DecodeResult = { ok: true; payload: SharePayload } | { ok: false; error: string };

/** Decodes a share hash of any version this tfplay knows; never throws. */
export async function decodeShare(hash: string): Promise<DecodeResult> {
  const prefix = PREFIXES.find((p) => hash.startsWith(p));
  if (!prefix) {
    const m = /^#v(\d+)\./.exec(hash);
    return { ok: false, error: m ? `This link was made by a newer tfplay (format v${m[1]}); it cannot be opened here.` : "This is not a tfplay share link." };
  }
  const bytes = fromBase64Url(hash.slice(prefix.length));
  if (!bytes || bytes.length === 0) return { ok: false, error: "The share link is damaged (it is not valid base64url). Was it cut short when copied?" };
  let text: string;
  try {
    const inflated = inflateBounded(bytes, MAX_JSON_BYTES);
    if (!inflated) return { ok: false, error: "The share link holds more data than a workspace can (over 16 MB once decompressed)." };
    text = new TextDecoder("utf-8", { fatal: true }).decode(inflated);
  } catch {
    return { ok: false, error: "The share link is damaged (its data does not decompress). Was it cut short when copied?" };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: "The share link is damaged (its content is not JSON)." };
  }
  return checkPayload(raw, prefix === "#v1." ? 1 : 2);
}

/**
 * Inflates raw deflate data a slice at a time, giving up (null) once the
 * output passes `limit` bytes: a link of a few hundred kilobytes can
 * inflate to gigabytes, which inflateSync would allocate before any size
 * check. Throws on damaged or truncated data.
 */
function inflateBounded(bytes: Uint8Array, limit: number): Uint8Array | null {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  const inflater = new Inflate((chunk, final) => {
    chunks.push(chunk);
    size += chunk.length;
    if (final) ended = true;
  });
  for (let i = 0; i < bytes.length; i += INFLATE_STEP) {
    inflater.push(bytes.subarray(i, i + INFLATE_STEP), i + INFLATE_STEP >= bytes.length);
    if (size > limit) return null;
  }
  if (!ended) throw new Error("truncated");
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/**
 * Sets an own property even for the key "__proto__" (a file or variable
 * may have that name), where `obj[key] = value` would set the prototype.
 */
function setOwn<T>(obj: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === "object" && !Array.isArray(v);
}

function checkPayload(raw: unknown, version: 1 | 2): DecodeResult {
  if (!isRecord(raw)) return { ok: false, error: "The share link holds no workspace." };
  if (raw["v"] !== version) return { ok: false, error: "The share link has an unknown version." };
  const files = raw["files"];
  if (!isRecord(files)) return { ok: false, error: "The share link holds no files." };
  const out: Record<string, string> = {};
  for (const [path, text] of Object.entries(files)) {
    if (typeof text !== "string") return { ok: false, error: `The share link's file ${path} is not text.` };
    const clean = cleanPath(path);
    if (!clean) return { ok: false, error: `The share link holds a file with an invalid path: ${path}` };
    if (!isEngineFile(clean)) setOwn(out, clean, text);
  }
  const flavor = raw["flavor"] === "opentofu" ? "opentofu" : "terraform";
  const payload: SharePayload = { v: 2, files: out, folders: [], vars: {}, flavor };
  if (version === 1) return { ok: true, payload };
  // Version 2: folders, variable values and the example; what does not fit is left out.
  if (Array.isArray(raw["folders"])) {
    const seen = new Set<string>(); // not folders.includes: quadratic on a hostile link's million folders
    for (const f of raw["folders"]) {
      const clean = typeof f === "string" ? cleanPath(f) : null;
      if (clean && !isEngineFile(clean) && !seen.has(clean)) {
        seen.add(clean);
        payload.folders.push(clean);
      }
    }
  }
  if (isRecord(raw["vars"])) {
    for (const [ws, values] of Object.entries(raw["vars"])) {
      if (!isRecord(values) || !/^[\w.-]+$/.test(ws)) continue;
      const kept: Record<string, string> = {};
      for (const [name, value] of Object.entries(values)) if (typeof value === "string" && /^[A-Za-z_][\w-]*$/.test(name)) setOwn(kept, name, value);
      if (Object.keys(kept).length) setOwn(payload.vars, ws, kept);
    }
  }
  if (typeof raw["example"] === "string" && /^[\w-]+$/.test(raw["example"])) payload.example = raw["example"];
  return { ok: true, payload };
}
