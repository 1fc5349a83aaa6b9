import type { Kysely } from "kysely";
import { routing } from "@/i18n/routing";
import { writeAudit } from "../audit/write";
import type { Database } from "../db/schema";
import {
  ASSIGNMENT_RULE_KEY,
  assignmentRules,
  type AssignmentRule,
} from "@/lib/leads/assignment-rule";

const isRule = (value: unknown): value is AssignmentRule =>
  assignmentRules.includes(value as AssignmentRule);

/** How new leads get an owner; off until an admin chooses. */
export async function getAssignmentRule(db: Kysely<Database>): Promise<AssignmentRule> {
  const row = await db
    .selectFrom("desk_settings")
    .select("value")
    .where("key", "=", ASSIGNMENT_RULE_KEY)
    .executeTakeFirst();
  return isRule(row?.value) ? row.value : "off";
}

/** Stores the rule (audited); false when it already was that. */
export async function setAssignmentRule(
  db: Kysely<Database>,
  rule: AssignmentRule,
  actorId: string,
): Promise<{ changed: boolean; from: AssignmentRule }> {
  return db.transaction().execute(async (trx) => {
    const from = await getAssignmentRule(trx);
    if (from === rule) return { changed: false, from };
    await trx
      .insertInto("desk_settings")
      .values({ key: ASSIGNMENT_RULE_KEY, value: rule })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: rule }))
      .execute();
    await writeAudit(trx, {
      actor: `staff:${actorId}`,
      action: "settings.assignment",
      entity: "settings",
      details: { from, to: rule },
    });
    return { changed: true, from };
  });
}

export type SalesLocale = (typeof routing.locales)[number];

/** Languages in the order the desk lists them, whatever order they were ticked in. */
export const orderedLanguages = (languages: readonly string[]): SalesLocale[] =>
  routing.locales.filter((locale) => languages.includes(locale));

/** Each staff member's languages (those with none set are absent). */
export async function staffLanguages(db: Kysely<Database>): Promise<Map<string, SalesLocale[]>> {
  const rows = await db.selectFrom("staff_profiles").select(["staff_id", "languages"]).execute();
  return new Map(rows.map((row) => [row.staff_id, orderedLanguages(row.languages.split(","))]));
}

/** Sets the languages a staff member sells in (audited); false when they already were those. */
export async function setStaffLanguages(
  db: Kysely<Database>,
  staffId: string,
  languages: readonly string[],
  actorId: string,
): Promise<{ changed: boolean; languages: SalesLocale[] }> {
  const chosen = orderedLanguages(languages);
  const value = chosen.join(",");
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("staff_profiles")
      .select("languages")
      .where("staff_id", "=", staffId)
      .executeTakeFirst();
    const from = row?.languages ?? "";
    if (from === value) return { changed: false, languages: chosen };
    await trx
      .insertInto("staff_profiles")
      .values({ staff_id: staffId, languages: value })
      .onConflict((oc) => oc.column("staff_id").doUpdateSet({ languages: value }))
      .execute();
    await writeAudit(trx, {
      actor: `staff:${actorId}`,
      action: "staff.languages",
      entity: "staff",
      entityId: staffId,
      details: { from: from ? from.split(",") : [], to: chosen },
    });
    return { changed: true, languages: chosen };
  });
}
