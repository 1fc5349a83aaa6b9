import type { Expression, ExpressionBuilder } from "kysely";
import type { Database } from "../db/schema";

/**
 * The time of a person's latest registration, each of which gave consent anew (the form's
 * consent boxes): a withdrawal older than it no longer stands. `lead` is the person's first
 * registration's id, or a reference to it.
 */
export function latestConsentAt<DB extends Database, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  lead: Expression<string> | string,
) {
  const registrations = eb as unknown as ExpressionBuilder<Database, never>;
  return registrations
    .selectFrom("registrations as latest")
    .select((inner) => inner.fn.max<string>("latest.created_at").as("at"))
    .where((inner) =>
      inner.or([inner("latest.id", "=", lead), inner("latest.duplicate_of", "=", lead)]),
    );
}
