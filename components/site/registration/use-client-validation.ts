"use client";

import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { fieldErrors, registrationSchema } from "@/lib/registration/schema";

type ErrorKey = Parameters<ReturnType<typeof useTranslations<"RegistrationErrors">>>[0];

function formValues(form: HTMLFormElement): Record<string, unknown> {
  const data = new FormData(form);
  const values: Record<string, unknown> = Object.fromEntries(data);
  values.unitTypes = data.getAll("unitTypes");
  return values;
}

/**
 * Validates with the same schema as the server, in the visitor's language: a field is judged once
 * the visitor has left it, and everything on submit. The server still decides.
 */
export function useClientValidation() {
  const t = useTranslations("RegistrationErrors");
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const validate = useCallback(
    (form: HTMLFormElement, only?: Set<string>) => {
      const result = registrationSchema.safeParse(formValues(form));
      const keys = result.success ? {} : fieldErrors(result.error);
      const translated: Record<string, string[]> = {};
      for (const [field, messages] of Object.entries(keys)) {
        if (!only || only.has(field))
          translated[field] = (messages ?? []).map((key) => t(key as ErrorKey));
      }
      setErrors(translated);
      return translated;
    },
    [t],
  );

  const onBlur = (form: HTMLFormElement, field: string) => {
    const next = new Set(touched).add(field);
    setTouched(next);
    validate(form, next);
  };

  return { errors, validate, onBlur };
}
