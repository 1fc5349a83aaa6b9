import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { NotificationTargets } from "../outbox/entries";
import { claimForAgent } from "../agents/claims";
import { claimPerson } from "./claim-person";
import { insertRows } from "./insert-rows";
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
 * first registration back to the top of the sales list. An agent's registration also claims the
 * person for the agent, or is refused as a whole when another agent protects them.
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

  await insertRows(trx, rows, duplicateOf);
  const { desk, agentClaim } = registration.context;
  if (agentClaim) {
    // Refused (another agent protects this person): throws, and the transaction stores nothing.
    await claimForAgent(trx, {
      leadId: duplicateOf ?? identity.id,
      agentId: agentClaim.agentId,
      registrationId: identity.id,
      days: agentClaim.days,
      now: new Date(identity.createdAt),
    });
  }
  if (desk?.note) {
    // The salesperson's first note on a lead they typed in, on the person's lead as notes are.
    await trx
      .insertInto("lead_events")
      .values({
        id: randomUUID(),
        registration_id: duplicateOf ?? identity.id,
        at: identity.createdAt,
        actor_id: desk.staffId,
        actor_name: desk.staffName,
        kind: "note",
        from_status: null,
        to_status: null,
        note: desk.note,
      })
      .execute();
  }
  return { id: identity.id, duplicateOf, eventId: identity.eventId };
}
