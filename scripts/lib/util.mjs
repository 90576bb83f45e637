// Helpers shared by the scripts: paths, running commands, and making sure
// npm packages and Chromium are installed.
import { spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Where scripts/build.mjs puts the site. */
export const distDir = join(root, "dist");

/** Default Chromium: Debian's package. CHROMIUM_PATH overrides it. */
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * Runs a command with inherited stdio in the repository root; resolves
 * when it exits with status 0, rejects otherwise.
 */
export function run(cmd, args, { env = {}, cwd = root } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", (err) => reject(new Error(`${cmd}: ${err.message}`)));
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${[cmd, ...args].join(" ")} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Runs a command and returns its trimmed stdout. */
export function output(cmd, args, { env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, ...env } });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("error", (err) => reject(new Error(`${cmd}: ${err.message}`)));
    child.on("exit", (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`${cmd} ${args.join(" ")} failed`))));
  });
}

/** Prints a step heading. */
export function step(title) {
  console.log(`\n==> ${title}`);
}

/**
 * Installs npm packages when node_modules is missing or older than
 * package-lock.json (npm ci), so `npm start` and `npm test` work on a
 * fresh clone.
 */
export async function ensureNodeModules() {
  const lock = join(root, "package-lock.json");
  const installed = join(root, "node_modules", ".package-lock.json");
  if (existsSync(installed) && (!existsSync(lock) || statSync(installed).mtimeMs >= statSync(lock).mtimeMs)) return;
  step("Installing npm packages");
  await run("npm", existsSync(lock) ? ["ci", "--no-audit", "--no-fund"] : ["install", "--no-audit", "--no-fund"]);
}

/**
 * Makes sure Chromium is there for the browser tests: installs Debian's
 * package when running as root, otherwise explains how and fails.
 */
export async function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  const isRoot = process.getuid?.() === 0;
  if (!process.env.CHROMIUM_PATH && isRoot && existsSync("/usr/bin/apt-get")) {
    step("Installing Chromium (apt-get install chromium)");
    const env = { DEBIAN_FRONTEND: "noninteractive" };
    await run("apt-get", ["update"], { env });
    await run("apt-get", ["install", "-y", "chromium"], { env });
    if (existsSync(chromiumPath)) return chromiumPath;
  }
  throw new Error(
    `Chromium was not found at ${chromiumPath}. The browser tests need it.\n` +
      `Install it with:\n\n    sudo apt-get update && sudo apt-get install -y chromium\n\n` +
      `or point CHROMIUM_PATH at an existing Chromium or Chrome binary.`,
  );
}

/** True when the module at `url` is the script node was started with. */
export function isMain(url) {
  return process.argv[1] !== undefined && fileURLToPath(url) === process.argv[1];
}
