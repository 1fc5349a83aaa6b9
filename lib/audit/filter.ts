import { z } from "zod";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
// A bad value in a shared link narrows nothing rather than failing the page.
const optionalOf = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** The audit log's filter, as it appears in the page's URL. */
export const auditFilterSchema = z.object({
  /** A staff member: entries they made, and entries about them (their account, leads given to them). */
  person: optionalOf(z.uuid()),
  /** A lead (first registration): everything about the person, their registrations included. */
  lead: optionalOf(z.uuid()),
  action: optionalOf(
    z
      .string()
      .regex(/^[a-z_]+\.[a-z_]+$/)
      .max(50),
  ),
  /** Malaysia calendar days, both included. */
  from: optionalOf(day),
  to: optionalOf(day),
});

export type AuditFilter = z.infer<typeof auditFilterSchema>;

export function parseAuditFilter(params: Record<string, string | string[] | undefined>) {
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const filter = auditFilterSchema.parse(
    Object.fromEntries(Object.entries(params).map(([key, value]) => [key, one(value)])),
  );
  // A range that ends before it starts is read the way it was meant.
  if (filter.from && filter.to && filter.from > filter.to) {
    return { ...filter, from: filter.to, to: filter.from };
  }
  return filter;
}

/** The filter as a query string (without `?`), for links that keep it. */
export function auditFilterQuery(filter: AuditFilter, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...extra })) {
    if (value) params.set(key, value);
  }
  return params.toString();
}
