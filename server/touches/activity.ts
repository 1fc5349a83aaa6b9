import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { DASHBOARD_DAYS, dashboardPeriod } from "../leads/dashboard";
import { countTouches, type TouchCounts } from "./store";

export interface TouchActivity {
  /** The dashboard's period (the last `days` Malaysia days), as its registrations are counted. */
  period: TouchCounts;
  last24Hours: TouchCounts;
}

/** WhatsApp and call taps over the same spans as the dashboard's registrations. */
export async function loadTouchActivity(
  db: Kysely<Database>,
  { now = new Date(), days = DASHBOARD_DAYS }: { now?: Date; days?: number } = {},
): Promise<TouchActivity> {
  const { periodStart, dayAgo, now: until } = dashboardPeriod(now, days);
  const [period, last24Hours] = await Promise.all([
    countTouches(db, { since: periodStart, until }),
    countTouches(db, { since: dayAgo, until }),
  ]);
  return { period, last24Hours };
}
