/**
 * The desk's session cookie as better-auth names it (prefix `skyhaven`, server/auth/create-auth.ts;
 * `__Secure-` over https). Only its presence is read here: the session itself is checked by
 * better-auth wherever a page or action needs it.
 */
export const SESSION_COOKIE_NAMES = ["skyhaven.session_token", "__Secure-skyhaven.session_token"];

/** Whether a Cookie header carries a desk session cookie (not whether the session is valid). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? "")
    .split(";")
    .some((pair) => SESSION_COOKIE_NAMES.includes(pair.split("=")[0]?.trim() ?? ""));
}
