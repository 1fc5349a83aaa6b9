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
import * as outboxRetries from "./010-outbox-retries";
import * as outboxPendingIndex from "./011-outbox-pending-index";
import * as touches from "./014-touches";
import * as leadOwners from "./016-lead-owners";
import * as manualLeads from "./017-manual-leads";
import * as deskPeople from "./018-desk-people";
import * as units from "./019-units";
import * as appointments from "./020-appointments";
import * as launch from "./021-launch";
import * as agents from "./022-agents";
import * as deskWork from "./023-desk-work";
import * as deskReports from "./024-desk-reports";
import * as ads from "./025-ads";
import * as breachRegister from "./026-breach-register";
import * as consentWithdrawals from "./029-consent-withdrawals";
import * as workLeases from "./030-work-leases";
import * as registrationUnit from "./032-registration-unit";
import * as metaLeadId from "./033-meta-lead-id";

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
  "010-outbox-retries": outboxRetries,
  "011-outbox-pending-index": outboxPendingIndex,
  "014-touches": touches,
  "016-lead-owners": leadOwners,
  "017-manual-leads": manualLeads,
  "018-desk-people": deskPeople,
  "019-units": units,
  "020-appointments": appointments,
  "021-launch": launch,
  "022-agents": agents,
  "023-desk-work": deskWork,
  "024-desk-reports": deskReports,
  "025-ads": ads,
  "026-breach-register": breachRegister,
  "029-consent-withdrawals": consentWithdrawals,
  "030-work-leases": workLeases,
  "032-registration-unit": registrationUnit,
  "033-meta-lead-id": metaLeadId,
};
