import type { AppointmentSettings } from "@/lib/booking/settings";
import { weekdayNames } from "@/lib/booking/settings-form";
import { saveAppointmentSettings } from "@/server/booking/desk-actions";

const input = "min-h-10 rounded-brand border border-line bg-surface px-3 text-sm text-fg";

/** Opening hours per weekday, slot length, capacity and closed dates (admins). */
export function AppointmentSettingsForm({ settings }: { settings: AppointmentSettings }) {
  return (
    <form action={saveAppointmentSettings} className="grid gap-5">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold">Opening hours (Malaysia time)</legend>
        {weekdayNames.map((name, day) => {
          const hours = settings.week[day];
          return (
            <div key={name} className="flex flex-wrap items-center gap-3 text-sm">
              <span className="w-24 font-medium">{name}</span>
              <label className="flex items-center gap-1">
                <span className="sr-only">{name} opens</span>
                <input
                  type="time"
                  name={`open${day}`}
                  defaultValue={hours?.open ?? "10:00"}
                  className={input}
                />
              </label>
              <span aria-hidden="true">–</span>
              <label className="flex items-center gap-1">
                <span className="sr-only">{name} closes</span>
                <input
                  type="time"
                  name={`close${day}`}
                  defaultValue={hours?.close ?? "18:00"}
                  className={input}
                />
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name={`closed${day}`}
                  defaultChecked={!hours}
                  className="h-5 w-5"
                />
                Closed
              </label>
            </div>
          );
        })}
      </fieldset>
      <div className="flex flex-wrap gap-5">
        <label className="grid gap-1 text-sm font-semibold">
          Slot length (minutes)
          <input
            type="number"
            name="slotMinutes"
            min={15}
            max={240}
            step={15}
            defaultValue={settings.slotMinutes}
            className={input}
          />
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          Parties per slot
          <input
            type="number"
            name="capacity"
            min={1}
            max={50}
            defaultValue={settings.capacity}
            className={input}
          />
        </label>
      </div>
      <label className="grid gap-1 text-sm font-semibold">
        Closed dates (one a line, as 2026-12-25)
        <textarea
          name="closedDays"
          rows={4}
          defaultValue={settings.closedDays.join("\n")}
          className={`${input} py-2 font-mono`}
        />
      </label>
      <button
        type="submit"
        className="min-h-11 justify-self-start rounded-brand bg-accent px-5 font-semibold text-on-accent"
      >
        Save settings
      </button>
    </form>
  );
}
