import { controlClass, Field } from "./field";

/** Name, mobile or email: the same input on the registration and the booking form. */
export interface ContactInputSpec {
  name: string;
  type: "text" | "tel" | "email";
  autoComplete: string;
}

interface ContactInputProps {
  field: ContactInputSpec;
  label: string;
  hint?: string;
  errors?: string[];
  requiredLabel: string;
  defaultValue?: string;
  onBlur?: () => void;
}

/** A required text input with its label, hint and messages, tied together for screen readers. */
export function ContactInput({
  field,
  label,
  hint,
  errors,
  requiredLabel,
  defaultValue,
  onBlur,
}: ContactInputProps) {
  return (
    <Field
      id={field.name}
      label={label}
      hint={hint}
      errors={errors}
      required
      requiredLabel={requiredLabel}
    >
      {(describedBy) => (
        <input
          id={field.name}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          inputMode={field.type === "tel" ? "tel" : undefined}
          defaultValue={defaultValue}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={describedBy}
          onBlur={onBlur}
          className={controlClass}
        />
      )}
    </Field>
  );
}
