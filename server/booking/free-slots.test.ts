import { describe, expect, it } from "vitest";
import { defaultAppointmentSettings } from "@/lib/booking/settings";
import { malaysiaInstant } from "@/lib/time/malaysia";
import { forEachDatabase } from "@/tests/support/databases";
import { prepareDatabase } from "@/tests/support/registrations";
import { availability, BOOKING_DAYS } from "./free-slots";

const settings = defaultAppointmentSettings; // 10:00-18:00 every day, hour-long slots

describe("the days a visit can be booked on", () => {
  forEachDatabase((current) => {
    it("offers today with only the hours still to come", async () => {
      const database = current();
      await prepareDatabase(database.db);
      const days = await availability(
        database.db,
        settings,
        malaysiaInstant("2026-12-01", "14:30"),
      );
      expect(days).toHaveLength(BOOKING_DAYS);
      expect(days[0]?.day).toBe("2026-12-01");
      expect(days[0]?.slots.map((slot) => slot.start)).toEqual(
        ["15:00", "16:00", "17:00"].map((time) =>
          malaysiaInstant("2026-12-01", time).toISOString(),
        ),
      );
    });

    it("leaves today out once its last hour has begun, and still offers as many days", async () => {
      const database = current();
      await prepareDatabase(database.db);
      const days = await availability(
        database.db,
        settings,
        malaysiaInstant("2026-12-01", "17:05"),
      );
      expect(days).toHaveLength(BOOKING_DAYS);
      expect(days[0]?.day).toBe("2026-12-02");
      expect(days[0]?.slots).toHaveLength(8);
      expect(days.every((day) => day.slots.length > 0)).toBe(true);
    });
  });
});
