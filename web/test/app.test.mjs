// End-to-end tests of the playground in headless Chromium, clicking and
// typing as a person would: plan, apply, state, a forced replacement, the
// terminal (state list, console, apply's approval prompt), variables
// prompted for, persistence across a reload, a runaway expression stopped
// by the time limit, and a 375 px wide screen. Set-up: browser-harness.mjs.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  button,
  editorText,
  idle,
  openPage,
  resultTab,
  RUN_TIMEOUT,
  saved,
  terminalRun,
  terminalText,
  typeConfig,
} from "./browser-harness.mjs";

/** Two resources; `a` has a force-new argument (triggers_replace). */
const twoResources = (trigger) => `resource "terraform_data" "a" {
input = "alpha"
triggers_replace = ["${trigger}"]
}

resource "terraform_data" "b" {
input = "beta"
}
`;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

async function planText(page) {
  const { panel } = resultTab(page, "Plan");
  return panel.innerText();
}

test("plan, apply, state, and a forced replacement", async () => {
  const { page, errors, close } = await openPage();
  try {
    await typeConfig(page, twoResources("v1"));
    await page.locator('#status[data-state="valid"]').waitFor({ timeout: RUN_TIMEOUT });

    // Plan: both resources will be created. Terraform's text is shown as
    // soon as the plan is done, before show -json has read the saved plan
    // for the list of changes.
    await page.evaluate(() => {
      const panel = document.getElementById("panel-plan");
      const seen = (window.__planSteps = []);
      new MutationObserver(() => {
        const step = panel.querySelector(".change-list") ? "changes" : panel.querySelector('[aria-label="Plan output"]') ? "text" : "";
        if (step && seen.at(-1)?.step !== step) seen.push({ step, summary: panel.querySelector(".plan-summary")?.textContent ?? "", text: panel.textContent });
      }).observe(panel, { subtree: true, childList: true, characterData: true });
    });
    await button(page, "Plan").click();
    const plan = resultTab(page, "Plan").panel;
    const changes = plan.getByRole("list", { name: "Resource changes" }).getByRole("listitem");
    await changes.first().waitFor({ timeout: RUN_TIMEOUT });
    await plan.getByText("Plan: 2 to add, 0 to change, 0 to destroy.").first().waitFor({ timeout: RUN_TIMEOUT });
    const steps = await page.evaluate(() => window.__planSteps);
    assert.deepEqual(steps.map((s) => s.step), ["text", "changes"]);
    assert.match(steps[0].summary, /reading its changes/);
    assert.match(steps[0].text, /# terraform_data\.a will be created[\s\S]*Plan: 2 to add, 0 to change, 0 to destroy\./);
    assert.equal(await changes.count(), 2);
    assert.match(await changes.nth(0).innerText(), /terraform_data\.a\s+will be created/);
    assert.match(await changes.nth(0).innerText(), /\(known after apply\)/);
    // Terraform's own text, in its colours: "+" in green.
    await plan.getByRole("button", { name: "Terraform output" }).click();
    const text = plan.getByLabel("Plan output");
    assert.match(await text.innerText(), /# terraform_data\.a will be created/);
    assert.ok((await text.locator(".ansi-fg-green").count()) > 0, "create markers are green");

    // Apply: the State tab lists both with their ids.
    await button(page, "Apply").click();
    await plan.getByText("Apply complete! Resources: 2 added, 0 changed, 0 destroyed.").waitFor({ timeout: RUN_TIMEOUT });
    await idle(page);
    const state = resultTab(page, "State");
    await state.tab.click();
    await state.panel.getByText("2 resources in workspace \"default\"").waitFor({ timeout: RUN_TIMEOUT });
    const resources = state.panel.getByRole("listitem");
    assert.equal(await resources.count(), 2);
    for (const [i, name] of ["terraform_data.a", "terraform_data.b"].entries()) {
      const t = await resources.nth(i).innerText();
      assert.ok(t.includes(name), t);
      assert.match(t, new RegExp(`id = ${UUID.source}`));
    }
    const idA = UUID.exec(await resources.nth(0).innerText())[0];

    // Change the force-new argument: the plan replaces a.
    const line = page.locator(".cm-content .cm-line").filter({ hasText: "triggers_replace" });
    await line.click();
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Backspace");
    await page.keyboard.type("2");
    assert.match(await editorText(page), /triggers_replace = \["v2"\]/);
    await page.keyboard.press("ControlOrMeta+Enter");
    await plan.getByText("Plan: 1 to add, 0 to change, 1 to destroy.").first().waitFor({ timeout: RUN_TIMEOUT });
    assert.match(await planText(page), /-\/\+ resource "terraform_data" "a"/);
    assert.match(await planText(page), /# terraform_data\.a must be replaced/);
    await plan.getByRole("button", { name: "Changes" }).click();
    const replaced = plan.getByRole("list", { name: "Resource changes" }).getByRole("listitem");
    assert.equal(await replaced.count(), 1);
    const card = await replaced.first().innerText();
    assert.match(card, /-\/\+\s*terraform_data\.a\s+must be replaced/);
    assert.match(card, /forces replacement/);
    assert.ok(card.includes(idA), "the old id is shown before the replacement");

    // Apply it: the history records both applies, and they can be compared.
    await button(page, "Apply").click();
    await plan.getByText("Apply complete! Resources: 1 added, 0 changed, 1 destroyed.").waitFor({ timeout: RUN_TIMEOUT });
    await idle(page);
    await state.tab.click();
    await state.panel.getByRole("button", { name: "History" }).click();
    const history = state.panel.getByRole("table", { name: "State history" });
    await history.waitFor();
    assert.equal(await history.locator("tbody tr").count(), 2);
    assert.match(await history.locator("tbody tr").first().innerText(), /terraform apply/);
    const diff = state.panel.getByRole("region", { name: "State differences" });
    assert.match(await diff.innerText(), /terraform_data\.a\s+changed/);
    assert.ok((await diff.innerText()).includes(idA));
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("the terminal runs terraform: apply asks for approval, state list, console", async () => {
  const { page, errors, close } = await openPage();
  try {
    await typeConfig(page, twoResources("v1"));
    await page.locator('#status[data-state="valid"]').waitFor({ timeout: RUN_TIMEOUT });
    const log = page.getByRole("log", { name: "Terminal output" });

    // apply without -auto-approve: the plan, then Terraform's prompt.
    await terminalRun(page, "terraform apply");
    await page.locator(".terminal-prompt").getByText("Enter a value:").waitFor({ timeout: RUN_TIMEOUT });
    let out = await terminalText(page);
    assert.match(out, /Plan: 2 to add, 0 to change, 0 to destroy\./);
    assert.match(out, /Do you want to perform these actions\?\n {2}Terraform will perform the actions described above\.\n {2}Only 'yes' will be accepted to approve\.\n\n$/);
    assert.doesNotMatch(out, /Saved the plan to/);
    // Anything but "yes" cancels.
    await page.getByRole("textbox", { name: "Terminal input" }).fill("no");
    await page.getByRole("textbox", { name: "Terminal input" }).press("Enter");
    await log.getByText("Apply cancelled.").waitFor({ timeout: RUN_TIMEOUT });
    await terminalRun(page, "echo $?");
    await page.waitForFunction(() => /\n1\n\S*\s*$/.test(document.querySelector(".terminal-output").textContent), null, { timeout: RUN_TIMEOUT });

    // "yes" applies the plan shown.
    await terminalRun(page, "tofu apply");
    await page.locator(".terminal-prompt").getByText("Enter a value:").waitFor({ timeout: RUN_TIMEOUT });
    await page.getByRole("textbox", { name: "Terminal input" }).fill("yes");
    await page.getByRole("textbox", { name: "Terminal input" }).press("Enter");
    await log.getByText("Apply complete! Resources: 2 added, 0 changed, 0 destroyed.").waitFor({ timeout: RUN_TIMEOUT });
    out = await terminalText(page);
    assert.match(out, /Enter a value: yes\n\nterraform_data\.(a|b): Creating\.\.\./);

    await terminalRun(page, "terraform state list");
    await page.waitForFunction(
      () => /\$ terraform state list\nterraform_data\.a\nterraform_data\.b\n/.test(document.querySelector(".terminal-output").textContent),
      null,
      { timeout: RUN_TIMEOUT },
    );

    // The console reads lines until exit.
    await terminalRun(page, "terraform console");
    await page.locator(".terminal-prompt").getByText(">").waitFor({ timeout: RUN_TIMEOUT });
    await terminalRun(page, 'upper("x")');
    await page.waitForFunction(() => /> upper\("x"\)\n"X"\n/.test(document.querySelector(".terminal-output").textContent), null, { timeout: RUN_TIMEOUT });
    await terminalRun(page, "exit");
    await terminalRun(page, "terraform state show terraform_data.b");
    await log.getByText('resource "terraform_data" "b" {').waitFor({ timeout: RUN_TIMEOUT });

    // The State tab sees what the terminal applied; history ↑ recalls commands.
    const state = resultTab(page, "State");
    await state.tab.click();
    await state.panel.getByText("2 resources in workspace \"default\"").waitFor({ timeout: RUN_TIMEOUT });
    const input = page.getByRole("textbox", { name: "Terminal input" });
    await input.click();
    await input.press("ArrowUp");
    assert.equal(await input.inputValue(), "terraform state show terraform_data.b");
    await terminalRun(page, "clear");
    await page.waitForFunction(() => document.querySelector(".terminal-output").textContent === "", null, { timeout: RUN_TIMEOUT });
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("a required variable without a value is asked for", async () => {
  const { page, errors, close } = await openPage();
  try {
    await typeConfig(
      page,
      `variable "owner" {
type = string
description = "Who owns the bucket."
}

resource "terraform_data" "bucket" {
input = "bucket-of-\${var.owner}"
}
`,
    );
    await page.locator('#status[data-state="valid"]').waitFor({ timeout: RUN_TIMEOUT });
    await button(page, "Plan").click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor({ timeout: RUN_TIMEOUT });
    assert.match(await dialog.innerText(), /var\.owner\s+Who owns the bucket\.\s+Enter a value:/);
    await dialog.getByLabel("var.owner").fill("ana");
    await dialog.getByRole("button", { name: "Continue" }).click();
    const plan = resultTab(page, "Plan").panel;
    await plan.getByText("Plan: 1 to add, 0 to change, 0 to destroy.").first().waitFor({ timeout: RUN_TIMEOUT });
    assert.match(await plan.innerText(), /"bucket-of-ana"/);

    // The value is kept for the workspace: the next plan does not ask.
    await idle(page);
    await button(page, "Plan").click();
    await idle(page);
    assert.equal(await page.getByRole("dialog").count(), 0);
    await page.getByRole("button", { name: "Variables" }).click();
    assert.equal(await page.getByRole("dialog").getByLabel("var.owner").inputValue(), "ana");
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

    // The terminal asks the way Terraform does.
    await page.getByRole("button", { name: "Variables" }).click();
    await page.getByRole("dialog").getByLabel("var.owner").fill("");
    await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
    await terminalRun(page, "terraform plan");
    await page.locator(".terminal-prompt").getByText("Enter a value:").waitFor({ timeout: RUN_TIMEOUT });
    assert.match(await terminalText(page), /var\.owner\n {2}Who owns the bucket\.\n\n$/);
    await terminalRun(page, "bo");
    await page.getByRole("log", { name: "Terminal output" }).getByText('"bucket-of-bo"').waitFor({ timeout: RUN_TIMEOUT });
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("files and state survive a reload", async () => {
  const { page, context, errors, close } = await openPage();
  try {
    await typeConfig(page, twoResources("kept"));
    await page.locator('#status[data-state="valid"]').waitFor({ timeout: RUN_TIMEOUT });
    await button(page, "Apply").click();
    await resultTab(page, "Plan").panel.getByText("Apply complete! Resources: 2 added").waitFor({ timeout: RUN_TIMEOUT });
    await idle(page);
    // A second file, in a module folder, created through the file tree.
    await page.getByRole("button", { name: "New file" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox").fill("modules/net/main.tf");
    // Create hands the focus to the new file's editor at once, before any
    // other task runs (it used to come with the dialog's close event a task
    // later, and a key typed in between went to the New file button).
    const focused = await page.evaluate(async () => {
      document.querySelector("dialog[open] button[type=submit]").click();
      for (let i = 0; i < 20; i++) await Promise.resolve(); // microtasks only: no other task runs
      return document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.tagName;
    });
    assert.equal(focused, "Contents of modules/net/main.tf");
    await page.keyboard.type('output "cidr" { value = "10.0.0.0/16" }');
    await saved(page);

    await page.reload();
    await page.locator('#status[data-state="valid"]').waitFor({ timeout: RUN_TIMEOUT });
    const tree = page.getByRole("tree", { name: "Files" });
    for (const name of ["main.tf", "modules", "net", "terraform.tfstate"]) {
      await tree.getByRole("treeitem", { name, exact: true }).first().waitFor();
    }
    assert.match(await editorText(page), /output "cidr"/);
    await page.getByRole("button", { name: "main.tf", exact: true }).click();
    assert.match(await editorText(page), /triggers_replace = \["kept"\]/);
    const state = resultTab(page, "State");
    await state.tab.click();
    await state.panel.getByText("2 resources in workspace \"default\"").waitFor({ timeout: RUN_TIMEOUT });
    // Nothing to do after the reload: the state is the one applied.
    await button(page, "Plan").click();
    await resultTab(page, "Plan").panel.getByText("No changes.").first().waitFor({ timeout: RUN_TIMEOUT });
    assert.deepEqual(errors, []);
    void context;
  } finally {
    await close();
  }
});

test("a runaway expression is stopped and the page still answers", async () => {
  const { page, errors, close } = await openPage();
  try {
    // A billion iterations: the engine's own work budget stops them, with
    // its diagnostic.
    await typeConfig(
      page,
      `locals {
huge = [for a in range(1000) : [for b in range(1000) : [for c in range(1000) : c]]]
}

resource "terraform_data" "x" {
input = length(local.huge)
}
`,
    );
    await button(page, "Plan").click();
    await resultTab(page, "Plan").panel.getByText("Evaluation limit exceeded").first().waitFor({ timeout: RUN_TIMEOUT });

    // What the engine's limits do not bound is stopped by the page after
    // 8 seconds, and the engine restarted: here the plan prints 40,000
    // numbers of a thousand digits (go-cty's exact conversion, over a
    // millisecond each: 20 s and more natively), which the evaluation
    // does not do. (Through a variable: validate, where it is unknown,
    // stays quick.)
    await typeConfig(
      page,
      `variable "n" {\ndefault = 1e-999\n}\n\noutput "x" {\nvalue = flatten([for i in range(100) : [for j in range(400) : var.n * j]])\n}\n`,
    );
    await page.locator('#status[data-state="valid"]').waitFor({ timeout: 60_000 });
    await idle(page);
    const started = Date.now();
    await button(page, "Plan").click();
    await page.getByText(/stopped: it ran for more than 8 seconds/).waitFor({ timeout: 60_000 });
    const elapsed = Date.now() - started;
    assert.ok(elapsed >= 8000 && elapsed < 40_000, `stopped after ${elapsed} ms`);
    assert.match(await resultTab(page, "Plan").panel.innerText(), /ran for more than 8 seconds/);
    // The page answered all along, and the files are intact.
    assert.match(await editorText(page), /var\.n \* j\]\]\)/);
    await resultTab(page, "State").tab.click();
    await resultTab(page, "Plan").tab.click();

    // Replace the expression: the restarted engine plans again.
    await typeConfig(page, `resource "terraform_data" "x" {\ninput = 1\n}\n`);
    await page.locator('#status[data-state="valid"]').waitFor({ timeout: 60_000 });
    await idle(page);
    await button(page, "Plan").click();
    await resultTab(page, "Plan").panel.getByText("Plan: 1 to add, 0 to change, 0 to destroy.").first().waitFor({ timeout: RUN_TIMEOUT });
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("at 375 px wide the panels stack and everything is reachable", async () => {
  const { page, errors, close } = await openPage({ viewport: { width: 375, height: 740 } });
  try {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(overflow <= 375, `page is ${overflow} px wide`);
    const controls = [
      ...["Plan", "Apply", "Destroy", "Reset state", "Format", "Variables", "New", "New file", "New folder", "Terminal"].map((n) => button(page, n)),
      ...["Plan", "State", "Outputs", "Console", "Problems"].map((n) => resultTab(page, n).tab),
      page.getByRole("combobox", { name: "Workspace" }),
      page.getByRole("tree", { name: "Files" }).getByRole("treeitem").first(),
      page.locator(".cm-scroller"),
    ];
    for (const c of controls) {
      await c.scrollIntoViewIfNeeded();
      const box = await c.boundingBox();
      assert.ok(box && box.width > 0 && box.x >= 0 && box.x + box.width <= 375 + 1, `${c} is within the screen: ${JSON.stringify(box)}`);
      await c.click({ trial: true });
    }
    // Panels stack: the results are below the editor.
    const editorBox = await page.getByRole("region", { name: "Editor" }).boundingBox();
    const resultsBox = await page.getByRole("region", { name: "Results" }).boundingBox();
    assert.ok(resultsBox.y >= editorBox.y + editorBox.height, "results below the editor");
    // And it works there.
    await button(page, "Plan").click();
    await resultTab(page, "Plan").panel.getByText(/Plan: 2 to add/).first().waitFor({ timeout: RUN_TIMEOUT });
    await idle(page);
    await button(page, "Terminal").click();
    await terminalRun(page, "terraform version");
    await page.getByRole("log", { name: "Terminal output" }).getByText(/Terraform v\d/).waitFor({ timeout: RUN_TIMEOUT });
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("keyboard: Ctrl+S formats, the console tab evaluates with history, outputs hide sensitive values", async () => {
  const { page, errors, close } = await openPage();
  try {
    await typeConfig(
      page,
      `locals {
n=2
}

output "doubled" {
value = local.n * 2
}

output "secret" {
value = "hunter2"
sensitive = true
}
`,
    );
    await page.locator('#status[data-state="valid"]').waitFor({ timeout: RUN_TIMEOUT });
    await page.keyboard.press("ControlOrMeta+s");
    await page.waitForFunction(() => document.querySelector(".cm-content").textContent.includes("n = 2"), null, { timeout: RUN_TIMEOUT });
    await idle(page);

    const consoleTab = resultTab(page, "Console");
    await consoleTab.tab.click();
    const input = consoleTab.panel.getByRole("textbox", { name: "Console input" });
    await input.fill("local.n + 40");
    await input.press("Enter");
    await consoleTab.panel.getByText("42", { exact: true }).waitFor({ timeout: RUN_TIMEOUT });
    await input.fill("nope(");
    await input.press("Enter");
    await consoleTab.panel.getByText(/Error:/).first().waitFor({ timeout: RUN_TIMEOUT });
    await input.press("ArrowUp");
    await input.press("ArrowUp");
    assert.equal(await input.inputValue(), "local.n + 40");

    await button(page, "Apply").click();
    await resultTab(page, "Plan").panel.getByText("Apply complete!").waitFor({ timeout: RUN_TIMEOUT });
    await idle(page);
    const outputs = resultTab(page, "Outputs");
    await outputs.tab.click();
    await outputs.panel.getByText("doubled").waitFor({ timeout: RUN_TIMEOUT });
    assert.match(await outputs.panel.innerText(), /doubled\s+number\s+4/);
    assert.doesNotMatch(await outputs.panel.innerText(), /hunter2/);
    await outputs.panel.getByRole("button", { name: "Show the value of secret" }).click();
    assert.match(await outputs.panel.innerText(), /"hunter2"/);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("workspaces keep their own state; Destroy asks first; Reset state forgets", async () => {
  const { page, errors, close } = await openPage();
  try {
    // Apply the starter configuration in "default".
    await button(page, "Apply").click();
    const plan = resultTab(page, "Plan").panel;
    await plan.getByText("Apply complete! Resources: 2 added").waitFor({ timeout: RUN_TIMEOUT });
    await idle(page);

    // A new workspace starts empty.
    await button(page, "New workspace").click();
    await page.getByRole("dialog").getByRole("textbox").fill("dev");
    await page.getByRole("dialog").getByRole("button", { name: "Create" }).click();
    const select = page.getByRole("combobox", { name: "Workspace" });
    await page.waitForFunction(() => document.querySelector("#workspace-select").value === "dev", null, { timeout: RUN_TIMEOUT });
    assert.deepEqual(await select.locator("option").allTextContents(), ["default", "dev"]);
    const state = resultTab(page, "State");
    await state.tab.click();
    await state.panel.getByText('0 resources in workspace "dev"').waitFor({ timeout: RUN_TIMEOUT });
    await button(page, "Plan").click();
    await plan.getByText("Plan: 2 to add").first().waitFor({ timeout: RUN_TIMEOUT });
    await idle(page);

    // Back in default, its resources are still there.
    await select.selectOption("default");
    await state.tab.click();
    await state.panel.getByText('2 resources in workspace "default"').waitFor({ timeout: RUN_TIMEOUT });

    // Destroy shows the plan and asks; cancelling changes nothing.
    await button(page, "Destroy").click();
    let dialog = page.getByRole("dialog");
    await dialog.getByText("Destroy 2 resources?").waitFor({ timeout: RUN_TIMEOUT });
    assert.match(await plan.innerText(), /Plan: 0 to add, 0 to change, 2 to destroy\./);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await idle(page);
    await state.tab.click();
    await state.panel.getByText('2 resources in workspace "default"').waitFor({ timeout: RUN_TIMEOUT });
    await button(page, "Destroy").click();
    dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Destroy" }).click();
    await plan.getByText("Destroy complete! Resources: 2 destroyed.").waitFor({ timeout: RUN_TIMEOUT });
    await idle(page);

    // Reset state after another apply: the state is gone, nothing destroyed.
    await button(page, "Apply").click();
    await plan.getByText("Apply complete! Resources: 2 added").waitFor({ timeout: RUN_TIMEOUT });
    await idle(page);
    await button(page, "Reset state").click();
    await page.getByRole("dialog").getByRole("button", { name: "Reset state" }).click();
    await idle(page);
    await state.tab.click();
    await state.panel.getByText('Workspace "default" has no state yet').waitFor({ timeout: RUN_TIMEOUT });
    await state.panel.getByRole("button", { name: "History" }).click();
    const rows = await state.panel.getByRole("table", { name: "State history" }).locator("tbody tr").allInnerTexts();
    assert.equal(rows.length, 4);
    assert.match(rows[0], /reset state/);
    assert.match(rows[1], /terraform apply\s+\+2 ~0 -0/);
    assert.match(rows[2], /terraform destroy\s+\+0 ~0 -2/);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("a local backend's path holds the state: the State tab reads it there", async () => {
  const { page, errors, close } = await openPage();
  try {
    await typeConfig(
      page,
      `terraform {\nbackend "local" {\npath = "state/network.tfstate"\n}\n}\n\nresource "terraform_data" "a" {\ninput = "alpha"\n}\n`,
    );
    await page.locator('#status[data-state="valid"]').waitFor({ timeout: RUN_TIMEOUT });
    await idle(page);
    await button(page, "Apply").click();
    const plan = resultTab(page, "Plan").panel;
    await plan.getByText("Apply complete! Resources: 1 added, 0 changed, 0 destroyed.").waitFor({ timeout: RUN_TIMEOUT });
    await idle(page);
    // The file tree has the state at the backend's path, not terraform.tfstate.
    const tree = page.getByRole("tree");
    await tree.getByText("network.tfstate", { exact: true }).waitFor({ timeout: RUN_TIMEOUT });
    assert.equal(await tree.getByText("terraform.tfstate", { exact: true }).count(), 0);
    const state = resultTab(page, "State");
    await state.tab.click();
    await state.panel.getByText('1 resource in workspace "default"').waitFor({ timeout: RUN_TIMEOUT });
    await state.panel.getByRole("button", { name: "terraform.tfstate" }).click();
    assert.match(await state.panel.getByLabel("terraform.tfstate").innerText(), /"type": "terraform_data"/);
    await state.panel.getByRole("button", { name: "History" }).click();
    const history = state.panel.getByRole("table", { name: "State history" });
    await history.waitFor();
    assert.equal(await history.locator("tbody tr").count(), 1);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
