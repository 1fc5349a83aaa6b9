"use client";

import { createContext, useActionState, useContext, type ReactNode } from "react";
import { retryDeliveriesAction, type RetryActionState } from "@/server/outbox/retry-actions";

interface RetryContextValue {
  action: (form: FormData) => void;
  pending: boolean;
}

const RetryContext = createContext<RetryContextValue | null>(null);

function useRetry(): RetryContextValue {
  const value = useContext(RetryContext);
  if (!value) throw new Error("Retry buttons belong inside <RetryDesk>");
  return value;
}

const smallButton =
  "rounded-brand border border-line bg-surface px-3 py-1.5 text-xs font-semibold whitespace-nowrap disabled:opacity-70";

/**
 * One action state for every retry button on the page, so what happened is said in one place that
 * stays on screen (the row itself leaves the list once it is queued again).
 */
export function RetryDesk({ children }: { children: ReactNode }) {
  const [state, action, pending] = useActionState<RetryActionState, FormData>(
    retryDeliveriesAction,
    {},
  );
  const text = state.error ?? state.message;
  return (
    <RetryContext.Provider value={{ action, pending }}>
      <p
        role="status"
        className={
          text
            ? `sticky top-2 z-10 rounded-brand border border-line border-s-4 bg-surface px-4 py-3 text-sm shadow-sm ${
                state.error ? "border-s-red-800 text-red-800" : "border-s-accent"
              }`
            : "sr-only"
        }
      >
        <span key={state.seq}>{text}</span>
      </p>
      {children}
    </RetryContext.Provider>
  );
}

/** Queues one message again; `label` tells a screen reader which one. */
export function RetryButton({ id, label }: { id: string; label: string }) {
  const { action, pending } = useRetry();
  return (
    <form action={action}>
      <input type="hidden" name="id" value={id} />
      <button type="submit" disabled={pending} className={smallButton}>
        Retry<span className="sr-only"> {label}</span>
      </button>
    </form>
  );
}

export function RetryAllButton({ count }: { count: number }) {
  const { action, pending } = useRetry();
  return (
    <form action={action}>
      <input type="hidden" name="intent" value="all" />
      <button
        type="submit"
        disabled={pending}
        className="rounded-brand bg-navy px-4 py-2 text-sm font-semibold text-white disabled:opacity-70"
      >
        {pending ? "Queueing…" : `Retry all failed (${count.toLocaleString("en-MY")})`}
      </button>
    </form>
  );
}
