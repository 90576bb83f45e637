/**
 * The workshop page (workshops/view.html?w=ID[&step=N]): the step's text
 * beside an editor over the step's files and the playground's Plan,
 * Outputs and Console views. Check runs the step's checks
 * (checks.ts); Show solution, Reset step and the list of steps (to skip
 * to any step) go with it. Progress and the learner's files are saved
 * in localStorage (progress.ts); the last step's success leads to the
 * completion page.
 */
import { printable } from "../ansi";
import { Editor } from "../editor";
import { EngineClient, EngineModule } from "../engine-client";
import type { RunResult } from "../engine-types";
import { toEditorDiagnostics } from "../lint";
import { OutputsView } from "../outputs-view";
import { ConsoleView } from "../console-view";
import type { OutputsDocument, PlanDocument } from "../plan-types";
import { PlanView } from "../plan-view";
import { StatusLine } from "../status";
import { Tabs } from "../tabs";
import { Terraform, WORKDIR } from "../terraform";
import type { ValidateDocument } from "../tfdiagnostics";
import { Validator } from "../validation";
import { newProject, type ProjectData, WorkspaceStore } from "../workspace-store";
import { type Exec, isEngineFile, runChecks, startingState } from "./checks";
import { clearProgress, loadProgress, type Progress, saveProgress } from "./progress";
import type { StepData, WorkshopData } from "./types";

const TIME_LIMIT_MS = 8000;
/** Time limit of each command a check runs: they are small, but a slow machine should not fail a learner. */
const CHECK_TIME_LIMIT_MS = 30_000;
const DEBOUNCE_MS = 300;
/** The saved plan of the Plan and Apply buttons. */
const UI_PLAN = ".tfplay/plan.tfplan";

function element<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`view.html lacks #${id}`);
  return el as T;
}

const base = document.baseURI;
const engine = new EngineClient({
  workerURL: new URL("../worker.js", base),
  module: new EngineModule(new URL("../tfplay.wasm", base), new URL("../wasm_exec.js", base)),
  name: "tfplay-workshop",
  timeoutMs: TIME_LIMIT_MS,
});

/** The engine's "run" call for the check runner: a scratch directory, nothing saved. */
const exec: Exec = (args, dir, stdin) =>
  engine.call<RunResult>(
    "run",
    { args, files: dir.files, binaryFiles: dir.binaryFiles, dir: WORKDIR, env: {}, ...(stdin !== undefined ? { stdin } : {}) },
    CHECK_TIME_LIMIT_MS,
  );

const store = new WorkspaceStore(projectOf({}));
const tf = new Terraform(store, engine, TIME_LIMIT_MS);
const status = new StatusLine(element("status"));
const tabs = new Tabs(document.querySelector<HTMLElement>(".result-tabs")!);
const planView = new PlanView(element("panel-plan"));
const outputsView = new OutputsView(element("panel-outputs"));
const buttons = {
  check: element<HTMLButtonElement>("btn-check"),
  solution: element<HTMLButtonElement>("btn-solution"),
  reset: element<HTMLButtonElement>("btn-reset-step"),
  plan: element<HTMLButtonElement>("btn-plan"),
  apply: element<HTMLButtonElement>("btn-apply"),
};
const checkResult = element("check-result");

let workshop: WorkshopData;
let progress: Progress;
let current = 0;
/** The starting state of each step, computed once per page. */
const startStates = new Map<string, Promise<string>>();
/** Changes with every edit, so that stale validations are dropped. */
let version = 0;

/** A project holding `files`, its configuration files open (main.tf first). */
function projectOf(files: Record<string, string>): ProjectData {
  const open = Object.keys(files)
    .filter((p) => !isEngineFile(p))
    .sort((a, b) => (a === "main.tf" ? -1 : b === "main.tf" ? 1 : a.localeCompare(b)));
  return { ...newProject(), files: { ...files }, open, active: open[0] ?? null };
}

// Editor and its file tabs.

const editor = new Editor(element("editor"), {
  onChange: (path, text) => {
    store.setFile(path, text);
    edited();
  },
  onSave: () => {},
  onRun: () => void action(async () => void (await plan())),
});

function renderFileTabs(): void {
  const list = element("editor-tabs");
  list.replaceChildren(
    ...store.data.open.map((path) => {
      const li = document.createElement("li");
      li.className = "editor-tab";
      const b = document.createElement("button");
      b.type = "button";
      b.className = "editor-tab-name";
      b.textContent = path;
      if (path === store.data.active) {
        li.classList.add("is-active");
        b.setAttribute("aria-current", "true");
      }
      b.addEventListener("click", () => {
        store.open(path);
        showActive();
      });
      li.append(b);
      return li;
    }),
  );
}

function showActive(): void {
  const path = store.data.active;
  if (path && path in store.files) editor.open(path, store.files[path]!, false);
  else editor.clear();
  renderFileTabs();
  void validator.run();
}

/** After every edit: save, revalidate, and the last check result no longer applies. */
function edited(): void {
  version++;
  saveWork();
  validator.schedule();
  checkResult.hidden = true;
}

// Validation as the learner types.

let lastValidation: ValidateDocument | null = null;
const validator = new Validator({
  delay: DEBOUNCE_MS,
  version: () => version,
  validate: async () => {
    const res = await tf.run(["validate", "-json", "-no-color"], { vars: false });
    try {
      return JSON.parse(res.stdout) as ValidateDocument;
    } catch {
      throw new Error((res.stdout + res.stderr).trim() || "validate failed");
    }
  },
  onStart: () => status.set("checking", "Checking…"),
  onResult: (doc) => {
    lastValidation = doc;
    status.result(doc);
    showDiagnostics();
  },
  onError: (err) => status.set("error", err instanceof Error ? err.message.split("\n")[0]! : String(err)),
});

function showDiagnostics(): void {
  const path = store.data.active;
  if (!path || !lastValidation) return;
  editor.showDiagnostics(toEditorDiagnostics(lastValidation.diagnostics, path, store.files[path] ?? ""));
}

// Saving.

function saveWork(): void {
  const files: Record<string, string> = {};
  for (const [p, t] of Object.entries(store.files)) if (!p.startsWith(".tfplay/")) files[p] = t;
  progress.work[workshop.steps[current]!.id] = files;
  save();
}

function save(): void {
  if (!saveProgress(workshop.id, progress)) status.set("error", "Your progress cannot be saved in this browser.");
}

// Busy state: one action at a time.

let busy = false;
async function action(fn: () => Promise<void>): Promise<void> {
  if (busy) return;
  busy = true;
  document.body.classList.add("is-busy");
  for (const b of Object.values(buttons)) b.disabled = true;
  try {
    await fn();
  } catch (err) {
    status.set("error", err instanceof Error ? err.message.split("\n")[0]! : String(err));
  } finally {
    busy = false;
    document.body.classList.remove("is-busy");
    for (const b of Object.values(buttons)) b.disabled = false;
  }
}

// Steps.

function startState(step: StepData): Promise<string> {
  let p = startStates.get(step.id);
  if (!p) {
    p = startingState(exec, step.setup, step.files);
    p.catch(() => startStates.delete(step.id)); // retried next time
    startStates.set(step.id, p);
  }
  return p;
}

/** The files a step starts with: its starting files and its starting state. */
async function startingFiles(step: StepData): Promise<Record<string, string>> {
  const state = await startState(step);
  return { ...step.files, ...(state ? { "terraform.tfstate": state } : {}) };
}

function renderStepList(): void {
  element("step-list").replaceChildren(
    ...workshop.steps.map((s, i) => {
      const li = document.createElement("li");
      const b = document.createElement("button");
      b.type = "button";
      b.className = "step-link";
      const done = progress.passed.includes(s.id);
      b.textContent = `${i + 1}. ${s.title}`;
      b.title = `Skip to step ${i + 1}`;
      if (done) b.classList.add("is-done");
      if (i === current) b.setAttribute("aria-current", "step");
      b.setAttribute("aria-label", `Step ${i + 1}: ${s.title}${done ? " (done)" : ""}`);
      b.addEventListener("click", () => void action(() => goTo(i)));
      li.append(b);
      return li;
    }),
  );
}

/**
 * The step's text: HTML rendered from the workshop's Markdown at build
 * time with raw HTML escaped and javascript:/data: links refused
 * (markdown-it, workshops/build.mjs). It is parsed inertly (DOMParser runs
 * no script) and only its body's nodes are shown; should the HTML ever
 * hold more than Markdown makes, elements that run or load things, event
 * handler attributes and links to anything but http(s), mailto or a page
 * of the site are dropped too, and escape sequences and control
 * characters in the text.
 */
function renderStepText(step: StepData): void {
  const doc = new DOMParser().parseFromString(step.html, "text/html");
  doc.querySelectorAll("script, style, iframe, object, embed, link, meta, base, form, svg, math").forEach((n) => n.remove());
  for (const el of doc.body.querySelectorAll("*")) {
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      const unsafeURL = (name === "href" || name === "src") && !safeURL(attr.value);
      if (name.startsWith("on") || name === "style" || unsafeURL) el.removeAttributeNode(attr);
    }
  }
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) n.data = printable(n.data);
  element("step-text").replaceChildren(...Array.from(doc.body.childNodes, (n) => document.adoptNode(n)));
  element("step-heading").textContent = `Step ${current + 1} of ${workshop.steps.length}`;
}

/** True for http(s) and mailto URLs and for relative ones (no scheme). */
function safeURL(value: string): boolean {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\u0000-\u001f]/g, ""));
  return !scheme || /^(https?|mailto)$/i.test(scheme[1]!);
}

/** Shows step i with the learner's saved files, or its starting files. */
async function goTo(i: number): Promise<void> {
  current = Math.max(0, Math.min(i, workshop.steps.length - 1));
  const step = workshop.steps[current]!;
  progress.step = current;
  progress.finished = false;
  save();
  element("completion").hidden = true;
  element("workshop").hidden = false;
  renderStepList();
  renderStepText(step);
  checkResult.hidden = true;
  const url = new URL(location.href);
  url.searchParams.set("step", String(current + 1));
  history.replaceState(null, "", url);
  status.set("loading", step.setup ? "Preparing the step's starting state…" : "Loading the step…");
  const files = progress.work[step.id] ?? (await startingFiles(step));
  loadFiles(files);
}

/** Replaces the working directory (new step, reset, solution). */
function loadFiles(files: Record<string, string>): void {
  for (const p of Object.keys(store.files)) editor.forget(p);
  store.replace(projectOf(files));
  version++;
  checkResult.hidden = true;
  planView.showIdle();
  outputsView.show(null);
  consoleView.reload();
  saveWork();
  showActive();
}

async function check(): Promise<void> {
  const step = workshop.steps[current]!;
  checkResult.hidden = false;
  checkResult.dataset["result"] = "running";
  checkResult.replaceChildren(text("p", "check-title", "Checking…"));
  let outcomes;
  try {
    outcomes = await runChecks(exec, step.checks, store.files, await startState(step));
  } catch (err) {
    checkResult.dataset["result"] = "error";
    checkResult.replaceChildren(
      text("p", "check-title", "The checks could not run."),
      text("p", "check-detail", err instanceof Error ? err.message : String(err)),
      text("p", "", "Press Check to try again."),
    );
    return;
  }
  const failed = outcomes.findIndex((o) => !o.pass);
  if (failed < 0) {
    if (!progress.passed.includes(step.id)) progress.passed.push(step.id);
    save();
    renderStepList();
    checkResult.dataset["result"] = "pass";
    const last = current === workshop.steps.length - 1;
    const next = document.createElement("button");
    next.type = "button";
    next.className = "primary";
    next.textContent = last ? "Finish the workshop" : "Next step";
    next.addEventListener("click", () => void action(async () => (last ? finish() : goTo(current + 1))));
    checkResult.replaceChildren(
      text("p", "check-title", `✓ All ${outcomes.length} checks passed.`),
      text("p", "", last ? "That was the last step." : `Well done. On to step ${current + 2}.`),
      next,
    );
    next.focus();
    return;
  }
  const c = step.checks[failed]!;
  const o = outcomes[failed]!;
  checkResult.dataset["result"] = "fail";
  const hint = document.createElement("p");
  hint.className = "check-hint";
  hint.append(text("strong", "", "Hint: "), step.hint);
  checkResult.replaceChildren(
    text("p", "check-title", `✗ ${c.message}`),
    ...(o.detail ? [text("p", "check-detail", o.detail)] : []),
    hint,
  );
}

function text(tag: string, className: string, content: string): HTMLElement {
  const el = document.createElement(tag);
  if (className) el.className = className;
  el.textContent = content;
  return el;
}

async function showSolution(): Promise<void> {
  const step = workshop.steps[current]!;
  const files: Record<string, string> = {};
  for (const [p, t] of Object.entries(store.files)) if (isEngineFile(p)) files[p] = t;
  loadFiles({ ...files, ...step.solution });
  status.set("valid", "Solution shown: press Check.");
}

async function resetStep(): Promise<void> {
  const step = workshop.steps[current]!;
  delete progress.work[step.id];
  loadFiles(await startingFiles(step));
}

function finish(): void {
  progress.finished = true;
  save();
  // Reloading the page shows the completion page again, not the last step.
  const url = new URL(location.href);
  url.searchParams.delete("step");
  history.replaceState(null, "", url);
  showCompletion();
}

function showCompletion(): void {
  element("workshop").hidden = true;
  element("completion").hidden = false;
  const n = workshop.steps.length;
  element("completion-text").textContent = `You completed “${workshop.title}”: ${progress.passed.length} of ${n} steps passed their checks.`;
  element("completion-steps").replaceChildren(
    ...workshop.steps.map((s, i) => text("li", progress.passed.includes(s.id) ? "is-done" : "", `${i + 1}. ${s.title}`)),
  );
  status.set("valid", "Workshop complete");
  element("completion").querySelector("h2")?.focus();
}

// Plan, Apply, Outputs and Console, as in the playground.

async function plan(): Promise<boolean> {
  tabs.select("tab-plan");
  planView.showRunning("Running terraform plan…");
  const res = await tf.run(["plan", "-input=false", `-out=${UI_PLAN}`]);
  let doc: PlanDocument | null = null;
  if (res.exitCode === 0 && store.has(UI_PLAN)) {
    const show = await tf.run(["show", "-json", UI_PLAN]);
    try {
      doc = show.exitCode === 0 ? (JSON.parse(show.stdout) as PlanDocument) : null;
    } catch {
      doc = null;
    }
  }
  planView.showPlan({ mode: "plan", text: res.stdout + res.stderr, exitCode: res.exitCode, doc });
  return res.exitCode === 0 && doc !== null && !doc.errored;
}

async function apply(): Promise<void> {
  if (!(await plan())) return;
  const res = await tf.run(["apply", "-input=false", UI_PLAN], { label: "apply" });
  planView.showApply(res.stdout + res.stderr, res.exitCode, "Apply");
  store.applyWritten({ [UI_PLAN]: null });
  saveWork();
  await refreshOutputs();
}

async function refreshOutputs(): Promise<void> {
  if (tabs.selected !== "tab-outputs") return;
  if (!store.state()) {
    outputsView.show(null);
    return;
  }
  const res = await tf.run(["output", "-json", "-no-color"], { vars: false });
  try {
    outputsView.show(res.exitCode === 0 ? (JSON.parse(res.stdout) as OutputsDocument) : null, res.exitCode === 0 ? undefined : (res.stdout + res.stderr).trim());
  } catch {
    outputsView.show(null, res.stdout);
  }
}

tabs.onSelect((id) => {
  if (id === "tab-outputs") void refreshOutputs();
});

const consoleView = new ConsoleView(
  element("panel-console"),
  () => store.data.consoleHistory,
  async (line) => {
    const res = await tf.run(["console"], { stdin: line + "\n" });
    return { stdout: res.stdout, stderr: res.stderr, exitCode: res.exitCode };
  },
  (line) => store.remember("consoleHistory", line),
);

buttons.check.addEventListener("click", () => void action(check));
buttons.solution.addEventListener("click", () => void action(showSolution));
buttons.reset.addEventListener("click", () => void action(resetStep));
buttons.plan.addEventListener("click", () => void action(async () => void (await plan())));
buttons.apply.addEventListener("click", () => void action(apply));
element("btn-restart").addEventListener("click", () =>
  void action(async () => {
    clearProgress(workshop.id);
    progress = loadProgress(workshop.id);
    await goTo(0);
  }),
);

// Start: load the workshop, then the step the URL or the progress names.

async function start(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const id = params.get("w") ?? "";
  if (!/^[a-z0-9-]+$/.test(id)) throw new Error("No workshop chosen: open one from the list of workshops.");
  const response = await fetch(new URL(`data/${id}.json`, base));
  if (!response.ok) throw new Error(`There is no workshop "${id}".`);
  workshop = (await response.json()) as WorkshopData;
  document.title = `${workshop.title} · tfplay`;
  element("workshop-title").textContent = workshop.title;
  progress = loadProgress(workshop.id);
  const asked = Number(params.get("step"));
  void engine.start();
  if (!params.has("step") && progress.finished) {
    current = progress.step;
    showCompletion();
    return;
  }
  await action(() => goTo(Number.isInteger(asked) && asked >= 1 ? asked - 1 : progress.step));
}

start().catch((err: unknown) => {
  const el = element("load-error");
  el.hidden = false;
  el.textContent = err instanceof Error ? err.message : String(err);
  status.set("error", "Workshop not loaded");
});
