import type { Kysely } from "kysely";
import type { UnitStatus } from "@/lib/units/statuses";
import { writeAudit } from "../audit/write";
import type { Database } from "../db/schema";
import { recordUnitEvent } from "../launch/unit-events";

export interface UnitChange {
  id: string;
  status?: { from: string; to: UnitStatus };
  listPrice?: { from: number; to: number };
}

/**
 * Writes changes already checked by the caller, inside its transaction: the unit rows with who
 * changed them and when, and one audit entry per changed field ("Siti marked A-12-03 Sold").
 */
export async function applyUnitChanges(
  trx: Kysely<Database>,
  actor: string,
  changes: UnitChange[],
  via: "desk" | "import",
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  for (const change of changes) {
    await trx
      .updateTable("units")
      .set({
        ...(change.status && { status: change.status.to }),
        ...(change.listPrice && { list_price: change.listPrice.to }),
        updated_at: at,
        updated_by: actor,
      })
      .where("id", "=", change.id)
      .execute();
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
}
