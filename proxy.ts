import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { unitTypeCodes } from "@/content/units/codes";
import { routing } from "@/i18n/routing";
import { readEnv } from "@/server/env-schema";
import { legacyChineseRedirect } from "@/lib/legacy-locale";
import { maintenanceRewrite } from "@/lib/maintenance";
import { unitTypeCaseRedirect } from "@/lib/unit-type-redirect";

const intl = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const legacy = legacyChineseRedirect(request.nextUrl);
  if (legacy) return NextResponse.redirect(legacy, 308);
  const unitType = unitTypeCaseRedirect(request.nextUrl, unitTypeCodes);
  if (unitType) return NextResponse.redirect(unitType, 308);

  // Read per request, not at build time: operators switch it on and restart without rebuilding.
  if (process.env.MAINTENANCE_MODE === "1") {
    return NextResponse.rewrite(maintenanceRewrite(request.nextUrl), {
      status: 503,
      headers: { "Retry-After": "1800", "Cache-Control": "no-store" },
    });
  }

  const response = intl(request);
  // The language choice is a cookie like any other: Secure when the site is served over https.
  const locale = response.cookies.get("NEXT_LOCALE");
  if (locale && secureCookies) response.cookies.set({ ...locale, secure: true });
  return response;
}

const secureCookies = readEnv().SITE_URL.startsWith("https://");

export const config = {
  // Pages only: not the APIs, the admin, Next's assets, or files with an extension (sitemap.xml, PDFs).
  matcher: ["/((?!api|admin|_next|_vercel|.*\\..*).*)"],
};
