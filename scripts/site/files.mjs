// File helpers of the build: listing dist/ and writing only what changed
// (so that unchanged files keep their mtime and their .br/.gz copies).
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";

/** Every file under `dir` (relative paths, "/"-separated), sorted. */
export async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath ?? e.path, e.name)).split("\\").join("/"))
    .sort();
}

/** Writes `data` to `file` unless it already holds it. Returns whether it wrote. */
export async function writeIfChanged(file, data) {
  const old = await readFile(file).catch(() => null);
  const bytes = Buffer.from(data);
  if (old && old.equals(bytes)) return false;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return true;
}
