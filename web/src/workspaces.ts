/**
 * The workspace selector: `default` and the workspaces created with
 * `terraform workspace new`, each with its own state. Selecting, creating
 * and deleting run Terraform's workspace commands.
 */
import { stripAnsi } from "./ansi";
import { confirmDialog, promptDialog } from "./dialog";
import type { Terraform } from "./terraform";
import type { WorkspaceStore } from "./workspace-store";

export interface WorkspaceControls {
  select: HTMLSelectElement;
  add: HTMLButtonElement;
  remove: HTMLButtonElement;
  store: WorkspaceStore;
  tf: Terraform;
  report: (text: string, kind: "" | "error" | "ok") => void;
}

export function setupWorkspaces(c: WorkspaceControls): void {
  const render = () => {
    const names = c.store.knownWorkspaces();
    const current = c.store.workspace;
    const same = names.length === c.select.options.length && names.every((n, i) => c.select.options[i]?.value === n);
    if (!same) c.select.replaceChildren(...names.map((n) => new Option(n, n)));
    c.select.value = current;
    c.remove.disabled = current === "default";
  };
  render();
  c.store.onChange((kinds) => {
    if (kinds.has("workspace") || kinds.has("tree") || kinds.has("files")) render();
  });

  const run = async (args: string[]): Promise<boolean> => {
    const res = await c.tf.run(args, { vars: false, autoInit: false });
    const text = stripAnsi(res.stdout + res.stderr).trim();
    if (res.exitCode !== 0) {
      c.report(text.split("\n").find((l) => l.trim()) ?? "The workspace command failed.", "error");
      render();
      return false;
    }
    c.report(text.split("\n")[0] ?? "", "ok");
    render();
    return true;
  };

  c.select.addEventListener("change", () => {
    const name = c.select.value;
    if (name !== c.store.workspace) void run(["workspace", "select", name]);
  });

  c.add.addEventListener("click", async () => {
    const name = await promptDialog("New workspace", "Workspace name", "", "Create", (v) =>
      !/^[A-Za-z0-9_.-]+$/.test(v.trim())
        ? "Use letters, digits, dots, dashes and underscores."
        : c.store.knownWorkspaces().includes(v.trim())
          ? `Workspace "${v.trim()}" already exists.`
          : null,
    );
    if (name) await run(["workspace", "new", name.trim()]);
  });

  c.remove.addEventListener("click", async () => {
    const name = c.store.workspace;
    if (name === "default") return;
    const hasState = (c.store.state(name) ?? "").includes('"instances"');
    const ok = await confirmDialog(
      `Delete workspace "${name}"?`,
      hasState
        ? `Its state still tracks resources; they will be forgotten, not destroyed. tfplay switches to "default" first.`
        : `tfplay switches to "default" first, then deletes "${name}".`,
      "Delete workspace",
      true,
    );
    if (!ok) return;
    if (!(await run(["workspace", "select", "default"]))) return;
    await run(["workspace", "delete", ...(hasState ? ["-force"] : []), name]);
  });
}
