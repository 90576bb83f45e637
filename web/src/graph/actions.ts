/**
 * The planned action of each graph node, from the last plan's JSON
 * (`terraform show -json`): a resource's instances are combined, the
 * most disruptive action winning; outputs take their output change.
 */
import type { Change, PlanDocument } from "../plan-types";
import { stripKeys } from "./model";

export type Action = "create" | "update" | "replace" | "delete" | "read" | "no-op";

/** Most disruptive first: the order a node with mixed instances is coloured by. */
export const ACTIONS: readonly Action[] = ["replace", "delete", "update", "create", "read", "no-op"];

export const ACTION_LABELS: Record<Action, string> = {
  create: "create",
  update: "update in-place",
  replace: "replace",
  delete: "destroy",
  read: "read",
  "no-op": "no changes",
};

/** One instance's action from its change's actions list. */
export function actionOf(c: Change): Action {
  const a = c.actions;
  if (a.includes("create") && a.includes("delete")) return "replace";
  if (a.includes("delete")) return "delete";
  if (a.includes("update")) return "update";
  if (a.includes("create")) return "create";
  if (a.includes("read")) return "read";
  return "no-op";
}

export interface NodeAction {
  action: Action;
  /** How many instances plan each action (several for count and for_each). */
  counts: Partial<Record<Action, number>>;
}

/** The action of every node id (configuration address) the plan mentions. */
export function planActions(doc: PlanDocument | null): Map<string, NodeAction> {
  const out = new Map<string, NodeAction>();
  if (!doc) return out;
  const add = (id: string, action: Action) => {
    let na = out.get(id);
    if (!na) out.set(id, (na = { action, counts: {} }));
    na.counts[action] = (na.counts[action] ?? 0) + 1;
    if (ACTIONS.indexOf(action) < ACTIONS.indexOf(na.action)) na.action = action;
  };
  for (const rc of doc.resource_changes ?? []) {
    if (rc.deposed) continue;
    const module = rc.module_address ? `${stripKeys(rc.module_address)}.` : "";
    const id = `${module}${rc.mode === "data" ? "data." : ""}${rc.type}.${rc.name}`;
    add(id, actionOf(rc.change));
  }
  for (const [name, c] of Object.entries(doc.output_changes ?? {})) add(`output.${name}`, actionOf(c));
  return out;
}

/** "2 to create, 1 to update in-place". */
export function describe(na: NodeAction): string {
  return ACTIONS.filter((a) => na.counts[a])
    .map((a) => `${na.counts[a]} ${a === "no-op" ? "unchanged" : `to ${ACTION_LABELS[a]}`}`)
    .join(", ");
}
