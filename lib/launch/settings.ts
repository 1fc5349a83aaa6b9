import { z } from "@/lib/zod";
import { isDay } from "@/lib/time/malaysia";

/** The `desk_settings` key the launch settings are stored under (as JSON). */
export const LAUNCH_SETTINGS_KEY = "launch";

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "time");

/**
 * How launch day runs. Selection slots: queue positions 1…tables share the first slot at
 * `selectionDay` `selectionStart` (Malaysia time), the next `tables` the slot `slotMinutes` later,
 * and so on.
 */
export const launchSettingsSchema = z.object({
  /** How long a hold keeps a unit for one buyer before it lapses by itself. */
  holdMinutes: z.number().int().min(1).max(240),
  /** The booking fee asked for a unit, whole ringgit (0: none asked). */
  bookingFee: z.number().int().min(0).max(1_000_000),
  /** Whether the fee is refunded when the booking is declined or cancelled. */
  feeRefundable: z.boolean(),
  selectionDay: z.string().refine(isDay, "day"),
  selectionStart: clock,
  slotMinutes: z.number().int().min(5).max(240),
  /** Sales tables serving buyers at once. */
  tables: z.number().int().min(1).max(50),
});

export type LaunchSettings = z.infer<typeof launchSettingsSchema>;

/** Until an admin changes them. */
export const defaultLaunchSettings: LaunchSettings = {
  holdMinutes: 20,
  bookingFee: 5000,
  feeRefundable: true,
  selectionDay: "2026-12-12",
  selectionStart: "10:00",
  slotMinutes: 15,
  tables: 4,
};

/** Stored JSON back into settings; missing or unreadable fields take the defaults. */
export function readLaunchSettings(stored: string | undefined): LaunchSettings {
  if (!stored) return defaultLaunchSettings;
  try {
    const parsed = launchSettingsSchema.safeParse({
      ...defaultLaunchSettings,
      ...(JSON.parse(stored) as object),
    });
    return parsed.success ? parsed.data : defaultLaunchSettings;
  } catch {
    return defaultLaunchSettings;
  }
}
