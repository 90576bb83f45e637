/**
 * The colour theme: the system's (prefers-color-scheme), or light or dark
 * chosen with the toggle button. The choice is kept in localStorage and
 * applied as <html data-theme> (index.html applies it before first paint).
 */
type Theme = "system" | "light" | "dark";

const KEY = "tfplay-theme";
const NEXT: Record<Theme, Theme> = { system: "light", light: "dark", dark: "system" };
const ICON: Record<Theme, string> = { system: "◐", light: "☀", dark: "☾" };

function saved(): Theme {
  try {
    const t = localStorage.getItem(KEY);
    return t === "light" || t === "dark" ? t : "system";
  } catch {
    return "system";
  }
}

export function setupThemeToggle(button: HTMLButtonElement): void {
  let theme = saved();
  const apply = () => {
    if (theme === "system") delete document.documentElement.dataset["theme"];
    else document.documentElement.dataset["theme"] = theme;
    const label = `Colour theme: ${theme}`;
    button.setAttribute("aria-label", label);
    button.title = `${label} (click to change)`;
    const icon = button.querySelector("span") ?? button;
    icon.textContent = ICON[theme];
  };
  apply();
  button.addEventListener("click", () => {
    theme = NEXT[theme];
    try {
      if (theme === "system") localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, theme);
    } catch {
      // Storage may be unavailable (private mode): the choice lasts for this page.
    }
    apply();
  });
}
