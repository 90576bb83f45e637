/**
 * The Graph tab: `terraform graph` laid out by Graphviz (compiled to
 * WASM, @hpcc-js/wasm-graphviz) and drawn as SVG with pan and zoom
 * (svg-pan-zoom). Nodes are coloured by the last plan's actions; a click
 * selects the node's block in the editor; a filter box hides the nodes
 * that do not match; modules can be collapsed into one node; the graph
 * exports as SVG or as `terraform graph`'s DOT.
 */
import { Graphviz } from "@hpcc-js/wasm-graphviz";
import svgPanZoom from "svg-pan-zoom";
import { ACTION_LABELS, ACTIONS, type Action, type NodeAction, planActions } from "./actions";
import type { GraphHost, GraphView } from "./host";
import { type DrawnNode, type Layout, layoutDOT, titleOf } from "./layout-dot";
import { locateBlock } from "./locate";
import { type GraphModel, parseResourceGraph, withValues } from "./model";
import { importSVG } from "./svg-safe";

/** Above this many nodes, modules start collapsed. */
const AUTO_COLLAPSE = 120;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = Object.assign(document.createElement(tag), props);
  e.append(...children);
  return e;
}

function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = el("a", { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export class GraphPanel implements GraphView {
  private readonly filter: HTMLInputElement;
  private readonly values: HTMLInputElement;
  private readonly legend: HTMLUListElement;
  private readonly note: HTMLParagraphElement;
  private readonly canvas: HTMLDivElement;
  private readonly exportSVG: HTMLButtonElement;
  private readonly exportDOT: HTMLButtonElement;

  /** `terraform graph`'s output, as the engine printed it. */
  private dot = "";
  private model: GraphModel | null = null;
  private layout: Layout | null = null;
  private svgText = "";
  private actions = new Map<string, NodeAction>();
  private collapsed = new Set<string>();
  private firstModel = true;
  private panZoom: ReturnType<typeof svgPanZoom> | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private down: { x: number; y: number } | null = null;

  constructor(
    private readonly panel: HTMLElement,
    private readonly host: GraphHost,
  ) {
    this.filter = el("input", { type: "search", placeholder: "Filter nodes…", className: "graph-filter" });
    this.filter.setAttribute("aria-label", "Filter nodes");
    this.filter.addEventListener("input", () => this.applyFilter());
    this.values = el("input", { type: "checkbox" });
    this.values.addEventListener("change", () => void this.refresh());
    const button = (text: string, title: string, fn: () => void, label?: string) => {
      const b = el("button", { type: "button", textContent: text, title });
      if (label) b.setAttribute("aria-label", label);
      b.addEventListener("click", fn);
      return b;
    };
    this.exportSVG = button("Export SVG", "Download the graph as drawn (graph.svg)", () => download("graph.svg", "image/svg+xml", this.svgText));
    this.exportDOT = button("Export DOT", "Download terraform graph's output (graph.dot)", () => download("graph.dot", "text/vnd.graphviz", this.dot));
    const toolbar = el(
      "div",
      { className: "graph-toolbar" },
      this.filter,
      el("label", { className: "graph-check", title: "Also show variables, locals and outputs (from terraform graph -type=plan)" }, this.values, " Variables, locals, outputs"),
      el(
        "span",
        { className: "graph-group" },
        button("Collapse modules", "Draw each module as one node", () => this.setCollapsed(this.model?.modules ?? [])),
        button("Expand modules", "Draw every node of every module", () => this.setCollapsed([])),
      ),
      el(
        "span",
        { className: "graph-group" },
        button("+", "Zoom in", () => this.panZoom?.zoomIn(), "Zoom in"),
        button("−", "Zoom out", () => this.panZoom?.zoomOut(), "Zoom out"),
        button("Fit", "Fit the whole graph", () => this.fit(), "Fit"),
      ),
      el("span", { className: "graph-group" }, this.exportSVG, this.exportDOT),
    );
    toolbar.setAttribute("role", "toolbar");
    toolbar.setAttribute("aria-label", "Graph");
    this.legend = el("ul", { className: "graph-legend" });
    this.legend.setAttribute("aria-label", "Planned actions");
    this.note = el("p", { className: "graph-note" });
    this.note.setAttribute("role", "status");
    this.canvas = el("div", { className: "graph-canvas" });
    this.canvas.addEventListener("pointerdown", (e) => (this.down = { x: e.clientX, y: e.clientY }), true);
    this.canvas.addEventListener("click", (e) => this.onClick(e));
    this.canvas.addEventListener("keydown", (e) => {
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        this.activate(e.target as Element);
      }
    });
    panel.classList.add("graph-panel");
    panel.replaceChildren(toolbar, this.legend, this.note, this.canvas);
    this.setExportable(false);
  }

  /** Runs `terraform graph` again and redraws; calls while one runs are merged into one more. */
  refresh(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.load();
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  planChanged(): void {
    this.actions = planActions(this.host.plan());
    if (this.model) void this.draw(true);
  }

  /** After the tab was hidden: the canvas may have changed size. */
  shown(): void {
    const svg = this.canvas.querySelector("svg");
    if (!this.panZoom && svg && this.layout) this.startPanZoom(svg, null);
    else this.panZoom?.resize();
  }

  private setExportable(on: boolean): void {
    this.exportSVG.disabled = !on;
    this.exportDOT.disabled = !on;
  }

  private async load(): Promise<void> {
    this.note.textContent = "Running terraform graph…";
    this.panel.setAttribute("aria-busy", "true");
    try {
      const res = await this.host.run(["graph"]);
      if (res.exitCode !== 0) {
        this.showError(res.stdout + res.stderr);
        return;
      }
      this.dot = res.stdout;
      let model = parseResourceGraph(this.dot);
      if (this.values.checked) {
        const plan = await this.host.run(["graph", "-type=plan"]);
        if (plan.exitCode === 0) model = withValues(model, plan.stdout);
      }
      if (this.firstModel && model.nodes.length > AUTO_COLLAPSE) this.collapsed = new Set(model.modules);
      this.firstModel = false;
      this.model = model;
      this.actions = planActions(this.host.plan());
      await this.draw(false);
    } finally {
      this.panel.removeAttribute("aria-busy");
    }
  }

  private showError(text: string): void {
    this.model = null;
    this.layout = null;
    this.destroyPanZoom();
    this.setExportable(false);
    this.note.textContent = "terraform graph failed: fix the configuration (see Problems).";
    this.canvas.replaceChildren(el("pre", { className: "graph-error", textContent: text.replace(/\x1b\[[0-9;]*m/g, "").trim() }));
    this.legend.replaceChildren();
  }

  private setCollapsed(modules: readonly string[]): void {
    this.collapsed = new Set(modules);
    if (this.model) void this.draw(false);
  }

  private destroyPanZoom(): void {
    this.panZoom?.destroy();
    this.panZoom = null;
  }

  private fit(): void {
    if (!this.panZoom) return;
    this.panZoom.resize();
    this.panZoom.fit();
    this.panZoom.center();
  }

  /**
   * Pan and zoom over `svg`, fitted or at `view`. svg-pan-zoom measures
   * the drawing, so a hidden tab waits until it is shown.
   */
  private startPanZoom(svg: SVGSVGElement, view: { zoom: number; pan: { x: number; y: number } } | null): void {
    if (this.canvas.clientWidth === 0) return;
    // Set through the CSSOM, which the site's CSP allows: svg-pan-zoom
    // would otherwise write it as a style attribute, which style-src 'self'
    // refuses (it leaves a style that already names overflow alone).
    svg.style.overflow = "hidden";
    this.panZoom = svgPanZoom(svg, {
      zoomEnabled: true,
      panEnabled: true,
      controlIconsEnabled: false,
      dblClickZoomEnabled: false,
      mouseWheelZoomEnabled: true,
      fit: true,
      center: true,
      minZoom: 0.05,
      maxZoom: 40,
    });
    if (view) {
      this.panZoom.zoom(view.zoom);
      this.panZoom.pan(view.pan);
    }
  }

  /** Lays the model out with Graphviz and shows it; `keepView` keeps the zoom and pan. */
  private async draw(keepView: boolean): Promise<void> {
    const model = this.model!;
    const layout = layoutDOT(model, this.actions, this.collapsed);
    const graphviz = await Graphviz.load();
    const svgText = graphviz.dot(layout.dot, "svg");
    const svg = importSVG(svgText);
    const view = keepView && this.panZoom ? { zoom: this.panZoom.getZoom(), pan: this.panZoom.getPan() } : null;
    this.destroyPanZoom();
    this.layout = layout;
    this.svgText = svgText;
    svg.removeAttribute("width");
    svg.removeAttribute("height");
    svg.classList.add("graph-svg");
    svg.setAttribute("role", "group");
    svg.setAttribute("aria-label", "Dependency graph");
    for (const d of layout.nodes) {
      const g = svg.querySelector(`#${d.svgId}`);
      if (!g) continue;
      const title = titleOf(d, this.actions);
      // Graphviz titles a node with its DOT name; show the address instead.
      const t = g.querySelector("title");
      if (t) t.textContent = title;
      g.setAttribute("tabindex", "0");
      g.setAttribute("role", "button");
      g.setAttribute("aria-label", title);
      g.setAttribute("data-address", d.title);
      g.setAttribute("data-action", d.action ?? "none");
    }
    for (const c of layout.clusters) {
      const g = svg.querySelector(`#${c.svgId}`);
      g?.setAttribute("data-module", c.module);
      const t = g?.querySelector("title");
      if (t) t.textContent = `${c.module} (click to collapse)`;
    }
    this.canvas.replaceChildren(svg);
    this.startPanZoom(svg, view);
    this.setExportable(true);
    this.showLegend(model);
    this.applyFilter();
  }

  private showLegend(model: GraphModel): void {
    const counts = new Map<Action, number>();
    for (const n of model.nodes) {
      const a = this.actions.get(n.id)?.action;
      if (a) counts.set(a, (counts.get(a) ?? 0) + 1);
    }
    this.legend.replaceChildren(
      ...ACTIONS.map((a) => {
        const li = el("li", { className: `legend-${a}` }, el("span", { className: "legend-swatch" }), ` ${ACTION_LABELS[a]}`);
        const n = counts.get(a);
        if (n) li.append(el("span", { className: "legend-count", textContent: ` ${n}` }));
        li.dataset["action"] = a;
        return li;
      }),
    );
    if (this.actions.size === 0) this.legend.append(el("li", { className: "legend-hint", textContent: "Press Plan to colour the nodes by planned action." }));
  }

  private applyFilter(): void {
    const layout = this.layout;
    const svg = this.canvas.querySelector("svg");
    if (!layout || !svg) return;
    const q = this.filter.value.trim().toLowerCase();
    const visible = new Set<DrawnNode>();
    for (const d of layout.nodes) {
      const texts = d.module ? [d.module.path, ...d.module.members.map((m) => m.id)] : [d.title];
      const match = !q || texts.some((t) => t.toLowerCase().includes(q));
      if (match) visible.add(d);
      svg.querySelector(`#${d.svgId}`)?.classList.toggle("graph-hidden", !match);
    }
    for (const e of layout.edges) {
      svg.querySelector(`#${e.svgId}`)?.classList.toggle("graph-hidden", !(visible.has(e.from) && visible.has(e.to)));
    }
    const total = this.model?.nodes.length ?? 0;
    const drawn = layout.nodes.length;
    const folded = layout.nodes.filter((d) => d.module).length;
    let text = total === 0 ? "This configuration has no resources." : `${total} node${total === 1 ? "" : "s"}`;
    if (folded) text += `, ${folded} collapsed module${folded === 1 ? "" : "s"} (click one to expand)`;
    if (q) text += `; ${visible.size} of ${drawn} shown match “${this.filter.value.trim()}”`;
    this.note.textContent = text + ".";
  }

  private onClick(e: MouseEvent): void {
    const d = this.down;
    if (d && Math.hypot(e.clientX - d.x, e.clientY - d.y) > 4) return; // the end of a drag
    this.activate(e.target as Element);
  }

  /** A click or Enter on a node selects its block; on a collapsed module, expands it; on a cluster, collapses it. */
  private activate(target: Element): void {
    const layout = this.layout;
    if (!layout) return;
    const g = target.closest("g.gnode, g.gcluster");
    if (!g) return;
    const cluster = layout.clusters.find((c) => c.svgId === g.id);
    if (cluster) {
      this.collapsed.add(cluster.module);
      void this.draw(false);
      return;
    }
    const node = layout.nodes.find((n) => n.svgId === g.id);
    if (!node) return;
    if (node.module) {
      const path = node.module.path;
      for (const m of [...this.collapsed]) if (m === path || m.startsWith(`${path}.`)) this.collapsed.delete(m);
      void this.draw(false);
      return;
    }
    const id = node.node!.id;
    void locateBlock(id, this.host.files(), this.host.intel).then(
      (loc) => {
        if (loc) this.host.reveal(loc.file, loc.start, loc.end);
        else this.host.report(`The block of ${id} was not found in the files.`, "error");
      },
      (err: unknown) => this.host.report(`Finding ${id}: ${err instanceof Error ? err.message : String(err)}`, "error"),
    );
  }
}
