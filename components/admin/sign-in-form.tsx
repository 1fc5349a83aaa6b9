"use client";

import { useActionState } from "react";
import { signInAction, type SignInState } from "@/server/auth/actions";

/** `next`: where to go once signed in (only the desk or the CMS: server/auth/after-sign-in.ts). */
export function SignInForm({ next }: { next?: string }) {
  const [state, action, pending] = useActionState<SignInState, FormData>(signInAction, {});
  return (
    <form action={action} className="grid gap-5" noValidate>
      {next && <input type="hidden" name="next" value={next} />}
      {state.error && (
        <p
          role="alert"
          className="rounded-brand border border-red-700/40 bg-red-50 p-3 text-sm text-red-900"
        >
          {state.error}
        </p>
      )}
      <label className="grid gap-1.5 text-sm font-medium">
        Work email
        <input
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={state.email}
          className="rounded-brand border border-line bg-surface px-3 py-2.5 text-base"
        />
      </label>
      <label className="grid gap-1.5 text-sm font-medium">
        Password
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className="rounded-brand border border-line bg-surface px-3 py-2.5 text-base"
        />
      </label>
      <button
        type="submit"
        disabled={pending}
        aria-disabled={pending}
        className="rounded-brand bg-navy px-4 py-3 font-semibold text-white disabled:opacity-70"
      >
        {pending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
