"use client";

import { useLocale, useTranslations } from "next-intl";
import { useActionState } from "react";
import { AGENT_MIN_PASSWORD } from "@/lib/agents/application";
import { initialAgentFormState } from "@/lib/agents/form-state";
import { applyAgentAction } from "@/server/agents/apply-actions";
import { controlClass, Field } from "../registration/field";
import { SubmitButton } from "../registration/submit-button";

const fields = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "agency", type: "text", autoComplete: "organization" },
  { name: "ren", type: "text", autoComplete: "off", hint: "renHint" },
  { name: "phone", type: "tel", autoComplete: "tel", hint: "phoneHint" },
  { name: "email", type: "email", autoComplete: "username", hint: "emailHint" },
  { name: "password", type: "password", autoComplete: "new-password", hint: "passwordHint" },
] as const;

/** An agent's application: checked on the server (a plain post works without JavaScript). */
export function AgentApplyForm() {
  const t = useTranslations("Agent");
  const locale = useLocale();
  const [state, action, pending] = useActionState(applyAgentAction, initialAgentFormState);
  const errorCount = Object.keys(state.errors).length;
  return (
    <form action={action} noValidate className="grid gap-5" aria-busy={pending}>
      <input type="hidden" name="locale" value={locale} />
      {(state.message || errorCount > 0) && (
        <div
          role="alert"
          className="rounded-brand border border-[#B42318]/40 bg-[#B42318]/10 p-4 text-sm font-medium"
        >
          {state.message ?? t("errorSummary", { count: errorCount })}
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map((field) => (
          <Field
            key={field.name}
            id={`agent-${field.name}`}
            label={t(field.name)}
            hint={"hint" in field ? t(field.hint) : undefined}
            errors={state.errors[field.name]}
            required
            requiredLabel={t("required")}
          >
            {(describedBy) => (
              <input
                id={`agent-${field.name}`}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                required
                minLength={field.name === "password" ? AGENT_MIN_PASSWORD : undefined}
                defaultValue={field.name === "password" ? undefined : state.values[field.name]}
                aria-invalid={state.errors[field.name]?.length ? true : undefined}
                aria-describedby={describedBy}
                className={controlClass}
              />
            )}
          </Field>
        ))}
      </div>
      <SubmitButton pending={pending}>{pending ? t("submitting") : t("submit")}</SubmitButton>
    </form>
  );
}
