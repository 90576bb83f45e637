/**
 * The State tab: the selected workspace's resources and their attributes
 * as a tree (from `show -json`), the raw terraform.tfstate, and the
 * history of state changes where any two can be compared.
 */
import type { StateDocument, StateModule, StateResource } from "./plan-types";
import { diffStates, instances, isEmptyDiff } from "./state-diff";
import { formatValue, maskAt } from "./values";
import type { HistoryEntry } from "./workspace-store";

type View = "resources" | "raw" | "history";

export interface StateData {
  workspace: string;
  doc: StateDocument | null;
  raw: string | null;
  history: readonly HistoryEntry[];
  error?: string;
}

export class StateView {
  private view: View = "resources";
  private data: StateData | null = null;
  private from: number | "empty" | null = null;
  private to: number | null = null;
  private readonly open = new Set<string>();

  /**
   * Called by an entry's Restore button: writes that entry's state back
   * as the workspace's state, with a new serial (state push -force).
   */
  onRestore: ((entry: HistoryEntry) => void) | null = null;

  constructor(private readonly root: HTMLElement) {
    this.root.replaceChildren(note("No state yet."));
  }

  show(data: StateData): void {
    if (this.data?.workspace !== data.workspace) {
      this.from = null;
      this.to = null;
    }
    this.data = data;
    this.render();
  }

  private render(): void {
    const data = this.data;
    if (!data) return;
    // Remember which resources were expanded.
    for (const d of this.root.querySelectorAll<HTMLDetailsElement>("details[data-address]")) {
      if (d.open) this.open.add(d.dataset["address"]!);
      else this.open.delete(d.dataset["address"]!);
    }
    const head = document.createElement("div");
    head.className = "plan-head";
    const title = document.createElement("p");
    title.className = "plan-summary";
    const resources = countResources(data.doc?.values?.root_module);
    title.textContent = data.raw
      ? `${resources} resource${resources === 1 ? "" : "s"} in workspace "${data.workspace}"`
      : `Workspace "${data.workspace}" has no state yet`;
    head.append(title, this.toggle());
    const body = document.createElement("div");
    body.className = "state-body";
    if (this.view === "resources") body.append(this.resources(data));
    else if (this.view === "raw") body.append(this.rawView(data));
    else body.append(this.historyView(data));
    this.root.replaceChildren(head, body);
  }

  private toggle(): HTMLElement {
    const group = document.createElement("div");
    group.className = "segmented";
    group.setAttribute("role", "group");
    group.setAttribute("aria-label", "State view");
    for (const [v, label] of [
      ["resources", "Resources"],
      ["raw", "terraform.tfstate"],
      ["history", "History"],
    ] as const) {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = label;
      b.setAttribute("aria-pressed", String(this.view === v));
      b.addEventListener("click", () => {
        this.view = v;
        this.render();
        (this.root.querySelector(`.segmented button[aria-pressed="true"]`) as HTMLElement | null)?.focus();
      });
      group.append(b);
    }
    return group;
  }

  private resources(data: StateData): HTMLElement {
    if (data.error) {
      const pre = document.createElement("pre");
      pre.className = "term-text";
      pre.textContent = data.error;
      return pre;
    }
    const root = data.doc?.values?.root_module;
    if (!root || countResources(root) === 0) {
      return note(data.raw ? "The state holds no resources." : "Nothing has been applied in this workspace. Plan and Apply to create resources.");
    }
    const wrap = document.createElement("div");
    wrap.className = "state-tree";
    const addModule = (m: StateModule) => {
      const list = document.createElement("ul");
      list.className = "resource-list";
      list.setAttribute("aria-label", m.address ? m.address : "Root module resources");
      if (m.address) {
        const h = document.createElement("h3");
        h.className = "section-title";
        h.textContent = m.address;
        wrap.append(h);
      }
      for (const r of m.resources ?? []) list.append(this.resource(r));
      if (m.resources?.length) wrap.append(list);
      for (const c of m.child_modules ?? []) addModule(c);
    };
    addModule(root);
    return wrap;
  }

  private resource(r: StateResource): HTMLElement {
    const li = document.createElement("li");
    li.className = "state-resource";
    const details = document.createElement("details");
    details.dataset["address"] = r.address;
    details.open = this.open.has(r.address);
    const summary = document.createElement("summary");
    const addr = document.createElement("code");
    addr.className = "change-address";
    addr.textContent = r.address;
    summary.append(addr);
    const id = r.values?.["id"];
    if (typeof id === "string") {
      const idEl = document.createElement("span");
      idEl.className = "resource-id";
      idEl.textContent = `id = ${id}`;
      summary.append(idEl);
    }
    if (r.tainted) {
      const t = document.createElement("span");
      t.className = "badge badge-replace";
      t.textContent = "tainted";
      summary.append(t);
    }
    details.append(summary);
    const table = document.createElement("table");
    table.className = "attr-table";
    table.setAttribute("aria-label", `Attributes of ${r.address}`);
    const body = document.createElement("tbody");
    for (const [k, v] of Object.entries(r.values ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
      const tr = document.createElement("tr");
      const th = document.createElement("th");
      th.scope = "row";
      const code = document.createElement("code");
      code.textContent = k;
      th.append(code);
      const td = document.createElement("td");
      const val = document.createElement("code");
      val.className = "value";
      val.textContent = formatValue(v, undefined, maskAt(r.sensitive_values, k));
      td.append(val);
      tr.append(th, td);
      body.append(tr);
    }
    table.append(body);
    details.append(table);
    if (r.depends_on?.length) {
      const p = document.createElement("p");
      p.className = "change-reason";
      p.textContent = `depends on ${r.depends_on.join(", ")}`;
      details.append(p);
    }
    li.append(details);
    return li;
  }

  private rawView(data: StateData): HTMLElement {
    if (!data.raw) return note("There is no terraform.tfstate for this workspace yet.");
    const pre = document.createElement("pre");
    pre.className = "term-text raw-state";
    pre.setAttribute("aria-label", "terraform.tfstate");
    pre.tabIndex = 0;
    pre.textContent = data.raw;
    return pre;
  }

  private historyView(data: StateData): HTMLElement {
    const wrap = document.createElement("div");
    wrap.className = "history";
    const entries = [...data.history];
    if (entries.length === 0) {
      wrap.append(note("Every apply, destroy and state command that changes the state of this workspace is recorded here."));
      return wrap;
    }
    const table = document.createElement("table");
    table.className = "history-table";
    table.setAttribute("aria-label", "State history");
    const head = document.createElement("thead");
    const hr = document.createElement("tr");
    for (const t of ["Serial", "Time", "Command", "Changes", "Resources", ""]) {
      const th = document.createElement("th");
      th.scope = "col";
      th.textContent = t;
      hr.append(th);
    }
    head.append(hr);
    const body = document.createElement("tbody");
    for (const e of [...entries].reverse()) {
      const tr = document.createElement("tr");
      const cells = [
        String(e.serial),
        new Date(e.time).toLocaleString(),
        `terraform ${e.command}`,
        e.counts ? `+${e.counts.add} ~${e.counts.change} -${e.counts.destroy}` : "—",
        String(e.resources),
      ];
      cells.forEach((c, i) => {
        const td = document.createElement(i === 0 ? "th" : "td");
        if (i === 0) (td as HTMLTableCellElement).scope = "row";
        td.textContent = c;
        tr.append(td);
      });
      const action = document.createElement("td");
      // The latest entry is the current state; an emptied state has
      // nothing to restore.
      if (e !== entries[entries.length - 1] && e.state && this.onRestore) {
        const restore = document.createElement("button");
        restore.type = "button";
        restore.className = "link-button";
        restore.textContent = "Restore";
        restore.setAttribute("aria-label", `Restore serial ${e.serial}`);
        restore.addEventListener("click", () => this.onRestore?.(e));
        action.append(restore);
      }
      tr.append(action);
      body.append(tr);
    }
    table.append(head, body);
    wrap.append(table);

    // Compare any two entries.
    const last = entries[entries.length - 1]!;
    const to = entries.find((e) => e.id === this.to) ?? last;
    const prevOfTo = entries[entries.indexOf(to) - 1];
    const from = this.from === "empty" ? null : (entries.find((e) => e.id === this.from) ?? prevOfTo ?? null);
    const form = document.createElement("div");
    form.className = "diff-picker";
    const label = (e: HistoryEntry) => `serial ${e.serial} · ${e.command} · ${new Date(e.time).toLocaleTimeString()}`;
    const select = (id: string, text: string, withEmpty: boolean, value: string, onChange: (v: string) => void) => {
      const l = document.createElement("label");
      l.htmlFor = id;
      l.textContent = text;
      const s = document.createElement("select");
      s.id = id;
      if (withEmpty) s.append(new Option("empty state", "empty"));
      for (const e of entries) s.append(new Option(label(e), String(e.id)));
      s.value = value;
      s.addEventListener("change", () => onChange(s.value));
      form.append(l, s);
    };
    select("diff-from", "Compare", true, from ? String(from.id) : "empty", (v) => {
      this.from = v === "empty" ? "empty" : Number(v);
      this.render();
      document.getElementById("diff-from")?.focus();
    });
    select("diff-to", "with", false, String(to.id), (v) => {
      this.to = Number(v);
      this.render();
      document.getElementById("diff-to")?.focus();
    });
    wrap.append(form, renderDiff(from?.state ?? "", to.state));
    return wrap;
  }
}

function renderDiff(before: string, after: string): HTMLElement {
  const d = diffStates(before, after);
  const wrap = document.createElement("div");
  wrap.className = "state-diff";
  wrap.setAttribute("aria-label", "State differences");
  wrap.setAttribute("role", "region");
  if (isEmptyDiff(d)) {
    wrap.append(note("The two states hold the same resources and outputs."));
    return wrap;
  }
  const list = document.createElement("ul");
  list.className = "change-list";
  const item = (cls: string, sym: string, text: string, attrs?: { path: string; before: string | null; after: string | null }[]) => {
    const li = document.createElement("li");
    li.className = `change change-${cls}`;
    const line = document.createElement("div");
    line.className = "diff-line";
    const s = document.createElement("span");
    s.className = "change-symbol";
    s.setAttribute("aria-hidden", "true");
    s.textContent = sym;
    const code = document.createElement("code");
    code.className = "change-address";
    code.textContent = text;
    const verb = document.createElement("span");
    verb.className = "change-verb";
    verb.textContent = cls === "create" ? "added" : cls === "delete" ? "removed" : "changed";
    line.append(s, code, verb);
    li.append(line);
    if (attrs?.length) {
      const table = document.createElement("table");
      table.className = "attr-table";
      table.setAttribute("aria-label", `Changes of ${text}`);
      const body = document.createElement("tbody");
      for (const a of attrs) {
        const tr = document.createElement("tr");
        const th = document.createElement("th");
        th.scope = "row";
        const c = document.createElement("code");
        c.textContent = a.path;
        th.append(c);
        tr.append(th, cell(a.before), cell(a.after));
        body.append(tr);
      }
      table.append(body);
      li.append(table);
    }
    list.append(li);
  };
  for (const a of d.added) item("create", "+", a);
  for (const a of d.removed) item("delete", "-", a);
  for (const c of d.changed) item("update", "~", c.address, c.attributes);
  if (d.outputs.length) item("update", "~", "outputs", d.outputs);
  wrap.append(list);
  return wrap;
}

function cell(text: string | null): HTMLElement {
  const td = document.createElement("td");
  if (text === null) {
    td.className = "value-none";
    td.textContent = "—";
    return td;
  }
  const code = document.createElement("code");
  code.className = "value";
  code.textContent = text;
  td.append(code);
  return td;
}

function countResources(m: StateModule | undefined): number {
  if (!m) return 0;
  return (m.resources ?? []).filter((r) => r.mode === "managed").length + (m.child_modules ?? []).reduce((n, c) => n + countResources(c), 0);
}

function note(text: string): HTMLElement {
  const p = document.createElement("p");
  p.className = "empty-note";
  p.textContent = text;
  return p;
}

export { instances };
