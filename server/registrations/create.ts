import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { NotificationTargets } from "../outbox/entries";
import { storeGroupFor } from "./store-group";
import type { CreatedRegistration, NewRegistration } from "./types";

/**
 * Stores one registration now, without waiting for others to group with (scripts and tests; the
 * server uses the group committer of store.ts). Its unit types, outbox messages and audit entry
 * are committed with it, and if anything fails nothing remains. A repeat by the same person is
 * stored too, linked to their first registration.
 */
export async function createRegistration(
  db: Kysely<Database>,
  registration: NewRegistration,
  targets: NotificationTargets,
): Promise<CreatedRegistration> {
  const [outcome] = await storeGroupFor(db)([{ registration, targets }]);
  if (!outcome?.ok) throw outcome?.error ?? new Error("registration not stored");
  return outcome.created;
}
