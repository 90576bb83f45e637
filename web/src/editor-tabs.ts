/**
 * The editor's tabs: one per open file, the active one marked; each with
 * a close button. Middle click closes too.
 */
import { basename, dirname, isEngineFile } from "./paths";

export interface EditorTabsHandlers {
  onSelect: (path: string) => void;
  onClose: (path: string) => void;
}

export class EditorTabs {
  constructor(
    private readonly list: HTMLElement,
    private readonly handlers: EditorTabsHandlers,
  ) {}

  render(open: readonly string[], active: string | null): void {
    const names = open.map(basename);
    this.list.replaceChildren(
      ...open.map((path) => {
        const li = document.createElement("li");
        li.className = "editor-tab";
        if (path === active) li.classList.add("is-active");
        if (isEngineFile(path)) li.classList.add("is-engine");
        const b = document.createElement("button");
        b.type = "button";
        b.className = "editor-tab-name";
        // Disambiguate equal names with their folder.
        const name = basename(path);
        b.textContent = names.filter((n) => n === name).length > 1 && dirname(path) ? `${name} — ${dirname(path)}` : name;
        b.title = path;
        if (path === active) b.setAttribute("aria-current", "true");
        b.addEventListener("click", () => this.handlers.onSelect(path));
        b.addEventListener("auxclick", (e) => {
          if (e.button === 1) this.handlers.onClose(path);
        });
        const close = document.createElement("button");
        close.type = "button";
        close.className = "editor-tab-close";
        close.setAttribute("aria-label", `Close ${path}`);
        close.title = `Close ${path}`;
        close.textContent = "×";
        close.addEventListener("click", () => this.handlers.onClose(path));
        li.append(b, close);
        return li;
      }),
    );
    this.list.querySelector(".is-active")?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }
}
