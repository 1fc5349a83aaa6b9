import { PostgresAdapter, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { StoreGroup, StoreJob, StoreOutcome } from "./group-commit";
import { planGroup, type GroupWrite, type KnownRegistration } from "./group-plan";
import { personKeys, type Person } from "./rows";
import type { CreatedRegistration } from "./types";
import { writeGroupPostgres } from "./write-group-postgres";
import { writeGroupSqlite } from "./write-group-sqlite";

interface GroupStorage {
  /** Runs one group's read and write: on SQLite inside a transaction, on PostgreSQL as they are. */
  run<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  write(db: Kysely<Database>, write: GroupWrite): Promise<void>;
}

function storageFor(db: Kysely<Database>): GroupStorage {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Two round trips, each atomic: the read, then the one statement that writes the group.
    return { run: (work) => work(db), write: writeGroupPostgres };
  }
  return { run: (work) => db.transaction().execute(work), write: writeGroupSqlite };
}

/**
 * Stores a group of registrations durably on `db`, in one commit. If the group fails (a bad row,
 * a double click racing another server), each registration is tried alone, so a failure stays
 * its own and the rest are stored.
 */
export function storeGroupFor(db: Kysely<Database>): StoreGroup {
  const storage = storageFor(db);
  const stored = (created: CreatedRegistration): StoreOutcome => ({ ok: true, created });
  const storeAlone = async (job: StoreJob): Promise<StoreOutcome> => {
    try {
      return stored(await storeOne(storage, job));
    } catch (error) {
      if (!isSubmissionKeyConflict(error)) return { ok: false, error };
      // A double click: the other post was stored first, by another group; the retry finds it
      // and answers with its id.
      return storeOne(storage, job).then(stored, () => ({ ok: false, error }));
    }
  };
  return async (jobs) => {
    if (jobs.length === 1) return [await storeAlone(jobs[0] as StoreJob)];
    try {
      return (await storeTogether(storage, jobs)).map(stored);
    } catch {
      return Promise.all(jobs.map(storeAlone));
    }
  };
}

async function storeOne(storage: GroupStorage, job: StoreJob): Promise<CreatedRegistration> {
  const [created] = await storeTogether(storage, [job]);
  if (!created) throw new Error("registration not stored");
  return created;
}

/** One read, one write; resolves once the group is committed, with each job's registration. */
function storeTogether(storage: GroupStorage, jobs: StoreJob[]): Promise<CreatedRegistration[]> {
  // Parsed once per registration: the phone number parse is the costly part.
  const people = jobs.map((job) => personKeys(job.registration));
  return storage.run(async (db) => {
    const known = await knownRegistrations(db, jobs, people);
    const plan = planGroup(jobs, people, known);
    if (plan.write.registrations.length) await storage.write(db, plan.write);
    return plan.jobs.map((job) =>
      job.kind === "stored"
        ? job.created
        : { id: job.rows.registration.id, duplicateOf: job.rows.registration.duplicate_of ?? null },
    );
  });
}

/** The group's people's first registrations, and rows already stored under its submission keys. */
function knownRegistrations(
  db: Kysely<Database>,
  jobs: StoreJob[],
  people: Person[],
): Promise<KnownRegistration[]> {
  const keys = jobs.flatMap((job) => job.registration.context.submissionKey ?? []);
  return db
    .selectFrom("registrations")
    .select([
      "id",
      "duplicate_of",
      "submission_key",
      "contact_e164",
      "email_normalized",
      "created_at",
    ])
    .where((eb) =>
      eb.or([
        eb.and([
          eb("duplicate_of", "is", null),
          eb.or([
            eb(
              "contact_e164",
              "in",
              people.map((p) => p.contactE164),
            ),
            eb(
              "email_normalized",
              "in",
              people.map((p) => p.emailNormalized),
            ),
          ]),
        ]),
        ...(keys.length ? [eb("submission_key", "in", keys)] : []),
      ]),
    )
    .execute();
}

/** The unique submission key refused a row: the same form post is already stored. */
function isSubmissionKeyConflict(error: unknown): boolean {
  const { code, constraint, message } = (error ?? {}) as Record<string, unknown>;
  if (code === "23505") return String(constraint).includes("submission_key");
  return code === "SQLITE_CONSTRAINT_UNIQUE" && String(message).includes("submission_key");
}
