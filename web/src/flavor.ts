/**
 * The Terraform / OpenTofu switch of a project: every engine run of an
 * OpenTofu project gets TFPLAY_FLAVOR=opentofu (terraform.ts), so the
 * engine offers OpenTofu's functions and reports OpenTofu's version.
 */
import type { Flavor, WorkspaceStore } from "./workspace-store";

export const FLAVOR_NAMES: Record<Flavor, string> = { terraform: "Terraform", opentofu: "OpenTofu" };

export function setupFlavor(select: HTMLSelectElement, store: WorkspaceStore, onSwitch: (flavor: Flavor) => void): void {
  select.replaceChildren(...(Object.keys(FLAVOR_NAMES) as Flavor[]).map((f) => new Option(FLAVOR_NAMES[f], f)));
  const render = () => {
    select.value = store.data.flavor;
    document.body.dataset["flavor"] = store.data.flavor;
  };
  render();
  store.onChange(render);
  select.addEventListener("change", () => {
    const flavor: Flavor = select.value === "opentofu" ? "opentofu" : "terraform";
    if (flavor === store.data.flavor) return;
    store.data.flavor = flavor;
    store.changed("ui");
    onSwitch(flavor);
  });
}

/** The command a terminal of the flavor takes: `terraform` or `tofu`. */
export function commandName(flavor: Flavor): "terraform" | "tofu" {
  return flavor === "opentofu" ? "tofu" : "terraform";
}

/**
 * The sentences in which Terraform names itself ("Terraform will perform
 * the following actions", "Terraform has been successfully initialized")
 * and the commands it suggests ("Run \"terraform init\"", "Usage:
 * terraform [global options] …"), as OpenTofu words them. The engine
 * answers in Terraform's words; the terminal of an OpenTofu project shows
 * them as `tofu` does. Written here as no library holds OpenTofu's
 * messages; file names such as terraform.tfstate and types such as
 * terraform_data are left alone.
 */
export function forFlavor(text: string, flavor: Flavor): string {
  if (flavor !== "opentofu") return text;
  return text
    .replace(SUBCOMMAND, "tofu")
    .replace(/(?<=^|\W|\x1b\[[0-9;]*m)Terraform(?= (?:will|has|used|encountered|could|cannot|can|must|may|does|did|is|was|needs|detected|planned|found|automatically|supports|tried|expected|requires|initiali[sz]ed|performed|uses|wants|tracks|stores|checks|console)\b)/g, "OpenTofu")
    .replace(/\bThe Terraform console\b/g, "The OpenTofu console")
    .replace(/\boutside of Terraform\b/g, "outside of OpenTofu")
    .replace(/\bInitializing Terraform\b/g, "Initializing OpenTofu");
}

/** `terraform` followed by one of its subcommands or usage's options. */
const SUBCOMMAND =
  /(?<=^|\W|\x1b\[[0-9;]*m)terraform(?= \[global options\]| (?:-chdir|init|plan|apply|destroy|validate|show|output|console|graph|fmt|state|taint|untaint|import|workspace|providers|version|refresh|login|logout|metadata|test|get|force-unlock|modules)\b)/g;
