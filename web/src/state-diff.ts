/**
 * Differences between two terraform.tfstate files (format version 4):
 * resource instances added, removed and changed (attribute by attribute),
 * and outputs.
 */
import { formatValue, type Json, jsonEqual } from "./values";

interface RawInstance {
  index_key?: number | string;
  attributes?: Record<string, Json>;
  status?: string;
}

interface RawResource {
  module?: string;
  mode?: string;
  type: string;
  name: string;
  instances?: RawInstance[];
}

interface RawState {
  serial?: number;
  lineage?: string;
  outputs?: Record<string, { value: Json; sensitive?: boolean }>;
  resources?: RawResource[];
}

export interface AttributeChange {
  path: string;
  before: string | null;
  after: string | null;
}

export interface StateDiff {
  added: string[];
  removed: string[];
  changed: { address: string; attributes: AttributeChange[] }[];
  outputs: AttributeChange[];
}

function parse(text: string): RawState {
  if (!text) return {};
  try {
    return JSON.parse(text) as RawState;
  } catch {
    return {};
  }
}

/** Resource instance address → attributes. */
export function instances(text: string): Map<string, Record<string, Json>> {
  const out = new Map<string, Record<string, Json>>();
  for (const r of parse(text).resources ?? []) {
    const base = `${r.module ? r.module + "." : ""}${r.mode === "data" ? "data." : ""}${r.type}.${r.name}`;
    for (const inst of r.instances ?? []) {
      const key = inst.index_key;
      const addr = key === undefined ? base : typeof key === "number" ? `${base}[${key}]` : `${base}[${JSON.stringify(key)}]`;
      out.set(addr + (inst.status === "tainted" ? " (tainted)" : ""), inst.attributes ?? {});
    }
  }
  return out;
}

/** Leaves of a JSON value: path → formatted scalar (or empty collection). */
function leaves(v: Json | undefined, prefix: string, out: Map<string, string>): void {
  if (v !== null && typeof v === "object" && Object.keys(v).length > 0) {
    if (Array.isArray(v)) v.forEach((x, i) => leaves(x, `${prefix}[${i}]`, out));
    else for (const [k, x] of Object.entries(v)) leaves(x, prefix ? `${prefix}.${k}` : k, out);
    return;
  }
  out.set(prefix, formatValue(v ?? null));
}

function compare(before: Json | undefined, after: Json | undefined, prefix = ""): AttributeChange[] {
  const a = new Map<string, string>();
  const b = new Map<string, string>();
  leaves(before, prefix, a);
  leaves(after, prefix, b);
  const paths = [...new Set([...a.keys(), ...b.keys()])].sort();
  return paths
    .filter((p) => a.get(p) !== b.get(p))
    .map((p) => ({ path: p, before: a.get(p) ?? null, after: b.get(p) ?? null }));
}

export function diffStates(beforeText: string, afterText: string): StateDiff {
  const before = instances(beforeText);
  const after = instances(afterText);
  const diff: StateDiff = { added: [], removed: [], changed: [], outputs: [] };
  for (const addr of after.keys()) if (!before.has(addr)) diff.added.push(addr);
  for (const addr of before.keys()) if (!after.has(addr)) diff.removed.push(addr);
  for (const [addr, attrs] of after) {
    const old = before.get(addr);
    if (!old || jsonEqual(old, attrs)) continue;
    diff.changed.push({ address: addr, attributes: compare(old, attrs) });
  }
  const ob = parse(beforeText).outputs ?? {};
  const oa = parse(afterText).outputs ?? {};
  for (const name of [...new Set([...Object.keys(ob), ...Object.keys(oa)])].sort()) {
    const b = ob[name];
    const a = oa[name];
    if (b && a && jsonEqual(b.value, a.value)) continue;
    const show = (o: { value: Json; sensitive?: boolean } | undefined) =>
      o === undefined ? null : o.sensitive ? "(sensitive value)" : formatValue(o.value);
    diff.outputs.push({ path: name, before: show(b), after: show(a) });
  }
  diff.added.sort();
  diff.removed.sort();
  diff.changed.sort((x, y) => x.address.localeCompare(y.address));
  return diff;
}

export function isEmptyDiff(d: StateDiff): boolean {
  return !d.added.length && !d.removed.length && !d.changed.length && !d.outputs.length;
}
