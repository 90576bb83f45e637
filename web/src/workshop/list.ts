/**
 * The list of workshops (workshops/index.html): each one's title,
 * description and steps, with the learner's progress from localStorage
 * and a link that resumes where they left off.
 */
import { loadProgress } from "./progress";
import type { WorkshopSummary } from "./types";

function el(tag: string, className: string, text = ""): HTMLElement {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text) e.textContent = text;
  return e;
}

async function main(): Promise<void> {
  const list = document.getElementById("workshop-list")!;
  const res = await fetch(new URL("data/index.json", document.baseURI));
  if (!res.ok) throw new Error(`data/index.json: HTTP ${res.status}`);
  const workshops = (await res.json()) as WorkshopSummary[];
  list.replaceChildren(
    ...workshops.map((w) => {
      const p = loadProgress(w.id);
      const li = el("li", "workshop-card");
      const h = el("h2", "");
      const a = document.createElement("a");
      a.href = `view.html?w=${encodeURIComponent(w.id)}`;
      a.textContent = w.title;
      h.append(a);
      const done = p.passed.length;
      const state = p.finished ? "Completed" : done ? `${done} of ${w.steps.length} steps done` : `${w.steps.length} steps`;
      const steps = el("ol", "workshop-card-steps");
      steps.append(...w.steps.map((t) => el("li", "", t)));
      li.append(h, el("p", "", w.description), el("p", "workshop-card-progress", state), steps);
      return li;
    }),
  );
}

main().catch((err: unknown) => {
  const list = document.getElementById("workshop-list")!;
  list.replaceChildren(el("li", "load-error", err instanceof Error ? err.message : String(err)));
});
