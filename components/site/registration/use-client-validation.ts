"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";

type SchemaModule = typeof import("@/lib/registration/schema");

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
 *
 * The schema (and zod with it) loads when the visitor first focuses the form, not with the page:
 * pages that link here prefetch this page's code, a phone on slow data should not pay for
 * validation it may never use, and parsing zod while the page starts would hold up its first
 * taps. Until it arrives, the form simply posts and the server answers.
 */
export function useClientValidation() {
  const t = useTranslations("RegistrationErrors");
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [schema, setSchema] = useState<SchemaModule | null>(null);
  const loading = useRef(false);

  /** Starts loading the schema, once: call it when the visitor turns to the form. */
  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import("@/lib/registration/schema").then(setSchema, () => {
      loading.current = false; // offline for a moment: the next focus tries again
    });
  }, []);

  const validate = useCallback(
    (form: HTMLFormElement, only?: Set<string>) => {
      if (!schema) return {};
      const result = schema.registrationSchema.safeParse(formValues(form));
      const keys = result.success ? {} : schema.fieldErrors(result.error);
      const translated: Record<string, string[]> = {};
      for (const [field, messages] of Object.entries(keys)) {
        if (!only || only.has(field))
          translated[field] = (messages ?? []).map((key) => t(key as ErrorKey));
      }
      setErrors(translated);
      return translated;
    },
    [schema, t],
  );

  // A field left before the schema arrived is judged as soon as it does.
  const waiting = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    if (!schema || !waiting.current) return;
    validate(waiting.current, touched);
    waiting.current = null;
  }, [schema, touched, validate]);

  const onBlur = (form: HTMLFormElement, field: string) => {
    const next = new Set(touched).add(field);
    setTouched(next);
    if (schema) validate(form, next);
    else waiting.current = form;
  };

  return { errors, validate, onBlur, load };
}
