import type { Kysely } from "kysely";
import { isPostgres } from "../db/dialect";
import type { Database } from "../db/schema";
import type { NotificationTargets } from "../outbox/entries";
import { createGroupCommitter, type StoreGroup, type StoreOutcome } from "./group-commit";
import type { CreatedRegistration, NewRegistration } from "./types";
import { writeRegistration, type StoreJob } from "./write-registration";

export type RegistrationStore = (
  registration: NewRegistration,
  targets: NotificationTargets,
) => Promise<CreatedRegistration>;

/**
 * How the server stores registrations. Each is one transaction (writeRegistration), resolved only
 * once committed. On PostgreSQL concurrent transactions commit side by side and the server batches
 * their WAL flushes itself. SQLite has one writer and one fsync per commit, so registrations that
 * arrive together share a transaction (group-commit.ts).
 */
export function registrationStoreFor(db: Kysely<Database>): RegistrationStore {
  const storeAlone = (job: StoreJob) => storeOne(db, job);
  if (isPostgres(db)) {
    return (registration, targets) => storeAlone({ registration, targets });
  }
  return createGroupCommitter(groupStore(db, storeAlone));
}

/** A group in one transaction; if anything in it fails, each registration is tried alone. */
function groupStore(
  db: Kysely<Database>,
  storeAlone: (job: StoreJob) => Promise<CreatedRegistration>,
): StoreGroup {
  const alone = (job: StoreJob): Promise<StoreOutcome> =>
    storeAlone(job).then(
      (created) => ({ ok: true, created }),
      (error: unknown) => ({ ok: false, error }),
    );
  return async (jobs) => {
    if (jobs.length > 1) {
      try {
        const created = await db.transaction().execute(async (trx) => {
          const stored: CreatedRegistration[] = [];
          for (const job of jobs) stored.push(await writeRegistration(trx, job));
          return stored;
        });
        return created.map((one) => ({ ok: true, created: one }));
      } catch {
        // Fall through: one bad registration must not cost the others theirs.
      }
    }
    const outcomes: StoreOutcome[] = [];
    for (const job of jobs) outcomes.push(await alone(job));
    return outcomes;
  };
}

/**
 * One registration in its own transaction. A race the database settled for us (the same post
 * stored by another request a moment ago, or a deadlock PostgreSQL broke) is tried once more: the
 * retry then finds the stored post, or goes through.
 */
async function storeOne(db: Kysely<Database>, job: StoreJob): Promise<CreatedRegistration> {
  const attempt = () => db.transaction().execute((trx) => writeRegistration(trx, job));
  try {
    return await attempt();
  } catch (error) {
    if (!isRetryableRace(error)) throw error;
    return attempt();
  }
}

function isRetryableRace(error: unknown): boolean {
  const { code, constraint, message } = (error ?? {}) as Record<string, unknown>;
  if (code === "40P01" || code === "40001") return true;
  if (code === "23505") return String(constraint).includes("submission_key");
  return code === "SQLITE_CONSTRAINT_UNIQUE" && String(message).includes("submission_key");
}
