/**
 * The Terraform / OpenTofu switch of a project: every engine run of an
 * OpenTofu project gets TFPLAY_FLAVOR=opentofu (terraform.ts), so the
 * engine offers OpenTofu's functions, reports OpenTofu's version and
 * words its output as `tofu` does.
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
