import type { ReactNode } from "react";

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  errors?: string[];
  required?: boolean;
  requiredLabel: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, hint and errors around one control, tied together for screen readers. */
export function Field({ id, label, hint, errors, required, requiredLabel, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {required && (
          <span className="text-accent-text" aria-hidden="true">
            {" "}
            *
          </span>
        )}
        {required && <span className="sr-only"> ({requiredLabel})</span>}
      </label>
      {/* The hint under the control, so controls side by side line up whether or not they have one. */}
      {children(describedBy)}
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} className="text-sm font-medium text-[#B42318] dark:text-[#FDA29B]">
          {errors?.[0]}
        </p>
      )}
    </div>
  );
}

export const controlClass =
  "min-h-12 w-full rounded-brand border border-line bg-surface px-4 text-base text-fg outline-none transition focus:border-accent-text focus:ring-2 focus:ring-accent/40 aria-[invalid=true]:border-[#B42318] dark:aria-[invalid=true]:border-[#FDA29B]";
