import type { ReactNode } from "react";

/** The main button of a buyer's form (registration, booking): large, in the accent colour. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="min-h-13 rounded-brand bg-accent px-8 text-base font-semibold text-on-accent shadow-lg shadow-black/10 transition hover:brightness-105 disabled:cursor-wait disabled:opacity-70 sm:self-start"
    >
      {children}
    </button>
  );
}
