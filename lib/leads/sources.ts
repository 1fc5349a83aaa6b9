/**
 * Where a registration came from. The buyer sends `web` (the form), `api` and `legacy` (the old
 * site's URLs) and `booking` (a sales gallery appointment at /book by someone not yet a lead);
 * `meta_lead_ads` arrive from Meta's Lead Ads forms (the buyer registered inside Facebook or Instagram);
 * staff type in the others at the desk (/admin/leads/new).
 */
export const registrationSources = [
  "web",
  "api",
  "legacy",
  "walk_in",
  "roadshow",
  "agent",
  "booking",
  "meta_lead_ads",
] as const;
export type RegistrationSource = (typeof registrationSources)[number];

/** The sources a salesperson enters by hand. */
export const manualSources = [
  "walk_in",
  "roadshow",
  "agent",
] as const satisfies readonly RegistrationSource[];
export type ManualSource = (typeof manualSources)[number];

export const isManualSource = (source: string): source is ManualSource =>
  (manualSources as readonly string[]).includes(source);

/** How the lead desk (in English) names each source: lists, filters, the dashboard, exports. */
export const sourceLabels: Record<RegistrationSource, string> = {
  web: "Website form",
  api: "API",
  legacy: "Old-site API",
  walk_in: "Walk-in at the sales gallery",
  roadshow: "Roadshow or event",
  agent: "Agent referral",
  booking: "Sales gallery booking",
  meta_lead_ads: "Meta Lead Ads (Facebook, Instagram)",
};

export const sourceLabel = (source: string): string =>
  (sourceLabels as Record<string, string>)[source] ?? source;
