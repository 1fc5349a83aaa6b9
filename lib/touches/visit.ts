import { utmFields, type Attribution } from "@/lib/attribution";

/**
 * The visit's attribution as a touch carries it: the campaign tags, where the visitor came from
 * (the referrer's site and path, never its query, which can hold another site's identifiers) and
 * the first page (its path and campaign tags only, not click ids). No personal data.
 */
export interface Visit {
  landingPage?: string;
  referrer?: string;
  utm: Partial<Record<(typeof utmFields)[number], string>>;
}

export const VISIT_COOKIE = "skyhaven_visit";
/** Only the WhatsApp redirect reads the cookie, so no other request carries it. */
export const VISIT_COOKIE_PATH = "/go";
const MAX_ENCODED = 3000;

/** The referrer's origin and path; nothing when it is not a web address. */
export function referrerOrigin(referrer: string): string | undefined {
  try {
    const url = new URL(referrer);
    return /^https?:$/.test(url.protocol)
      ? `${url.origin}${url.pathname}`.slice(0, 300)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A landing page with its campaign tags and nothing else from its query. */
export function landingPath(landingPage: string): string | undefined {
  if (!landingPage.startsWith("/") || landingPage.startsWith("//")) return undefined;
  let url: URL;
  try {
    url = new URL(landingPage, "http://x");
  } catch {
    return undefined;
  }
  const kept = new URLSearchParams();
  for (const field of utmFields) {
    const value = url.searchParams.get(field);
    if (value) kept.set(field, value);
  }
  const query = kept.toString();
  return `${url.pathname}${query ? `?${query}` : ""}`.slice(0, 300);
}

export function toVisit(attribution: Attribution): Visit {
  const utm: Visit["utm"] = {};
  for (const field of utmFields) {
    const value = attribution.utm[field]?.slice(0, 100);
    if (value) utm[field] = value;
  }
  return {
    landingPage: landingPath(attribution.landingPage),
    referrer: referrerOrigin(attribution.referrer),
    utm,
  };
}

/** The visit as one cookie-safe value (also what the call beacon posts); empty if oversized. */
export function encodeVisit(visit: Visit): string {
  const encoded = encodeURIComponent(JSON.stringify(visit));
  return encoded.length <= MAX_ENCODED ? encoded : "";
}
