/** Where a visitor came from, kept for their visit so the lead desk knows which campaign worked. */
export interface Attribution {
  landingPage: string;
  referrer: string;
  utm: Record<string, string>;
  /** Ad click ids the landing URL carried (gclid, gbraid, wbraid, fbclid); absent in older visits. */
  clickIds?: Record<string, string>;
}

const KEY = "skyhaven:attribution";
export const utmFields = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;
export const clickIdFields = ["gclid", "gbraid", "wbraid", "fbclid"] as const;

const pick = (params: URLSearchParams, fields: readonly string[]) =>
  Object.fromEntries(
    fields.flatMap((f) => (params.get(f) ? [[f, (params.get(f) ?? "").slice(0, 255)]] : [])),
  );

/** Remembers the first page of the visit, its referrer and its UTM tags; later pages keep them. */
export function captureAttribution(
  location: Location,
  referrer: string,
  storage: Storage,
): Attribution {
  const stored = storage.getItem(KEY);
  if (stored) return JSON.parse(stored) as Attribution;
  const params = new URLSearchParams(location.search);
  const attribution = {
    landingPage: `${location.pathname}${location.search}`.slice(0, 500),
    referrer: referrer.slice(0, 500),
    utm: pick(params, utmFields),
    clickIds: pick(params, clickIdFields),
  };
  storage.setItem(KEY, JSON.stringify(attribution));
  return attribution;
}

/** The same, or a fresh reading of this page when storage is blocked. */
export function readAttribution(): Attribution {
  try {
    return captureAttribution(window.location, document.referrer, window.sessionStorage);
  } catch {
    const params = new URLSearchParams(window.location.search);
    return {
      landingPage: window.location.pathname,
      referrer: document.referrer,
      utm: pick(params, utmFields),
      clickIds: pick(params, clickIdFields),
    };
  }
}
