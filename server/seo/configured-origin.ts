const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Whether an address only reaches the machine it is typed on (localhost, 127.x, ::1). */
export function isLoopbackUrl(url: string): boolean {
  return LOOPBACK.test(new URL(url).hostname);
}

/**
 * The site's public origin, or null when SITE_URL is unset or points at this machine: an artifact
 * printed or cached elsewhere (a brochure) then names no address rather than a loopback one.
 */
export function configuredOrigin(siteUrl: string): string | null {
  return isLoopbackUrl(siteUrl) ? null : new URL(siteUrl).origin;
}
