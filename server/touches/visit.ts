import { z } from "zod";
import { utmFields } from "@/lib/attribution";
import { cleanLine, truncateText } from "@/lib/registration/clean-text";
import { landingPath, referrerOrigin, type Visit } from "@/lib/touches/visit";

const text = (max: number) =>
  z
    .string()
    .transform((value) => truncateText(cleanLine(value).trim(), max) || undefined)
    .optional()
    .catch(undefined);

const visitSchema = z.object({
  landingPage: text(300),
  referrer: text(300),
  utm: z
    .object(Object.fromEntries(utmFields.map((field) => [field, text(200)])))
    .partial()
    .catch({}),
});

/**
 * What a browser says about its visit (the cookie or the beacon's field): read if usable, never a
 * reason to lose the tap. Sent by the client, so it is bounded and reduced again here.
 */
export function parseVisit(value: string | undefined | null): Visit {
  if (!value || value.length > 3000) return { utm: {} };
  let raw: unknown;
  try {
    raw = JSON.parse(decodeURIComponent(value));
  } catch {
    return { utm: {} };
  }
  const parsed = visitSchema.safeParse(raw);
  if (!parsed.success) return { utm: {} };
  const { landingPage, referrer, utm } = parsed.data;
  return {
    landingPage: landingPage ? landingPath(landingPage) : undefined,
    referrer: referrer ? referrerOrigin(referrer) : undefined,
    utm: Object.fromEntries(
      Object.entries(utm).filter((entry): entry is [string, string] => Boolean(entry[1])),
    ),
  };
}
