import type { ReactNode } from "react";

/** Above the form: the unit the link named is no longer to be had, and what the form does instead. */
export function UnitClosedNotice({ children }: { children: ReactNode }) {
  return (
    <p
      data-testid="unit-closed"
      className="mb-6 rounded-brand border border-accent-text/40 bg-accent/10 px-4 py-3 text-sm leading-relaxed"
    >
      {children}
    </p>
  );
}
