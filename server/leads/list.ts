import type { Kysely } from "kysely";
import type { ScopedLeadFilter } from "../access/leads";
import type { LeadStatus } from "@/lib/leads/statuses";
import type { Database } from "../db/schema";
import { decodeCursor, encodeCursor } from "./cursor";
import { beyond, leadOrder, orderValue } from "./order";
import { filteredLeads } from "./query";

export const PAGE_SIZE = 50;

export interface LeadSummary {
  id: string;
  name: string;
  email: string;
  contact: string;
  /** The number as stored in E.164, for `tel:` and WhatsApp links. */
  contactE164: string;
  channel: string;
  locale: string;
  source: string;
  status: LeadStatus;
  createdAt: string;
  latestAt: string;
  repeatCount: number;
  unitTypes: string[];
  erased: boolean;
  ownerId: string | null;
  /** The owner's name; null when unassigned. */
  ownerName: string | null;
  followUpOn: string | null;
  /** The lead's place in the list's order (a cursor): where "Next lead" continues from. */
  position: string;
}

export interface LeadPage {
  leads: LeadSummary[];
  total: number;
  /** Cursors for the neighbouring pages, absent at either end. */
  newer?: string;
  older?: string;
}

export interface PageRequest {
  /** Show the page after (older than) this cursor… */
  after?: string;
  /** …or the page before (newer than) it. */
  before?: string;
}

/**
 * One page of the lead list, newest activity first (the follow-up views: most overdue first, see
 * order.ts). Keyset pagination on (latest_at, id) keeps the last page as fast as the first at
 * 100,000 leads.
 */
export async function listLeads(
  db: Kysely<Database>,
  filter: ScopedLeadFilter,
  { after, before }: PageRequest = {},
): Promise<LeadPage> {
  const base = filteredLeads(db, filter);
  const afterKey = after ? decodeCursor(after) : null;
  const beforeKey = !afterKey && before ? decodeCursor(before) : null;

  let page = base
    .leftJoin("staff_users as o", "o.id", "r.owner_id")
    .select([
      "r.id",
      "r.full_name",
      "r.email",
      "r.contact_raw",
      "r.contact_e164",
      "r.channel",
      "r.locale",
      "r.source",
      "r.status",
      "r.created_at",
      "r.latest_at",
      "r.repeat_count",
      "r.erased_at",
      "r.owner_id",
      "r.follow_up_on",
      "o.name as owner_name",
    ]);
  const order = leadOrder(filter);
  if (afterKey) page = page.where((eb) => beyond(eb, order, afterKey, "after"));
  if (beforeKey) page = page.where((eb) => beyond(eb, order, beforeKey, "before"));
  const reverse = order.direction === "asc" ? "desc" : "asc";
  const direction = beforeKey ? reverse : order.direction;
  const [rows, count] = await Promise.all([
    page
      .orderBy(`r.${order.column}`, direction)
      .orderBy("r.id", direction)
      .limit(PAGE_SIZE + 1)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const more = rows.length > PAGE_SIZE;
  const visible = rows.slice(0, PAGE_SIZE);
  if (beforeKey) visible.reverse();

  const units = visible.length
    ? await db
        .selectFrom("registration_unit_types as u")
        .innerJoin("registrations as g", "g.id", "u.registration_id")
        .select(["u.unit_type", "g.id", "g.duplicate_of"])
        .where((eb) =>
          eb.or([
            eb(
              "g.id",
              "in",
              visible.map((r) => r.id),
            ),
            eb(
              "g.duplicate_of",
              "in",
              visible.map((r) => r.id),
            ),
          ]),
        )
        .execute()
    : [];
  const unitsOf = (id: string) =>
    [
      ...new Set(units.filter((u) => (u.duplicate_of ?? u.id) === id).map((u) => u.unit_type)),
    ].sort();

  const leads = visible.map<LeadSummary>((row) => ({
    id: row.id,
    name: row.full_name,
    email: row.email,
    contact: row.contact_raw,
    contactE164: row.contact_e164,
    channel: row.channel,
    locale: row.locale,
    source: row.source,
    status: row.status as LeadStatus,
    createdAt: row.created_at,
    latestAt: row.latest_at,
    repeatCount: Number(row.repeat_count),
    unitTypes: unitsOf(row.id),
    erased: row.erased_at !== null,
    ownerId: row.owner_id,
    ownerName: row.owner_id ? (row.owner_name ?? "a former account") : null,
    followUpOn: row.follow_up_on,
    position: encodeCursor(orderValue(order, row), row.id),
  }));
  const first = visible[0];
  const last = visible.at(-1);
  const hasNewer = beforeKey ? more : Boolean(afterKey);
  const hasOlder = beforeKey ? true : more;
  return {
    leads,
    total: Number(count.n),
    newer: hasNewer && first ? encodeCursor(orderValue(order, first), first.id) : undefined,
    older: hasOlder && last ? encodeCursor(orderValue(order, last), last.id) : undefined,
  };
}
