import { holdAction } from "@/server/launch/actions";
import { inputClass, labelClass, primaryButton } from "../form-feedback";

/** Hold a unit for a buyer: by ballot reference or lead id, the unit by its label. */
export function HoldForm({
  buyer = "",
  unitId = "",
  compact = false,
}: {
  buyer?: string;
  unitId?: string;
  compact?: boolean;
}) {
  return (
    <form action={holdAction} className="flex flex-wrap items-end gap-2" aria-label="Hold a unit">
      {compact ? (
        <input type="hidden" name="buyer" value={buyer} />
      ) : (
        <label className={labelClass}>
          Buyer (ballot reference or lead id)
          <input
            name="buyer"
            required
            defaultValue={buyer}
            autoComplete="off"
            className={inputClass}
          />
        </label>
      )}
      <label className={labelClass}>
        Unit
        <input
          name="unitId"
          required
          defaultValue={unitId}
          placeholder="A-12-03"
          autoComplete="off"
          pattern="[A-Za-z]-\d{2}-\d{2}"
          className={`${inputClass} w-28 uppercase`}
        />
      </label>
      <button type="submit" className={primaryButton}>
        Hold
      </button>
    </form>
  );
}
