import { controlClass, Field } from "../registration/field";

interface SelectFieldProps {
  id: string;
  label: string;
  requiredLabel: string;
  error?: string;
  defaultValue: string;
  options: { value: string | number; label: string }[];
  /** A first option that is not a choice ("Choose…"), selected until one is made. */
  placeholder?: string;
}

/** A required select with its label and error, as the booking form's choices all are. */
export function SelectField({
  id,
  label,
  requiredLabel,
  error,
  defaultValue,
  options,
  placeholder,
}: SelectFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      errors={error ? [error] : undefined}
      required
      requiredLabel={requiredLabel}
    >
      {(describedBy) => (
        <select
          id={id}
          name={id}
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClass}
        >
          {placeholder && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
