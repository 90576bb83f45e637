/**
 * The `graph` view: the playground's Graph tab (web/src/graph/, bundled
 * with Graphviz as dist/graph.js and loaded next to widget.js only when a
 * graph example runs). When it cannot load, the DOT text is shown.
 */
import type { GraphHost } from "../graph/host";
import type { IntelCall } from "../graph/locate";
import { assetURL } from "./assets";

type GraphModule = typeof import("../graph/index");

let graphModule: Promise<GraphModule> | null = null;

/** dist/graph.js, imported once per page. */
export function loadGraph(): Promise<GraphModule> {
  // A URL computed at run time keeps esbuild from bundling graph.js into widget.js.
  graphModule ??= import(assetURL("graph.js").href) as Promise<GraphModule>;
  graphModule.catch(() => (graphModule = null));
  return graphModule;
}

export interface WidgetGraphHost {
  run: GraphHost["run"];
  files: () => Readonly<Record<string, string>>;
  intel: IntelCall;
  /** Shows `file` in the editor with [start, end) selected (UTF-8 byte offsets). */
  reveal: (file: string, start: number, end: number) => void;
}

/**
 * Draws the graph into `panel`, which must be in the document (the
 * drawing is fitted to its size). Throws when graph.js cannot load.
 */
export async function drawGraph(panel: HTMLElement, host: WidgetGraphHost): Promise<void> {
  const mod = await loadGraph();
  const status = document.createElement("p");
  status.className = "empty-note tfw-graph-status";
  status.setAttribute("role", "status");
  const canvas = document.createElement("div");
  canvas.className = "tfw-graph";
  panel.replaceChildren(canvas, status);
  const view = mod.createGraphView(canvas, {
    run: host.run,
    files: host.files,
    plan: () => null,
    intel: host.intel,
    reveal: host.reveal,
    report: (text) => {
      status.textContent = text;
    },
  });
  await view.refresh();
}
