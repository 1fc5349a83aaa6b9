import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { NotificationTargets } from "../outbox/entries";
import { claimPerson } from "./claim-person";
import { newIdentity, personKeys, registrationRows } from "./rows";
import { findSubmission } from "./submission";
import type { CreatedRegistration, NewRegistration } from "./types";

export interface StoreJob {
  registration: NewRegistration;
  targets: NotificationTargets;
}

/**
 * Everything one registration writes, inside the caller's transaction: a retried post answers with
 * the registration it already made; otherwise the person is claimed (first or repeat), then the
 * registration, its unit types, outbox messages and audit entry are inserted and a repeat brings its
 * first registration back to the top of the sales list.
 */
export async function writeRegistration(
  trx: Kysely<Database>,
  { registration, targets }: StoreJob,
): Promise<CreatedRegistration> {
  const { submission } = registration.context;
  const stored = submission && (await findSubmission(trx, submission));
  if (stored) return stored;

  const person = personKeys(registration);
  const identity = newIdentity(registration);
  const { duplicateOf } = await claimPerson(trx, identity.id, identity.createdAt, person);
  const rows = registrationRows(registration, targets, person, identity, duplicateOf);

  await trx.insertInto("registrations").values(rows.registration).execute();
  if (rows.unitTypes.length)
    await trx.insertInto("registration_unit_types").values(rows.unitTypes).execute();
  if (rows.outbox.length) await trx.insertInto("outbox").values(rows.outbox).execute();
  await trx.insertInto("audit_log").values(rows.audit).execute();
  if (duplicateOf) {
    await trx
      .updateTable("registrations")
      .set((eb) => ({
        // Arrival order across instances is not clock order: keep the later of the two times.
        latest_at: sql<string>`case when latest_at < ${identity.createdAt} then ${identity.createdAt} else latest_at end`,
        repeat_count: eb("repeat_count", "+", 1),
      }))
      .where("id", "=", duplicateOf)
      .execute();
  }
  return { id: identity.id, duplicateOf };
}
