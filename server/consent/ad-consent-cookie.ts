import "server-only";
import { cookies } from "next/headers";
import { authSecret } from "../auth/secret";
import { getDb } from "../db/client";
import { env } from "../env";
import { adConsentToken } from "./ad-consent-token";
import { withdrawAdvertisingConsent } from "./withdraw-advertising";

/**
 * Links this browser to the registration it made with advertising consented, so turning
 * advertising off later in the footer's cookie settings reaches the server. First-party, HTTP-only
 * (no script, ours or a tag's, reads it), sent only to this site, kept 400 days (browsers' cap)
 * and set only for a registrant who consented to advertising: for anyone else there is nothing
 * to withdraw.
 */
const COOKIE = "skyhaven_ad_consent";

export async function rememberAdConsent(registrationId: string): Promise<void> {
  (await cookies()).set(COOKIE, adConsentToken(authSecret(env), registrationId), {
    httpOnly: true,
    sameSite: "lax",
    secure: env.SITE_URL.startsWith("https://"),
    path: "/api/consent",
    maxAge: 400 * 24 * 3600,
  });
}

/** The cookie settings said no to advertising: withdrawn for the browser's registration, if any. */
export async function withdrawRememberedAdConsent(): Promise<void> {
  const jar = await cookies();
  const token = jar.get(COOKIE)?.value;
  if (!token) return;
  await withdrawAdvertisingConsent(getDb(), authSecret(env), token);
  jar.delete({ name: COOKIE, path: "/api/consent" });
}
