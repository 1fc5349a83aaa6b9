import type { Kysely } from "kysely";
import { APPOINTMENT_SETTINGS_KEY, readAppointmentSettings } from "@/lib/booking/settings";
import { slotEnd } from "@/lib/booking/slots";
import type { Database } from "../db/schema";

/** Who works the lead, as the notice names them. */
export type NoticeOwner =
  | { kind: "staff"; name: string; role: string }
  | { kind: "agent"; name: string; agency: string }
  | { kind: "unassigned" };

export interface NoticeBooking {
  start: string;
  end: string;
  partySize: number;
  /** The language the visitor booked in (en, zh, ms). */
  language: string;
}

/** What the desk knows of a registration when its notice goes out, beyond the queued payload. */
export interface NoticeFacts {
  /** The lead (the person's first registration) the desk opens. */
  leadId: string;
  source: string;
  owner: NoticeOwner;
  /** The agent who brought the buyer, when that is not already the owner. */
  agent?: { name: string; agency: string };
  booking?: NoticeBooking;
  /** The unit registered for from its page, `A-12-03`. */
  unit?: string;
}

async function agentOf(db: Kysely<Database>, staffId: string) {
  return db
    .selectFrom("staff_users as u")
    .leftJoin("agents as a", "a.staff_id", "u.id")
    .select(["u.name", "u.role", "a.agency"])
    .where("u.id", "=", staffId)
    .executeTakeFirst();
}

/** The visit a booking's new lead was born with: same lead, same instant. */
async function bookingOf(
  db: Kysely<Database>,
  leadId: string,
  createdAt: string,
): Promise<NoticeBooking | undefined> {
  const [booking, settings] = await Promise.all([
    db
      .selectFrom("bookings")
      .select(["slot_start", "party_size", "locale"])
      .where("lead_id", "=", leadId)
      .where("created_at", "=", createdAt)
      .executeTakeFirst(),
    db
      .selectFrom("desk_settings")
      .select("value")
      .where("key", "=", APPOINTMENT_SETTINGS_KEY)
      .executeTakeFirst(),
  ]);
  if (!booking) return undefined;
  return {
    start: booking.slot_start,
    end: slotEnd(readAppointmentSettings(settings?.value), booking.slot_start),
    partySize: Number(booking.party_size),
    language: booking.locale,
  };
}

/**
 * Reads, as the notice is sent, the lead it belongs to, its owner now (the desk assigns in the
 * registration's own transaction), the agent, and the visit of a booking. Undefined when the
 * registration is gone (erased and purged): the notice then says what its payload says.
 */
export async function noticeFacts(
  db: Kysely<Database>,
  registrationId: string,
): Promise<NoticeFacts | undefined> {
  const registration = await db
    .selectFrom("registrations")
    .select(["id", "created_at", "duplicate_of", "source", "agent_id", "unit_id"])
    .where("id", "=", registrationId)
    .executeTakeFirst();
  if (!registration) return undefined;
  const leadId = registration.duplicate_of ?? registration.id;
  const lead = await db
    .selectFrom("registrations")
    .select(["owner_id", "agent_id"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  const ownerId = lead?.owner_id ?? null;
  const agentId = registration.agent_id ?? lead?.agent_id ?? null;
  const [owner, agent, booking] = await Promise.all([
    ownerId ? agentOf(db, ownerId) : undefined,
    agentId && agentId !== ownerId ? agentOf(db, agentId) : undefined,
    registration.source === "booking" ? bookingOf(db, leadId, registration.created_at) : undefined,
  ]);
  const agentFacts = agent ? { name: agent.name, agency: agent.agency ?? "" } : undefined;
  return {
    leadId,
    source: registration.source,
    owner: owner
      ? owner.role === "agent"
        ? { kind: "agent", name: owner.name, agency: owner.agency ?? "" }
        : { kind: "staff", name: owner.name, role: owner.role ?? "" }
      : agentFacts
        ? { kind: "agent", ...agentFacts }
        : { kind: "unassigned" },
    agent: owner ? agentFacts : undefined,
    booking,
    unit: registration.unit_id ?? undefined,
  };
}
