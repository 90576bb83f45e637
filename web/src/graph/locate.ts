/**
 * Finds the block a graph node stands for, for the editor to select it:
 * asks the engine's go-to-definition (the `intel` bridge method) about a
 * reference to the node written in a probe file added, for that call
 * only, to the node's module directory. Outputs cannot be referred to in
 * their own module: a child module's output is found through
 * `module.NAME.OUTPUT` in its parent, a root output by its header.
 */
import { splitModule } from "./model";

/** A block's place: UTF-8 byte offsets of the whole block in `file`. */
export interface BlockLocation {
  file: string;
  start: number;
  end: number;
}

export interface IntelLocation {
  file: string;
  range: { start: number; end: number };
  full: { start: number; end: number };
}

export type IntelCall = (request: Record<string, unknown>) => Promise<{ locations: IntelLocation[] }>;

const MODULES_JSON = ".terraform/modules/modules.json";

/** Module directories by module path ("" → "."), from init's modules.json. */
export function moduleDirs(files: Readonly<Record<string, string>>): Map<string, string> {
  const dirs = new Map<string, string>([["", "."]]);
  try {
    const doc = JSON.parse(files[MODULES_JSON] ?? "{}") as { Modules?: { Key?: string; Dir?: string }[] };
    for (const m of doc.Modules ?? []) {
      if (!m.Key || !m.Dir) continue;
      dirs.set(m.Key.split(".").map((k) => `module.${k}`).join("."), m.Dir.replace(/^\.\//, "").replace(/\/$/, "") || ".");
    }
  } catch {
    // No init yet: only the root module is known.
  }
  return dirs;
}

const utf8 = new TextEncoder();

/** Locates the block of node `id` ("module.net.aws_subnet.a", "var.region", "output.ip"). */
export async function locateBlock(
  id: string,
  files: Readonly<Record<string, string>>,
  intel: IntelCall,
): Promise<BlockLocation | null> {
  let [module, local] = splitModule(id);
  if (local.startsWith("output.") && module) {
    // module.a.module.b + output.x → in module.a: module.b.x
    const parts = module.split(".");
    const call = parts.slice(-2).join(".");
    module = parts.slice(0, -2).join(".");
    local = `${call}.${local.slice("output.".length)}`;
  } else if (local.startsWith("output.")) {
    return findHeader(files, ".", "output", [local.slice("output.".length)]);
  }
  const dir = moduleDirs(files).get(module);
  if (!dir) return null;
  const prefix = dir === "." ? "" : `${dir}/`;
  let probe = `${prefix}zz-tfplay-graph-probe.tf`;
  for (let i = 2; probe in files; i++) probe = `${prefix}zz-tfplay-graph-probe-${i}.tf`;
  const head = "locals {\n  tfplay_graph_probe = ";
  const text = `${head}${local}\n}\n`;
  const result = await intel({ op: "definition", files: { ...files, [probe]: text }, file: probe, offset: utf8.encode(head).length + 1 });
  const loc = result.locations.find((l) => l.file !== probe);
  return loc ? { file: loc.file, start: loc.full.start, end: loc.full.end } : null;
}

/** The header line of `kind "label"…` in a directory's .tf files. */
function findHeader(files: Readonly<Record<string, string>>, dir: string, kind: string, labels: string[]): BlockLocation | null {
  const quoted = labels.map((l) => `"${l.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`).join("\\s*");
  const re = new RegExp(`^[ \\t]*${kind}[ \\t]+${quoted}[^\\n]*`, "m");
  for (const [path, text] of Object.entries(files)) {
    const inDir = dir === "." ? !path.includes("/") : path.startsWith(`${dir}/`) && !path.slice(dir.length + 1).includes("/");
    if (!inDir || !/\.(tf|tofu)$/.test(path)) continue;
    const m = re.exec(text);
    if (m) {
      const start = utf8.encode(text.slice(0, m.index)).length;
      return { file: path, start, end: start + utf8.encode(m[0]).length };
    }
  }
  return null;
}
