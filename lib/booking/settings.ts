import { z } from "@/lib/zod";
import { isDay } from "@/lib/time/malaysia";

/** The `desk_settings` key the appointment settings are stored under (as JSON). */
export const APPOINTMENT_SETTINGS_KEY = "appointments";

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "time");

/** Opening hours of one weekday in Malaysia time; null: closed all day. */
const hours = z
  .object({ open: clock, close: clock })
  .refine((h) => h.open < h.close, "hours")
  .nullable();

/** How the sales gallery takes visits. `week[0]` is Sunday. */
export const appointmentSettingsSchema = z.object({
  week: z.array(hours).length(7),
  slotMinutes: z.number().int().min(15).max(240),
  capacity: z.number().int().min(1).max(50),
  closedDays: z.array(z.string().refine(isDay, "day")).max(366),
});

export type AppointmentSettings = z.infer<typeof appointmentSettingsSchema>;

const daily = { open: "10:00", close: "18:00" };

/** Until an admin changes them: 10:00–18:00 every day, hour-long slots, three parties a slot. */
export const defaultAppointmentSettings: AppointmentSettings = {
  week: [daily, daily, daily, daily, daily, daily, daily],
  slotMinutes: 60,
  capacity: 3,
  closedDays: [],
};

/** Stored JSON back into settings; anything unreadable falls back to the defaults. */
export function readAppointmentSettings(stored: string | undefined): AppointmentSettings {
  if (!stored) return defaultAppointmentSettings;
  try {
    const parsed = appointmentSettingsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : defaultAppointmentSettings;
  } catch {
    return defaultAppointmentSettings;
  }
}
