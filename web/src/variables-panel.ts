/**
 * The Variables dialog: the -var values of the selected workspace, one
 * field per root variable of the configuration (with its description,
 * type and whether it has a default). An empty field means "not set".
 */
import { printable } from "./ansi";
import { rootVariables } from "./variables";
import type { WorkspaceStore } from "./workspace-store";

export class VariablesPanel {
  constructor(
    private readonly button: HTMLButtonElement,
    private readonly store: WorkspaceStore,
  ) {
    button.addEventListener("click", () => this.open());
  }

  /** Updates the button's count of values set. */
  refresh(): void {
    const n = Object.keys(this.store.vars()).length;
    this.button.dataset["count"] = n ? String(n) : "";
    this.button.title = `-var values of workspace "${this.store.workspace}"${n ? `: ${n} set` : ""}`;
  }

  open(): void {
    const ws = this.store.workspace;
    const values = this.store.vars(ws);
    const declared = rootVariables(this.store.files);
    const names = [...new Set([...declared.map((v) => v.name), ...Object.keys(values)])];
    const dialog = document.createElement("dialog");
    dialog.className = "dialog var-dialog";
    dialog.setAttribute("aria-labelledby", "vars-title");
    const form = document.createElement("form");
    form.method = "dialog";
    const h = document.createElement("h2");
    h.id = "vars-title";
    h.textContent = `Variables of workspace "${ws}"`;
    const p = document.createElement("p");
    p.className = "dialog-text";
    p.textContent = "Values set here are passed as -var name=value on every plan, apply and console run in this workspace. Leave a field empty to use the default or terraform.tfvars.";
    form.append(h, p);
    const inputs: [string, HTMLInputElement][] = [];
    if (names.length === 0) {
      const none = document.createElement("p");
      none.className = "empty-note";
      none.textContent = "The root module declares no variables.";
      form.append(none);
    }
    for (const name of names) {
      const info = declared.find((v) => v.name === name);
      const field = document.createElement("div");
      field.className = "var-field";
      const label = document.createElement("label");
      label.htmlFor = `var-set-${name}`;
      const n = document.createElement("span");
      n.className = "var-name";
      n.textContent = `var.${name}`;
      label.append(n);
      const meta = [info?.type, info ? (info.hasDefault ? "has a default" : "required") : "not declared"].filter(Boolean).join(" · ");
      const m = document.createElement("span");
      m.className = "var-meta";
      m.textContent = meta;
      label.append(m);
      if (info?.description) {
        const d = document.createElement("span");
        d.className = "var-desc";
        d.textContent = printable(info.description); // no escape sequence or control character in the page
        label.append(d);
      }
      const input = document.createElement("input");
      input.id = `var-set-${name}`;
      input.value = values[name] ?? "";
      input.autocomplete = "off";
      input.spellcheck = false;
      if (info?.sensitive) input.type = "password";
      field.append(label, input);
      form.append(field);
      inputs.push([name, input]);
    }
    const actions = document.createElement("div");
    actions.className = "dialog-actions";
    const cancel = document.createElement("button");
    cancel.type = "button";
    cancel.textContent = "Cancel";
    cancel.addEventListener("click", () => dialog.close());
    const save = document.createElement("button");
    save.type = "submit";
    save.className = "primary";
    save.textContent = "Save";
    actions.append(cancel, save);
    form.append(actions);
    form.addEventListener("submit", () => {
      for (const [name, input] of inputs) this.store.setVar(name, input.value === "" ? null : input.value, ws);
    });
    dialog.append(form);
    dialog.addEventListener("close", () => {
      dialog.remove();
      this.button.focus();
    });
    document.body.append(dialog);
    dialog.showModal();
    inputs[0]?.[1].focus();
  }
}
