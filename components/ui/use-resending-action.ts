"use client";

import { unstable_isUnrecognizedActionError, unstable_rethrow } from "next/navigation";
import { startTransition, useState, useTransition } from "react";
import { resend } from "@/lib/http/resend";

/**
 * Errors that an attempt more cannot change: Next.js steering (a redirect after success, a
 * not-found), and an action this server does not know (a page from another release).
 */
function isFinal(error: unknown): boolean {
  if (unstable_isUnrecognizedActionError(error)) return true;
  try {
    unstable_rethrow(error);
    return false;
  } catch {
    return true;
  }
}

/**
 * A form's server action, sent with JavaScript and sent again (the same form data, so the same
 * key: the registration's submissionKey, the booking's formToken) when no answer came: the network
 * failed, or the proxy answered 502/503 because an instance died under the post (Caddy 2.6 cannot
 * resend a body itself). The server answers a repeat with what it stored, so nothing is made twice.
 *
 * `serverState` is useActionState's: it still renders the form without JavaScript and after a
 * post without it; once this hook has an answer of its own, that answer is shown.
 */
export function useResendingAction<State>(
  action: (state: State, data: FormData) => Promise<State>,
  serverState: State,
) {
  const [answer, setAnswer] = useState<{ after: State; state: State } | null>(null);
  const [pending, start] = useTransition();
  // An answer of ours counts only while the form's own action has not answered since.
  const state = answer && answer.after === serverState ? answer.state : serverState;
  const send = (data: FormData) =>
    start(async () => {
      const next = await resend(() => action(state, data), { isFinal });
      startTransition(() => setAnswer({ after: serverState, state: next }));
    });
  return [state, send, pending] as const;
}
