/**
 * tfplay's page: wires the project (workspace-store.ts), the engine
 * workers, the editor, the file tree, the toolbar, the result tabs, the
 * terminal and persistence together.
 */
import { confirmDialog, promptDialog } from "./dialog";
import { Editor } from "./editor";
import { EditorTabs } from "./editor-tabs";
import { EngineClient, EngineModule, EngineTimeoutError, formatSeconds } from "./engine-client";
import { FileTree } from "./filetree";
import { setupGraphTab } from "./graph/loader";
import { parseDiagnostics } from "./diagnostics-text";
import { toEditorDiagnostics } from "./lint";
import { OutputsView } from "./outputs-view";
import { cleanPath, fileKind, isConfigFile, isEngineFile, join, statePath, TFPLAY_DIR, within } from "./paths";
import { Persistence } from "./persistence";
import type { OutputsDocument, PlanDocument, StateDocument } from "./plan-types";
import { planIsEmpty, PlanView } from "./plan-view";
import { ByteOffsetMapper } from "./positions";
import { ProblemsPanel } from "./problems";
import { Shell } from "./shell";
import { StateView } from "./state-view";
import { StatusLine } from "./status";
import { Tabs } from "./tabs";
import { type RunOutcome, Terraform } from "./terraform";
import { Terminal } from "./terminal";
import type { TfDiagnostic, ValidateDocument } from "./tfdiagnostics";
import { setupThemeToggle } from "./theme-toggle";
import { ConsoleView } from "./console-view";
import { Validator } from "./validation";
import { missingVariables, promptVariables, rootVariables } from "./variables";
import { VariablesPanel } from "./variables-panel";
import { type Flavor, newProject, type ProjectData, WorkspaceStore } from "./workspace-store";
import { setupWorkspaces } from "./workspaces";
import type { SharePayload } from "./share/codec";
import { setupFilesIO } from "./share/files-io";
import { ownFiles, projectFromFiles, wouldLoseWork } from "./share/project-load";
import { setupShare } from "./share/share-ui";
import { examples } from "./gallery/index";
import { setupExamplesMenu } from "./gallery/menu";
import { FLAVOR_NAMES, setupFlavor } from "./flavor";
import { IntelClient, intelExtensions } from "./intel/index";
import type { IntelLocation } from "./intel/types";
import { WORKDIR } from "./terraform";

/** Time limit of one engine call. */
const TIME_LIMIT_MS = 8000;
/** Delay between the last keystroke and validation. */
const DEBOUNCE_MS = 250;
/** The saved plan of the Plan, Apply and Destroy buttons. */
const UI_PLAN = `${TFPLAY_DIR}/plan.tfplan`;

function element<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`index.html lacks #${id}`);
  return el as T;
}

// The engine and the worker sit beside main.js (the site's root), not
// beside the page (play/).
const base = new URL(".", import.meta.url).href;
const engineModule = new EngineModule(new URL("tfplay.wasm", base), new URL("wasm_exec.js", base));
const workerURL = new URL("worker.js", base);
const runEngine = new EngineClient({ workerURL, module: engineModule, name: "tfplay-engine", timeoutMs: TIME_LIMIT_MS });
const lintEngine = new EngineClient({ workerURL, module: engineModule, name: "tfplay-validate", timeoutMs: TIME_LIMIT_MS });
// Completion, hover and go to definition have a worker of their own, so they never wait behind a plan or a check.
const intelEngine = new EngineClient({ workerURL, module: engineModule, name: "tfplay-intel", timeoutMs: TIME_LIMIT_MS });
// The engine is the longest part of a cold load: its worker starts first
// thing, downloading and compiling tfplay.wasm while the page sets up.
runEngine.start().catch(() => {}); // reported by start() below
// Checks run on the run engine until the validation worker has started:
// each worker's start (the Go program's own initialisation) costs about as
// much CPU as a first check, so a cold load starts only one before the
// first plan (see startOtherEngines).
let checkEngine = runEngine;

const store = new WorkspaceStore(newProject());
const tf = new Terraform(store, runEngine, TIME_LIMIT_MS);
const status = new StatusLine(element("status"));
const saveState = element("save-state");
const persistence = new Persistence(
  () => store.data,
  (state, error) => {
    saveState.dataset["state"] = state;
    saveState.textContent = { saved: "Saved", saving: "Saving…", error: "Not saved", unavailable: "Storage unavailable" }[state];
    saveState.title = error ?? (state === "saved" ? "Your files and state are saved in this browser." : "");
  },
);

// Result tabs and views.

const tabs = new Tabs(document.querySelector<HTMLElement>(".result-tabs")!);
const planView = new PlanView(element("panel-plan"));
const stateView = new StateView(element("panel-state"));
// Restore in the state history: the chosen state is pushed back with
// `state push -force`, as a new serial (the engine keeps the replaced
// state as terraform.tfstate.backup, and the push is recorded in the
// history).
stateView.onRestore = (entry) => void restoreState(entry);
const outputsView = new OutputsView(element("panel-outputs"));
let validateDiags: TfDiagnostic[] = [];
let runDiags: TfDiagnostic[] = [];

// Editor, tabs and file tree.

const intel = new IntelClient(intelEngine, () => {
  const files: Record<string, string> = {};
  for (const [p, t] of Object.entries(store.files)) if (!within(p, TFPLAY_DIR)) files[p] = t;
  // Hover shows values as a plan would see them: the workspace's -var values, the flavor, the saved plan.
  const env: Record<string, string> = store.data.flavor === "opentofu" ? { TFPLAY_FLAVOR: "opentofu" } : {};
  for (const [k, v] of Object.entries(store.vars())) env[`TF_VAR_${k}`] = v;
  const planFile = store.data.binaryFiles[UI_PLAN];
  return { files, env, dir: WORKDIR, ...(planFile ? { planFile } : {}) };
});
const editor = new Editor(element("editor"), {
  onChange: (path, text) => store.setFile(path, text),
  onSave: () => void format(),
  onRun: () => void plan(),
  intel: (path) => intelExtensions(intel, path, goToDefinition),
});

/** Opens the file of a declaration and selects it (go to definition). */
function goToDefinition(loc: IntelLocation): void {
  if (!(loc.file in store.files)) return;
  store.open(loc.file);
  showActive();
  const mapper = new ByteOffsetMapper(editor.view.state.doc.toString());
  editor.reveal(mapper.toUtf16(loc.range.start), mapper.toUtf16(loc.range.end));
}
const editorTabs = new EditorTabs(element("editor-tabs"), {
  onSelect: (path) => openFile(path),
  onClose: (path) => {
    store.close(path);
    editor.forget(path);
  },
});
const tree = new FileTree(element("file-tree"), {
  onOpen: (path) => openFile(path),
  onRename: (path) => void renameItem(path),
  onDelete: (path) => void deleteItem(path),
});

function openFile(path: string): void {
  if (!(path in store.files)) {
    if (path in store.data.binaryFiles) {
      setRunStatus(`${path} is a binary file (a saved plan). Show it with terraform show ${path} in the terminal.`);
    }
    return;
  }
  store.open(path);
  showActive();
  editor.focus();
}

/** Shows the active file in the editor (or nothing). */
function showActive(): void {
  const path = store.data.active;
  const readOnly = path !== null && isEngineFile(path);
  element("editor-readonly").hidden = !readOnly;
  element("editor-empty").hidden = path !== null;
  if (path === null || !(path in store.files)) {
    editor.clear();
  } else {
    editor.open(path, store.files[path]!, readOnly);
    tree.setActive(path);
  }
  editorTabs.render(store.data.open, store.data.active);
  showLint();
}

function showLint(): void {
  const path = editor.activePath;
  if (!path) return;
  const diags = [...validateDiags, ...runDiags.filter((d) => d.range && d.range.start.byte >= 0)];
  editor.showDiagnostics(toEditorDiagnostics(diags, path, editor.view.state.doc.toString()));
}

const problems = new ProblemsPanel(element("problems-list"), element("problems-count"), element("problems-empty"), (d) => {
  const range = d.range;
  if (!range || !(range.filename in store.files)) return;
  store.open(range.filename);
  showActive();
  const mapper = new ByteOffsetMapper(editor.view.state.doc.toString());
  editor.reveal(mapper.toUtf16(range.start.byte), mapper.toUtf16(range.end.byte));
});

function showProblems(): void {
  const seen = new Set<string>();
  const all = [...validateDiags, ...runDiags].filter((d) => {
    const key = `${d.severity}|${d.summary}|${d.range?.filename}|${d.range?.start.line}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  problems.show(all);
  showLint();
}

// Live validation.

let filesVersion = 0;
const validator = new Validator({
  delay: DEBOUNCE_MS,
  version: () => filesVersion,
  validate: async () => {
    await tf.ensureInit();
    const files: Record<string, string> = {};
    for (const [p, t] of Object.entries(store.files)) if (!within(p, TFPLAY_DIR)) files[p] = t;
    // Checking follows the project's language (OpenTofu adds functions and .tofu files).
    const env = store.data.flavor === "opentofu" ? { TFPLAY_FLAVOR: "opentofu" } : {};
    return checkEngine.call<ValidateDocument>("validate", { files, env });
  },
  onStart: () => status.set("checking", "Checking…"),
  onResult: (doc) => {
    validateDiags = doc.diagnostics;
    showProblems();
    status.result(doc);
  },
  onError: (err) => {
    validateDiags = [];
    showProblems();
    if (err instanceof EngineTimeoutError) {
      status.set("error", `Checking stopped after ${formatSeconds(err.limitMs)}: an expression does far too much work`);
    } else status.set("error", `Engine error: ${err instanceof Error ? err.message : String(err)}`);
  },
});

// Toolbar.

const buttons = {
  plan: element<HTMLButtonElement>("btn-plan"),
  apply: element<HTMLButtonElement>("btn-apply"),
  destroy: element<HTMLButtonElement>("btn-destroy"),
  reset: element<HTMLButtonElement>("btn-reset"),
  format: element<HTMLButtonElement>("btn-format"),
};
const runStatus = document.createElement("p");
runStatus.id = "run-status";
runStatus.className = "run-status";
runStatus.setAttribute("role", "status");
element("status").after(runStatus);

function setRunStatus(text: string, kind: "" | "error" | "ok" = ""): void {
  runStatus.textContent = text;
  runStatus.dataset["kind"] = kind;
}

let busy = false;
/** Runs one toolbar action at a time; the buttons say so while it runs. */
async function action(button: HTMLButtonElement, fn: () => Promise<void>): Promise<void> {
  if (busy) return;
  busy = true;
  button.setAttribute("aria-busy", "true");
  document.body.classList.add("is-busy");
  try {
    await fn();
  } catch (err) {
    setRunStatus(`Error: ${err instanceof Error ? err.message : String(err)}`, "error");
  } finally {
    busy = false;
    button.removeAttribute("aria-busy");
    document.body.classList.remove("is-busy");
  }
}

/** Reports a run that was stopped or failed in the engine itself. */
function reportFailure(res: RunOutcome, what: string): boolean {
  if (res.timedOut) {
    setRunStatus(`${what} stopped: it ran for more than ${formatSeconds(TIME_LIMIT_MS)}. The engine was restarted; your files and state are unchanged.`, "error");
    return true;
  }
  return false;
}

/**
 * Runs a command; when root variables lack values, asks for them (they
 * are then kept as this workspace's -var values) and runs it again.
 */
async function runWithVariables(args: string[], opts: { stdin?: string } = {}): Promise<RunOutcome | null> {
  let res = await tf.run(args, opts);
  for (let tries = 0; tries < 3; tries++) {
    const missing = missingVariables(res.stderr);
    if (missing.length === 0) return res;
    const infos = rootVariables(store.files);
    const vars = missing.map(
      (name) => infos.find((v) => v.name === name) ?? { name, description: "", type: "", sensitive: false, hasDefault: false },
    );
    const values = await promptVariables(vars, true);
    if (!values) return res;
    for (const [k, v] of Object.entries(values)) store.setVar(k, v);
    res = await tf.run(args, opts);
  }
  return res;
}

/** Fingerprint of what a plan depends on: configuration, variables, workspace, state. */
function planKey(): string {
  const files = Object.entries(store.files)
    .filter(([p]) => !isEngineFile(p))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([p, t]) => `${p}\0${t}`)
    .join("\0\0");
  return [files, JSON.stringify(store.vars()), store.workspace, store.state() ?? "", store.data.flavor].join("\u0001");
}

let currentPlan: { key: string; mode: "plan" | "destroy"; doc: PlanDocument | null; ok: boolean } | null = null;

function refreshStale(): void {
  planView.setStale(currentPlan !== null && currentPlan.key !== planKey());
}

/** Plans (normal or destroy) into UI_PLAN and shows it. */
async function runPlan(mode: "plan" | "destroy"): Promise<boolean> {
  tabs.select("tab-plan");
  planView.showRunning(mode === "destroy" ? "Planning to destroy everything…" : "Running terraform plan…");
  setRunStatus(mode === "destroy" ? "Planning destroy…" : "Planning…");
  const args = ["plan", "-input=false", `-out=${UI_PLAN}`, ...(mode === "destroy" ? ["-destroy"] : [])];
  const res = await runWithVariables(args);
  if (!res) return false;
  runDiags = parseDiagnostics(res.stderr, (p) => store.files[p]);
  showProblems();
  let doc: PlanDocument | null = null;
  if (res.exitCode === 0 && store.has(UI_PLAN)) {
    // Terraform's text first: the structured changes follow once show -json has read the saved plan.
    planView.showPlan({ mode, text: res.stdout + res.stderr, exitCode: res.exitCode, doc: null, readingChanges: true });
    const show = await tf.run(["show", "-json", UI_PLAN]);
    try {
      doc = show.exitCode === 0 ? (JSON.parse(show.stdout) as PlanDocument) : null;
    } catch {
      doc = null;
    }
  }
  planView.showPlan({ mode, text: res.stdout + res.stderr, exitCode: res.exitCode, doc });
  const ok = res.exitCode === 0 && doc !== null && !doc.errored;
  currentPlan = { key: planKey(), mode, doc, ok };
  graphTab.planChanged();
  if (!reportFailure(res, "Plan")) {
    if (!ok) setRunStatus("The plan failed: see Problems.", "error");
    else if (planIsEmpty(doc!)) setRunStatus("No changes.", "ok");
    else setRunStatus(mode === "destroy" ? "Destroy planned." : "Planned.", "ok");
  }
  return ok;
}

async function plan(): Promise<void> {
  await action(buttons.plan, async () => {
    await runPlan("plan");
  });
}

/** Applies UI_PLAN and shows the output under the plan. */
async function applySaved(label: "Apply" | "Destroy"): Promise<void> {
  setRunStatus(label === "Destroy" ? "Destroying…" : "Applying…");
  const res = await tf.run(["apply", "-input=false", UI_PLAN], { label: label === "Destroy" ? "destroy" : "apply" });
  let out = res.stdout;
  if (label === "Destroy") out = out.replace(/Apply complete! Resources: 0 added, 0 changed, (\d+) destroyed\./, "Destroy complete! Resources: $1 destroyed.");
  planView.showApply(out + res.stderr, res.exitCode, label);
  runDiags = parseDiagnostics(res.stderr, (p) => store.files[p]);
  showProblems();
  store.applyWritten({ [UI_PLAN]: null });
  currentPlan = null;
  if (!reportFailure(res, label)) {
    setRunStatus(res.exitCode === 0 ? `${label} complete.` : `${label} failed: see Problems.`, res.exitCode === 0 ? "ok" : "error");
  }
  await refreshResults();
}

async function apply(): Promise<void> {
  await action(buttons.apply, async () => {
    const fresh = currentPlan && currentPlan.ok && currentPlan.mode === "plan" && currentPlan.key === planKey() && store.has(UI_PLAN);
    if (!fresh && !(await runPlan("plan"))) return;
    await applySaved("Apply");
  });
}

async function destroy(): Promise<void> {
  await action(buttons.destroy, async () => {
    if (!(await runPlan("destroy"))) return;
    const doc = currentPlan?.doc;
    if (!doc || planIsEmpty(doc)) return;
    const n = (doc.resource_changes ?? []).filter((rc) => rc.change.actions.includes("delete")).length;
    const ws = store.workspace;
    const ok = await confirmDialog(
      `Destroy ${n} resource${n === 1 ? "" : "s"}?`,
      `Terraform will destroy all your managed infrastructure${ws === "default" ? "" : ` in workspace "${ws}"`}, as shown in the plan. There is no undo.`,
      "Destroy",
      true,
    );
    if (!ok) {
      setRunStatus("Destroy cancelled.");
      return;
    }
    await applySaved("Destroy");
  });
}

async function resetState(): Promise<void> {
  await action(buttons.reset, async () => {
    const ws = store.workspace;
    if (!store.state(ws)) {
      setRunStatus(`Workspace "${ws}" has no state to reset.`);
      return;
    }
    const ok = await confirmDialog(
      "Reset state?",
      `This forgets every resource Terraform manages in workspace "${ws}" by deleting its state (nothing is destroyed). The next plan creates everything again.`,
      "Reset state",
      true,
    );
    if (!ok) return;
    const path = statePath(ws, store.data.files);
    store.applyWritten({ [path]: null, [`${path}.backup`]: null, [UI_PLAN]: null });
    store.addHistory({ workspace: ws, command: "reset state (tfplay)", time: Date.now(), serial: 0, lineage: "", counts: null, resources: 0, state: "" });
    currentPlan = null;
    planView.showIdle();
    setRunStatus(`State of workspace "${ws}" reset.`, "ok");
    await refreshResults();
  });
}

async function format(): Promise<void> {
  await action(buttons.format, async () => {
    const path = store.data.active;
    const target = path && (fileKind(path) === "hcl" || path.endsWith(".tf.json")) && !isEngineFile(path) ? path : null;
    const res = await tf.run(["fmt", "-no-color", ...(target ? [target] : [])], { autoInit: false, vars: false });
    if (reportFailure(res, "Format")) return;
    if (res.exitCode !== 0) {
      runDiags = parseDiagnostics(res.stderr, (p) => store.files[p]);
      showProblems();
      setRunStatus("Format failed: fix the syntax errors first (see Problems).", "error");
      return;
    }
    const n = res.changed.length;
    setRunStatus(n ? `Formatted ${res.changed.join(", ")}.` : "Already formatted.", "ok");
  });
}

buttons.plan.addEventListener("click", () => void plan());
buttons.apply.addEventListener("click", () => void apply());
buttons.destroy.addEventListener("click", () => void destroy());
buttons.reset.addEventListener("click", () => void resetState());
buttons.format.addEventListener("click", () => void format());

// Graph tab: its code and Graphviz load when it is first opened.

const graphTab = setupGraphTab(tabs, "tab-graph", element("panel-graph"), {
  run: (args) => tf.run(args, { vars: false }),
  files: () => store.files,
  // Nodes are coloured by the plan shown, while it still matches the configuration.
  plan: () => (currentPlan && currentPlan.key === planKey() ? currentPlan.doc : null),
  intel: (request) => lintEngine.call("intel", { ...request, env: store.data.flavor === "opentofu" ? { TFPLAY_FLAVOR: "opentofu" } : {} }),
  reveal: (file, start, end) => {
    openFile(file);
    const mapper = new ByteOffsetMapper(editor.view.state.doc.toString());
    // The cursor on the block's first line, the whole block selected.
    editor.reveal(mapper.toUtf16(end), mapper.toUtf16(start));
  },
  report: (text, kind) => setRunStatus(text, kind),
});

// State and Outputs tabs: refreshed when visible and out of date.

let resultsDirty = true;
async function refreshResults(): Promise<void> {
  resultsDirty = true;
  const selected = tabs.selected;
  if (selected !== "tab-state" && selected !== "tab-outputs") return;
  resultsDirty = false;
  const ws = store.workspace;
  const raw = store.state(ws);
  if (selected === "tab-state") {
    let doc: StateDocument | null = null;
    let error: string | undefined;
    if (raw) {
      const res = await tf.run(["show", "-json", "-no-color"], { vars: false });
      if (res.exitCode === 0) {
        try {
          doc = JSON.parse(res.stdout) as StateDocument;
        } catch {
          error = res.stdout;
        }
      } else error = (res.stdout + res.stderr).trim();
    }
    stateView.show({ workspace: ws, doc, raw, history: store.historyOf(ws), ...(error ? { error } : {}) });
  } else {
    if (!raw) {
      outputsView.show(null);
      return;
    }
    const res = await tf.run(["output", "-json", "-no-color"], { vars: false });
    if (res.exitCode !== 0) outputsView.show(null, (res.stdout + res.stderr).trim());
    else {
      try {
        outputsView.show(JSON.parse(res.stdout) as OutputsDocument);
      } catch {
        outputsView.show(null, res.stdout);
      }
    }
  }
}

tabs.onSelect((id) => {
  if ((id === "tab-state" || id === "tab-outputs") && resultsDirty) void refreshResults();
  if (id === "tab-state" || id === "tab-outputs") resultsDirty = true; // the other one is refreshed on its turn
});

// Console tab.

const consoleView = new ConsoleView(
  element("panel-console"),
  () => store.data.consoleHistory,
  async (line) => {
    const res = (await runWithVariables(["console"], { stdin: line + "\n" }))!;
    if (res.timedOut) return { stdout: "", stderr: res.stderr, exitCode: 1 };
    return res;
  },
  (line) => store.remember("consoleHistory", line),
);

// Terminal.

const terminalPane = element("terminal");
const terminalButton = element<HTMLButtonElement>("btn-terminal");
const terminal = new Terminal(terminalPane, () => store.data.terminalHistory);
const shell = new Shell(terminal, tf, store);
void shell.loop();
function toggleTerminal(open = terminalPane.hidden !== false): void {
  terminalPane.hidden = !open;
  terminalButton.setAttribute("aria-expanded", String(open));
  document.body.classList.toggle("terminal-open", open);
  if (open) terminal.focus();
}
terminalButton.addEventListener("click", () => toggleTerminal());

// Files: new, rename, delete.

function validName(value: string, current?: string): string | null {
  const p = cleanPath(value);
  if (!p) return "Enter a file name such as variables.tf or modules/network/main.tf.";
  if (p !== current && (store.has(p) || store.isFolder(p))) return `${p} already exists.`;
  if (isEngineFile(p)) return "That name belongs to Terraform's own files.";
  return null;
}

function targetFolder(): string {
  const sel = tree.selected;
  if (!sel) return "";
  return store.isFolder(sel) && !store.has(sel) ? sel : sel.includes("/") ? sel.slice(0, sel.lastIndexOf("/")) : "";
}

async function newFile(): Promise<void> {
  const dir = targetFolder();
  const name = await promptDialog("New file", "File name (folders with /, e.g. modules/network/main.tf)", join(dir, "new.tf"), "Create", (v) => validName(v));
  if (name === null) return;
  const path = cleanPath(name)!;
  store.setFile(path, "");
  tree.reveal(path);
  openFile(path);
}

async function newFolder(): Promise<void> {
  const dir = targetFolder();
  const name = await promptDialog("New folder", "Folder name (e.g. modules/network)", join(dir, "modules"), "Create", (v) => validName(v));
  if (name === null) return;
  const path = cleanPath(name)!;
  store.addFolder(path);
  tree.reveal(path);
  tree.select(path);
}

async function renameItem(path = tree.selected): Promise<void> {
  if (!path) return;
  if (isEngineFile(path)) {
    setRunStatus("Terraform's own files cannot be renamed.", "error");
    return;
  }
  const name = await promptDialog(`Rename ${path}`, "New name", path, "Rename", (v) => validName(v, path));
  if (name === null) return;
  const to = cleanPath(name)!;
  if (to === path) return;
  for (const p of store.allPaths()) if (within(p, path)) editor.forget(p);
  store.rename(path, to);
  tree.reveal(to);
  tree.select(to);
  showActive();
}

async function deleteItem(path = tree.selected): Promise<void> {
  if (!path) return;
  const folder = store.isFolder(path) && !store.has(path);
  const engine = isEngineFile(path);
  const ok = await confirmDialog(
    `Delete ${path}?`,
    folder ? "The folder and every file in it will be deleted." : engine ? "This file was written by Terraform; deleting it is like deleting it from a real working directory." : "The file will be deleted.",
    "Delete",
    true,
  );
  if (!ok) return;
  for (const p of store.allPaths()) if (within(p, path)) editor.forget(p);
  store.remove(path);
  showActive();
}

element("btn-file-new").addEventListener("click", () => void newFile());
element("btn-folder-new").addEventListener("click", () => void newFolder());
element("btn-file-rename").addEventListener("click", () => void renameItem());
element("btn-file-delete").addEventListener("click", () => void deleteItem());

// New project.

element("btn-new").addEventListener("click", async () => {
  const ok = await confirmDialog(
    "Start a new project?",
    "This discards every file, variable, workspace, state and the history saved in this browser, and starts again from a small main.tf.",
    "Discard and start new",
    true,
  );
  if (!ok) return;
  await replaceProject(newProject());
  setRunStatus("New project started.", "ok");
});

/** Replaces the whole project (files, state, history) by `data`. */
async function replaceProject(data: ProjectData): Promise<void> {
  for (const p of store.allPaths()) editor.forget(p);
  store.replace(data);
  currentPlan = null;
  runDiags = [];
  planView.showIdle();
  consoleView.reload();
  terminal.clear();
  showActive();
  await persistence.flush();
}

/**
 * Opens files from a share link, an example or a zip as the project,
 * asking first when the user's own files would be lost.
 */
let lastOpened: Record<string, string> = {};
async function openFiles(
  files: Record<string, string>,
  source: string,
  flavor: Flavor = store.data.flavor,
  extra: Pick<Partial<ProjectData>, "folders" | "vars" | "example"> = {},
): Promise<boolean> {
  if (wouldLoseWork(store.files, files, [lastOpened, ...examples.map((e) => e.files)])) {
    const ok = await confirmDialog(
      `Open ${source}?`,
      "It replaces your files, variables, workspaces and state saved in this browser. Download your workspace as a .zip first if you want to keep it.",
      "Replace my files",
      true,
    );
    if (!ok) return false;
  }
  await replaceProject({ ...projectFromFiles(files), flavor, ...extra });
  lastOpened = files;
  return true;
}

// Share links, zip download and upload.

const filesIO = setupFilesIO({
  downloadButton: element<HTMLButtonElement>("btn-download"),
  openButton: element<HTMLButtonElement>("btn-open"),
  dropTarget: document.body,
  files: () => ownFiles(store.files),
  open: (files, source) => openFiles(files, source),
  report: (text, kind) => setRunStatus(text, kind),
});
const sharing = setupShare({
  button: element<HTMLButtonElement>("btn-share"),
  payload: (): SharePayload => ({
    v: 2,
    files: ownFiles(store.files),
    folders: store.data.folders.filter((f) => !isEngineFile(f)),
    vars: store.data.vars,
    flavor: store.data.flavor,
    ...(store.data.example ? { example: store.data.example } : {}),
  }),
  open: (payload) =>
    openFiles(payload.files, "the shared workspace", payload.flavor, {
      folders: payload.folders,
      vars: payload.vars,
      example: payload.example ?? null,
    }),
  download: () => void filesIO.download(),
  report: (text, kind) => setRunStatus(text, kind),
});

setupExamplesMenu({
  button: element<HTMLButtonElement>("btn-examples"),
  examples,
  choose: (ex) =>
    void openFiles(ex.files, `the example "${ex.title}"`, store.data.flavor, { example: ex.id }).then((opened) => {
      if (opened) setRunStatus(`Opened the example "${ex.title}": ${ex.description} Press Plan to see what it makes.`, "ok");
    }),
});

// Variables and workspaces.

const variablesPanel = new VariablesPanel(element<HTMLButtonElement>("btn-vars"), store);
setupWorkspaces({
  select: element<HTMLSelectElement>("workspace-select"),
  add: element<HTMLButtonElement>("btn-workspace-new"),
  remove: element<HTMLButtonElement>("btn-workspace-delete"),
  store,
  tf,
  report: (text, kind) => setRunStatus(text, kind),
});
setupThemeToggle(element<HTMLButtonElement>("btn-theme"));
setupFlavor(element<HTMLSelectElement>("flavor-select"), store, (flavor) => {
  showVersion();
  validator.schedule();
  refreshStale();
  setRunStatus(`Language: ${FLAVOR_NAMES[flavor]}. Plans, the console and the terminal now follow ${FLAVOR_NAMES[flavor]}.`, "ok");
});

/** The footer's version line, of the project's flavor. */
function showVersion(): void {
  void runEngine.call<{ terraform: string; tfplay: string }>("version", {}).then(
    (v) =>
      (element("engine-version").textContent =
        store.data.flavor === "opentofu" ? `OpenTofu language · tfplay ${v.tfplay}` : `Terraform ${v.terraform} language · tfplay ${v.tfplay}`),
    () => {},
  );
}

// Reacting to changes.

let lastWorkspace = store.workspace;
let lastStateKey = "";
store.onChange((kinds) => {
  persistence.schedule();
  if (kinds.has("files")) {
    filesVersion++;
    // Files written by a command (fmt) or another view: update the editor.
    const active = editor.activePath;
    if (active && active in store.files && store.files[active] !== editor.view.state.doc.toString()) {
      editor.setText(active, store.files[active]!);
    }
    if (Object.keys(store.files).some(isConfigFile)) validator.schedule();
    refreshStale();
    graphTab.filesChanged();
  }
  if (kinds.has("tree") || kinds.has("files") || kinds.has("ui")) tree.render(store.allPaths(), store.allFolders());
  if (kinds.has("ui") || kinds.has("tree")) {
    if (editor.activePath !== store.data.active) showActive();
    else editorTabs.render(store.data.open, store.data.active);
  }
  if (kinds.has("vars")) {
    variablesPanel.refresh();
    refreshStale();
  }
  if (kinds.has("workspace") || store.workspace !== lastWorkspace) {
    if (store.workspace !== lastWorkspace) {
      lastWorkspace = store.workspace;
      currentPlan = null;
      planView.showIdle();
      variablesPanel.refresh();
    }
  }
  // State and Outputs follow the selected workspace's state, not every keystroke.
  const stateKey = `${store.workspace}\0${store.state() ?? ""}`;
  if (stateKey !== lastStateKey || kinds.has("history")) {
    lastStateKey = stateKey;
    void refreshResults();
  }
});

// Global shortcuts.

document.addEventListener("keydown", (e) => {
  const mod = e.ctrlKey || e.metaKey;
  if (mod && e.key === "Enter") {
    e.preventDefault();
    void plan();
  } else if (mod && (e.key === "s" || e.key === "S")) {
    e.preventDefault();
    void format();
  } else if (e.ctrlKey && e.key === "`") {
    e.preventDefault();
    toggleTerminal();
  }
});
addEventListener("pagehide", () => void persistence.flush());
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "hidden") void persistence.flush();
});

// Start: restore the saved project, show it, start the engine.

async function start(): Promise<void> {
  const saved = await persistence.load();
  if (saved) store.replace(saved);
  if (persistence.setAside) offerSetAside(persistence.setAside);
  persistence.onOtherTab = offerOtherTabChoice;
  persistence.listen();
  await sharing.openFromLocation();
  lastWorkspace = store.workspace;
  tree.render(store.allPaths(), store.allFolders());
  showActive();
  variablesPanel.refresh();
  consoleView.reload();
  status.set("loading", "Starting engine…");
  try {
    await runEngine.start();
  } catch (err) {
    status.set("error", `The engine could not start: ${err instanceof Error ? err.message : String(err)}`);
    return;
  }
  void validator.run().finally(() => void startOtherEngines());
  showVersion();
  await refreshResults();
}

/**
 * Starts the validation and intel workers, and lets the service worker
 * register (web/site/register-sw.ts waits for this mark: its install
 * compiles the site's scripts), once the run engine has been idle for a
 * second after the first check: not while a cold load's first check and
 * first plan need the CPU. Until then checks run on the run engine, and
 * a completion asked for starts the intel worker at once.
 */
async function startOtherEngines(): Promise<void> {
  for (let idle = 0; idle < 4; idle = runEngine.busy ? 0 : idle + 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  performance.mark("tfplay.wasm");
  try {
    await lintEngine.start();
    checkEngine = lintEngine;
  } catch {
    // Checks stay on the run engine.
  }
  void intelEngine.start().catch(() => {});
}

void start();

/** Writes a history entry's state back as the current state (State tab's Restore). */
async function restoreState(entry: { workspace: string; serial: number; state: string }): Promise<void> {
  const current = store.state(entry.workspace);
  let doc: Record<string, unknown>;
  try {
    doc = JSON.parse(entry.state) as Record<string, unknown>;
  } catch {
    setRunStatus(`The state of serial ${entry.serial} cannot be read.`);
    return;
  }
  let serial = 0;
  try {
    serial = Number((JSON.parse(current ?? "{}") as { serial?: number }).serial ?? 0);
  } catch {}
  doc["serial"] = serial + 1;
  const tmp = ".terraform/tfplay-restore.tfstate";
  store.applyWritten({ [tmp]: JSON.stringify(doc, null, 2) + "\n" }, {});
  const res = await tf.run(["state", "push", "-force", tmp], { label: `state push -force (restore serial ${entry.serial})`, vars: false });
  store.applyWritten({ [tmp]: null }, {});
  if (res.exitCode === 0) setRunStatus(`Serial ${entry.serial} restored as serial ${serial + 1}.`, "ok");
  else setRunStatus(`Restoring serial ${entry.serial} failed: ${(res.stderr || res.stdout).trim()}`);
  await refreshResults();
}

/**
 * Tells that the saved project could not be read and was kept aside, and
 * offers it for download (nothing the user made is dropped silently).
 */
function offerSetAside(aside: { key: string; json: string }): void {
  const bar = document.createElement("div");
  bar.className = "set-aside-notice";
  bar.setAttribute("role", "alert");
  const text = document.createElement("span");
  text.textContent = `Your saved project could not be read, so tfplay started a new one. The old data is kept in this browser (as "${aside.key}"): `;
  const link = document.createElement("a");
  link.textContent = "download it";
  link.download = `tfplay-${aside.key}.json`;
  link.href = URL.createObjectURL(new Blob([aside.json], { type: "application/json" }));
  const dismiss = document.createElement("button");
  dismiss.type = "button";
  dismiss.textContent = "Dismiss";
  dismiss.addEventListener("click", () => bar.remove());
  bar.append(text, link, document.createTextNode(" "), dismiss);
  document.body.prepend(bar);
}

/**
 * Another tab saved the same project: rather than overwrite each other's
 * work, offer a choice between that tab's project and this one's.
 */
function offerOtherTabChoice(): void {
  if (document.querySelector(".other-tab-notice")) return;
  const bar = document.createElement("div");
  bar.className = "set-aside-notice other-tab-notice";
  bar.setAttribute("role", "alert");
  const text = document.createElement("span");
  text.textContent = "This project was changed in another tab. This tab no longer saves until you choose: ";
  const theirs = document.createElement("button");
  theirs.type = "button";
  theirs.textContent = "Load the other tab's project";
  theirs.addEventListener("click", async () => {
    bar.remove();
    const data = await persistence.load();
    if (data) store.replace(data);
    tree.render(store.allPaths(), store.allFolders());
    showActive();
    variablesPanel.refresh();
    consoleView.reload();
    void validator.run();
  });
  const mine = document.createElement("button");
  mine.type = "button";
  mine.textContent = "Keep this tab's project";
  mine.addEventListener("click", () => {
    bar.remove();
    void persistence.keepMine();
  });
  bar.append(text, theirs, document.createTextNode(" "), mine);
  document.body.prepend(bar);
}
