/**
 * The Examples menu: a button that opens a list of the gallery's
 * examples (title and one-line description), grouped under their
 * chapters' headings; choosing one opens it.
 */
import type { Example } from "./example";

export interface ExamplesMenuControls {
  button: HTMLButtonElement;
  examples: readonly Example[];
  choose: (example: Example) => void;
}

export function setupExamplesMenu(c: ExamplesMenuControls): void {
  const menu = document.createElement("ul");
  menu.id = "examples-menu";
  menu.className = "examples-menu";
  menu.setAttribute("role", "menu");
  menu.setAttribute("aria-label", "Examples");
  menu.hidden = true;
  let group: HTMLElement = menu;
  let chapter: string | undefined;
  for (const ex of c.examples) {
    if (ex.chapter !== undefined && ex.chapter !== chapter) {
      chapter = ex.chapter;
      group = addChapter(menu, chapter);
    }
    const li = document.createElement("li");
    li.setAttribute("role", "menuitem");
    li.tabIndex = -1;
    li.dataset["example"] = ex.id;
    const title = document.createElement("span");
    title.className = "example-title";
    title.textContent = ex.title;
    const desc = document.createElement("span");
    desc.className = "example-description";
    desc.textContent = ex.description;
    li.append(title, desc);
    li.addEventListener("click", () => {
      close(false);
      c.choose(ex);
    });
    group.append(li);
  }
  c.button.setAttribute("aria-haspopup", "menu");
  c.button.setAttribute("aria-controls", menu.id);
  c.button.setAttribute("aria-expanded", "false");
  c.button.after(menu);

  const items = () => [...menu.querySelectorAll<HTMLElement>("[role=menuitem]")];
  const open = () => {
    menu.hidden = false;
    c.button.setAttribute("aria-expanded", "true");
    items()[0]?.focus();
  };
  const close = (refocus: boolean) => {
    if (menu.hidden) return;
    menu.hidden = true;
    c.button.setAttribute("aria-expanded", "false");
    if (refocus) c.button.focus();
  };
  c.button.addEventListener("click", () => (menu.hidden ? open() : close(false)));
  menu.addEventListener("keydown", (e) => {
    const list = items();
    const i = list.indexOf(document.activeElement as HTMLElement);
    if (e.key === "ArrowDown") list[(i + 1) % list.length]?.focus();
    else if (e.key === "ArrowUp") list[(i - 1 + list.length) % list.length]?.focus();
    else if (e.key === "Home") list[0]?.focus();
    else if (e.key === "End") list[list.length - 1]?.focus();
    else if (e.key === "Escape") close(true);
    else if (e.key === "Enter" || e.key === " ") (document.activeElement as HTMLElement | null)?.click();
    else return;
    e.preventDefault();
  });
  document.addEventListener("pointerdown", (e) => {
    if (!menu.contains(e.target as Node) && e.target !== c.button) close(false);
  });
}

/** Appends a chapter's heading and group to the menu; returns the group. */
function addChapter(menu: HTMLElement, title: string): HTMLElement {
  const li = document.createElement("li");
  li.setAttribute("role", "none");
  li.className = "examples-chapter";
  const heading = document.createElement("div");
  heading.className = "examples-chapter-title";
  heading.setAttribute("aria-hidden", "true"); // the group's label says it
  heading.textContent = title;
  const group = document.createElement("ul");
  group.setAttribute("role", "group");
  group.setAttribute("aria-label", title);
  li.append(heading, group);
  menu.append(li);
  return group;
}
