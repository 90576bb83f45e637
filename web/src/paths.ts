/**
 * Paths of the working directory: relative, forward slashes, no "." or
 * ".." parts. Also which files the engine writes and which are the
 * configuration.
 */

/** Cleans a path typed by the user; returns null when it is not acceptable. */
export function cleanPath(input: string): string | null {
  const parts: string[] = [];
  for (const part of input.trim().replace(/\\/g, "/").split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") return null;
    if (/[\u0000-\u001f*?"<>|:]/.test(part)) return null;
    parts.push(part);
  }
  return parts.length ? parts.join("/") : null;
}

export function dirname(path: string): string {
  const i = path.lastIndexOf("/");
  return i < 0 ? "" : path.slice(0, i);
}

export function basename(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

export function join(dir: string, name: string): string {
  return dir ? `${dir}/${name}` : name;
}

/** True when `path` is `dir` itself or inside it. */
export function within(path: string, dir: string): boolean {
  return path === dir || path.startsWith(dir + "/");
}

/** Where tfplay keeps its own files (saved plans of the buttons and the terminal). */
export const TFPLAY_DIR = ".tfplay";

/**
 * Files Terraform itself writes: state, backups, the lock file, the
 * .terraform directory. They are shown read-only.
 */
export function isEngineFile(path: string): boolean {
  return (
    within(path, ".terraform") ||
    within(path, "terraform.tfstate.d") ||
    within(path, TFPLAY_DIR) ||
    path === ".terraform.lock.hcl" ||
    /^terraform\.tfstate(\.backup)?$/.test(path) ||
    path.endsWith(".tfplan")
  );
}

/** Files of a module's configuration (they matter to init and validate). */
export function isConfigFile(path: string): boolean {
  return /\.tf(\.json)?$/.test(path) || /\.tftest\.hcl$/.test(path);
}

/**
 * Where the local backend keeps state: the default workspace's file and
 * the folder of the others' (terraform.tfstate, terraform.tfstate.d), or
 * what the backend's path and workspace_dir say, as `init` recorded them
 * in .terraform/terraform.tfstate (engine/workspaces/backend.go).
 */
export function stateLayout(files: Readonly<Record<string, string>>): { path: string; workspaceDir: string } {
  const layout = { path: "terraform.tfstate", workspaceDir: "terraform.tfstate.d" };
  const record = files[".terraform/terraform.tfstate"];
  if (!record) return layout;
  try {
    const backend = (JSON.parse(record) as { backend?: { type?: string; config?: { path?: unknown; workspace_dir?: unknown } } }).backend;
    if (backend?.type !== "local") return layout;
    const { path, workspace_dir: dir } = backend.config ?? {};
    if (typeof path === "string" && path !== "") layout.path = cleanPath(path) ?? layout.path;
    if (typeof dir === "string" && dir !== "") layout.workspaceDir = cleanPath(dir) ?? layout.workspaceDir;
  } catch {
    // An unreadable record: the default layout, as the engine reads it.
  }
  return layout;
}

/** The state file of a workspace in the working directory's files. */
export function statePath(workspace: string, files: Readonly<Record<string, string>>): string {
  const { path, workspaceDir } = stateLayout(files);
  return workspace === "default" ? path : `${workspaceDir}/${workspace}/terraform.tfstate`;
}

/** The editor language of a file, by its name. */
export function fileKind(path: string): "hcl" | "json" | "text" {
  if (/\.(tf|tfvars|hcl)$/.test(path)) return "hcl";
  if (/\.json$/.test(path) || /terraform\.tfstate(\.backup)?$/.test(path)) return "json";
  return "text";
}
