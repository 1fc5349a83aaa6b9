import type { Kysely } from "kysely";
import { readReference } from "@/lib/ballot/reference";
import { malaysiaOffsetTime } from "@/lib/ballot/slot";
import type { Database } from "../db/schema";
import type { LookupLimits } from "./lookup-limits";

export interface FoundEntry {
  reference: string;
  /** Null until the draw. */
  position: number | null;
  /** `2026-12-12T10:00:00+08:00`; null until the draw. */
  slot: string | null;
}

const LAST_FOUR = /^\d{4}$/;

/**
 * The entry with this reference, when the last four digits of one of its person's mobile numbers
 * (E.164, on any of their registrations) are `lastFour`; null otherwise, the same null whether the
 * reference exists or not.
 */
export async function findEntry(
  db: Kysely<Database>,
  reference: unknown,
  lastFour: unknown,
): Promise<FoundEntry | null> {
  const code = readReference(reference);
  if (!code || typeof lastFour !== "string" || !LAST_FOUR.test(lastFour)) return null;
  const rows = await db
    .selectFrom("ballot_entries as e")
    .innerJoin("registrations as r", (join) =>
      join.on((eb) =>
        eb.or([
          eb("r.id", "=", eb.ref("e.lead_id")),
          eb("r.duplicate_of", "=", eb.ref("e.lead_id")),
        ]),
      ),
    )
    .select(["e.reference", "e.position", "e.slot_start", "r.contact_e164", "r.erased_at"])
    .where("e.reference", "=", code)
    .execute();
  const match = rows.find((row) => !row.erased_at && row.contact_e164.endsWith(lastFour));
  if (!match) return null;
  return {
    reference: match.reference,
    position: match.position === null ? null : Number(match.position),
    slot: match.slot_start ? malaysiaOffsetTime(match.slot_start) : null,
  };
}

export type LookupAnswer =
  | ({ kind: "found" } & FoundEntry)
  | { kind: "no-match" }
  | { kind: "rate-limited"; retryAfterSeconds: number };

export interface LookupRequest {
  reference: unknown;
  lastFour: unknown;
  /** The client's address (server/request-ip.ts). */
  address: string;
}

/**
 * "Find my number": each try takes a point from the client's address and from the reference asked
 * about (whether or not it exists) before anything is looked up, so a burst gets no more tries
 * than the limits allow; a right answer gives them back. Only wrong guesses count.
 */
export async function lookupEntry(
  db: Kysely<Database>,
  limits: LookupLimits,
  request: LookupRequest,
): Promise<LookupAnswer> {
  const reference = readReference(request.reference);
  const reservation = await limits.reserve(request.address, reference);
  if (!reservation.ok)
    return { kind: "rate-limited", retryAfterSeconds: reservation.retryAfterSeconds };
  const found = await findEntry(db, reference, request.lastFour);
  if (!found) return { kind: "no-match" };
  await limits.passed(request.address, reference);
  return { kind: "found", ...found };
}
