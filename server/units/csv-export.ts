import type { Kysely } from "kysely";
import { UTF8_BOM, csvRow } from "../leads/csv";
import type { Database } from "../db/schema";
import { unitCsvColumns } from "./csv-columns";
import { listUnits, type UnitFilter } from "./list";

/** The units the filter selects as a CSV file that opens in Excel and imports back unchanged. */
export async function exportUnitsCsv(db: Kysely<Database>, filter: UnitFilter): Promise<string> {
  // Units and statuses only: no buyer is named in the file.
  const units = await listUnits(db, filter, "public");
  return (
    UTF8_BOM +
    csvRow(unitCsvColumns) +
    units
      .map((unit) =>
        csvRow([
          unit.id,
          unit.tower,
          unit.floor,
          unit.typeCode,
          unit.builtUpSqft,
          unit.listPrice,
          unit.status,
        ]),
      )
      .join("")
  );
}
