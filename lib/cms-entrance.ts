import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE_NAMES } from "./auth/session-cookie";

/**
 * /cms without a desk session goes straight to the desk's sign-in (a 307 even for a browser
 * without JavaScript) and comes back after. Whether the session may edit is decided on the page
 * and by the CMS's sign-in strategy (server/cms/auth), not here.
 */
export function cmsEntranceRedirect(request: NextRequest): NextResponse | null {
  const { pathname } = request.nextUrl;
  if (pathname !== "/cms" && !pathname.startsWith("/cms/")) return null;
  if (SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name))) return NextResponse.next();
  const signIn = new URL("/admin/sign-in", request.url);
  signIn.searchParams.set("next", pathname);
  return NextResponse.redirect(signIn, 307);
}
