import "server-only";
import type { Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import type { FieldErrors } from "@/lib/registration/schema";
import type messages from "@/messages/en.json";

export type ErrorKey = keyof typeof messages.RegistrationErrors;

/** Message keys → sentences in the visitor's language. */
export async function translateErrors(
  errors: FieldErrors,
  locale: Locale,
): Promise<Record<string, string[]>> {
  const t = await getTranslations({ locale, namespace: "RegistrationErrors" });
  const say = (key: string) => (t.has(key as ErrorKey) ? t(key as ErrorKey) : t("invalid"));
  return Object.fromEntries(
    Object.entries(errors).map(([field, keys]) => [field, (keys ?? []).map(say)]),
  );
}

export async function translateError(key: ErrorKey, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: "RegistrationErrors" });
  return t(key);
}
