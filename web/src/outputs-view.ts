/**
 * The Outputs tab: every root output of the selected workspace's state
 * (`output -json`) with its type and value; sensitive values stay hidden
 * until the user asks to see them.
 */
import type { OutputsDocument } from "./plan-types";
import { formatType, formatValue } from "./values";

export class OutputsView {
  private readonly revealed = new Set<string>();

  constructor(private readonly root: HTMLElement) {
    this.show(null);
  }

  show(doc: OutputsDocument | null, error?: string): void {
    if (error) {
      const pre = document.createElement("pre");
      pre.className = "term-text";
      pre.textContent = error;
      this.root.replaceChildren(pre);
      return;
    }
    const names = Object.keys(doc ?? {}).sort();
    if (!doc || names.length === 0) {
      const p = document.createElement("p");
      p.className = "empty-note";
      p.textContent = "No outputs yet. Outputs appear here once they are in the state: declare output blocks, then Apply.";
      this.root.replaceChildren(p);
      return;
    }
    const list = document.createElement("dl");
    list.className = "outputs";
    for (const name of names) {
      const o = doc[name]!;
      const dt = document.createElement("dt");
      const code = document.createElement("code");
      code.className = "output-name";
      code.textContent = name;
      const type = document.createElement("span");
      type.className = "output-type";
      type.textContent = formatType(o.type);
      dt.append(code, type);
      const dd = document.createElement("dd");
      const value = document.createElement("pre");
      value.className = "value output-value";
      const text = formatValue(o.value);
      if (o.sensitive) {
        dt.append(badgeEl("sensitive"));
        const shown = this.revealed.has(name);
        value.textContent = shown ? text : "(sensitive value)";
        value.classList.toggle("value-sensitive", !shown);
        value.id = `output-value-${name}`;
        const btn = document.createElement("button");
        btn.type = "button";
        btn.className = "link-button";
        btn.textContent = shown ? "Hide" : "Show";
        btn.setAttribute("aria-label", `${shown ? "Hide" : "Show"} the value of ${name}`);
        btn.setAttribute("aria-controls", value.id);
        btn.addEventListener("click", () => {
          if (this.revealed.has(name)) this.revealed.delete(name);
          else this.revealed.add(name);
          this.show(doc);
          this.root.querySelector<HTMLElement>(`[aria-controls="output-value-${CSS.escape(name)}"]`)?.focus();
        });
        dd.append(value, btn);
      } else {
        value.textContent = text;
        dd.append(value);
      }
      list.append(dt, dd);
    }
    this.root.replaceChildren(list);
  }
}

function badgeEl(text: string): HTMLElement {
  const b = document.createElement("span");
  b.className = "badge";
  b.textContent = text;
  return b;
}
