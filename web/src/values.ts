/**
 * Formatting JSON values (from `show -json`) the way Terraform writes
 * them in plans: strings quoted, lists in [ ], objects as { key = value },
 * with "(known after apply)" and "(sensitive value)" where the plan's
 * unknown and sensitive masks say so.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A mask mirrors a value: true marks the whole value, or a nested structure marks parts. */
export type Mask = boolean | Mask[] | { [key: string]: Mask } | undefined | null;

export const KNOWN_AFTER_APPLY = "(known after apply)";
export const SENSITIVE = "(sensitive value)";

function sub(mask: Mask, key: string | number): Mask {
  if (mask === true) return true;
  if (!mask || typeof mask !== "object") return undefined;
  return (mask as Record<string, Mask>)[String(key)] ?? (Array.isArray(mask) ? mask[Number(key)] : undefined);
}

/** True when any part of the mask is marked. */
export function anyMarked(mask: Mask): boolean {
  if (mask === true) return true;
  if (!mask || typeof mask !== "object") return false;
  return Object.values(mask).some((m) => anyMarked(m as Mask));
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/** Formats a value over several lines when it is a non-empty collection. */
export function formatValue(v: Json | undefined, unknown: Mask = undefined, sensitive: Mask = undefined, indent = ""): string {
  if (sensitive === true) return SENSITIVE;
  if (unknown === true) return KNOWN_AFTER_APPLY;
  if (v === undefined) return "null";
  if (v === null) return "null";
  if (typeof v === "string") {
    if (v.includes("\n") && v.endsWith("\n")) {
      return `<<-EOT\n${v.split("\n").slice(0, -1).map((l) => `${indent}    ${l}`).join("\n")}\n${indent}EOT`;
    }
    return JSON.stringify(v);
  }
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  const inner = indent + "  ";
  if (Array.isArray(v)) {
    const extra = Array.isArray(unknown) ? unknown.length - v.length : 0;
    if (v.length === 0 && extra <= 0) return "[]";
    const items = v.map((x, i) => `${inner}${formatValue(x, sub(unknown, i), sub(sensitive, i), inner)},`);
    return `[\n${items.join("\n")}\n${indent}]`;
  }
  const keys = new Set(Object.keys(v));
  if (unknown && typeof unknown === "object" && !Array.isArray(unknown)) {
    for (const [k, m] of Object.entries(unknown)) if (m === true) keys.add(k);
  }
  if (keys.size === 0) return "{}";
  const sorted = [...keys].sort();
  const width = Math.max(...sorted.map((k) => keyText(k).length));
  const lines = sorted.map(
    (k) => `${inner}${keyText(k).padEnd(width)} = ${formatValue(v[k], sub(unknown, k), sub(sensitive, k), inner)}`,
  );
  return `{\n${lines.join("\n")}\n${indent}}`;
}

function keyText(k: string): string {
  return IDENT.test(k) ? k : JSON.stringify(k);
}

/** Deep equality of JSON values. */
export function jsonEqual(a: Json | undefined, b: Json | undefined): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return false;
  if (typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => jsonEqual((a as Record<string, Json>)[k], (b as Record<string, Json>)[k]));
}

export { sub as maskAt };

/** A type from `output -json` (e.g. ["list","string"]) as Terraform writes it: list(string). */
export function formatType(t: Json | undefined): string {
  if (typeof t === "string") return t;
  if (!Array.isArray(t) || t.length === 0) return "dynamic";
  const [kind, arg] = t as [string, Json];
  switch (kind) {
    case "list":
    case "set":
    case "map":
      return `${kind}(${formatType(arg)})`;
    case "tuple":
      return `tuple([${(Array.isArray(arg) ? arg : []).map(formatType).join(", ")}])`;
    case "object": {
      const attrs = arg && typeof arg === "object" && !Array.isArray(arg) ? Object.entries(arg) : [];
      return `object({${attrs.map(([k, v]) => `${k} = ${formatType(v)}`).join(", ")}})`;
    }
    default:
      return String(kind);
  }
}
