import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * How far one of an agent's buyers has come: the facts an agent needs to follow their buyer and
 * nothing else: no notes, no owner, no contact history, no other registrations' details.
 */
export interface BuyerProgress {
  /** The agent's own registration of the buyer (never the lead's id). */
  registrationId: string;
  name: string;
  registeredAt: string;
  visited: boolean;
  /** The buyer's place in the drawn ballot; "entered" before the draw; null when not entered. */
  ballot: number | "entered" | null;
  booked: boolean;
  sold: boolean;
  /** The protection's end, and whether it still stands. */
  protectedUntil: string;
  protected: boolean;
  /** The buyer's own registrations (website and so on) during the protection, linked to it. */
  directRegistrations: number;
}

/**
 * The buyers an agent registered, newest first: one row per person, from the agent's latest
 * claim on them. Scoped by the agent's id in the query itself, so no parameter can widen it.
 */
export async function agentBuyers(
  db: Kysely<Database>,
  agentId: string,
  now = new Date(),
): Promise<BuyerProgress[]> {
  const rows = await db
    .selectFrom("agent_claims as c")
    .innerJoin("registrations as r", "r.id", "c.lead_id")
    .select((eb) => [
      "c.lead_id as leadId",
      "c.registration_id as registrationId",
      "c.active",
      "c.started_at as startedAt",
      "c.ends_at as endsAt",
      "r.full_name as name",
      "r.erased_at as erasedAt",
      "r.status",
      eb
        .selectFrom("bookings as b")
        .select(sql<number>`count(*)`.as("n"))
        .whereRef("b.lead_id", "=", "c.lead_id")
        .where("b.status", "=", "attended")
        .as("visits"),
      eb
        .selectFrom("ballot_entries as e")
        .select("e.position")
        .whereRef("e.lead_id", "=", "c.lead_id")
        .as("ballotPosition"),
      eb
        .selectFrom("ballot_entries as e")
        .select(sql<number>`count(*)`.as("n"))
        .whereRef("e.lead_id", "=", "c.lead_id")
        .as("ballotEntries"),
      eb
        .selectFrom("unit_claims as u")
        .select(sql<number>`count(*)`.as("n"))
        .whereRef("u.lead_id", "=", "c.lead_id")
        .where("u.active", "=", 1)
        .where("u.stage", "in", ["pending", "booked"])
        .as("bookings"),
      eb
        .selectFrom("unit_claims as u")
        .select(sql<number>`count(*)`.as("n"))
        .whereRef("u.lead_id", "=", "c.lead_id")
        .where("u.stage", "=", "sold")
        .as("sales"),
      eb
        .selectFrom("registrations as d")
        .select(sql<number>`count(*)`.as("n"))
        .whereRef("d.duplicate_of", "=", "c.lead_id")
        .where("d.agent_id", "is", null)
        .whereRef("d.created_at", ">=", "c.started_at")
        .whereRef("d.created_at", "<=", "c.ends_at")
        .as("direct"),
    ])
    .where("c.agent_id", "=", agentId)
    .orderBy("c.started_at", "desc")
    .limit(1000)
    .execute();
  const seen = new Set<string>();
  const at = now.toISOString();
  const buyers: BuyerProgress[] = [];
  for (const row of rows) {
    if (seen.has(row.leadId) || row.erasedAt) continue;
    seen.add(row.leadId);
    const sold = Number(row.sales) > 0;
    buyers.push({
      registrationId: row.registrationId,
      name: row.name,
      registeredAt: row.startedAt,
      visited: Number(row.visits) > 0,
      ballot:
        row.ballotPosition !== null && row.ballotPosition !== undefined
          ? Number(row.ballotPosition)
          : Number(row.ballotEntries) > 0
            ? "entered"
            : null,
      booked: sold || Number(row.bookings) > 0 || row.status === "booked",
      sold,
      protectedUntil: row.endsAt,
      protected: row.active === 1 && row.endsAt >= at,
      directRegistrations: Number(row.direct),
    });
  }
  return buyers;
}
