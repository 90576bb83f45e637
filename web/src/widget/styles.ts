/**
 * The widget's stylesheet: the playground's own style.css (so results
 * look exactly as in the playground), with its `:root` rules applied to
 * the widget's host element, then widget.css. Adopted as a constructed
 * stylesheet, which a Content-Security-Policy without 'unsafe-inline'
 * allows (a <style> element would not be).
 */
import playgroundCSS from "../../style.css" with { type: "text" };
import widgetCSS from "./widget.css" with { type: "text" };

/** `:root`, `:root[attr]`, `:root:not(…)` → `:host`, `:host([attr])`, `:host(:not(…))`. */
export function hostCSS(css: string): string {
  return css.replace(/:root((?:\[[^\]]*\]|:not\([^)]*\))*)/g, (_, extra: string) => (extra ? `:host(${extra})` : ":host"));
}

let sheet: CSSStyleSheet | null = null;
const text = () => hostCSS(playgroundCSS) + "\n" + widgetCSS;

/** Gives a shadow root the widget's styles. */
export function adoptStyles(root: ShadowRoot): void {
  if ("adoptedStyleSheets" in root && typeof CSSStyleSheet === "function" && "replaceSync" in CSSStyleSheet.prototype) {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(text());
    }
    root.adoptedStyleSheets = [sheet];
    return;
  }
  const style = document.createElement("style");
  style.textContent = text();
  root.append(style);
}
