import type { AdvertisingParticulars } from "@/content/developer/schema";
import { addDays } from "@/lib/time/malaysia";

/** Days before the permit's last day from which the desk warns admins to renew it. */
export const PERMIT_WARNING_DAYS = 14;

export type PermitStatus =
  | { state: "current"; validTo: string }
  | { state: "expiring"; validTo: string; daysLeft: number }
  | { state: "lapsed"; validTo: string }
  | { state: "not-yet"; validFrom: string };

/**
 * Whether the advertising and sales permit covers `today` (a Malaysian calendar day,
 * YYYY-MM-DD): valid through its `validTo` day, lapsed from the day after. The site shows a
 * lapsed permit as lapsed (never as current), and /landing pauses registration until renewal.
 */
export function permitStatus(particulars: AdvertisingParticulars, today: string): PermitStatus {
  const { validFrom, validTo } = particulars.advertisingPermit;
  if (today < validFrom) return { state: "not-yet", validFrom };
  if (today > validTo) return { state: "lapsed", validTo };
  if (addDays(today, PERMIT_WARNING_DAYS) >= validTo)
    return { state: "expiring", validTo, daysLeft: daysBetween(today, validTo) };
  return { state: "current", validTo };
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Whether advertising (and so registering from an advertisement) is allowed today. */
export const permitCovers = (status: PermitStatus) =>
  status.state === "current" || status.state === "expiring";
