/**
 * Root module input variables: finding their declarations (description,
 * type, sensitive) in the configuration, reading "No value for required
 * variable" errors, and the form that asks for the missing values the way
 * Terraform prompts:
 *
 *     var.name
 *       Who to greet.
 *
 *       Enter a value:
 */
import { printable, stripAnsi } from "./ansi";
import { isConfigFile } from "./paths";

export interface VariableInfo {
  name: string;
  description: string;
  type: string;
  sensitive: boolean;
  hasDefault: boolean;
}

/** Names of the root variables a command reported as missing, in order. */
export function missingVariables(stderr: string): string[] {
  const names: string[] = [];
  for (const m of stripAnsi(stderr).matchAll(/The root module input variable "([^"]+)" is not set/g)) {
    if (!names.includes(m[1]!)) names.push(m[1]!);
  }
  return names;
}

/** The root module's variable declarations (files directly in the root folder). */
export function rootVariables(files: Readonly<Record<string, string>>): VariableInfo[] {
  const out: VariableInfo[] = [];
  for (const [path, text] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    if (path.includes("/") || !isConfigFile(path) || path.endsWith(".json")) continue;
    for (const m of text.matchAll(/^\s*variable\s+"([^"]+)"\s*\{/gm)) {
      const body = blockBody(text, m.index + m[0].length);
      out.push({
        name: m[1]!,
        description: stringAttr(body, "description") ?? "",
        type: /^\s*type\s*=\s*(.+?)\s*$/m.exec(topLevel(body))?.[1] ?? "",
        sensitive: /^\s*sensitive\s*=\s*true\b/m.test(topLevel(body)),
        hasDefault: /^\s*default\s*=/m.test(topLevel(body)),
      });
    }
  }
  return out;
}

/** The text of a block from just after its "{" to its matching "}". */
function blockBody(text: string, start: number): string {
  let depth = 1;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      // Skip a quoted string (with escapes and ${…} templates kept simple).
      for (i++; i < text.length && text[i] !== '"' && text[i] !== "\n"; i++) if (text[i] === "\\") i++;
    } else if (c === "#" || (c === "/" && text[i + 1] === "/")) {
      while (i < text.length && text[i] !== "\n") i++;
    } else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return text.slice(start, i);
  }
  return text.slice(start);
}

/** The lines of a block body outside its nested blocks and brackets. */
function topLevel(body: string): string {
  let depth = 0;
  const out: string[] = [];
  for (const line of body.split("\n")) {
    if (depth === 0) out.push(line);
    for (const c of line.replace(/"(?:[^"\\]|\\.)*"/g, '""').replace(/#.*$|\/\/.*$/, "")) {
      if (c === "{" || c === "[" || c === "(") depth++;
      else if (c === "}" || c === "]" || c === ")") depth--;
    }
  }
  return out.join("\n");
}

function stringAttr(body: string, name: string): string | null {
  const m = new RegExp(`^\\s*${name}\\s*=\\s*"((?:[^"\\\\\\n]|\\\\.)*)"`, "m").exec(body);
  if (!m) return null;
  try {
    return JSON.parse(`"${m[1]}"`) as string;
  } catch {
    return m[1]!;
  }
}

/**
 * Asks for values in a modal form, one field per variable, labelled like
 * Terraform's prompt. Resolves with the values, or null when cancelled.
 */
export function promptVariables(vars: readonly VariableInfo[], remember: boolean): Promise<Record<string, string> | null> {
  return new Promise((resolve) => {
    const dialog = document.createElement("dialog");
    dialog.className = "dialog var-dialog";
    dialog.setAttribute("aria-labelledby", "var-dialog-title");
    const form = document.createElement("form");
    form.method = "dialog";
    const title = document.createElement("h2");
    title.id = "var-dialog-title";
    title.textContent = vars.length === 1 ? "A variable needs a value" : "Variables need values";
    const intro = document.createElement("p");
    intro.className = "dialog-text";
    intro.textContent = remember
      ? "These root module variables have no default. The values are kept for this workspace (see Variables) and passed as -var on every run."
      : "These root module variables have no default.";
    form.append(title, intro);
    const inputs: [string, HTMLInputElement][] = [];
    for (const v of vars) {
      const field = document.createElement("div");
      field.className = "var-field";
      const label = document.createElement("label");
      const id = `var-input-${v.name}`;
      label.htmlFor = id;
      const name = document.createElement("span");
      name.className = "var-name";
      name.textContent = `var.${v.name}`;
      label.append(name);
      if (v.description) {
        const desc = document.createElement("span");
        desc.className = "var-desc";
        desc.textContent = printable(v.description); // no escape sequence or control character in the page
        label.append(desc);
      }
      const enter = document.createElement("span");
      enter.className = "var-enter";
      enter.textContent = "Enter a value:";
      label.append(enter);
      const input = document.createElement("input");
      input.id = id;
      input.type = v.sensitive ? "password" : "text";
      input.autocomplete = "off";
      input.spellcheck = false;
      if (v.type) input.placeholder = v.type;
      field.append(label, input);
      form.append(field);
      inputs.push([v.name, input]);
    }
    const actions = document.createElement("div");
    actions.className = "dialog-actions";
    const cancel = document.createElement("button");
    cancel.type = "button";
    cancel.textContent = "Cancel";
    const ok = document.createElement("button");
    ok.type = "submit";
    ok.className = "primary";
    ok.textContent = "Continue";
    actions.append(cancel, ok);
    form.append(actions);
    dialog.append(form);
    document.body.append(dialog);
    let result: Record<string, string> | null = null;
    cancel.addEventListener("click", () => dialog.close());
    form.addEventListener("submit", () => {
      result = Object.fromEntries(inputs.map(([n, i]) => [n, i.value]));
    });
    dialog.addEventListener("close", () => {
      dialog.remove();
      resolve(result);
    });
    dialog.showModal();
    inputs[0]?.[1].focus();
  });
}
