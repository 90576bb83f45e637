/**
 * <tfplay-example>: a runnable Terraform example for any web page. An
 * open shadow root holds a small editor (a tab per file), a Run button,
 * an "Open in playground" link carrying the files, and the result of the
 * chosen view. All the widgets of a page share one engine worker
 * (shared-engine.ts), started on the first Run, or when an `autorun`
 * widget first scrolls into view. The attributes are described in
 * README.md next to this file.
 */
import { encodeShare } from "../share/codec";
import { assetURL } from "./assets";
import { loadSrc } from "./load-src";
import { note, termText } from "./render";
import { WidgetRunner } from "./runner";
import { ByteOffsetMapper } from "../positions";
import { runView, type ViewContext, viewCommand } from "./session";
import { sharedEngine } from "./shared-engine";
import { readSpec, type WidgetSpec } from "./spec";
import { adoptStyles } from "./styles";

/** The playground's page, relative to the widget's script (see scripts/build.mjs). */
const PLAYGROUND = "play/";

/** Lines an editor shows when no height is given (more scroll). */
const MAX_AUTO_LINES = 20;

let nextId = 1;

export type WidgetState = "idle" | "loading" | "running" | "ok" | "failed";

export class TfplayExample extends HTMLElement {
  private spec: WidgetSpec | null = null;
  private fileTexts: Record<string, string> = {};
  private active = "";
  private readonly uid = `tfw${nextId++}`;
  private readonly editors = new Map<string, HTMLElement>();
  private tabs!: HTMLElement;
  private editorArea!: HTMLElement;
  private result!: HTMLElement;
  private runButton!: HTMLButtonElement;
  private openLink!: HTMLAnchorElement;
  private runner: WidgetRunner | null = null;
  private running: Promise<void> | null = null;
  private loaded: Promise<void> = Promise.resolve();
  private observer: IntersectionObserver | null = null;
  private linkTimer: ReturnType<typeof setTimeout> | undefined;
  private linkVersion = 0;
  private hasRun = false;
  /** Why the `src` files could not be loaded, if they could not. */
  private loadError: string | null = null;

  /** The files as edited now. */
  get files(): Record<string, string> {
    return { ...this.fileTexts };
  }

  connectedCallback(): void {
    if (this.shadowRoot) {
      // Moved in the document: an autorun example still waiting watches again.
      if (this.spec?.autorun && !this.hasRun && !this.observer) this.observe();
      return;
    }
    // Defined before the parser reached the children: wait for them.
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => this.build(), { once: true });
    else this.build();
  }

  disconnectedCallback(): void {
    this.observer?.disconnect();
    this.observer = null;
  }

  private build(): void {
    if (this.shadowRoot) return;
    const spec = readSpec(this);
    this.spec = spec;
    const root = this.attachShadow({ mode: "open" });
    adoptStyles(root);

    const frame = document.createElement("div");
    frame.className = "tfw";
    frame.setAttribute("part", "frame");

    const bar = document.createElement("div");
    bar.className = "tfw-bar";
    this.tabs = document.createElement("div");
    this.tabs.className = "tfw-tabs";
    this.tabs.setAttribute("role", "tablist");
    this.tabs.setAttribute("aria-label", "Files");
    this.openLink = document.createElement("a");
    this.openLink.className = "tfw-open";
    this.openLink.target = "_blank";
    this.openLink.rel = "noopener";
    this.openLink.textContent = "Open in playground";
    this.openLink.href = assetURL(PLAYGROUND).href;
    this.runButton = document.createElement("button");
    this.runButton.type = "button";
    this.runButton.className = "primary tfw-run";
    this.runButton.textContent = "Run";
    this.runButton.title = `Run ${viewCommand(spec)} (Ctrl+Enter)`;
    this.runButton.addEventListener("click", () => void this.run());
    bar.append(this.tabs, this.openLink, this.runButton);

    this.editorArea = document.createElement("div");
    this.editorArea.className = "tfw-editor";
    if (spec.height) {
      this.editorArea.style.height = spec.height; // CSSOM: allowed under a strict CSP
      this.editorArea.classList.add("has-height");
    }

    this.result = document.createElement("div");
    this.result.className = "tfw-result";
    this.result.setAttribute("role", "region");
    this.result.setAttribute("aria-label", "Result");
    this.result.setAttribute("aria-live", "polite");
    this.result.append(note(`Press Run to see the result of ${viewCommand(spec)}.`));

    frame.append(bar, this.editorArea, this.result);
    if (spec.expect !== null) frame.append(this.expected(spec.expect));
    root.append(frame);

    this.setState("idle");
    this.loaded = this.loadFiles(spec);
    if (spec.autorun) this.observe();
  }

  /** Runs the example (once the engine is started); resolves when it is shown. */
  run(): Promise<void> {
    this.running ??= this.loaded.then(() => this.runNow()).finally(() => (this.running = null));
    return this.running;
  }

  private async runNow(): Promise<void> {
    const spec = this.spec;
    if (!spec || this.loadError !== null) return;
    this.hasRun = true;
    this.observer?.disconnect();
    this.observer = null;
    this.setState("running");
    this.runButton.disabled = true;
    this.runButton.setAttribute("aria-busy", "true");
    this.result.setAttribute("aria-busy", "true");
    this.result.replaceChildren(note(`Running ${viewCommand(spec)}…`, true));
    this.runner ??= new WidgetRunner(sharedEngine(), {}, spec.flavor, spec.env);
    this.runner.reset(this.fileTexts);
    try {
      const { element, ok, shown } = await runView(spec, this.runner, { graph: this.graphHost() });
      this.result.replaceChildren(element);
      await shown?.();
      this.setState(ok ? "ok" : "failed");
    } catch (err) {
      this.result.replaceChildren(termText(`Error: ${err instanceof Error ? err.message : String(err)}\n`, "Error", true));
      this.setState("failed");
    } finally {
      this.runButton.disabled = false;
      this.runButton.removeAttribute("aria-busy");
      this.result.removeAttribute("aria-busy");
    }
  }

  /** What the graph view asks of the widget: the files, the engine's intel, and showing a block. */
  private graphHost(): NonNullable<ViewContext["graph"]> {
    const flavor = this.spec?.flavor ?? "terraform";
    return {
      files: () => this.fileTexts,
      intel: (request) => sharedEngine().call("intel", { ...request, env: flavor === "opentofu" ? { TFPLAY_FLAVOR: "opentofu" } : {} }),
      reveal: (file, start, end) => this.reveal(file, start, end),
    };
  }

  /** Shows a file with [start, end) selected (UTF-8 byte offsets), as the Graph tab's click asks. */
  private reveal(file: string, start: number, end: number): void {
    if (!(file in this.fileTexts)) return;
    this.select(file);
    const editor = this.editors.get(file)?.querySelector("textarea");
    if (!editor) return;
    const mapper = new ByteOffsetMapper(editor.value);
    const from = mapper.toUtf16(start);
    editor.focus();
    editor.setSelectionRange(from, Math.max(from, mapper.toUtf16(end)));
  }

  private setState(state: WidgetState): void {
    this.dataset["state"] = state;
  }

  private async loadFiles(spec: WidgetSpec): Promise<void> {
    let files = spec.files;
    if (spec.src) {
      this.setState("loading");
      this.result.replaceChildren(note("Loading the example's files…", true));
      try {
        files = { ...(await loadSrc(spec.src, document.baseURI)), ...spec.files };
        this.result.replaceChildren(note(`Press Run to see the result of ${viewCommand(spec)}.`));
        this.setState("idle");
      } catch (err) {
        this.loadError = err instanceof Error ? err.message : String(err);
        this.runButton.disabled = true;
        const p = document.createElement("p");
        p.className = "tfw-error";
        p.textContent = this.loadError;
        this.result.replaceChildren(p);
        this.setState("failed");
      }
    }
    this.fileTexts = { ...files };
    this.showFiles();
    this.updateLink();
  }

  /** Starts the engine and runs when the widget first comes into view. */
  private observe(): void {
    if (typeof IntersectionObserver !== "function") {
      void this.run();
      return;
    }
    this.observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      this.observer?.disconnect();
      this.observer = null;
      void this.run();
    });
    this.observer.observe(this);
  }

  private showFiles(): void {
    const names = Object.keys(this.fileTexts);
    this.tabs.replaceChildren();
    this.editorArea.replaceChildren();
    this.editors.clear();
    if (names.length === 0) {
      this.editorArea.hidden = true;
      this.tabs.hidden = true;
      return;
    }
    names.forEach((name, i) => {
      const tab = document.createElement("button");
      tab.type = "button";
      tab.className = "tfw-tab";
      tab.id = `${this.uid}-tab-${i}`;
      tab.setAttribute("role", "tab");
      tab.setAttribute("aria-controls", `${this.uid}-file-${i}`);
      tab.textContent = name;
      tab.addEventListener("click", () => this.select(name));
      tab.addEventListener("keydown", (e) => {
        const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
        if (!step) return;
        e.preventDefault();
        const next = names[(i + step + names.length) % names.length]!;
        this.select(next);
        this.tabs.querySelector<HTMLElement>(`[aria-selected="true"]`)?.focus();
      });
      this.tabs.append(tab);
      const panel = document.createElement("div");
      panel.className = "tfw-panel";
      panel.id = `${this.uid}-file-${i}`;
      panel.setAttribute("role", "tabpanel");
      panel.setAttribute("aria-labelledby", tab.id);
      panel.append(this.spec?.readonly ? this.viewer(name) : this.textarea(name));
      this.editors.set(name, panel);
      this.editorArea.append(panel);
    });
    this.select(names[0]!);
  }

  private select(name: string): void {
    this.active = name;
    for (const tab of this.tabs.querySelectorAll<HTMLElement>("[role=tab]")) {
      const selected = tab.textContent === name;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
    }
    for (const [n, el] of this.editors) el.hidden = n !== name;
  }

  private textarea(name: string): HTMLTextAreaElement {
    const ta = document.createElement("textarea");
    ta.className = "tfw-code";
    ta.value = this.fileTexts[name] ?? "";
    ta.spellcheck = false;
    ta.wrap = "off";
    ta.setAttribute("autocapitalize", "off");
    ta.setAttribute("autocomplete", "off");
    ta.setAttribute("aria-label", name);
    if (!this.spec?.height) ta.rows = Math.min(MAX_AUTO_LINES, Math.max(3, ta.value.split("\n").length));
    ta.addEventListener("input", () => {
      this.fileTexts[name] = ta.value;
      this.scheduleLink();
    });
    ta.addEventListener("keydown", (e) => {
      if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        void this.run();
      }
    });
    return ta;
  }

  private viewer(name: string): HTMLElement {
    const pre = document.createElement("pre");
    pre.className = "tfw-code";
    pre.tabIndex = 0;
    pre.setAttribute("aria-label", name);
    const code = document.createElement("code");
    code.textContent = controlPictures(this.fileTexts[name] ?? "");
    pre.append(code);
    if (!this.spec?.height) pre.style.maxHeight = `${MAX_AUTO_LINES * 1.45 + 1}em`;
    return pre;
  }

  private expected(text: string): HTMLElement {
    const details = document.createElement("details");
    details.className = "tfw-expect";
    const summary = document.createElement("summary");
    summary.textContent = "Expected output";
    const pre = document.createElement("pre");
    pre.className = "term-text";
    pre.textContent = text;
    details.append(summary, pre);
    return details;
  }

  private scheduleLink(): void {
    clearTimeout(this.linkTimer);
    this.linkTimer = setTimeout(() => this.updateLink(), 300);
  }

  /** Points "Open in playground" at a share link of the files as they are now. */
  private updateLink(): void {
    const flavor = this.spec?.flavor ?? "terraform";
    const files = this.files;
    const version = ++this.linkVersion;
    void encodeShare({ files, flavor }).then(
      (hash) => {
        if (version === this.linkVersion) this.openLink.href = assetURL(PLAYGROUND).href + hash;
      },
      () => {},
    );
  }
}

/** Defines <tfplay-example> unless another copy of the script already did. */
export function defineWidget(): void {
  if (!customElements.get("tfplay-example")) customElements.define("tfplay-example", TfplayExample);
}

/**
 * Control characters (but tab and newline) as the symbols Unicode draws
 * them with (ESC → ␛, BEL → ␇, DEL → ␡), as the playground's editor shows
 * them: a read-only file never puts raw control characters in the page.
 */
function controlPictures(text: string): string {
  return text.replace(/[\x00-\x08\x0b-\x1f\x7f]/g, (c) => String.fromCharCode(c === "\x7f" ? 0x2421 : 0x2400 + c.charCodeAt(0)));
}
