import "server-only";
import { getConnection } from "../db/client";
import type { NotificationTargets } from "../outbox/entries";
import { createRegistration } from "./create";
import { createGroupCommitter } from "./group-commit";
import type { CreatedRegistration, NewRegistration } from "./types";

type Store = (
  registration: NewRegistration,
  targets: NotificationTargets,
) => Promise<CreatedRegistration>;

const globalForStore = globalThis as typeof globalThis & { skyhavenRegistrationStore?: Store };

/**
 * How this process stores registrations: grouped commits on SQLite (one writer, synchronous
 * fsync); one transaction each on PostgreSQL, whose pool commits in parallel.
 */
export function getRegistrationStore(): Store {
  if (!globalForStore.skyhavenRegistrationStore) {
    const { db, dialect } = getConnection();
    globalForStore.skyhavenRegistrationStore =
      dialect === "sqlite"
        ? createGroupCommitter(db)
        : (registration, targets) => createRegistration(db, registration, targets);
  }
  return globalForStore.skyhavenRegistrationStore;
}
