/**
 * Whether a form post came from our own pages. Browsers send Origin with every POST; one from
 * another site (a forged form) is refused. Server actions check this themselves; route handlers
 * that change or reveal data do it here.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return true;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
