import "server-only";
import { unstable_cache } from "next/cache";
import { authSecret } from "../auth/secret";
import { getDb } from "../db/client";
import { env } from "../env";
import { availability, type DayAvailability } from "./free-slots";
import { getAppointmentSettings } from "./settings";

/** Tag of the cached availability: a booking, change or new settings refresh it at once. */
export const AVAILABILITY_TAG = "booking-availability";

/** The secret manage links are signed with: the site's AUTH_SECRET. */
export const bookingSecret = (): string => authSecret(env);

/**
 * The next two weeks' free places, shared by every visitor for up to 15 seconds: the page reads
 * the database at most that often however many look at it. What it shows can be a moment behind;
 * the booking itself is checked atomically, and a full slot answers with the nearest free ones.
 */
export const cachedAvailability = unstable_cache(
  async (): Promise<DayAvailability[]> => {
    const db = getDb();
    return availability(db, await getAppointmentSettings(db), new Date());
  },
  ["booking-availability"],
  { revalidate: 15, tags: [AVAILABILITY_TAG] },
);
