import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { NotificationTargets } from "../outbox/entries";
import { createGroupCommitter } from "./group-commit";
import { storeGroupFor } from "./store-group";
import type { CreatedRegistration, NewRegistration } from "./types";

export type RegistrationStore = (
  registration: NewRegistration,
  targets: NotificationTargets,
) => Promise<CreatedRegistration>;

/**
 * How the server stores registrations: those that arrive together are committed together (see
 * group-commit.ts), and each resolves only once it is committed.
 */
export function registrationStoreFor(db: Kysely<Database>): RegistrationStore {
  return createGroupCommitter(storeGroupFor(db));
}
