import type { Kysely } from "kysely";
import type { ManualUnitStatus } from "@/lib/units/statuses";
import { writeAudit } from "../audit/write";
import type { Database } from "../db/schema";
import { recordUnitEvent } from "../launch/unit-events";

export interface UnitChange {
  id: string;
  status?: { from: string; to: ManualUnitStatus };
  listPrice?: { from: number; to: number };
}

/**
 * Writes changes already checked by the caller, inside its transaction: the unit rows with who
 * changed them and when, and one audit entry per changed field ("Siti marked A-12-03 Sold").
 * A status change is conditional: the unit must still have the status the caller read and no
 * buyer's claim (a hold made meanwhile on another instance wins). Returns the changes written.
 */
export async function applyUnitChanges(
  trx: Kysely<Database>,
  actor: string,
  changes: UnitChange[],
  via: "desk" | "import",
  now = new Date(),
): Promise<UnitChange[]> {
  const at = now.toISOString();
  const applied: UnitChange[] = [];
  for (const change of changes) {
    let update = trx
      .updateTable("units")
      .set({
        ...(change.status && { status: change.status.to }),
        ...(change.listPrice && { list_price: change.listPrice.to }),
        updated_at: at,
        updated_by: actor,
      })
      .where("id", "=", change.id);
    if (change.status) {
      update = update.where("status", "=", change.status.from).where("claim_id", "is", null);
    }
    const written = await update.executeTakeFirst();
    if (Number(written.numUpdatedRows) === 0) continue;
    applied.push(change);
    if (change.status) await recordUnitEvent(trx, change.id, change.status.to, at);
    const fields = [
      ["unit.status", change.status],
      ["unit.price", change.listPrice],
    ] as const;
    for (const [action, values] of fields) {
      if (!values) continue;
      await writeAudit(trx, {
        actor,
        action,
        entity: "unit",
        entityId: change.id,
        details: { ...values, via },
        at: now,
      });
    }
  }
  return applied;
}
