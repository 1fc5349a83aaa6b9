import { z } from "zod";
import { unitTypeCodes } from "@/content/units/categories";
import { routing } from "@/i18n/routing";
import { channels } from "@/lib/registration/channels";
import { registrationSources } from "./sources";
import { leadStatuses } from "./statuses";

export { registrationSources as leadSources } from "./sources";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
// A bad value in a shared link narrows nothing rather than failing the page.
const optionalOf = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
// As long as the registration form stores them.
const utmValue = z
  .string()
  .trim()
  .max(200)
  .transform((v) => v || undefined);

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
  source: optionalOf(z.enum(registrationSources)),
  /** Whose leads: `me` (whoever looks, so a shared "My leads" link works for everyone), `none`, or a staff id. */
  owner: optionalOf(z.union([z.literal("me"), z.literal("none"), z.uuid()])),
  /**
   * `today`: the next follow-up is today; `overdue`: its day has passed (Malaysia days, open leads
   * only). Both list the most overdue first.
   */
  due: optionalOf(z.enum(["today", "overdue"])),
  /** `1`: open leads nobody on the desk has touched in the 24 hours since they last registered. */
  untouched: optionalOf(z.literal("1")),
  /**
   * The campaign that first brought the person: the UTM fields of their first registration, matched
   * exactly (as the campaign report groups them); `(none)` finds people who came without one.
   */
  utm_source: optionalOf(utmValue),
  utm_medium: optionalOf(utmValue),
  utm_campaign: optionalOf(utmValue),
  /** When the person first registered (Malaysia days), as the campaign report counts them. */
  registered_from: optionalOf(day),
  registered_to: optionalOf(day),
});

/** What a UTM filter holds to find people who came without that field. */
export const NO_UTM = "(none)";

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

/** The filter with `owner=me` made the viewer's own id, as queries need it. */
export function resolveOwner(filter: LeadFilter, viewerId: string): LeadFilter {
  return filter.owner === "me" ? { ...filter, owner: viewerId } : filter;
}

export const hasFilter = (filter: LeadFilter) => Object.values(filter).some(Boolean);
