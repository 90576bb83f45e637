/**
 * The Graph tab's model of a configuration: its resources and data
 * sources (from `terraform graph`), optionally its variables, locals and
 * outputs (from `terraform graph -type=plan`), the modules they live in
 * and the dependencies between them. The engine's DOT is parsed with
 * ts-graphviz; nothing here touches the page.
 */
import { fromDot, type GraphBaseModel, type RootGraphModel } from "ts-graphviz";

export type NodeKind = "resource" | "data" | "variable" | "local" | "output";

export interface GraphNode {
  /** The node's address in its module path: "module.net.aws_subnet.a", "var.region". */
  id: string;
  /** The address inside its module: "aws_subnet.a". */
  label: string;
  kind: NodeKind;
  /** The module path ("" for the root module, "module.net", "module.a.module.b"). */
  module: string;
}

export interface GraphModel {
  nodes: GraphNode[];
  /** [from, to]: `from` depends on `to` (Terraform's direction). */
  edges: [string, string][];
  /** Every module path that holds a node, sorted. */
  modules: string[];
}

/** The node and edge statements of a graph and all its subgraphs. */
function collect(g: GraphBaseModel, nodes: string[], labels: Map<string, string>, edges: [string, string][]): void {
  for (const n of g.nodes) {
    nodes.push(n.id);
    const label = n.attributes.get("label");
    if (typeof label === "string") labels.set(n.id, label);
  }
  for (const e of g.edges) {
    const ids = e.targets.map((t) => ("id" in t ? (t as { id: string }).id : ""));
    for (let i = 0; i + 1 < ids.length; i++) if (ids[i] && ids[i + 1]) edges.push([ids[i]!, ids[i + 1]!]);
  }
  for (const s of g.subgraphs) collect(s, nodes, labels, edges);
}

function parse(dot: string): RootGraphModel {
  return fromDot(dot);
}

/**
 * Splits a configuration address without instance keys into its module
 * path and the rest: "module.a.module.b.aws_x.y" → ["module.a.module.b",
 * "aws_x.y"]. A module call itself ("module.a") has an empty rest.
 */
export function splitModule(address: string): [string, string] {
  const parts = address.split(".");
  const mod: string[] = [];
  let i = 0;
  while (parts[i] === "module" && i + 1 < parts.length) {
    mod.push(`module.${parts[i + 1]}`);
    i += 2;
  }
  return [mod.join("."), parts.slice(i).join(".")];
}

/** The kind of a configuration address inside its module, or null for what the tab does not show. */
export function kindOf(local: string): NodeKind | null {
  if (local === "" || local.includes("[") || local.includes("\"")) return null; // module calls, providers
  const parts = local.split(".");
  switch (parts[0]) {
    case "var":
      return parts.length === 2 ? "variable" : null;
    case "local":
      return parts.length === 2 ? "local" : null;
    case "output":
      return parts.length === 2 ? "output" : null;
    case "data":
      return parts.length === 3 ? "data" : null;
    case "root":
    case "ephemeral":
    case "provider":
      return null;
    default:
      return parts.length === 2 ? "resource" : null;
  }
}

function node(id: string): GraphNode | null {
  const [module, label] = splitModule(id);
  const kind = kindOf(label);
  return kind ? { id, label, kind, module } : null;
}

/** Module paths of `nodes`, sorted. */
function modulesOf(nodes: readonly GraphNode[]): string[] {
  return [...new Set(nodes.map((n) => n.module).filter((m) => m !== ""))].sort();
}

/**
 * The model of `terraform graph`'s DOT: one node per resource and data
 * source, modules as clusters, the transitively reduced dependencies.
 */
export function parseResourceGraph(dot: string): GraphModel {
  const ids: string[] = [];
  const edges: [string, string][] = [];
  collect(parse(dot), ids, new Map(), edges);
  const nodes: GraphNode[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    const n = node(id);
    if (n && !seen.has(id)) {
      seen.add(id);
      nodes.push(n);
    }
  }
  return { nodes, edges: edges.filter(([a, b]) => seen.has(a) && seen.has(b)), modules: modulesOf(nodes) };
}

/** "[root] module.m.var.v (expand)" → "module.m.var.v". */
function planGraphAddress(id: string): string {
  return id.replace(/^\[root\] /, "").replace(/ \([a-z -]+\)$/, "");
}

/**
 * Adds the variables, locals and outputs of `terraform graph -type=plan`
 * to `base`, with the dependencies between the nodes shown: a path
 * through nodes the tab does not show (providers, module expansion,
 * the root) counts as a dependency.
 */
export function withValues(base: GraphModel, planDot: string): GraphModel {
  const ids: string[] = [];
  const rawEdges: [string, string][] = [];
  collect(parse(planDot), ids, new Map(), rawEdges);
  // Most nodes of a plan graph appear in edges only.
  for (const [a, b] of rawEdges) ids.push(a, b);
  const next = new Map<string, Set<string>>();
  for (const [a, b] of rawEdges) {
    const from = planGraphAddress(a);
    const to = planGraphAddress(b);
    if (from === to) continue;
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)!.add(to);
  }
  const nodes = [...base.nodes];
  const shown = new Map(nodes.map((n) => [n.id, n]));
  for (const raw of ids) {
    const n = node(planGraphAddress(raw));
    if (n && !shown.has(n.id) && (n.kind === "variable" || n.kind === "local" || n.kind === "output")) {
      shown.set(n.id, n);
      nodes.push(n);
    }
  }
  const edges = new Set(base.edges.map(([a, b]) => `${a}\0${b}`));
  for (const n of nodes) {
    // Depth-first through hidden nodes to the first shown ones.
    const stack = [...(next.get(n.id) ?? [])];
    const visited = new Set<string>();
    while (stack.length) {
      const t = stack.pop()!;
      if (visited.has(t)) continue;
      visited.add(t);
      const target = shown.get(t);
      if (target) {
        const isValue = (k: NodeKind) => k === "variable" || k === "local" || k === "output";
        if (t !== n.id && (isValue(n.kind) || isValue(target.kind))) edges.add(`${n.id}\0${t}`);
        continue;
      }
      for (const u of next.get(t) ?? []) stack.push(u);
    }
  }
  return {
    nodes,
    edges: [...edges].map((e) => e.split("\0") as [string, string]),
    modules: modulesOf(nodes),
  };
}

/**
 * Strips instance keys from an address: `module.m["a.b"].aws_x.y[0]` →
 * `module.m.aws_x.y`. Keys may be strings holding brackets or dots.
 */
export function stripKeys(address: string): string {
  let out = "";
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < address.length; i++) {
    const c = address[i]!;
    if (depth === 0) {
      if (c === "[") depth = 1;
      else out += c;
      continue;
    }
    if (quoted) {
      if (c === "\\") i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === "]") depth = 0;
  }
  return out;
}
