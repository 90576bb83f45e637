/**
 * The list of workshops (workshops/index.html, written at build time by
 * workshops/build.mjs): adds each workshop's progress, as saved in this
 * browser, to its entry.
 */
import { loadProgress } from "./progress";

for (const item of document.querySelectorAll<HTMLElement>("[data-workshop]")) {
  const id = item.dataset["workshop"] ?? "";
  const steps = item.querySelectorAll("ol li").length;
  const p = loadProgress(id);
  const el = item.querySelector(".workshop-progress");
  if (!el) continue;
  if (p.finished) el.textContent = `Completed · ${steps} steps`;
  else if (p.passed.length) el.textContent = `${p.passed.length} of ${steps} steps done · continue at step ${p.step + 1}`;
}
