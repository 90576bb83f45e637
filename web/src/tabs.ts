/**
 * ARIA tabs: one tab selected at a time, its panel shown; ←/→, Home and
 * End move between tabs (automatic activation).
 */
export class Tabs {
  private readonly tabs: HTMLElement[];
  private readonly listeners = new Set<(id: string) => void>();

  constructor(private readonly list: HTMLElement) {
    this.tabs = [...list.querySelectorAll<HTMLElement>("[role=tab]")];
    for (const tab of this.tabs) tab.addEventListener("click", () => this.select(tab.id));
    list.addEventListener("keydown", (e) => {
      const i = this.tabs.indexOf(e.target as HTMLElement);
      if (i < 0) return;
      let j: number;
      switch (e.key) {
        case "ArrowRight":
          j = (i + 1) % this.tabs.length;
          break;
        case "ArrowLeft":
          j = (i - 1 + this.tabs.length) % this.tabs.length;
          break;
        case "Home":
          j = 0;
          break;
        case "End":
          j = this.tabs.length - 1;
          break;
        default:
          return;
      }
      e.preventDefault();
      const t = this.tabs[j]!;
      this.select(t.id);
      t.focus();
    });
  }

  /** The id of the selected tab. */
  get selected(): string {
    return this.tabs.find((t) => t.getAttribute("aria-selected") === "true")?.id ?? "";
  }

  onSelect(fn: (id: string) => void): void {
    this.listeners.add(fn);
  }

  select(id: string): void {
    for (const tab of this.tabs) {
      const on = tab.id === id;
      tab.setAttribute("aria-selected", String(on));
      tab.tabIndex = on ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
      if (panel) panel.hidden = !on;
    }
    for (const fn of this.listeners) fn(id);
  }
}
