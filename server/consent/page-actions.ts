"use server";

import { hasLocale } from "next-intl";
import { redirect } from "@/i18n/navigation";
import { routing } from "@/i18n/routing";
import { log } from "../log";
import { withdrawByToken } from "./instance";

/**
 * The button on the withdrawal link's page: a plain form post (works without JavaScript), never
 * the GET of the link itself, which mail scanners follow. Back to the page, which says what
 * happened in the visitor's language.
 */
export async function withdrawFromPage(formData: FormData): Promise<void> {
  const field = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value.slice(0, 200) : "";
  };
  const given = field("locale");
  const locale = hasLocale(routing.locales, given) ? given : routing.defaultLocale;
  const token = /^[\w-]{1,120}$/.test(field("token")) ? field("token") : "invalid";
  let done: string;
  try {
    done = await withdrawByToken(token, "page");
  } catch (error) {
    log.error({ err: error }, "consent withdrawal failed");
    done = "failed";
  }
  redirect({ href: { pathname: `/unsubscribe/${token}`, query: { done } }, locale });
}
