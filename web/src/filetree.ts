/**
 * The file tree (ARIA tree pattern): folders and files of the working
 * directory, the engine's own files dimmed. One item is selected (the
 * target of New, Rename and Delete); activating a file opens it. Keys:
 * ↑/↓ move, ←/→ collapse/expand, Home/End, Enter opens, F2 renames,
 * Delete deletes.
 */
import { basename, dirname, isEngineFile, TFPLAY_DIR, within } from "./paths";

export interface FileTreeHandlers {
  onOpen: (path: string) => void;
  onRename: (path: string) => void;
  onDelete: (path: string) => void;
}

interface Node {
  path: string;
  folder: boolean;
  depth: number;
}

/** Folders shown collapsed until opened: Terraform's own. */
const COLLAPSED_BY_DEFAULT = [".terraform", "terraform.tfstate.d"];

export class FileTree {
  private readonly expanded = new Set<string>();
  private readonly seen = new Set<string>();
  private selectedPath: string | null = null;
  private activePath: string | null = null;
  private nodes: Node[] = [];
  private lastFiles: readonly string[] = [];
  private lastFolders: readonly string[] = [];

  constructor(
    private readonly root: HTMLElement,
    private readonly handlers: FileTreeHandlers,
  ) {
    root.addEventListener("keydown", (e) => this.onKey(e));
  }

  /** The selected item, or null. */
  get selected(): string | null {
    return this.selectedPath;
  }

  select(path: string | null): void {
    this.selectedPath = path;
    for (const li of this.root.querySelectorAll<HTMLElement>("[role=treeitem]")) {
      const on = li.dataset["path"] === path;
      li.setAttribute("aria-selected", String(on));
      li.tabIndex = on ? 0 : -1;
    }
  }

  /** Marks the file open in the editor. */
  setActive(path: string | null): void {
    this.activePath = path;
    if (path) {
      for (let d = dirname(path); d; d = dirname(d)) this.expanded.add(d);
    }
  }

  /** Expands a folder (and its parents). */
  reveal(path: string): void {
    for (let d = path; d; d = dirname(d)) this.expanded.add(d);
  }

  /** Re-renders from the paths of all files and folders. */
  render(files: readonly string[], folders: readonly string[]): void {
    this.lastFiles = files;
    this.lastFolders = folders;
    const visibleFolders = folders.filter((f) => !within(f, TFPLAY_DIR));
    for (const f of visibleFolders) {
      if (this.seen.has(f)) continue;
      this.seen.add(f);
      if (!COLLAPSED_BY_DEFAULT.some((c) => within(f, c))) this.expanded.add(f);
    }
    const entries: Node[] = [];
    const children = (dir: string, depth: number) => {
      const subFolders = visibleFolders.filter((f) => dirname(f) === dir).sort(byName);
      const subFiles = files.filter((f) => dirname(f) === dir && !within(f, TFPLAY_DIR)).sort(byName);
      for (const f of subFolders) {
        entries.push({ path: f, folder: true, depth });
        if (this.expanded.has(f)) children(f, depth + 1);
      }
      for (const f of subFiles) entries.push({ path: f, folder: false, depth });
    };
    children("", 1);
    this.nodes = entries;
    if (this.selectedPath && !entries.some((n) => n.path === this.selectedPath)) this.selectedPath = null;
    const focusedPath = (document.activeElement as HTMLElement | null)?.closest?.<HTMLElement>("[role=treeitem]")?.dataset["path"];
    this.root.replaceChildren(...entries.map((n) => this.item(n, visibleFolders, files)));
    const tabStop = this.selectedPath ?? this.activePath ?? entries[0]?.path ?? null;
    let any = false;
    for (const li of this.root.querySelectorAll<HTMLElement>("[role=treeitem]")) {
      const on = li.dataset["path"] === tabStop;
      li.tabIndex = on ? 0 : -1;
      any ||= on;
    }
    if (!any) this.root.querySelector<HTMLElement>("[role=treeitem]")?.setAttribute("tabindex", "0");
    if (focusedPath) this.itemFor(focusedPath)?.focus();
  }

  private item(n: Node, folders: readonly string[], files: readonly string[]): HTMLElement {
    const li = document.createElement("li");
    li.setAttribute("role", "treeitem");
    li.dataset["path"] = n.path;
    li.setAttribute("aria-level", String(n.depth));
    li.setAttribute("aria-selected", String(n.path === this.selectedPath));
    li.className = "tree-item";
    li.style.setProperty("--depth", String(n.depth - 1));
    if (n.folder) {
      li.setAttribute("aria-expanded", String(this.expanded.has(n.path)));
      li.classList.add("tree-folder");
    } else {
      li.classList.add("tree-file");
      if (n.path === this.activePath) li.classList.add("is-open");
    }
    if (isEngineFile(n.path)) li.classList.add("is-engine");
    const icon = document.createElement("span");
    icon.className = "tree-icon";
    icon.setAttribute("aria-hidden", "true");
    icon.textContent = n.folder ? (this.expanded.has(n.path) ? "▾" : "▸") : fileIcon(n.path);
    const label = document.createElement("span");
    label.className = "tree-label";
    label.textContent = basename(n.path);
    li.append(icon, label);
    if (n.folder && !folders.some((f) => dirname(f) === n.path) && !files.some((f) => dirname(f) === n.path)) {
      const empty = document.createElement("span");
      empty.className = "tree-note";
      empty.textContent = "empty";
      li.append(empty);
    }
    if (!n.folder && isEngineFile(n.path)) li.title = "Written by Terraform (read-only)";
    li.addEventListener("click", (e) => {
      e.stopPropagation();
      this.select(n.path);
      li.focus();
      this.activate(n);
    });
    return li;
  }

  private activate(n: Node): void {
    if (n.folder) this.toggle(n.path);
    else this.handlers.onOpen(n.path);
  }

  private toggle(path: string, open = !this.expanded.has(path)): void {
    if (open) this.expanded.add(path);
    else this.expanded.delete(path);
    this.render(this.lastFiles, this.lastFolders);
    this.itemFor(path)?.focus();
  }

  private itemFor(path: string): HTMLElement | null {
    for (const li of this.root.querySelectorAll<HTMLElement>("[role=treeitem]")) if (li.dataset["path"] === path) return li;
    return null;
  }

  /** Moves focus and selection to a path. */
  focusPath(path: string): void {
    this.select(path);
    this.itemFor(path)?.focus();
  }

  private onKey(e: KeyboardEvent): void {
    const li = (e.target as HTMLElement).closest<HTMLElement>("[role=treeitem]");
    if (!li) return;
    const path = li.dataset["path"]!;
    const i = this.nodes.findIndex((n) => n.path === path);
    const n = this.nodes[i];
    if (!n) return;
    const go = (j: number) => {
      const t = this.nodes[Math.max(0, Math.min(this.nodes.length - 1, j))];
      if (t) this.focusPath(t.path);
    };
    switch (e.key) {
      case "ArrowDown":
        go(i + 1);
        break;
      case "ArrowUp":
        go(i - 1);
        break;
      case "Home":
        go(0);
        break;
      case "End":
        go(this.nodes.length - 1);
        break;
      case "ArrowRight":
        if (n.folder && !this.expanded.has(path)) this.toggle(path, true);
        else if (n.folder) go(i + 1);
        break;
      case "ArrowLeft":
        if (n.folder && this.expanded.has(path)) this.toggle(path, false);
        else if (dirname(path)) this.focusPath(dirname(path));
        break;
      case "Enter":
      case " ":
        this.select(path);
        this.activate(n);
        break;
      case "F2":
        this.handlers.onRename(path);
        break;
      case "Delete":
        this.handlers.onDelete(path);
        break;
      default:
        return;
    }
    e.preventDefault();
  }
}

function byName(a: string, b: string): number {
  return basename(a).localeCompare(basename(b));
}

function fileIcon(path: string): string {
  if (/\.tf(\.json)?$/.test(path)) return "◆";
  if (/\.tfvars(\.json)?$/.test(path)) return "≡";
  if (/tfstate/.test(path)) return "◎";
  return "·";
}
