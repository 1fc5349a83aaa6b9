import type { LaunchSettings } from "@/lib/launch/settings";
import { saveLaunchSettingsAction } from "@/server/launch/actions";
import { inputClass, labelClass, primaryButton } from "../form-feedback";

/** The admin's launch settings: hold length, booking fee, selection slots. */
export function LaunchSettingsForm({ settings }: { settings: LaunchSettings }) {
  return (
    <form
      action={saveLaunchSettingsAction}
      className="grid gap-4 sm:grid-cols-3"
      aria-label="Launch settings"
    >
      <label className={labelClass}>
        Hold length (minutes)
        <input
          name="holdMinutes"
          type="number"
          min={1}
          max={240}
          required
          defaultValue={settings.holdMinutes}
          className={inputClass}
        />
      </label>
      <label className={labelClass}>
        Booking fee (RM)
        <input
          name="bookingFee"
          type="number"
          min={0}
          max={1000000}
          required
          defaultValue={settings.bookingFee}
          className={inputClass}
        />
      </label>
      <label className="flex items-center gap-2 self-end text-sm font-medium">
        <input
          name="feeRefundable"
          type="checkbox"
          defaultChecked={settings.feeRefundable}
          className="size-4"
        />
        Fee refunded if declined or cancelled
      </label>
      <label className={labelClass}>
        Selection day
        <input
          name="selectionDay"
          type="date"
          required
          defaultValue={settings.selectionDay}
          className={inputClass}
        />
      </label>
      <label className={labelClass}>
        First slot (Malaysia time)
        <input
          name="selectionStart"
          type="time"
          required
          defaultValue={settings.selectionStart}
          className={inputClass}
        />
      </label>
      <label className={labelClass}>
        Slot length (minutes)
        <input
          name="slotMinutes"
          type="number"
          min={5}
          max={240}
          required
          defaultValue={settings.slotMinutes}
          className={inputClass}
        />
      </label>
      <label className={labelClass}>
        Sales tables
        <input
          name="tables"
          type="number"
          min={1}
          max={50}
          required
          defaultValue={settings.tables}
          className={inputClass}
        />
      </label>
      <div className="self-end sm:col-span-2">
        <button type="submit" className={primaryButton}>
          Save settings
        </button>
      </div>
    </form>
  );
}
