/**
 * Everything the user has: the working directory (configuration files
 * and the files Terraform wrote: .terraform/, the lock file, every
 * workspace's state, saved plans), -var values per workspace, the apply
 * history and a few UI choices. Persisted as one record (persistence.ts).
 */
import { dirname, isEngineFile, join, stateLayout, statePath, within } from "./paths";
import { starterFiles } from "./starter";

/** One recorded state change (an apply, a destroy, a state command…). */
export interface HistoryEntry {
  id: number;
  workspace: string;
  /** The command that changed the state, e.g. "apply" or "state rm aws_x.y". */
  command: string;
  /** Epoch ms. */
  time: number;
  serial: number;
  lineage: string;
  /** From the apply summary, when the command applied a plan. */
  counts: { add: number; change: number; destroy: number } | null;
  /** Number of resource instances in the new state. */
  resources: number;
  /** The state file's content after the change ("" when it was removed). */
  state: string;
}

export interface ProjectData {
  version: 1;
  /** Text files of the working directory: path → content. */
  files: Record<string, string>;
  /** Binary files (saved plans): path → base64. */
  binaryFiles: Record<string, string>;
  /** Folders created by the user that may hold no file yet. */
  folders: string[];
  /** -var values: workspace → variable name → value as typed. */
  vars: Record<string, Record<string, string>>;
  history: HistoryEntry[];
  /** Files open in editor tabs, and the active one. */
  open: string[];
  active: string | null;
  consoleHistory: string[];
  terminalHistory: string[];
  /** What `init` last saw of module and provider requirements. */
  initFingerprint: string | null;
  /** When the files were last changed by the user (epoch ms), 0 for never. */
  edited: number;
  /** The language the engine follows: Terraform's or OpenTofu's. */
  flavor: Flavor;
  /** The id of the gallery example the project was opened from (kept in share links). */
  example?: string | null;
}

export type Flavor = "terraform" | "opentofu";

export type ChangeKind = "files" | "tree" | "vars" | "history" | "workspace" | "ui";

export function newProject(): ProjectData {
  const files = starterFiles();
  const first = Object.keys(files)[0] ?? null;
  return {
    version: 1,
    files,
    binaryFiles: {},
    folders: [],
    vars: {},
    history: [],
    open: first ? [first] : [],
    active: first,
    consoleHistory: [],
    terminalHistory: [],
    initFingerprint: null,
    edited: 0,
    flavor: "terraform",
  };
}

/** Fills in what an older or partial saved record lacks. */
export function upgradeProject(raw: unknown): ProjectData | null {
  if (!raw || typeof raw !== "object") return null;
  const r = raw as Partial<ProjectData> & { version?: number };
  // Records saved before the format had a version (version 0) are
  // migrated like partial version 1 records; a later or unknown version,
  // or files that are not a map of texts, cannot be read.
  if ((r.version !== 1 && r.version !== undefined) || !r.files || typeof r.files !== "object" || Array.isArray(r.files)) return null;
  if (Object.values(r.files).some((t) => typeof t !== "string")) return null;
  const base = newProject();
  return {
    ...base,
    ...r,
    version: 1,
    files: r.files,
    binaryFiles: r.binaryFiles ?? {},
    folders: r.folders ?? [],
    vars: r.vars ?? {},
    history: r.history ?? [],
    open: (r.open ?? []).filter((p) => p in r.files!),
    active: r.active && r.active in r.files ? r.active : null,
    flavor: r.flavor === "opentofu" ? "opentofu" : "terraform",
  } as ProjectData;
}

const MAX_HISTORY = 200;
const MAX_LINES = 500;

export class WorkspaceStore {
  private readonly listeners = new Set<(kinds: ReadonlySet<ChangeKind>) => void>();
  private pending = new Set<ChangeKind>();
  private scheduled = false;
  private nextHistoryId: number;

  constructor(public data: ProjectData) {
    this.nextHistoryId = Math.max(0, ...data.history.map((h) => h.id)) + 1;
  }

  /** Calls `fn` (batched, once per task) after changes. */
  onChange(fn: (kinds: ReadonlySet<ChangeKind>) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Replaces everything (New, or a restored record). */
  replace(data: ProjectData): void {
    this.data = data;
    this.nextHistoryId = Math.max(0, ...data.history.map((h) => h.id)) + 1;
    this.changed("files", "tree", "vars", "history", "workspace", "ui");
  }

  changed(...kinds: ChangeKind[]): void {
    for (const k of kinds) this.pending.add(k);
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      const kinds = this.pending;
      this.pending = new Set();
      for (const fn of this.listeners) fn(kinds);
    });
  }

  // Files

  get files(): Readonly<Record<string, string>> {
    return this.data.files;
  }

  has(path: string): boolean {
    return path in this.data.files || path in this.data.binaryFiles;
  }

  isFolder(path: string): boolean {
    if (this.data.folders.includes(path)) return true;
    return this.allPaths().some((p) => within(p, path) && p !== path);
  }

  /** Every file path, text and binary, sorted. */
  allPaths(): string[] {
    return [...Object.keys(this.data.files), ...Object.keys(this.data.binaryFiles)].sort();
  }

  /** Every folder: of files and the user's empty ones. */
  allFolders(): string[] {
    const set = new Set(this.data.folders);
    for (const p of this.allPaths()) {
      for (let d = dirname(p); d; d = dirname(d)) set.add(d);
    }
    return [...set].sort();
  }

  /** Sets a file's content as the user typed it. */
  setFile(path: string, content: string): void {
    const isNew = !(path in this.data.files);
    if (!isNew && this.data.files[path] === content) return;
    this.data.files[path] = content;
    if (!isEngineFile(path)) this.data.edited = Date.now();
    this.changed(...(isNew ? (["files", "tree"] as const) : (["files"] as const)));
  }

  addFolder(path: string): void {
    if (!this.data.folders.includes(path)) this.data.folders.push(path);
    this.changed("tree");
  }

  /** Removes a file or a folder with everything in it. */
  remove(path: string): void {
    for (const p of Object.keys(this.data.files)) if (within(p, path)) delete this.data.files[p];
    for (const p of Object.keys(this.data.binaryFiles)) if (within(p, path)) delete this.data.binaryFiles[p];
    this.data.folders = this.data.folders.filter((f) => !within(f, path));
    this.data.open = this.data.open.filter((p) => !within(p, path));
    if (this.data.active && within(this.data.active, path)) this.data.active = this.data.open[0] ?? null;
    this.data.edited = Date.now();
    this.changed("files", "tree", "ui");
  }

  /** Renames a file or a folder (with everything in it). */
  rename(from: string, to: string): void {
    const move = (p: string) => (within(p, from) ? to + p.slice(from.length) : p);
    const moveKeys = <T>(rec: Record<string, T>) => Object.fromEntries(Object.entries(rec).map(([k, v]) => [move(k), v]));
    this.data.files = moveKeys(this.data.files);
    this.data.binaryFiles = moveKeys(this.data.binaryFiles);
    this.data.folders = this.data.folders.map(move);
    this.data.open = this.data.open.map(move);
    if (this.data.active) this.data.active = move(this.data.active);
    this.data.edited = Date.now();
    this.changed("files", "tree", "ui");
  }

  /**
   * Applies what a command wrote: new contents, and removals (null).
   * Returns the paths that changed.
   */
  applyWritten(files: Record<string, string | null>, binaryFiles: Record<string, string> = {}): string[] {
    const changed: string[] = [];
    let tree = false;
    for (const [path, content] of Object.entries(files)) {
      if (content === null) {
        if (this.has(path)) {
          delete this.data.files[path];
          delete this.data.binaryFiles[path];
          changed.push(path);
          tree = true;
        }
        continue;
      }
      if (this.data.files[path] === content) continue;
      if (!(path in this.data.files)) tree = true;
      delete this.data.binaryFiles[path];
      this.data.files[path] = content;
      changed.push(path);
    }
    for (const [path, content] of Object.entries(binaryFiles)) {
      if (this.data.binaryFiles[path] === content) continue;
      if (!(path in this.data.binaryFiles)) tree = true;
      delete this.data.files[path];
      this.data.binaryFiles[path] = content;
      changed.push(path);
    }
    if (changed.length) this.changed("files", ...(tree ? (["tree"] as const) : []));
    if (changed.includes(".terraform/environment")) this.changed("workspace");
    return changed;
  }

  // Workspaces

  /** The selected Terraform workspace (.terraform/environment). */
  get workspace(): string {
    return this.data.files[".terraform/environment"]?.trim() || "default";
  }

  /** The state file of a workspace (default: the selected one), or null. */
  state(workspace = this.workspace): string | null {
    return this.data.files[statePath(workspace, this.data.files)] ?? null;
  }

  /** Workspaces known from the files (the selected one, and those with a state folder). */
  knownWorkspaces(): string[] {
    const set = new Set(["default", this.workspace]);
    const dir = `${stateLayout(this.data.files).workspaceDir}/`;
    const workspaceOf = (p: string) => (p.startsWith(dir) ? p.slice(dir.length).split("/")[0] : undefined);
    for (const p of Object.keys(this.data.files)) {
      const ws = workspaceOf(p);
      if (ws && p.length > dir.length + ws.length) set.add(ws);
    }
    for (const f of this.data.folders) {
      const ws = workspaceOf(f);
      if (ws) set.add(ws);
    }
    return [...set].sort((a, b) => (a === "default" ? -1 : b === "default" ? 1 : a.localeCompare(b)));
  }

  // Variables

  vars(workspace = this.workspace): Record<string, string> {
    return this.data.vars[workspace] ?? {};
  }

  setVar(name: string, value: string | null, workspace = this.workspace): void {
    const vars = { ...(this.data.vars[workspace] ?? {}) };
    if (value === null) delete vars[name];
    else vars[name] = value;
    this.data.vars[workspace] = vars;
    this.changed("vars");
  }

  // History

  addHistory(entry: Omit<HistoryEntry, "id">): HistoryEntry {
    const full = { ...entry, id: this.nextHistoryId++ };
    this.data.history.push(full);
    if (this.data.history.length > MAX_HISTORY) this.data.history.splice(0, this.data.history.length - MAX_HISTORY);
    this.changed("history");
    return full;
  }

  historyOf(workspace = this.workspace): HistoryEntry[] {
    return this.data.history.filter((h) => h.workspace === workspace);
  }

  // Editor tabs and line histories

  open(path: string): void {
    if (!this.data.open.includes(path)) this.data.open.push(path);
    this.data.active = path;
    this.changed("ui");
  }

  close(path: string): void {
    const i = this.data.open.indexOf(path);
    if (i < 0) return;
    this.data.open.splice(i, 1);
    if (this.data.active === path) this.data.active = this.data.open[Math.min(i, this.data.open.length - 1)] ?? null;
    this.changed("ui");
  }

  remember(list: "consoleHistory" | "terminalHistory", line: string): void {
    const h = this.data[list];
    if (h[h.length - 1] !== line) h.push(line);
    if (h.length > MAX_LINES) h.splice(0, h.length - MAX_LINES);
    this.changed("ui");
  }

  setInitFingerprint(fp: string): void {
    this.data.initFingerprint = fp;
    this.changed("ui");
  }
}

/** A folder path's parent chain, e.g. "a/b/c" → ["a", "a/b"]. */
export function parents(path: string): string[] {
  const out: string[] = [];
  for (let d = dirname(path); d; d = dirname(d)) out.unshift(d);
  return out;
}

export { join };
