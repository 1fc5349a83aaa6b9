import { sql, type Kysely } from "kysely";
import type { AuditFilter } from "@/lib/audit/filter";
import type { Database } from "../db/schema";
import { auditSentence, type AuditNames } from "./sentences";
import { dayEndUtc, dayStartUtc } from "@/lib/time/malaysia";

export const AUDIT_PAGE_SIZE = 100;

export interface AuditRow {
  id: string;
  at: string;
  actorName: string;
  action: string;
  /** The entry in plain words, naming who acted and whom it was about. */
  sentence: string;
  /** The lead (first registration) the entry is about, for a link to it; null when none. */
  leadId: string | null;
}

export interface AuditPage {
  rows: AuditRow[];
  /** Every action the log holds, for the filter (known ones are listed even when absent). */
  actions: string[];
  /** The filtered lead's name, for the filter's label. */
  leadName?: string;
  /** `at|id` of the last row when older entries exist. */
  older?: string;
}

const fixedActors: Record<string, string> = {
  "system:assignment": "Automatic assignment",
  "system:retention": "The retention job",
  "system:launch": "The launch desk",
  "public:ballot": "Ballot page",
  "system:launch-migration": "The launch upgrade",
  cli: "The command line",
  anonymous: "Someone",
  "public:web": "Website form",
  "public:api": "Registration API",
  "public:legacy": "Old-site API",
};

/** Ids in an entry's details that name registrations, for looking their names up. */
function registrationIdsIn(details: string | null): string[] {
  if (!details) return [];
  try {
    const value = JSON.parse(details) as Record<string, unknown>;
    const found = [value.registrationId, value.duplicateOf, value.lead].filter(
      (id): id is string => typeof id === "string",
    );
    if (Array.isArray(value.firstRegistrationIds))
      found.push(...value.firstRegistrationIds.map(String));
    return found;
  } catch {
    return [];
  }
}

/**
 * The audit log, newest first, narrowed by the filter: a staff member (what they did and what was
 * done to their account or gave them leads), a lead (everything about the person), an action and
 * Malaysia days. Paged by the (at, id) of the last row shown; names are looked up for the page only.
 */
export async function listAudit(
  db: Kysely<Database>,
  filter: AuditFilter & { before?: string },
): Promise<AuditPage> {
  let query = db.selectFrom("audit_log").selectAll();
  if (filter.action) query = query.where("action", "=", filter.action);
  if (filter.from) query = query.where("at", ">=", dayStartUtc(filter.from));
  if (filter.to) query = query.where("at", "<", dayEndUtc(filter.to));
  const { person, lead } = filter;
  // Ids are UUIDs (checked by the filter's schema): no LIKE wildcards in them.
  if (person) {
    query = query.where((eb) =>
      eb.or([
        eb("actor", "=", `staff:${person}`),
        eb.and([eb("entity", "=", "staff"), eb("entity_id", "=", person)]),
        eb("details", "like", `%"${person}"%`),
      ]),
    );
  }
  if (lead) {
    query = query.where((eb) =>
      eb.or([
        eb(
          "entity_id",
          "in",
          eb
            .selectFrom("registrations")
            .select("id")
            .where((w) => w.or([w("id", "=", lead), w("duplicate_of", "=", lead)])),
        ),
        eb("details", "like", `%"${lead}"%`),
      ]),
    );
  }
  const [at, id] = filter.before?.split("|") ?? [];
  if (at && id) {
    query = query.where((eb) =>
      eb.or([eb("at", "<", at), eb.and([eb("at", "=", at), eb("id", "<", id)])]),
    );
  }
  const [rows, actions, staff] = await Promise.all([
    query
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(AUDIT_PAGE_SIZE + 1)
      .execute(),
    db.selectFrom("audit_log").select("action").distinct().execute(),
    db.selectFrom("staff_users").select(["id", "name"]).execute(),
  ]);
  const visible = rows.slice(0, AUDIT_PAGE_SIZE);

  const registrationIds = new Set<string>(lead ? [lead] : []);
  for (const row of visible) {
    if (row.entity === "registration" && row.entity_id) registrationIds.add(row.entity_id);
    for (const found of registrationIdsIn(row.details)) registrationIds.add(found);
  }
  const registrations = registrationIds.size
    ? await db
        .selectFrom("registrations")
        .select(["id", "duplicate_of", "full_name", "erased_at"])
        .where("id", "in", [...registrationIds])
        .execute()
    : [];
  const byId = new Map(registrations.map((r) => [r.id, r]));
  const staffNames = new Map(staff.map((member) => [member.id, member.name]));

  const names: AuditNames = {
    staff: (value) => staffNames.get(String(value)) ?? "a former account",
    actor: (actor) =>
      fixedActors[actor] ??
      (actor.startsWith("staff:")
        ? (staffNames.get(actor.slice(6)) ?? "A former account")
        : "The system"),
    lead: (value) => {
      const found = byId.get(String(value));
      if (!found) return "a lead";
      return found.erased_at ? "an erased person" : found.full_name;
    },
  };
  const rootOf = (value: string | null | undefined) => {
    const found = value ? byId.get(value) : undefined;
    return found ? (found.duplicate_of ?? found.id) : null;
  };

  const last = visible.at(-1);
  return {
    rows: visible.map((row) => ({
      id: row.id,
      at: row.at,
      actorName: names.actor(row.actor),
      action: row.action,
      sentence: auditSentence(
        {
          actor: row.actor,
          action: row.action,
          entity: row.entity,
          entityId: row.entity_id,
          details: row.details,
        },
        names,
      ),
      leadId:
        row.entity === "registration"
          ? (rootOf(row.entity_id) ?? rootOf(registrationIdsIn(row.details)[0]))
          : rootOf(registrationIdsIn(row.details)[0]),
    })),
    actions: actions.map((row) => row.action).sort(),
    leadName: lead ? names.lead(lead) : undefined,
    older: rows.length > AUDIT_PAGE_SIZE && last ? `${last.at}|${last.id}` : undefined,
  };
}

/** Staff accounts for the person filter, disabled ones included (their past is in the log). */
export async function auditPeople(db: Kysely<Database>) {
  return db
    .selectFrom("staff_users")
    .select([
      "id",
      "name",
      sql<number>`case when coalesce(banned, false) then 1 else 0 end`.as("disabled"),
    ])
    .orderBy("name")
    .execute();
}
