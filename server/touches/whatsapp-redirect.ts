import "server-only";
import { getTranslations } from "next-intl/server";
import { after, type NextRequest } from "next/server";
import { whatsappChatUrl, whatsappMessage } from "@/content/developer";
import { siteContent } from "@/server/cms/read/content";
import { currentSiteSettings } from "@/server/cms/read/site-settings";
import { unitTypeCodes } from "@/content/units/codes";
import { routing } from "@/i18n/routing";
import { readTouchPage } from "@/lib/touches/touch-page";
import { VISIT_COOKIE } from "@/lib/touches/visit";
import { clientIp } from "../request-ip";
import { recordTouchRequest } from "./record";

/**
 * GET /go/whatsapp?from=/zh/layout/C1A: counts the tap, then sends the visitor on to a WhatsApp
 * chat with the sales team, the message in the page's language naming the unit type or page.
 *
 * Why a first-party redirect rather than a wa.me link and a script: it counts taps with no
 * JavaScript at all (phones on slow data tap before scripts load), and the count is written after
 * the answer has gone (`after`), so the visitor never waits for the database. Calls cannot work
 * this way (a redirect to `tel:` is not followed reliably), so they are plain `tel:` links counted
 * by a beacon when scripts run (components/site/touch-beacon.tsx).
 */
export async function whatsappRedirect(request: NextRequest): Promise<Response> {
  const from = request.nextUrl.searchParams.get("from");
  const page = readTouchPage(from, unitTypeCodes);
  const locale = page?.locale ?? routing.defaultLocale;
  const [nav, words, settings] = await Promise.all([
    getTranslations({ locale, namespace: "Nav" }),
    siteContent("developer", locale),
    currentSiteSettings(),
  ]);
  const message = whatsappMessage(words, {
    unitType: page?.unitType,
    pageName: page?.named ? nav(page.named) : undefined,
  });
  // A HEAD (a link checker, a preview) is not a tap.
  if (request.method === "GET") {
    const visit = request.cookies.get(VISIT_COOKIE)?.value;
    const ip = clientIp(request.headers);
    after(() => recordTouchRequest({ channel: "whatsapp", from, visit, ip }));
  }
  return new Response(null, {
    status: 303,
    headers: {
      Location: whatsappChatUrl(settings.contact.whatsapp, message),
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
