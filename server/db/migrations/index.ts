import type { Migration } from "kysely";
import * as salutations from "./001-salutations";
import * as registrations from "./002-registrations";
import * as staff from "./003-staff";
import * as leadDesk from "./004-lead-desk";
import * as dashboard from "./005-dashboard";
import * as leadExport from "./006-lead-export";
import * as personKeys from "./007-person-keys";
import * as outboxClaims from "./008-outbox-claims";
import * as signInLimits from "./009-sign-in-limits";

// Listed explicitly (not read from disk) so the same set runs from scripts, tests and the bundled app.
export const migrations: Record<string, Migration> = {
  "001-salutations": salutations,
  "002-registrations": registrations,
  "003-staff": staff,
  "004-lead-desk": leadDesk,
  "005-dashboard": dashboard,
  "006-lead-export": leadExport,
  "007-person-keys": personKeys,
  "008-outbox-claims": outboxClaims,
  "009-sign-in-limits": signInLimits,
};
