import type { Migration } from "kysely";
import * as salutations from "./001-salutations";
import * as registrations from "./002-registrations";

// Listed explicitly (not read from disk) so the same set runs from scripts, tests and the bundled app.
export const migrations: Record<string, Migration> = {
  "001-salutations": salutations,
  "002-registrations": registrations,
};
