/**
 * Writes the DOT that Graphviz lays out for the Graph tab (not the DOT
 * the tab exports, which is `terraform graph`'s own): safe generated ids,
 * every user-written name only inside an escaped label, colours by
 * planned action, modules as clusters or, when collapsed, as one node.
 */
import { ACTIONS, type Action, describe, type NodeAction } from "./actions";
import type { GraphModel, GraphNode, NodeKind } from "./model";

/** Fill and line colours by action, written into the DOT so that an exported SVG keeps them. */
export const ACTION_COLOURS: Record<Action | "none", { fill: string; line: string }> = {
  create: { fill: "#dcf5e3", line: "#1a7f37" },
  update: { fill: "#fff1c7", line: "#8a5c00" },
  replace: { fill: "#ffe1cc", line: "#b54700" },
  delete: { fill: "#fde2e2", line: "#c4282b" },
  read: { fill: "#dff1fa", line: "#0b6e99" },
  "no-op": { fill: "#eef0f3", line: "#6b7385" },
  none: { fill: "#ffffff", line: "#5d6778" },
};

const SHAPES: Record<NodeKind, string> = {
  resource: "rect",
  data: "rect",
  variable: "note",
  local: "ellipse",
  output: "cds",
};

/**
 * A DOT double-quoted string holding `text` literally: Graphviz reads
 * \" as a quote and gives meaning to other backslash escapes (\n, \l,
 * \N…), so backslashes are doubled. Written here because ts-graphviz's
 * writer leaves backslashes as they are.
 */
export function dotString(text: string): string {
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\r\n|\r|\n/g, "\\n")}"`;
}

/** What one drawn node stands for. */
export interface DrawnNode {
  /** The SVG element id Graphviz gives it. */
  svgId: string;
  /** A graph node, or a collapsed module. */
  node: GraphNode | null;
  /** For a collapsed module: its path and the nodes inside it. */
  module?: { path: string; members: GraphNode[] };
  /** The text that identifies it (its address, or the module path). */
  title: string;
  action: Action | null;
}

export interface DrawnEdge {
  svgId: string;
  from: DrawnNode;
  to: DrawnNode;
}

export interface DrawnCluster {
  svgId: string;
  module: string;
}

export interface Layout {
  dot: string;
  nodes: DrawnNode[];
  edges: DrawnEdge[];
  clusters: DrawnCluster[];
}

/** The outermost collapsed module holding `module`, or null. */
function collapsedAncestor(module: string, collapsed: ReadonlySet<string>): string | null {
  if (!module) return null;
  const parts = module.split(".");
  for (let i = 2; i <= parts.length; i += 2) {
    const m = parts.slice(0, i).join(".");
    if (collapsed.has(m)) return m;
  }
  return null;
}

function parentModule(module: string): string {
  return module.split(".").slice(0, -2).join(".");
}

export function layoutDOT(model: GraphModel, actions: ReadonlyMap<string, NodeAction>, collapsed: ReadonlySet<string>): Layout {
  const nodes: DrawnNode[] = [];
  const byKey = new Map<string, DrawnNode>();
  const clusterOf = new Map<DrawnNode, string>();
  for (const n of model.nodes) {
    const folded = collapsedAncestor(n.module, collapsed);
    if (folded) {
      let d = byKey.get(`module:${folded}`);
      if (!d) {
        d = { svgId: `gn-${nodes.length}`, node: null, module: { path: folded, members: [] }, title: folded, action: null };
        nodes.push(d);
        byKey.set(`module:${folded}`, d);
        clusterOf.set(d, parentModule(folded));
      }
      d.module!.members.push(n);
      continue;
    }
    const d: DrawnNode = { svgId: `gn-${nodes.length}`, node: n, title: n.id, action: actions.get(n.id)?.action ?? null };
    nodes.push(d);
    byKey.set(n.id, d);
    clusterOf.set(d, n.module);
  }
  // A collapsed module is coloured by its most disruptive member.
  for (const d of nodes) {
    if (!d.module) continue;
    let best: Action | null = null;
    for (const m of d.module.members) {
      const na = actions.get(m.id);
      if (na && (!best || rank(na.action) < rank(best))) best = na.action;
    }
    d.action = best;
  }

  const lines: string[] = [
    "digraph G {",
    '  rankdir = "RL";',
    '  bgcolor = "transparent";',
    '  fontname = "sans-serif";',
    '  node [shape = rect, fontname = "sans-serif", fontsize = 12, style = "filled", margin = "0.15,0.06"];',
    '  edge [color = "#7b8494", arrowsize = 0.7];',
  ];
  const nodeLine = (d: DrawnNode, indent: string) => {
    const colour = ACTION_COLOURS[d.action ?? "none"];
    const kind = d.module ? "module" : d.node!.kind;
    const label = d.module ? `${d.module.path}\n(${d.module.members.length} hidden)` : d.node!.label;
    const shape = d.module ? "box3d" : SHAPES[d.node!.kind];
    const style = kind === "data" ? "filled,dashed" : kind === "resource" ? "filled,rounded" : "filled";
    const cls = `gnode kind-${kind} action-${d.action ?? "none"}`;
    lines.push(
      `${indent}${dotString(d.svgId)} [id = ${dotString(d.svgId)}, class = ${dotString(cls)}, label = ${dotString(label)}, shape = ${shape}, style = ${dotString(style)}, fillcolor = ${dotString(colour.fill)}, color = ${dotString(colour.line)}];`,
    );
  };
  const clusters: DrawnCluster[] = [];
  const members = new Map<string, DrawnNode[]>();
  for (const d of nodes) {
    const c = clusterOf.get(d) ?? "";
    if (!members.has(c)) members.set(c, []);
    members.get(c)!.push(d);
  }
  for (const d of members.get("") ?? []) nodeLine(d, "  ");
  for (const module of [...members.keys()].filter((m) => m !== "").sort()) {
    const svgId = `gc-${clusters.length}`;
    clusters.push({ svgId, module });
    lines.push(`  subgraph ${dotString(`cluster_${clusters.length - 1}`)} {`);
    lines.push(`    id = ${dotString(svgId)};`, '    class = "gcluster";', `    label = ${dotString(module)};`);
    lines.push('    style = "rounded,dashed"; color = "#8a93a3"; fontsize = 12;');
    for (const d of members.get(module)!) nodeLine(d, "    ");
    lines.push("  }");
  }
  const edges: DrawnEdge[] = [];
  const seen = new Set<string>();
  const byId = new Map(model.nodes.map((n) => [n.id, n]));
  const drawnOf = (id: string): DrawnNode | undefined => {
    const n = byId.get(id);
    const folded = n && collapsedAncestor(n.module, collapsed);
    return folded ? byKey.get(`module:${folded}`) : byKey.get(id);
  };
  for (const [a, b] of model.edges) {
    const from = drawnOf(a);
    const to = drawnOf(b);
    if (!from || !to || from === to) continue;
    const key = `${from.svgId}>${to.svgId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const svgId = `ge-${edges.length}`;
    edges.push({ svgId, from, to });
    lines.push(`  ${dotString(from.svgId)} -> ${dotString(to.svgId)} [id = ${dotString(svgId)}, class = "gedge"];`);
  }
  lines.push("}");
  return { dot: lines.join("\n") + "\n", nodes, edges, clusters };
}

function rank(a: Action): number {
  return ACTIONS.indexOf(a);
}

/** The tooltip of a drawn node: its address and what the plan does to it. */
export function titleOf(d: DrawnNode, actions: ReadonlyMap<string, NodeAction>): string {
  if (d.module) return `${d.module.path}: ${d.module.members.length} nodes, collapsed (click to expand)`;
  const na = actions.get(d.node!.id);
  return na ? `${d.title}: ${describe(na)}` : d.title;
}
