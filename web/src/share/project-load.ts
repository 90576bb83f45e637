/**
 * Opening files from elsewhere (a share link, an example, a zip) as the
 * project: a fresh project record holding just those files.
 */
import { isEngineFile } from "../paths";
import { starterFiles } from "../starter";
import { newProject, type ProjectData } from "../workspace-store";

/** A fresh project holding `files`, the first configuration file open. */
export function projectFromFiles(files: Record<string, string>): ProjectData {
  const data = newProject();
  const paths = Object.keys(files).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const first = paths.find((p) => p.endsWith(".tf")) ?? paths[0] ?? null;
  return { ...data, files: { ...files }, open: first ? [first] : [], active: first, edited: 0 };
}

/** Root files first, main.tf first among them. */
function rank(path: string): number {
  return (path.includes("/") ? 2 : 0) + (path === "main.tf" ? 0 : 1);
}

/** The user's own files (what Terraform wrote left out). */
export function ownFiles(files: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [p, t] of Object.entries(files)) if (!isEngineFile(p)) out[p] = t;
  return out;
}

function sameFiles(a: Record<string, string>, b: Record<string, string>): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => b[k] === a[k]);
}

/**
 * True when replacing the project by `incoming` would lose work of the
 * user: their files are neither the starter's, nor the incoming ones, nor
 * one of `pristine` (examples and links opened and left unchanged).
 */
export function wouldLoseWork(
  current: Readonly<Record<string, string>>,
  incoming: Record<string, string>,
  pristine: readonly Record<string, string>[] = [],
): boolean {
  const own = ownFiles(current);
  if (Object.keys(own).length === 0) return false;
  return ![starterFiles(), incoming, ...pristine].some((f) => sameFiles(own, f));
}
