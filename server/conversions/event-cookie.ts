import "server-only";
import { cookies } from "next/headers";
import { TRACKED_EVENT_COOKIE } from "@/lib/consent/tracked-event";
import { env } from "../env";

/**
 * The registration event's id goes from the form's post to the thank-you page, whose tag sends
 * the browser's conversion with it (Meta then counts the server's event and the pixel's as one).
 * Readable by the page's script, gone after ten minutes or once read; set only for a visitor who
 * consented to analytics or advertising, so nothing is kept for one who did not.
 */
export async function rememberTrackedEvent(eventId: string | null): Promise<void> {
  if (!eventId) return;
  (await cookies()).set(TRACKED_EVENT_COOKIE, `registration.${eventId}`, {
    httpOnly: false,
    sameSite: "lax",
    secure: env.SITE_URL.startsWith("https://"),
    path: "/",
    maxAge: 600,
  });
}
