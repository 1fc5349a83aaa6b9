import { malaysiaStamp } from "@/lib/time/malaysia";
import { UTF8_BOM, csvRow } from "../leads/csv";
import { daysToBooking, type SaleRow } from "./report";

export const salesCsvColumns = [
  "unit",
  "type",
  "tower",
  "floor",
  "list_price",
  "stage",
  "buyer",
  "lead_id",
  "salesperson",
  "agent",
  "registered_at",
  "held_at",
  "booked_at",
  "approved_at",
  "spa_signed_on",
  "days_registration_to_booking",
  "fee",
  "fee_method",
  "fee_reference",
] as const;

/**
 * The booked and sold units as a CSV file Excel opens in UTF-8 (BOM), times in Malaysia time, every
 * cell that could be read as a formula neutralized (csvRow), like the leads export.
 */
export function salesCsv(rows: readonly SaleRow[]): string {
  return (
    UTF8_BOM +
    csvRow(salesCsvColumns) +
    rows
      .map((row) =>
        csvRow([
          row.unitId,
          row.typeCode,
          row.tower,
          row.floor,
          row.listPrice,
          row.stage,
          row.buyer,
          row.leadId,
          row.salesperson ?? "",
          row.agent ?? "",
          malaysiaStamp(row.registeredAt),
          malaysiaStamp(row.heldAt),
          malaysiaStamp(row.bookedAt),
          malaysiaStamp(row.decidedAt),
          row.soldOn ?? "",
          daysToBooking(row) ?? "",
          row.fee ?? "",
          row.feeMethod ?? "",
          row.feeReference ?? "",
        ]),
      )
      .join("")
  );
}
