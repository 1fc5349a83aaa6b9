/** The outcome of a form action, announced to screen readers. */
export function FormFeedback({
  id,
  message,
  error,
  className = "",
}: {
  id?: string;
  message?: string;
  error?: string;
  /** Where it sits in its form's layout (`w-full` to take a row of its own). */
  className?: string;
}) {
  return (
    <p
      id={id}
      aria-live="polite"
      className={`${className} text-sm ${error ? "text-red-800" : "text-muted"}`.trim()}
    >
      {error ?? message}
    </p>
  );
}

export const inputClass = "rounded-brand border border-line bg-surface px-3 py-2 text-sm text-fg";
export const labelClass = "grid gap-1 text-sm font-medium";
export const primaryButton =
  "rounded-brand bg-navy px-4 py-2 text-sm font-semibold text-white disabled:opacity-70";
