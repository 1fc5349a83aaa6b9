import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from "kysely";
import { dayEndUtc, dayStartUtc, type LeadFilter } from "@/lib/leads/filters";
import type { Database } from "../db/schema";

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

/**
 * First registrations (one row per person) narrowed by the filter. Dates and unit types look at the
 * whole group, so a repeat registration in range or for that unit brings its person in.
 */
export function filteredLeads(db: Kysely<Database>, filter: LeadFilter): LeadQuery {
  let query = db.selectFrom("registrations as r").where("r.duplicate_of", "is", null);
  if (filter.status) query = query.where("r.status", "=", filter.status);
  if (filter.channel) query = query.where("r.channel", "=", filter.channel);
  if (filter.locale) query = query.where("r.locale", "=", filter.locale);
  if (filter.source) query = query.where("r.source", "=", filter.source);
  if (filter.from) query = query.where("r.latest_at", ">=", dayStartUtc(filter.from));
  if (filter.to) query = query.where("r.latest_at", "<", dayEndUtc(filter.to));
  if (filter.unit) {
    const unit = filter.unit;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("registration_unit_types as u")
          .innerJoin("registrations as g", "g.id", "u.registration_id")
          .select(sql`1`.as("one"))
          .where("u.unit_type", "=", unit)
          .where((w) =>
            w.or([w("g.id", "=", w.ref("r.id")), w("g.duplicate_of", "=", w.ref("r.id"))]),
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
