import "server-only";
import { routing } from "@/i18n/routing";
import { hasLocale } from "next-intl";
import { env } from "../env";
import { localeOfToken, withdrawByToken } from "./instance";

const text = (body: string, status: number) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * RFC 8058: the mail app POSTs `List-Unsubscribe=One-Click` to the List-Unsubscribe URL, with no
 * cookie and no page in between; that POST withdraws at once. A second one answers the same.
 */
export async function oneClickPost(token: string): Promise<Response> {
  const outcome = await withdrawByToken(token, "one_click");
  if (outcome === "unknown") return text("This link is not valid.", 404);
  return text(
    outcome === "withdrawn" ? "Consent withdrawn: no more mail." : "Consent was already withdrawn.",
    200,
  );
}

/**
 * A GET of the same URL (a person opening it, or a scanner following it) never withdraws: it
 * leads to the page in the person's language, whose button does.
 */
export async function oneClickGet(token: string): Promise<Response> {
  const locale = (await localeOfToken(token)) ?? routing.defaultLocale;
  const prefix =
    hasLocale(routing.locales, locale) && locale !== routing.defaultLocale ? `/${locale}` : "";
  const safe = /^[\w-]{1,120}$/.test(token) ? token : "invalid";
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${env.SITE_URL.replace(/\/$/, "")}${prefix}/unsubscribe/${safe}`,
      "Cache-Control": "no-store",
    },
  });
}
