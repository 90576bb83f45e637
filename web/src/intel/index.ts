/**
 * Editor intelligence: completion (completion.ts), hover with evaluated
 * values (hover.ts) and go to definition (definition.ts), all answered by
 * the engine in a worker of its own (client.ts).
 */
import type { Extension } from "@codemirror/state";
import type { IntelClient } from "./client";
import { type GoTo, intelDefinition } from "./definition";
import { intelCompletion } from "./completion";
import { intelHover } from "./hover";
import { intelTheme } from "./theme";

export { IntelClient, type IntelWorkspace } from "./client";
export type { GoTo } from "./definition";

/** The editor extensions of intelligence for the file at `path`. */
export function intelExtensions(client: IntelClient, path: string, goTo: GoTo): Extension {
  return [intelCompletion(client, path), intelHover(client, path), intelDefinition(client, path, goTo), intelTheme];
}
