import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { unitTypeCodes } from "@/content/units/codes";
import { routing } from "@/i18n/routing";
import { calculatorRedirect, calculatorRewrite } from "@/lib/calculator/rewrite";
import { filteredLayoutRedirect, filteredLayoutRewrite } from "@/lib/layout/filter-rewrite";
import { cmsEntranceRedirect } from "@/lib/cms-entrance";
import { legacyChineseRedirect } from "@/lib/legacy-locale";
import { registerUnitRedirect, registerUnitRewrite } from "@/lib/registration/unit-rewrite";
import { maintenanceRewrite } from "@/lib/maintenance";
import { unitTypeCaseRedirect } from "@/lib/unit-type-redirect";
import { unitPageRedirect, unitPageRewrite } from "@/lib/units/unit-page-rewrite";

const intl = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const cms = cmsEntranceRedirect(request);
  if (cms) return cms;
  const legacy = legacyChineseRedirect(request.nextUrl);
  if (legacy) return NextResponse.redirect(legacy, 308);
  const unitType = unitTypeCaseRedirect(request.nextUrl, unitTypeCodes);
  if (unitType) return NextResponse.redirect(unitType, 308);
  const unfiltered = filteredLayoutRedirect(request.nextUrl);
  if (unfiltered) return NextResponse.redirect(unfiltered, 308);
  const calculator = calculatorRedirect(request.nextUrl);
  if (calculator) return NextResponse.redirect(calculator, 308);
  const chart = unitPageRedirect(request.nextUrl);
  if (chart) return NextResponse.redirect(chart, 308);
  const register = registerUnitRedirect(request.nextUrl);
  if (register) return NextResponse.redirect(register, 308);

  // Read per request, not at build time: operators switch it on and restart without rebuilding.
  if (process.env.MAINTENANCE_MODE === "1") {
    return NextResponse.rewrite(maintenanceRewrite(request.nextUrl), {
      status: 503,
      headers: { "Retry-After": "1800", "Cache-Control": "no-store" },
    });
  }

  const response = withFilteredLayout(request, intl(request));
  // No Set-Cookie on a page shared caches keep for 25 s (one visitor's cookie handed to the next):
  // next-intl still reads NEXT_LOCALE here, and the browser writes it (components/site/locale-cookie-sync.tsx).
  // (x-middleware-set-cookie is the copy Next.js hands the page's render.)
  response.headers.delete("set-cookie");
  response.headers.delete("x-middleware-set-cookie");
  return response;
}

/**
 * A filtered /layout (the filter form sent without scripts, a shared link) is rendered on the
 * server by the internal filtered route, at the same URL; the unfiltered page stays prerendered.
 * /calculator with figures in its query likewise (lib/calculator/rewrite.ts), and a unit's page
 * (lib/units/unit-page-rewrite.ts), and the form for a unit or type a link names
 * (lib/registration/unit-rewrite.ts).
 * Whatever next-intl decided stands (a redirect to the visitor's language first); its request
 * headers carry over to the rewrite.
 */
function withFilteredLayout(request: NextRequest, response: NextResponse): NextResponse {
  const target =
    filteredLayoutRewrite(request.nextUrl) ??
    calculatorRewrite(request.nextUrl) ??
    unitPageRewrite(request.nextUrl) ??
    registerUnitRewrite(request.nextUrl, unitTypeCodes);
  if (!target || response.headers.has("location")) return response;
  const rewritten = NextResponse.rewrite(new URL(target, request.url));
  response.headers.forEach((value, key) => {
    if (key !== "x-middleware-rewrite" && key !== "x-middleware-next" && key !== "set-cookie")
      rewritten.headers.set(key, value);
  });
  return rewritten;
}

export const config = {
  // Pages only: not the APIs, the admin, the WhatsApp redirect, Next's assets, or files with an
  // extension (sitemap.xml, PDFs). /cms passes only for its sign-in redirect (lib/cms-entrance.ts).
  matcher: ["/((?!api|admin|go/|_next|_vercel|.*\\..*).*)"],
};
