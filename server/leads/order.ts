import type { ExpressionBuilder } from "kysely";
import type { LeadFilter } from "@/lib/leads/filters";
import type { Database } from "../db/schema";
import type { CursorKey } from "./cursor";

type Row = Database & { r: Database["registrations"] };

/** The lead list's order: a column read with the id as tie-break, in its natural direction. */
export interface LeadOrder {
  column: "latest_at" | "follow_up_on";
  direction: "asc" | "desc";
}

/**
 * Newest activity first; the follow-up views ("Due today", "Overdue") the most overdue first:
 * the oldest follow-up day, so a salesperson works down from the lead waiting longest.
 */
export const leadOrder = (filter: LeadFilter): LeadOrder =>
  filter.due
    ? { column: "follow_up_on", direction: "asc" }
    : { column: "latest_at", direction: "desc" };

/** The value of the order's column in a row, for its cursor. */
export const orderValue = (
  order: LeadOrder,
  row: { latest_at: string; follow_up_on: string | null },
): string => (order.column === "latest_at" ? row.latest_at : (row.follow_up_on ?? ""));

/**
 * Rows strictly past `key` in the order (`after`: further down the list; `before`: further up),
 * as a keyset condition on (column, id).
 */
export function beyond(
  eb: ExpressionBuilder<Row, "r">,
  order: LeadOrder,
  key: CursorKey,
  toward: "after" | "before",
) {
  const forward = (order.direction === "asc") === (toward === "after");
  const past = forward ? ">" : "<";
  const column = `r.${order.column}` as const;
  return eb.or([
    eb(column, past, key.at),
    eb.and([eb(column, "=", key.at), eb("r.id", past, key.id)]),
  ]);
}
