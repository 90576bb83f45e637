/**
 * The part of the Graph tab in the page's main bundle: it loads
 * dist/graph.js (the tab's code and Graphviz) the first time the tab is
 * opened, and asks it to redraw when the configuration or the plan
 * changes while the tab is visible (or when it is next opened).
 */
import type { Tabs } from "../tabs";
import type { GraphHost, GraphView } from "./host";

type GraphModule = typeof import("./index");

/** Delay between the last change of the files and a redraw of a visible graph. */
const REDRAW_DELAY_MS = 600;

export interface GraphTab {
  /** The configuration changed. */
  filesChanged(): void;
  /** A plan ran, or the last one went away. */
  planChanged(): void;
}

export function setupGraphTab(tabs: Tabs, tabId: string, panel: HTMLElement, host: GraphHost): GraphTab {
  let view: Promise<GraphView> | null = null;
  let stale = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const visible = () => tabs.selected === tabId;

  const load = (): Promise<GraphView> => {
    // graph.js sits next to main.js; a URL computed at run time keeps
    // esbuild from bundling it into main.js.
    const url = new URL("graph.js", import.meta.url).href;
    view ??= (import(url) as Promise<GraphModule>).then((m) => m.createGraphView(panel, host));
    view.catch((err: unknown) => {
      view = null;
      panel.textContent = `The graph could not be loaded: ${err instanceof Error ? err.message : String(err)}`;
    });
    return view;
  };
  const refresh = async () => {
    stale = false;
    await (await load()).refresh();
  };

  tabs.onSelect((id) => {
    if (id !== tabId) return;
    if (stale) void refresh();
    else void view?.then((v) => v.shown());
  });
  return {
    filesChanged() {
      stale = true;
      clearTimeout(timer);
      if (visible()) timer = setTimeout(() => void refresh(), REDRAW_DELAY_MS);
    },
    planChanged() {
      void view?.then((v) => v.planChanged());
    },
  };
}
