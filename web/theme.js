// Applies the saved colour theme before the first paint. A classic script
// of its own (not inline) so that the Content-Security-Policy can forbid
// inline scripts (scripts/lib/csp.mjs).
try {
  const t = localStorage.getItem("tfplay-theme");
  if (t === "light" || t === "dark") document.documentElement.dataset.theme = t;
} catch {}
