/**
 * Where sign-in leads: the page asked for when it is the desk's or the CMS's own (`/admin…`,
 * `/cms…`), else the desk. Never another site: `next` comes from the address bar.
 */
export function afterSignIn(next: unknown): string {
  const path = typeof next === "string" ? next : "";
  return /^\/(admin|cms)(\/[\w\-/]*)?$/.test(path) ? path : "/admin";
}
