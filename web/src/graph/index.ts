/**
 * The Graph tab's code, bundled on its own as dist/graph.js (with
 * Graphviz's WASM inside): the page imports it only when the tab is
 * first opened (see loader.ts).
 */
import { GraphPanel } from "./graph-view";
import type { GraphHost, GraphView } from "./host";

export function createGraphView(panel: HTMLElement, host: GraphHost): GraphView {
  return new GraphPanel(panel, host);
}
