import "server-only";
import { cookies } from "next/headers";
import { env } from "../env";
import { ballotSecret } from "./instance";
import { ballotToken, leadIdOfToken } from "./token";

/**
 * The new registrant's ballot link travels from the form's post to the thank-you page in a
 * short-lived cookie, not in the address: addresses end up in histories and access logs.
 */
const COOKIE = "skyhaven_ballot";

export async function rememberBallotLink(leadId: string): Promise<void> {
  (await cookies()).set(COOKIE, ballotToken(ballotSecret(), leadId), {
    httpOnly: true,
    sameSite: "lax",
    secure: env.SITE_URL.startsWith("https://"),
    path: "/",
    maxAge: 60 * 60,
  });
}

/** The token of the link the thank-you page offers, when the cookie holds a genuine one. */
export async function rememberedBallotToken(): Promise<string | null> {
  const token = (await cookies()).get(COOKIE)?.value;
  return token && leadIdOfToken(ballotSecret(), token) ? token : null;
}
