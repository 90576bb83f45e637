/**
 * The Plan tab: the summary, a structured view of the changes (from
 * `show -json` of the saved plan: per resource its action, the reason,
 * and each attribute's before and after, with known-after-apply,
 * sensitive and forces-replacement marks, collapsible), and Terraform's
 * own plan text in its colours. After Apply, the apply output.
 */
import { renderAnsi, stripAnsi } from "./ansi";
import type { Change, PlanDocument, ResourceChange } from "./plan-types";
import { anyMarked, formatValue, type Json, jsonEqual, KNOWN_AFTER_APPLY, maskAt, type Mask, SENSITIVE } from "./values";

export interface PlanResult {
  /** "plan" or "destroy" (a plan -destroy). */
  mode: "plan" | "destroy";
  /** What the command printed (stdout then stderr). */
  text: string;
  exitCode: number;
  /** The saved plan as `show -json` prints it, when there is one. */
  doc: PlanDocument | null;
  /**
   * The plan succeeded and `show -json` of it is still running: the text
   * is shown meanwhile, and showPlan is called again with the document.
   */
  readingChanges?: boolean;
}

export interface Counts {
  add: number;
  change: number;
  destroy: number;
  import: number;
  read: number;
}

/** Counts of a plan's resource changes, as Terraform's "Plan:" line counts them. */
export function planCounts(doc: PlanDocument): Counts {
  const c: Counts = { add: 0, change: 0, destroy: 0, import: 0, read: 0 };
  for (const rc of doc.resource_changes ?? []) {
    const a = rc.change.actions;
    if (a.includes("create")) c.add++;
    if (a.includes("delete")) c.destroy++;
    if (a.includes("update")) c.change++;
    if (a.includes("read")) c.read++;
    if (rc.change.importing) c.import++;
  }
  return c;
}

/** True when the plan changes nothing: no resource actions and no output changes. */
export function planIsEmpty(doc: PlanDocument): boolean {
  const resources = (doc.resource_changes ?? []).some((rc) => !rc.change.actions.every((a) => a === "no-op" || a === "read"));
  const outputs = Object.values(doc.output_changes ?? {}).some((c) => !c.actions.every((a) => a === "no-op"));
  return !resources && !outputs;
}

/** "Plan: 1 to add, 0 to change, 1 to destroy." */
export function summaryLine(c: Counts): string {
  const imp = c.import ? `${c.import} to import, ` : "";
  return `Plan: ${imp}${c.add} to add, ${c.change} to change, ${c.destroy} to destroy.`;
}

const ACTIONS: Record<string, { symbol: string; verb: string; css: string }> = {
  create: { symbol: "+", verb: "will be created", css: "create" },
  delete: { symbol: "-", verb: "will be destroyed", css: "delete" },
  update: { symbol: "~", verb: "will be updated in-place", css: "update" },
  "delete,create": { symbol: "-/+", verb: "must be replaced", css: "replace" },
  "create,delete": { symbol: "+/-", verb: "must be replaced", css: "replace" },
  read: { symbol: "<=", verb: "will be read during apply", css: "read" },
  forget: { symbol: ".", verb: "will no longer be managed by Terraform", css: "delete" },
  "no-op": { symbol: " ", verb: "has no changes", css: "noop" },
};

const REASONS: Record<string, string> = {
  replace_because_tainted: "is tainted, so it must be replaced",
  replace_by_request: "will be replaced, as requested",
  replace_because_cannot_update: "a change to an argument that forces replacement",
  replace_by_triggers: "replace_triggered_by changed",
  delete_because_no_resource_config: "it is not in the configuration",
  delete_because_wrong_repetition: "its repetition mode (count or for_each) changed",
  delete_because_count_index: "its count index is out of range",
  delete_because_each_key: "its for_each key is not in the map",
  delete_because_no_module: "its module is not in the configuration",
  delete_because_no_move_target: "its moved block has no target",
  read_because_config_unknown: "its configuration refers to values not yet known",
  read_because_dependency_pending: "it depends on a resource or a module with changes pending",
  read_because_check_nested: "it belongs to a check block",
};

type View = "changes" | "text";

export class PlanView {
  private view: View = "changes";
  private plan: PlanResult | null = null;
  private apply: { text: string; exitCode: number; label: string } | null = null;
  private stale = false;

  constructor(private readonly root: HTMLElement) {
    this.showIdle();
  }

  showIdle(): void {
    this.plan = null;
    this.apply = null;
    const p = note("Press Plan (Ctrl+Enter) to see what Terraform will do. Apply then makes those changes in the mock cloud.");
    this.root.replaceChildren(p);
  }

  /** Shows a command in progress. */
  showRunning(label: string): void {
    const p = note(label);
    p.classList.add("is-running");
    p.setAttribute("aria-busy", "true");
    this.root.replaceChildren(p);
  }

  showPlan(plan: PlanResult): void {
    this.plan = plan;
    this.apply = null;
    this.stale = false;
    this.render();
  }

  /** Adds an apply's output below the plan it applied. */
  showApply(text: string, exitCode: number, label: string): void {
    this.apply = { text, exitCode, label };
    this.render();
  }

  /** Marks the plan shown as out of date (files or state changed since). */
  setStale(stale: boolean): void {
    if (this.stale === stale || !this.plan) return;
    this.stale = stale;
    this.render();
  }

  private render(): void {
    const plan = this.plan;
    if (!plan) return;
    const parts: HTMLElement[] = [];
    const head = document.createElement("div");
    head.className = "plan-head";
    head.append(this.summary(plan));
    if (plan.doc) head.append(this.toggle());
    parts.push(head);

    const status = this.statusNote(plan);
    if (status) parts.push(status);

    if (this.apply) {
      const sec = document.createElement("section");
      sec.className = `apply-output ${this.apply.exitCode === 0 ? "is-ok" : "is-error"}`;
      sec.setAttribute("aria-label", `${this.apply.label} output`);
      const h = document.createElement("h3");
      h.textContent = `${this.apply.label} output`;
      const pre = document.createElement("pre");
      pre.className = "term-text";
      renderAnsi(this.apply.text.replace(/^\n+/, ""), pre);
      sec.append(h, pre);
      parts.push(sec);
    }

    if (plan.doc && this.view === "changes") parts.push(this.changes(plan.doc));
    else {
      const pre = document.createElement("pre");
      pre.className = "term-text plan-text";
      pre.setAttribute("aria-label", "Plan output");
      renderAnsi(plan.text.replace(/^\n+/, ""), pre);
      parts.push(pre);
    }
    this.root.replaceChildren(...parts);
  }

  private summary(plan: PlanResult): HTMLElement {
    const el = document.createElement("p");
    el.className = "plan-summary";
    if (!plan.doc) {
      if (plan.readingChanges) {
        el.classList.add("is-running");
        el.setAttribute("aria-busy", "true");
        el.textContent = "Plan finished; reading its changes…";
        return el;
      }
      el.classList.add("is-error");
      el.textContent = plan.exitCode === 0 ? "Plan finished." : "The plan failed: see the errors below and under Problems.";
      return el;
    }
    if (plan.doc.errored) el.classList.add("is-error");
    if (planIsEmpty(plan.doc)) {
      const strong = document.createElement("strong");
      strong.textContent = "No changes.";
      el.append(strong, " Your infrastructure matches the configuration.");
      return el;
    }
    const c = planCounts(plan.doc);
    const line = document.createElement("span");
    line.className = "plan-line";
    line.textContent = summaryLine(c);
    el.append(line);
    const chips = document.createElement("span");
    chips.className = "chips";
    chips.setAttribute("aria-hidden", "true");
    for (const [n, cls, sym] of [
      [c.add, "create", "+"],
      [c.change, "update", "~"],
      [c.destroy, "delete", "-"],
    ] as const) {
      const chip = document.createElement("span");
      chip.className = `chip chip-${cls}`;
      chip.textContent = `${sym}${n}`;
      chips.append(chip);
    }
    el.append(chips);
    return el;
  }

  private statusNote(plan: PlanResult): HTMLElement | null {
    let text = "";
    let cls = "";
    if (this.apply) {
      text = this.apply.exitCode === 0 ? `${this.apply.label} complete. The next plan compares against the new state.` : `${this.apply.label} failed.`;
      cls = this.apply.exitCode === 0 ? "is-ok" : "is-error";
    } else if (plan.doc?.errored || (!plan.doc && plan.exitCode !== 0)) {
      text = "Terraform could not finish this plan, so it cannot be applied.";
      cls = "is-error";
    } else if (this.stale) {
      text = "Out of date: the configuration, the variables or the state changed since this plan. Apply will plan again.";
      cls = "is-warning";
    } else if (plan.doc && !planIsEmpty(plan.doc)) {
      text = plan.mode === "destroy" ? "Saved destroy plan. Press Destroy again to confirm it." : "Saved plan, not applied yet. Press Apply to perform these actions.";
    }
    if (!text) return null;
    const p = document.createElement("p");
    p.className = `plan-status ${cls}`;
    p.textContent = text;
    return p;
  }

  private toggle(): HTMLElement {
    const group = document.createElement("div");
    group.className = "segmented";
    group.setAttribute("role", "group");
    group.setAttribute("aria-label", "Plan view");
    for (const [v, label] of [
      ["changes", "Changes"],
      ["text", "Terraform output"],
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

  private changes(doc: PlanDocument): HTMLElement {
    const wrap = document.createElement("div");
    wrap.className = "plan-changes";
    const changes = (doc.resource_changes ?? []).filter((rc) => !rc.change.actions.every((a) => a === "no-op") || rc.change.importing || rc.previous_address);
    if (changes.length === 0 && planIsEmpty(doc)) {
      wrap.append(note("Terraform has compared your real infrastructure against your configuration and found no differences, so no changes are needed."));
    }
    if (changes.length) {
      const list = document.createElement("ul");
      list.className = "change-list";
      list.setAttribute("aria-label", "Resource changes");
      for (const rc of changes) list.append(this.resourceCard(rc));
      wrap.append(list);
    }
    const outputs = Object.entries(doc.output_changes ?? {}).filter(([, c]) => !c.actions.every((a) => a === "no-op"));
    if (outputs.length) {
      const h = document.createElement("h3");
      h.className = "section-title";
      h.textContent = "Changes to Outputs";
      const table = attrTable(
        outputs.map(([name, c]) => row(name, c, name)),
        "Output changes",
      );
      wrap.append(h, table);
      if (changes.length === 0) {
        wrap.append(note("You can apply this plan to save these new output values to the Terraform state, without changing any real infrastructure."));
      }
    }
    if (doc.errored) wrap.append(note("The plan is incomplete because of errors: see Problems."));
    return wrap;
  }

  private resourceCard(rc: ResourceChange): HTMLElement {
    const key = rc.change.actions.join(",");
    const action = ACTIONS[key] ?? { symbol: "?", verb: key, css: "noop" };
    const li = document.createElement("li");
    li.className = `change change-${action.css}`;
    const details = document.createElement("details");
    details.open = true;
    const summary = document.createElement("summary");
    const sym = document.createElement("span");
    sym.className = "change-symbol";
    sym.textContent = action.symbol;
    sym.setAttribute("aria-hidden", "true");
    const addr = document.createElement("code");
    addr.className = "change-address";
    addr.textContent = rc.address + (rc.deposed ? ` (deposed object ${rc.deposed})` : "");
    const verb = document.createElement("span");
    verb.className = "change-verb";
    verb.textContent = rc.change.importing ? `will be imported${action.css === "noop" ? "" : `, then ${action.verb}`}` : action.verb;
    summary.append(sym, addr, verb);
    details.append(summary);
    const reason = rc.action_reason ? REASONS[rc.action_reason] : undefined;
    if (reason || rc.previous_address) {
      const p = document.createElement("p");
      p.className = "change-reason";
      const bits: string[] = [];
      if (rc.previous_address) bits.push(`moved from ${rc.previous_address}`);
      if (reason) bits.push(`because ${reason}`);
      p.textContent = bits.join("; ");
      details.append(p);
    }
    const rows = attributeRows(rc.change);
    const changed = rows.filter((r) => r.changed);
    const same = rows.filter((r) => !r.changed);
    if (changed.length) details.append(attrTable(changed, `Attributes of ${rc.address}`));
    if (same.length && action.css !== "create" && action.css !== "delete") {
      const more = document.createElement("details");
      more.className = "unchanged";
      const s = document.createElement("summary");
      s.textContent = `${same.length} unchanged attribute${same.length === 1 ? "" : "s"}`;
      more.append(s, attrTable(same, `Unchanged attributes of ${rc.address}`));
      details.append(more);
    }
    li.append(details);
    return li;
  }
}

interface Row {
  name: string;
  before: string | null;
  after: string | null;
  changed: boolean;
  unknown: boolean;
  sensitive: boolean;
  forcesReplacement: boolean;
}

function row(name: string, c: Change, path: string | null): Row {
  const creating = c.actions.includes("create") && !c.actions.includes("delete");
  const deleting = c.actions.includes("delete") && !c.actions.includes("create");
  const unknown = c.after_unknown === true;
  return {
    name,
    before: creating ? null : formatValue(c.before, undefined, c.before_sensitive),
    after: deleting ? null : formatValue(c.after, c.after_unknown, c.after_sensitive),
    changed: unknown || !jsonEqual(c.before, c.after) || c.actions.includes("create") || c.actions.includes("delete"),
    unknown,
    sensitive: c.after_sensitive === true || c.before_sensitive === true,
    forcesReplacement: path !== null && (c.replace_paths ?? []).some((p) => p[0] === path),
  };
}

/** One row per top-level attribute of a resource change. */
function attributeRows(c: Change): Row[] {
  const obj = (v: Json | undefined) => (v && typeof v === "object" && !Array.isArray(v) ? v : {});
  const before = obj(c.before);
  const after = obj(c.after);
  const unknownKeys =
    c.after_unknown && typeof c.after_unknown === "object" && !Array.isArray(c.after_unknown)
      ? Object.entries(c.after_unknown).filter(([, m]) => anyMarked(m as Mask)).map(([k]) => k)
      : [];
  const names = [...new Set([...Object.keys(before), ...Object.keys(after), ...unknownKeys])].sort();
  const creating = c.actions.includes("create") && !c.actions.includes("delete");
  const deleting = c.actions.includes("delete") && !c.actions.includes("create");
  const rows: Row[] = [];
  for (const name of names) {
    const b = before[name];
    const a = after[name];
    const unk = maskAt(c.after_unknown, name);
    const bs = maskAt(c.before_sensitive, name);
    const as = maskAt(c.after_sensitive, name);
    // Attributes that are null before and after say nothing: Terraform hides them.
    if ((b === null || b === undefined) && (a === null || a === undefined) && !anyMarked(unk)) continue;
    const unknown = unk === true;
    rows.push({
      name,
      before: creating || b === undefined ? null : formatValue(b, undefined, bs),
      after: deleting ? null : formatValue(a, unk, as),
      changed: creating || deleting || anyMarked(unk) || !jsonEqual(b, a),
      unknown,
      sensitive: bs === true || as === true,
      forcesReplacement: (c.replace_paths ?? []).some((p) => p[0] === name),
    });
  }
  return rows;
}

function attrTable(rows: readonly Row[], label: string): HTMLElement {
  // A creation has no "before", a deletion no "after": show one value column.
  const showBefore = rows.some((r) => r.before !== null);
  const showAfter = rows.some((r) => r.after !== null);
  const table = document.createElement("table");
  table.className = "attr-table";
  table.setAttribute("aria-label", label);
  const head = document.createElement("thead");
  const hr = document.createElement("tr");
  const titles = showBefore && showAfter ? ["Attribute", "Before", "After"] : ["Attribute", "Value"];
  for (const t of titles) {
    const th = document.createElement("th");
    th.scope = "col";
    th.textContent = t;
    hr.append(th);
  }
  head.append(hr);
  const body = document.createElement("tbody");
  for (const r of rows) {
    const tr = document.createElement("tr");
    const name = document.createElement("th");
    name.scope = "row";
    const code = document.createElement("code");
    code.textContent = r.name;
    name.append(code);
    if (r.forcesReplacement) name.append(badge("forces replacement", "badge-replace"));
    tr.append(name);
    if (showBefore) tr.append(valueCell(r.before));
    if (showAfter) tr.append(valueCell(r.after));
    body.append(tr);
  }
  table.append(head, body);
  return table;
}

function valueCell(text: string | null): HTMLElement {
  const td = document.createElement("td");
  if (text === null) {
    td.className = "value-none";
    td.textContent = "—";
    td.setAttribute("aria-label", "none");
    return td;
  }
  const code = document.createElement("code");
  code.className = "value";
  if (text === KNOWN_AFTER_APPLY) code.classList.add("value-unknown");
  if (text === SENSITIVE) code.classList.add("value-sensitive");
  code.textContent = text;
  td.append(code);
  return td;
}

function badge(text: string, cls: string): HTMLElement {
  const b = document.createElement("span");
  b.className = `badge ${cls}`;
  b.textContent = text;
  return b;
}

function note(text: string): HTMLParagraphElement {
  const p = document.createElement("p");
  p.className = "empty-note";
  p.textContent = text;
  return p;
}

/** Terraform's plan text without its colours, for tests and copy. */
export function plainText(text: string): string {
  return stripAnsi(text);
}
