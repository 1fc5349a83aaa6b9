import type { Locale } from "next-intl";
import { draftMode } from "next/headers";
import { NextResponse } from "next/server";
import { getPathname } from "@/i18n/navigation";
import { routing } from "@/i18n/routing";
import { can } from "@/server/access/policy";
import { staffFromRequest } from "@/server/auth/session";
import { contentAreas } from "@/server/cms/content/areas";

/**
 * The CMS's "Preview" button: for an editor, turns on draft mode (this browser only) and opens
 * the area's page in the chosen language, where drafts then show (server/cms/read/content.ts).
 * `?exit=1` turns it off again. Anyone else gets a 403 and sees no draft.
 */
export async function GET(request: Request) {
  const staff = await staffFromRequest(request);
  if (!staff || !can(staff, "content.edit"))
    return NextResponse.json(
      { error: "Only the marketing team and admins preview drafts." },
      { status: 403 },
    );
  const url = new URL(request.url);
  const locale = (routing.locales as readonly string[]).includes(
    url.searchParams.get("locale") ?? "",
  )
    ? (url.searchParams.get("locale") as Locale)
    : routing.defaultLocale;
  const area = url.searchParams.get("area") ?? "";
  const path = Object.hasOwn(contentAreas, area)
    ? contentAreas[area as keyof typeof contentAreas].path
    : area === "gallery"
      ? "/gallery"
      : "/";
  const draft = await draftMode();
  if (url.searchParams.get("exit") === "1") draft.disable();
  else draft.enable();
  return new NextResponse(null, {
    status: 303,
    headers: { Location: getPathname({ href: path, locale }), "Cache-Control": "no-store" },
  });
}
