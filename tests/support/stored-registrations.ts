import type { Kysely } from "kysely";
import type { Database } from "@/server/db/schema";

/** What is wrong with the stored registrations; every list empty when all is well. */
export interface StoreCheck {
  registrations: number;
  /** Distinct people (by email) among the stored registrations, and their first registrations. */
  people: number;
  firsts: number;
  /** Acknowledged ids that are not stored. */
  missing: string[];
  /** Registrations without exactly one audit entry, or without the outbox rows expected. */
  withoutAudit: string[];
  withoutOutbox: string[];
  /** Audit entries and outbox messages of registrations that are not there. */
  orphans: number;
  /** People with other than one first registration, or a repeat not linked to their first. */
  badPeople: string[];
  /** First registrations whose repeat count disagrees with the repeats linked to them. */
  badRepeatCounts: string[];
}

function tally<T>(rows: T[], key: (row: T) => string | null): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const k = key(row) ?? "";
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

/**
 * Reads every registration, outbox message and audit entry and checks that they belong together:
 * each acknowledged id stored, each registration with its audit entry and `outboxPerRegistration`
 * messages, and one first registration per person with every repeat linked to it.
 */
export async function checkStore(
  db: Kysely<Database>,
  acknowledged: readonly string[],
  outboxPerRegistration: number,
): Promise<StoreCheck> {
  const registrations = await db
    .selectFrom("registrations")
    .select(["id", "email_normalized", "duplicate_of", "repeat_count"])
    .execute();
  const outbox = tally(
    await db.selectFrom("outbox").select("registration_id").execute(),
    (row) => row.registration_id,
  );
  const audit = tally(
    await db
      .selectFrom("audit_log")
      .select("entity_id")
      .where("entity", "=", "registration")
      .execute(),
    (row) => row.entity_id,
  );
  const ids = new Set(registrations.map((row) => row.id));
  const byPerson = new Map<string, typeof registrations>();
  for (const row of registrations) {
    byPerson.set(row.email_normalized, [...(byPerson.get(row.email_normalized) ?? []), row]);
  }
  const badPeople: string[] = [];
  const badRepeatCounts: string[] = [];
  for (const [person, rows] of byPerson) {
    const firsts = rows.filter((row) => row.duplicate_of === null);
    const first = firsts[0];
    if (firsts.length !== 1 || !first) {
      badPeople.push(`${person}: ${firsts.length} first registrations`);
      continue;
    }
    const unlinked = rows.filter((row) => row !== first && row.duplicate_of !== first.id);
    if (unlinked.length) badPeople.push(`${person}: ${unlinked.length} repeats not linked`);
    if (Number(first.repeat_count) !== rows.length - 1) {
      badRepeatCounts.push(`${first.id}: ${first.repeat_count} counted, ${rows.length - 1} linked`);
    }
  }
  const orphanKeys = [...outbox.keys(), ...audit.keys()].filter((id) => !ids.has(id));
  return {
    registrations: registrations.length,
    people: byPerson.size,
    firsts: registrations.filter((row) => row.duplicate_of === null).length,
    missing: acknowledged.filter((id) => !ids.has(id)),
    withoutAudit: registrations.filter((row) => audit.get(row.id) !== 1).map((row) => row.id),
    withoutOutbox: registrations
      .filter((row) => outbox.get(row.id) !== outboxPerRegistration)
      .map((row) => row.id),
    orphans: orphanKeys.reduce((sum, id) => sum + (outbox.get(id) ?? 0) + (audit.get(id) ?? 0), 0),
    badPeople,
    badRepeatCounts,
  };
}
