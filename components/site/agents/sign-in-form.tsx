"use client";

import { useLocale, useTranslations } from "next-intl";
import { useActionState } from "react";
import { agentSignInAction, type AgentSignInState } from "@/server/agents/sign-in-actions";
import { controlClass } from "../registration/field";
import { SubmitButton } from "../registration/submit-button";

/** Email and password; the answer (wrong password, awaiting approval, locked) in the agent's language. */
export function AgentSignInForm() {
  const t = useTranslations("AgentSignIn");
  const locale = useLocale();
  const [state, action, pending] = useActionState<AgentSignInState, FormData>(
    agentSignInAction,
    {},
  );
  return (
    <form action={action} className="grid gap-5" noValidate>
      <input type="hidden" name="locale" value={locale} />
      {state.error && (
        <p
          role="alert"
          className="rounded-brand border border-[#B42318]/40 bg-[#B42318]/10 p-4 text-sm font-medium"
        >
          {state.error}
        </p>
      )}
      <label className="grid gap-1.5 text-sm font-semibold">
        {t("email")}
        <input
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={state.email}
          className={controlClass}
        />
      </label>
      <label className="grid gap-1.5 text-sm font-semibold">
        {t("password")}
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={controlClass}
        />
      </label>
      <SubmitButton pending={pending}>{pending ? t("submitting") : t("submit")}</SubmitButton>
    </form>
  );
}
