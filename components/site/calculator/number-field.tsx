import { controlClass } from "@/components/site/registration/field";
import type { NumberField as FieldName } from "@/lib/calculator/fields";

interface NumberFieldProps {
  name: FieldName;
  label: string;
  value: string;
  onChange: (name: FieldName, value: string) => void;
  hint?: string;
  error?: string;
}

/**
 * A figure the buyer types. A text box with a decimal keypad rather than `type=number`: it keeps
 * what was typed ("598,000", "abc") so the calculator can say what is wrong with it.
 */
export function NumberField({ name, label, value, onChange, hint, error }: NumberFieldProps) {
  const id = `calc-${name}`;
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(name, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${controlClass} tabular-nums`}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-[#B42318] dark:text-[#FDA29B]">
          {error}
        </p>
      )}
    </div>
  );
}
