import { describe, expect, it } from "vitest";
import { parseSettingsForm } from "./settings-form";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (let day = 0; day < 7; day++) {
    data.set(`open${day}`, "10:00");
    data.set(`close${day}`, "18:00");
  }
  data.set("slotMinutes", "60");
  data.set("capacity", "3");
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

describe("the appointment settings form", () => {
  it("reads hours per weekday, a closed weekday, slot length, capacity and closed dates", () => {
    const result = parseSettingsForm(
      form({
        closed1: "on",
        open6: "09:30",
        capacity: "4",
        closedDays: "2026-12-25\n2026-12-24 2026-12-25",
      }),
    );
    expect(result).toMatchObject({
      ok: true,
      settings: { capacity: 4, slotMinutes: 60, closedDays: ["2026-12-24", "2026-12-25"] },
    });
    if (!result.ok) return;
    expect(result.settings.week[1]).toBeNull();
    expect(result.settings.week[6]).toEqual({ open: "09:30", close: "18:00" });
  });

  it("names what to fix: hours the wrong way round, a bad date, a capacity of 0", () => {
    expect(parseSettingsForm(form({ open2: "19:00" }))).toEqual({
      ok: false,
      error: "Tuesday: opening must be before closing (HH:MM).",
    });
    expect(parseSettingsForm(form({ closedDays: "2026-02-30" }))).toMatchObject({ ok: false });
    expect(parseSettingsForm(form({ capacity: "0" }))).toEqual({
      ok: false,
      error: "Capacity: 1 to 50 parties a slot.",
    });
  });
});
