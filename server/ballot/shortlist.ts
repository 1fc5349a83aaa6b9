import type { Kysely } from "kysely";
import { SHORTLIST_MAX } from "@/lib/ballot/shortlist";
import { isUnitStatus, type UnitStatus } from "@/lib/units/statuses";
import { writeAudit } from "../audit/write";
import type { Database } from "../db/schema";
import { lockBallot } from "./ballot-row";

export interface ShortlistUnit {
  unitId: string;
  /** 1 for the most wanted. */
  rank: number;
  typeCode: string;
  tower: string;
  floor: number;
  /** The unit's status now: the selection console offers the first one still available. */
  status: UnitStatus;
  listPrice: number;
}

/** A reference's shortlist, most wanted first, with each unit as it stands now. */
export async function shortlistOf(
  db: Kysely<Database>,
  reference: string,
): Promise<ShortlistUnit[]> {
  const rows = await db
    .selectFrom("ballot_shortlist as s")
    .innerJoin("units as u", "u.id", "s.unit_id")
    .select([
      "s.unit_id",
      "s.rank",
      "u.type_code",
      "u.tower",
      "u.floor",
      "u.status",
      "u.list_price",
    ])
    .where("s.reference", "=", reference)
    .orderBy("s.rank")
    .execute();
  return rows.map((row) => ({
    unitId: row.unit_id,
    rank: Number(row.rank),
    typeCode: row.type_code,
    tower: row.tower,
    floor: Number(row.floor),
    status: isUnitStatus(row.status) ? row.status : "reserved",
    listPrice: Number(row.list_price),
  }));
}

export type ShortlistResult =
  | { ok: true; unitIds: string[] }
  | { ok: false; error: "not-entered" | "closed" }
  | { ok: false; error: "too-many"; max: number }
  /** Units that do not exist, or (for units not on the list before) are not available. */
  | { ok: false; error: "unknown-unit" | "unavailable"; units: string[] };

/**
 * Replaces a reference's shortlist with `unitIds`, most wanted first: at most ten units that
 * exist, each once; a unit added now must be available (one kept from before stays, whatever
 * became of it). Allowed until the draw: the transaction takes the ballot row while open or
 * committed, so a draw waits for it or it finds the list read-only. All or nothing.
 */
export async function saveShortlist(
  db: Kysely<Database>,
  reference: string,
  unitIds: readonly string[],
  now = new Date(),
): Promise<ShortlistResult> {
  const wanted = [...new Set(unitIds)];
  if (wanted.length > SHORTLIST_MAX) return { ok: false, error: "too-many", max: SHORTLIST_MAX };
  return db.transaction().execute(async (trx): Promise<ShortlistResult> => {
    const entry = await trx
      .selectFrom("ballot_entries")
      .select("reference")
      .where("reference", "=", reference)
      .executeTakeFirst();
    if (!entry) return { ok: false, error: "not-entered" };
    if (!(await lockBallot(trx, ["open", "committed"], now))) return { ok: false, error: "closed" };
    const units = wanted.length
      ? await trx.selectFrom("units").select(["id", "status"]).where("id", "in", wanted).execute()
      : [];
    const status = new Map(units.map((unit) => [unit.id, unit.status]));
    const unknown = wanted.filter((id) => !status.has(id));
    if (unknown.length) return { ok: false, error: "unknown-unit", units: unknown };
    const before = await trx
      .selectFrom("ballot_shortlist")
      .select("unit_id")
      .where("reference", "=", reference)
      .orderBy("rank")
      .execute();
    const kept = new Set(before.map((row) => row.unit_id));
    const unavailable = wanted.filter((id) => !kept.has(id) && status.get(id) !== "available");
    if (unavailable.length) return { ok: false, error: "unavailable", units: unavailable };
    await trx.deleteFrom("ballot_shortlist").where("reference", "=", reference).execute();
    if (wanted.length)
      await trx
        .insertInto("ballot_shortlist")
        .values(wanted.map((unitId, index) => ({ reference, unit_id: unitId, rank: index + 1 })))
        .execute();
    await writeAudit(trx, {
      actor: "public:ballot",
      action: "ballot.shortlist",
      entity: "ballot_entry",
      entityId: reference,
      details: { units: wanted },
      at: now,
    });
    return { ok: true, unitIds: wanted };
  });
}
