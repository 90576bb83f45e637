/** The examples gallery: small workspaces written for tfplay. */
import { awsVpc } from "./aws-vpc";
import { basics } from "./basics";
import type { Example } from "./example";
import { modules } from "./modules";
import { randomTls } from "./random-tls";
import { repetition } from "./repetition";
import { variables } from "./variables";

export type { Example } from "./example";

export const examples: readonly Example[] = [basics, repetition, variables, modules, randomTls, awsVpc];
