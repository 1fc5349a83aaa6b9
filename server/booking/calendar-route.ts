import "server-only";
import { salesMailbox } from "../contact/reply-to";
import { getDb } from "../db/client";
import { env } from "../env";
import { tokenOfCalendarFile, visitCalendarFile } from "./calendar-file";

/** The download of a visit's calendar file, by the manage link's token; 404 for anything else. */
export async function calendarResponse(file: string): Promise<Response> {
  const token = tokenOfCalendarFile(file);
  const ics = token
    ? await visitCalendarFile(getDb(), token, {
        siteUrl: env.SITE_URL,
        organizer: salesMailbox(env),
      })
    : undefined;
  if (!ics)
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="skyhaven-visit.ics"',
      // A private link: not kept by shared caches, not indexed.
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
