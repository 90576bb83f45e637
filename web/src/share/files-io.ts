/**
 * Download the workspace as a .zip; open a .zip or loose files (picked or
 * dropped) as the workspace.
 */
import { cleanPath } from "../paths";
import { readZip, writeZip } from "./zip";

export interface FilesIOControls {
  downloadButton: HTMLButtonElement;
  openButton: HTMLButtonElement;
  /** Where files may be dropped. */
  dropTarget: HTMLElement;
  files: () => Record<string, string>;
  open: (files: Record<string, string>, source: string) => Promise<boolean>;
  report: (text: string, kind: "" | "error" | "ok") => void;
}

/** Saves `bytes` as a download named `name`. */
export function saveAs(bytes: Uint8Array | string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Reads picked or dropped files: each .zip is unpacked, other files are
 * taken as text by name. Every name must be a path the playground accepts
 * (paths.ts: no "..", no control or * ? " < > | : characters), as for a
 * share link or the New file dialog; otherwise nothing is opened and the
 * error names the file (quoted, so a control character shows as \u001b).
 */
export async function readPicked(list: Iterable<File>): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const add = (path: string, text: string) => {
    const clean = cleanPath(path);
    if (!clean) throw new Error(`The file name ${JSON.stringify(path)} is not one the playground accepts.`);
    Object.defineProperty(out, clean, { value: text, enumerable: true, writable: true, configurable: true }); // even "__proto__"
  };
  for (const f of list) {
    const path = (f as File & { webkitRelativePath?: string }).webkitRelativePath || f.name;
    if (/\.zip$/i.test(f.name)) for (const [p, t] of Object.entries(await readZip(new Uint8Array(await f.arrayBuffer())))) add(p, t);
    else add(path, await f.text());
  }
  return stripCommonFolder(out);
}

/** A zip of one folder opens as that folder's content. */
function stripCommonFolder(files: Record<string, string>): Record<string, string> {
  const paths = Object.keys(files);
  const first = paths[0]?.split("/")[0];
  if (!first || !paths.every((p) => p.startsWith(first + "/"))) return files;
  return Object.fromEntries(paths.map((p) => [p.slice(first.length + 1), files[p]!]));
}

export function setupFilesIO(c: FilesIOControls): { download: () => Promise<void> } {
  const download = async () => {
    saveAs(await writeZip(c.files()), "tfplay-workspace.zip", "application/zip");
    c.report("Workspace downloaded as tfplay-workspace.zip.", "ok");
  };
  c.downloadButton.addEventListener("click", () => void download());

  const input = document.createElement("input");
  input.type = "file";
  input.multiple = true;
  input.accept = ".zip,.tf,.tfvars,.json,.hcl,.tpl,.txt,.yaml,.yml,.sh";
  input.hidden = true;
  input.setAttribute("aria-label", "Files or a zip to open");
  c.openButton.after(input);
  const openList = async (list: File[]) => {
    if (list.length === 0) return;
    let files: Record<string, string>;
    try {
      files = await readPicked(list);
    } catch (err) {
      c.report(`${err instanceof Error ? err.message : String(err)} Your files are unchanged.`, "error");
      return;
    }
    const n = Object.keys(files).length;
    if (n === 0) {
      c.report("No files to open were found.", "error");
      return;
    }
    const name = list.length === 1 ? list[0]!.name : `${list.length} files`;
    if (await c.open(files, name)) c.report(`Opened ${name} (${n} file${n === 1 ? "" : "s"}).`, "ok");
  };
  c.openButton.addEventListener("click", () => input.click());
  input.addEventListener("change", () => {
    const list = [...(input.files ?? [])];
    input.value = "";
    void openList(list);
  });
  c.dropTarget.addEventListener("dragover", (e) => {
    if (e.dataTransfer?.types.includes("Files")) e.preventDefault();
  });
  c.dropTarget.addEventListener("drop", (e) => {
    const list = [...(e.dataTransfer?.files ?? [])];
    if (list.length === 0) return;
    e.preventDefault();
    void openList(list);
  });
  return { download };
}
