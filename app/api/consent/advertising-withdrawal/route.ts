import { withdrawRememberedAdConsent } from "@/server/consent/ad-consent-cookie";

export const dynamic = "force-dynamic";

/**
 * POST: the visitor's cookie settings now refuse advertising. The browser's own HTTP-only cookie
 * names its registration; with none (or a forged one) nothing happens. Always 204: the answer
 * says nothing about whether this browser registered.
 */
export async function POST() {
  await withdrawRememberedAdConsent();
  return new Response(null, { status: 204 });
}
