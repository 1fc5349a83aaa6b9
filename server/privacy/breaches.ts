import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { BreachInput, BreachStep } from "@/lib/privacy/breach-input";
import { writeAudit } from "../audit/write";
import type { Database, PrivacyBreachTable } from "../db/schema";

export type Breach = Selectable<PrivacyBreachTable>;

interface Recorder {
  /** `staff:<id>` for the audit log. */
  audit: string;
  staffId: string;
}

/** Records a breach; the 72-hour clock runs from `foundAt`, not from when it is written down. */
export async function recordBreach(
  db: Kysely<Database>,
  input: BreachInput,
  by: Recorder,
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("privacy_breaches")
    .values({
      id,
      created_at: now.toISOString(),
      recorded_by: by.staffId,
      what: input.what,
      found_at: input.foundAt,
      people_affected: input.peopleAffected,
    })
    .execute();
  // Counts and times only: the account of what happened may name people.
  await writeAudit(db, {
    actor: by.audit,
    action: "privacy.breach_record",
    entity: "breach",
    entityId: id,
    details: { foundAt: input.foundAt, peopleAffected: input.peopleAffected },
    at: now,
  });
  return id;
}

/** Open breaches first, each group newest found first. */
export function listBreaches(db: Kysely<Database>): Promise<Breach[]> {
  return db
    .selectFrom("privacy_breaches")
    .selectAll()
    .orderBy((eb) => eb.case().when("closed_at", "is", null).then(0).else(1).end())
    .orderBy("found_at", "desc")
    .orderBy("id")
    .execute();
}

const auditActions: Record<BreachStep, string> = {
  commissioner: "privacy.breach_commissioner",
  people_sent: "privacy.breach_people",
  people_not_required: "privacy.breach_people",
  close: "privacy.breach_close",
};

/**
 * Records one step of a breach, once: each is one conditional UPDATE, so a second admin (or a
 * second click) finds it done and changes nothing. People are told after the Commissioner, and a
 * breach is closed only once the Commissioner has been told and the people's notice is settled.
 * Returns false when the step was already recorded or is not yet possible.
 */
export async function recordBreachStep(
  db: Kysely<Database>,
  id: string,
  step: BreachStep,
  by: Recorder,
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  const update = db.updateTable("privacy_breaches").where("id", "=", id);
  const query =
    step === "commissioner"
      ? update.set({ commissioner_notified_at: at }).where("commissioner_notified_at", "is", null)
      : step === "close"
        ? update
            .set({ closed_at: at })
            .where("closed_at", "is", null)
            .where("commissioner_notified_at", "is not", null)
            .where("people_notice", "!=", "pending")
        : update
            .set(
              step === "people_sent"
                ? { people_notice: "sent", people_notified_at: at }
                : { people_notice: "not_required" },
            )
            .where("people_notice", "=", "pending")
            .where("commissioner_notified_at", "is not", null)
            .where("closed_at", "is", null);
  const result = await query.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await writeAudit(db, {
    actor: by.audit,
    action: auditActions[step],
    entity: "breach",
    entityId: id,
    details: step.startsWith("people")
      ? { notice: step === "people_sent" ? "sent" : "not_required" }
      : {},
    at: now,
  });
  return true;
}
