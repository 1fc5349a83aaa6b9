import type { Kysely } from "kysely";
import type { Database } from "@/server/db/schema";
import { percentile } from "@/scripts/bench/percentile";
import { registerLead } from "./leads";

// Launch day from the outside: staff holds and bookings posted to running instances, and what the
// database says afterwards. The fault suite (tests/e2e/faults-launch.spec.ts) and the bench
// (`npm run bench -- --part launch`) share it.

/** One staff post as the client saw it. */
export interface Answer {
  origin: string;
  /** 0 when no answer came (connection refused or cut, or none within the timeout). */
  status: number;
  body: string;
  /** The claim's id, from a 201. */
  id?: string;
  /** When it was sent and when its answer (or failure) came, in ms since the epoch. */
  startedAt: number;
  answeredAt: number;
  ms: number;
}

/** A booking fee as the desk records one: RM 5,000 by transfer, with its reference. */
export const BOOKING_FEE = { fee: 5000, method: "transfer", reference: "X1" } as const;

/** "TypeError: fetch failed: Error: connect ECONNREFUSED …": what fetch hides in `cause`. */
function failure(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause ? `${String(error)}: ${String(cause)}` : String(error);
}

export async function staffPost(
  origin: string,
  path: string,
  cookie: string,
  body: unknown,
  // A burst of hundreds on a busy 2-core machine takes seconds; no answer in a minute is a fault.
  timeoutMs = 60_000,
): Promise<Answer> {
  const startedAt = Date.now();
  const answer = await fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  })
    .then(async (response) => ({ status: response.status, body: await response.text() }))
    // Refused, reset or cut after the status line: no answer.
    .catch((error: unknown) => ({ status: 0, body: failure(error) }));
  const answeredAt = Date.now();
  const id = answer.status === 201 ? (JSON.parse(answer.body) as { id: string }).id : undefined;
  return { origin, ...answer, id, startedAt, answeredAt, ms: answeredAt - startedAt };
}

export const postHold = (origin: string, cookie: string, unitId: string, leadId: string) =>
  staffPost(origin, "/api/admin/holds", cookie, { unitId, leadId });

export const postBooking = (origin: string, cookie: string, holdId: string) =>
  staffPost(origin, `/api/admin/holds/${holdId}/booking`, cookie, BOOKING_FEE);

export interface HoldRequest {
  origin: string;
  unitId: string;
  leadId: string;
}

/**
 * One hold per lead, the units in turn (each wanted by several leads), each unit asked for by
 * every instance one right after the other, so every unit is fought over across instances.
 */
export function holdRace(origins: string[], units: string[], leads: string[]): HoldRequest[] {
  return leads.map((leadId, i) => ({
    origin: origins[i % origins.length] ?? "",
    unitId: units[Math.floor(i / origins.length) % units.length] ?? "",
    leadId,
  }));
}

/** Sends every request at once; the answers in the order of the requests. */
export function sendAll(requests: HoldRequest[], cookie: string): Promise<Answer[]> {
  return Promise.all(
    requests.map((request) => postHold(request.origin, cookie, request.unitId, request.leadId)),
  );
}

/** How many answers had each status, e.g. {"201": 40, "409": 260}. */
export function statusCounts(answers: readonly Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

export interface RaceFigures {
  requests: number;
  /** From the first request sent to the last answer. */
  seconds: number;
  /** Hold requests answered per second. */
  perSecond: number;
  p50: number;
  p99: number;
  granted: number;
  refused: number;
  /** Anything but 201 and 409 (5xx, 4xx, no answer). */
  other: number;
}

export function raceFigures(answers: readonly Answer[]): RaceFigures {
  const first = Math.min(...answers.map((answer) => answer.startedAt));
  const last = Math.max(...answers.map((answer) => answer.answeredAt));
  const seconds = Math.max(last - first, 1) / 1000;
  const granted = answers.filter((answer) => answer.status === 201).length;
  const refused = answers.filter((answer) => answer.status === 409).length;
  const ms = answers.map((answer) => answer.ms);
  return {
    requests: answers.length,
    seconds,
    perSecond: answers.length / seconds,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    granted,
    refused,
    other: answers.length - granted - refused,
  };
}

/** `count` units that are available now, in id order. */
export async function availableUnits(db: Kysely<Database>, count: number): Promise<string[]> {
  const rows = await db
    .selectFrom("units")
    .select("id")
    .where("status", "=", "available")
    .orderBy("id")
    .limit(count)
    .execute();
  return rows.map((row) => row.id);
}

/** `count` buyers registered as the public form stores them (a person each); their lead ids. */
export async function registerBuyers(db: Kysely<Database>, count: number): Promise<string[]> {
  const ids: string[] = [];
  // A few at a time: enough to keep a PostgreSQL pool busy, not so many that it queues for long.
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, () => registerLead(db));
    ids.push(...(await Promise.all(batch)));
  }
  return ids;
}

export interface ClaimRow {
  id: string;
  unit_id: string;
  stage: string;
  active: number | null;
}

/** Every claim on these units, standing or ended. */
export function claimsOn(db: Kysely<Database>, unitIds: readonly string[]): Promise<ClaimRow[]> {
  if (!unitIds.length) return Promise.resolve([]);
  return db
    .selectFrom("unit_claims")
    .select(["id", "unit_id", "stage", "active"])
    .where("unit_id", "in", unitIds)
    .execute();
}

export async function claimsById(db: Kysely<Database>, ids: readonly string[]) {
  const rows: ClaimRow[] = [];
  // Bound the parameters of one statement.
  for (let start = 0; start < ids.length; start += 500) {
    rows.push(
      ...(await db
        .selectFrom("unit_claims")
        .select(["id", "unit_id", "stage", "active"])
        .where("id", "in", ids.slice(start, start + 500))
        .execute()),
    );
  }
  return new Map(rows.map((row) => [row.id, row]));
}

export function unitsById(db: Kysely<Database>, unitIds: readonly string[]) {
  if (!unitIds.length) return Promise.resolve(new Map<string, UnitRow>());
  return db
    .selectFrom("units")
    .select(["id", "status", "claim_id"])
    .where("id", "in", unitIds)
    .execute()
    .then((rows) => new Map(rows.map((row) => [row.id, row as UnitRow])));
}

export interface UnitRow {
  id: string;
  status: string;
  claim_id: string | null;
}

/** Units with more than one standing claim anywhere in the database (none, if all is well). */
export async function unitsClaimedTwice(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom("unit_claims")
    .select(["unit_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("active", "=", 1)
    .groupBy("unit_id")
    .having((eb) => eb.fn.countAll(), ">", 1)
    .execute();
  return rows.map((row) => row.unit_id);
}

/**
 * Standing claims whose unit does not show them (status and `claim_id`), and units held, booked
 * or sold without a standing claim: every entry is a unit whose status and buyer disagree.
 */
export async function unitsOutOfStep(db: Kysely<Database>): Promise<string[]> {
  const standing = await db
    .selectFrom("unit_claims")
    .innerJoin("units", "units.id", "unit_claims.unit_id")
    .select([
      "unit_claims.id as claim",
      "unit_claims.stage",
      "units.id as unit",
      "units.status",
      "units.claim_id",
    ])
    .where("unit_claims.active", "=", 1)
    .execute();
  const shows = { held: "held", pending: "booked", booked: "booked", sold: "sold" } as const;
  const wrong = standing
    .filter(
      (row) => row.claim_id !== row.claim || row.status !== shows[row.stage as keyof typeof shows],
    )
    .map((row) => `${row.unit}: ${row.status}/${row.claim_id} but claim ${row.claim} ${row.stage}`);
  const claimed = await db
    .selectFrom("units")
    .leftJoin("unit_claims", (join) =>
      join.onRef("unit_claims.id", "=", "units.claim_id").on("unit_claims.active", "=", 1),
    )
    .select(["units.id", "units.status"])
    .where("units.status", "in", ["held", "booked", "sold"])
    .where("unit_claims.id", "is", null)
    .execute();
  return [...wrong, ...claimed.map((row) => `${row.id}: ${row.status} without a standing claim`)];
}
