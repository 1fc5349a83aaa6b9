import type { Locale } from "next-intl";
import { routing } from "@/i18n/routing";
import { unsubscribeToken } from "./unsubscribe-token";

/** What a buyer mail needs to carry the withdrawal link: the site and its signing secret. */
export interface WithdrawalLinkContext {
  siteUrl: string;
  /** Read only when a link is made (the worker may start before data/auth-secret exists). */
  secret: () => string;
  /** The sales team's mailbox (server/contact/reply-to.ts). */
  replyTo: string;
}

export interface WithdrawalLinks {
  /** RFC 8058's target: a POST withdraws at once; a GET shows the page (app/api/unsubscribe). */
  oneClick: string;
  /** The page in the buyer's language with the button, for the link in the body. */
  page: string;
}

export function withdrawalLinks(
  { siteUrl, secret }: WithdrawalLinkContext,
  registrationId: string,
  locale: Locale,
): WithdrawalLinks {
  const site = siteUrl.replace(/\/$/, "");
  const token = unsubscribeToken(secret(), registrationId);
  const prefix = locale === routing.defaultLocale ? "" : `/${locale}`;
  return {
    oneClick: `${site}/api/unsubscribe/${token}`,
    page: `${site}${prefix}/unsubscribe/${token}`,
  };
}

/**
 * The headers of a mail to a buyer (nodemailer's options): Reply-To to the sales team, and the
 * one-click unsubscribe of RFC 8058 (List-Unsubscribe with an https URL, List-Unsubscribe-Post).
 */
export function buyerMailHeaders(links: WithdrawalLinks, replyTo: string) {
  return {
    replyTo,
    headers: {
      "List-Unsubscribe": `<${links.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
