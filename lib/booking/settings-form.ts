import { appointmentSettingsSchema, type AppointmentSettings } from "./settings";

export type SettingsFormResult =
  { ok: true; settings: AppointmentSettings } | { ok: false; error: string };

const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
export const weekdayNames: readonly string[] = weekdays;

/**
 * The desk's settings form (`open0`…`open6`, `close0`…, `closed0`… per weekday from Sunday,
 * `slotMinutes`, `capacity`, `closedDays` one day a line) as settings, or what to fix in words.
 */
export function parseSettingsForm(form: FormData): SettingsFormResult {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const week = weekdays.map((_, day) =>
    form.get(`closed${day}`) ? null : { open: text(`open${day}`), close: text(`close${day}`) },
  );
  const closedDays = [
    ...new Set(
      text("closedDays")
        .split(/[\s,]+/)
        .filter(Boolean),
    ),
  ].sort();
  const parsed = appointmentSettingsSchema.safeParse({
    week,
    slotMinutes: Number(text("slotMinutes")),
    capacity: Number(text("capacity")),
    closedDays,
  });
  if (parsed.success) return { ok: true, settings: parsed.data };
  const issue = parsed.error.issues[0];
  const [field, index] = issue?.path ?? [];
  if (field === "week")
    return {
      ok: false,
      error: `${weekdays[Number(index)]}: opening must be before closing (HH:MM).`,
    };
  if (field === "slotMinutes") return { ok: false, error: "Slot length: 15 to 240 minutes." };
  if (field === "capacity") return { ok: false, error: "Capacity: 1 to 50 parties a slot." };
  return { ok: false, error: "Closed dates: one date a line, as 2026-12-25." };
}
