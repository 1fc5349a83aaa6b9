import { z } from "zod";
import { unitTypeCodes } from "@/content/units/categories";
import { routing } from "@/i18n/routing";
import { channels } from "@/lib/registration/channels";
import { leadStatuses } from "./statuses";

export const leadSources = ["web", "api", "legacy"] as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
// A bad value in a shared link narrows nothing rather than failing the page.
const optionalOf = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** The lead list's filters, as they appear in its URL (and in the export link). */
export const leadFilterSchema = z.object({
  q: optionalOf(
    z
      .string()
      .trim()
      .max(100)
      .transform((v) => v || undefined),
  ),
  from: optionalOf(day),
  to: optionalOf(day),
  channel: optionalOf(z.enum(channels)),
  unit: optionalOf(z.enum(unitTypeCodes)),
  status: optionalOf(z.enum(leadStatuses)),
  locale: optionalOf(z.enum(routing.locales)),
  source: optionalOf(z.enum(leadSources)),
});

export type LeadFilter = z.infer<typeof leadFilterSchema>;

type SearchParams = Record<string, string | string[] | undefined>;

export function parseLeadFilter(params: SearchParams | URLSearchParams): LeadFilter {
  const entries =
    params instanceof URLSearchParams
      ? Object.fromEntries(params)
      : Object.fromEntries(
          Object.entries(params).map(([key, value]) => [
            key,
            Array.isArray(value) ? value[0] : value,
          ]),
        );
  return leadFilterSchema.parse(entries);
}

/** The filter as a query string (without `?`), for links that keep it. */
export function filterQuery(filter: LeadFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...extra })) {
    if (value) params.set(key, value);
  }
  return params.toString();
}

export const hasFilter = (filter: LeadFilter) => Object.values(filter).some(Boolean);

/** Dates are picked in Malaysia time (UTC+8, no daylight saving): the day's bounds in UTC. */
export function dayStartUtc(date: string): string {
  return new Date(`${date}T00:00:00+08:00`).toISOString();
}

export function dayEndUtc(date: string): string {
  return new Date(new Date(`${date}T00:00:00+08:00`).getTime() + 86_400_000).toISOString();
}
