import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from "kysely";
import { scopeLeads, type ScopedLeadFilter } from "../access/leads";
import type { Database } from "../db/schema";
import { untouchedSince } from "./untouched";
import { dayEndUtc, dayStartUtc, malaysiaDay } from "@/lib/time/malaysia";

type Row = Database & { r: Database["registrations"] };
export type LeadQuery = SelectQueryBuilder<Row, "r", object>;

/** `%` and `_` typed by a salesperson are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Digits of a phone number as stored in E.164: "012-345 6789" finds +60123456789. */
export const phoneDigits = (text: string) => text.replace(/\D/g, "").replace(/^0+/, "");

function matchesPerson(eb: ExpressionBuilder<Row, "r">, q: string) {
  const pattern = likePattern(q.toLowerCase());
  const digits = phoneDigits(q);
  // Anyone in the group may match: a person who changed email is found by either.
  return eb(
    "r.id",
    "in",
    eb
      .selectFrom("registrations as m")
      .select(sql<string>`coalesce(m.duplicate_of, m.id)`.as("root"))
      .where((w) =>
        w.or([
          sql<boolean>`lower(m.full_name) like ${pattern} escape '\\'`,
          sql<boolean>`m.email_normalized like ${pattern} escape '\\'`,
          ...(digits.length >= 4 ? [w("m.contact_e164", "like", `%${digits}%`)] : []),
        ]),
      ),
  );
}

/** A registration of the person `r` heads (the first or any repeat), in a subquery named `g`. */
function inGroup<
  Q extends SelectQueryBuilder<Row & { g: Database["registrations"] }, "g" | "r", object>,
>(query: Q) {
  return query.where((w) =>
    w.or([w("g.id", "=", w.ref("r.id")), w("g.duplicate_of", "=", w.ref("r.id"))]),
  );
}

type GroupColumn = "channel" | "locale" | "source";

/** Whether any registration of the person has this value: a repeat via another channel counts. */
function groupHas(eb: ExpressionBuilder<Row, "r">, column: GroupColumn, value: string) {
  return eb.exists(
    inGroup(
      eb
        .selectFrom("registrations as g")
        .select(sql`1`.as("one"))
        .where(`g.${column}`, "=", value),
    ),
  );
}

/**
 * First registrations (one row per person) narrowed by the filter. Everything a registration
 * carries (channel, language, source, unit types, dates) looks at the whole group, so a repeat
 * registration via that channel, in that language, in range or for that unit brings its person in;
 * status, owner and follow-up belong to the person and live on the first registration.
 */
export function filteredLeads(db: Kysely<Database>, filter: ScopedLeadFilter): LeadQuery {
  // Whose leads the viewer may see comes first: no filter below can widen it.
  let query = scopeLeads(
    db.selectFrom("registrations as r").where("r.duplicate_of", "is", null),
    filter.viewer,
  );
  if (filter.status) query = query.where("r.status", "=", filter.status);
  for (const column of ["channel", "locale", "source"] as const) {
    const value = filter[column];
    if (value) query = query.where((eb) => groupHas(eb, column, value));
  }
  if (filter.owner === "none") query = query.where("r.owner_id", "is", null);
  else if (filter.owner === "me") throw new Error("resolve owner=me to the viewer's id first");
  else if (filter.owner) query = query.where("r.owner_id", "=", filter.owner);
  if (filter.due) {
    // Lost, spam and erased leads need no call, whatever day was set before.
    const today = malaysiaDay(new Date());
    query = query
      .where("r.follow_up_on", filter.due === "today" ? "=" : "<", today)
      .where("r.status", "not in", ["lost", "spam"])
      .where("r.erased_at", "is", null);
  }
  if (filter.untouched) {
    const now = new Date();
    query = query.where((eb) => untouchedSince(eb, now));
  }
  if (filter.from) query = query.where("r.latest_at", ">=", dayStartUtc(filter.from));
  if (filter.to) query = query.where("r.latest_at", "<", dayEndUtc(filter.to));
  if (filter.unit) {
    const unit = filter.unit;
    query = query.where((eb) =>
      eb.exists(
        inGroup(
          eb
            .selectFrom("registration_unit_types as u")
            .innerJoin("registrations as g", "g.id", "u.registration_id")
            .select(sql`1`.as("one"))
            .where("u.unit_type", "=", unit),
        ),
      ),
    );
  }
  if (filter.q) {
    const q = filter.q;
    query = query.where((eb) => matchesPerson(eb, q));
  }
  return query;
}
