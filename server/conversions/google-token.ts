import { z } from "zod";
import type { Env } from "../env-schema";

/** Renewed this long before Google says it expires, so a send never carries a dying token. */
export const TOKEN_MARGIN_MS = 60_000;
const TIMEOUT_MS = 10_000;

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
});

interface Cached {
  token: string;
  expiresAt: number;
}

/**
 * Access tokens by OAuth client and refresh token: one per process, shared by every send (the
 * worker sends many conversions an hour; Google's access token lives about an hour). A pending
 * exchange is shared too, so sends that start together refresh once.
 */
const cache = new Map<string, Promise<Cached>>();

const keyOf = (env: Env) =>
  [env.GOOGLE_OAUTH_TOKEN_URL, env.GOOGLE_OAUTH_CLIENT_ID, env.GOOGLE_OAUTH_REFRESH_TOKEN].join(
    "\u0000",
  );

/** Whether Google's credentials are the OAuth client and refresh token (else the static token). */
export const usesRefreshToken = (env: Env) =>
  Boolean(
    env.GOOGLE_OAUTH_CLIENT_ID && env.GOOGLE_OAUTH_CLIENT_SECRET && env.GOOGLE_OAUTH_REFRESH_TOKEN,
  );

/** The refresh token exchanged for an access token (RFC 6749 s.6, form-encoded). */
async function exchange(env: Env): Promise<Cached> {
  const response = await fetch(env.GOOGLE_OAUTH_TOKEN_URL, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "refresh_token",
      client_id: env.GOOGLE_OAUTH_CLIENT_ID ?? "",
      client_secret: env.GOOGLE_OAUTH_CLIENT_SECRET ?? "",
      refresh_token: env.GOOGLE_OAUTH_REFRESH_TOKEN ?? "",
    }).toString(),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  // The answer is not logged or kept: it holds the token.
  if (!response.ok) throw new Error(`Google's token endpoint answered ${response.status}`);
  const answer = tokenAnswer.safeParse(await response.json().catch(() => null));
  if (!answer.success) throw new Error("Google's token endpoint answered without a token");
  return {
    token: answer.data.access_token,
    expiresAt: Date.now() + answer.data.expires_in * 1000 - TOKEN_MARGIN_MS,
  };
}

/**
 * The bearer token for Google's upload: the static GOOGLE_CONVERSIONS_TOKEN, or an access token
 * from the refresh token, cached until shortly before it expires. `stale` is a token Google just
 * refused (401): it is dropped and a new one fetched, unless another send already renewed it.
 */
export async function googleAccessToken(env: Env, stale?: string): Promise<string> {
  if (!usesRefreshToken(env)) return env.GOOGLE_CONVERSIONS_TOKEN ?? "";
  const key = keyOf(env);
  const pending = cache.get(key);
  if (pending) {
    const cached = await pending.catch(() => null);
    if (cached && cached.token !== stale && cached.expiresAt > Date.now()) return cached.token;
    if (cache.get(key) !== pending) return googleAccessToken(env, stale);
  }
  const next = exchange(env);
  cache.set(key, next);
  // A failed exchange is not kept: the next send tries again.
  next.catch(() => cache.get(key) === next && cache.delete(key));
  return (await next).token;
}
