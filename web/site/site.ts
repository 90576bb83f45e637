/**
 * dist/site.js: the behaviour of the site's generated pages (landing,
 * docs, function reference, gallery): the saved colour theme, share links
 * opened at the site's root (they belong to the playground, at play/),
 * and the "On this page" entry of the section being read.
 */

const THEME_KEY = "tfplay-theme";

try {
  const t = localStorage.getItem(THEME_KEY);
  if (t === "light" || t === "dark") document.documentElement.dataset["theme"] = t;
} catch {
  // Storage may be disabled: the system theme applies.
}

// A share link made for the site's root (#v1.…, #v2.…) opens the playground.
if (/^#v\d+\./.test(location.hash) && document.body.classList.contains("landing")) {
  location.replace(new URL("play/" + location.hash, new URL("./", import.meta.url)).href);
}

/** Marks the table-of-contents link of the section at the top of the window. */
function followSections(): void {
  const links = new Map<string, HTMLAnchorElement>();
  for (const a of document.querySelectorAll<HTMLAnchorElement>(".toc a[href^='#']")) links.set(decodeURIComponent(a.hash.slice(1)), a);
  const targets = [...links.keys()].map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
  if (targets.length === 0 || !("IntersectionObserver" in window)) return;
  const visible = new Set<string>();
  const io = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (e.isIntersecting) visible.add(e.target.id);
        else visible.delete(e.target.id);
      }
      const first = targets.find((t) => visible.has(t.id));
      if (!first) return;
      for (const [id, a] of links) {
        if (id === first.id) a.setAttribute("aria-current", "location");
        else a.removeAttribute("aria-current");
      }
    },
    { rootMargin: "0px 0px -70% 0px" },
  );
  for (const t of targets) io.observe(t);
}

followSections();
