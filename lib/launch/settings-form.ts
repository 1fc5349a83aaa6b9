import { launchSettingsSchema, type LaunchSettings } from "./settings";

export type LaunchSettingsFormResult =
  { ok: true; settings: LaunchSettings } | { ok: false; error: string };

const problems: Record<string, string> = {
  holdMinutes: "Hold length: 1 to 240 minutes.",
  bookingFee: "Booking fee: whole ringgit, 0 to 1,000,000.",
  selectionDay: "Selection day: a date, as 2026-12-12.",
  selectionStart: "First slot: a time, as 10:00.",
  slotMinutes: "Slot length: 5 to 240 minutes.",
  tables: "Sales tables: 1 to 50.",
};

/** The console's settings form as settings, or what to fix in words. */
export function parseLaunchSettingsForm(form: FormData): LaunchSettingsFormResult {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const parsed = launchSettingsSchema.safeParse({
    holdMinutes: Number(text("holdMinutes")),
    bookingFee: Number(text("bookingFee").replace(/[,\s]/g, "")),
    feeRefundable: form.get("feeRefundable") === "on",
    selectionDay: text("selectionDay"),
    selectionStart: text("selectionStart"),
    slotMinutes: Number(text("slotMinutes")),
    tables: Number(text("tables")),
  });
  if (parsed.success) return { ok: true, settings: parsed.data };
  const field = String(parsed.error.issues[0]?.path[0] ?? "");
  return { ok: false, error: problems[field] ?? "Check the settings." };
}
