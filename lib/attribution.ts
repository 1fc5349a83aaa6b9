/** Where a visitor came from, kept for their visit so the lead desk knows which campaign worked. */
export interface Attribution {
  landingPage: string;
  referrer: string;
  utm: Record<string, string>;
}

const KEY = "skyhaven:attribution";
export const utmFields = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

/** Remembers the first page of the visit, its referrer and its UTM tags; later pages keep them. */
export function captureAttribution(
  location: Location,
  referrer: string,
  storage: Storage,
): Attribution {
  const stored = storage.getItem(KEY);
  if (stored) return JSON.parse(stored) as Attribution;
  const params = new URLSearchParams(location.search);
  const utm = Object.fromEntries(
    utmFields.flatMap((f) => (params.get(f) ? [[f, params.get(f) ?? ""]] : [])),
  );
  const attribution = {
    landingPage: `${location.pathname}${location.search}`.slice(0, 500),
    referrer: referrer.slice(0, 500),
    utm,
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
    const utm = Object.fromEntries(
      utmFields.flatMap((f) => (params.get(f) ? [[f, params.get(f) ?? ""]] : [])),
    );
    return { landingPage: window.location.pathname, referrer: document.referrer, utm };
  }
}
