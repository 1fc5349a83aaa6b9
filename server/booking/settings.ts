import type { Kysely } from "kysely";
import {
  APPOINTMENT_SETTINGS_KEY,
  readAppointmentSettings,
  type AppointmentSettings,
} from "@/lib/booking/settings";
import { writeAudit } from "../audit/write";
import type { Database } from "../db/schema";

/** The sales gallery's appointment settings (the defaults until an admin saves some). */
export async function getAppointmentSettings(db: Kysely<Database>): Promise<AppointmentSettings> {
  const row = await db
    .selectFrom("desk_settings")
    .select("value")
    .where("key", "=", APPOINTMENT_SETTINGS_KEY)
    .executeTakeFirst();
  return readAppointmentSettings(row?.value);
}

/** Stores new settings (audited). Bookings already made keep their time. */
export async function setAppointmentSettings(
  db: Kysely<Database>,
  settings: AppointmentSettings,
  actorId: string,
): Promise<void> {
  const value = JSON.stringify(settings);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("desk_settings")
      .values({ key: APPOINTMENT_SETTINGS_KEY, value })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
      .execute();
    await writeAudit(trx, {
      actor: `staff:${actorId}`,
      action: "settings.appointments",
      entity: "settings",
      details: {
        slotMinutes: settings.slotMinutes,
        capacity: settings.capacity,
        closedDays: settings.closedDays.length,
      },
    });
  });
}
