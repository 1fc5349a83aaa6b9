import type { SlotOption } from "@/lib/booking/form-state";

interface SlotPickerProps {
  legend: string;
  slots: SlotOption[];
  /** The start chosen before (kept after a failed post). */
  selected?: string;
  fullLabel: string;
  /** The visit being moved: its time is shown, marked, and cannot be chosen again. */
  current?: { start: string; label: string };
  placesLabel: (count: number) => string;
  error?: string;
}

/** The times of one day (or the nearest free ones) as radio buttons: a full one is shown, disabled. */
export function SlotPicker({
  legend,
  slots,
  selected,
  fullLabel,
  current,
  placesLabel,
  error,
}: SlotPickerProps) {
  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={error ? "slot-error" : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-3 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {slots.map((slot) => {
          const mine = slot.start === current?.start;
          const full = slot.free === 0;
          return (
            <label
              key={slot.start}
              className={`flex min-h-14 cursor-pointer flex-col justify-center rounded-brand border bg-surface px-3 py-2 text-sm has-checked:border-accent-text has-checked:ring-2 has-checked:ring-accent/40 has-focus-visible:ring-2 has-focus-visible:ring-accent ${mine ? "border-dashed border-accent-text" : "border-line"} ${full || mine ? "cursor-not-allowed" : ""}`}
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name="slot"
                  value={slot.start}
                  defaultChecked={slot.start === selected}
                  disabled={full || mine}
                  required
                  className="h-4 w-4 accent-[var(--accent-text)]"
                />
                <span className="font-semibold">{slot.label}</span>
              </span>
              {mine ? (
                <span className="ms-6 text-xs font-semibold">{current?.label}</span>
              ) : (
                slot.free !== undefined && (
                  <span className="ms-6 text-xs text-muted">
                    {full ? fullLabel : placesLabel(slot.free)}
                  </span>
                )
              )}
            </label>
          );
        })}
      </div>
      {error && (
        <p id="slot-error" className="text-sm font-medium text-[#B42318] dark:text-[#FDA29B]">
          {error}
        </p>
      )}
    </fieldset>
  );
}
