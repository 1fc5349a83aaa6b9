import { routing } from "@/i18n/routing";
import { linkedName } from "./linked-interest";

const registerPath = /^(?:\/(zh|ms|en))?\/register\/?$/;
const internalPath = /^(?:\/(zh|ms|en))?\/register\/unit\/?$/;

/**
 * /register is prerendered. A link that names a unit or a type (`?unit=A-20-02&type=C1A` from a
 * unit's page, `?unit=C1A` from a plan, the same in ads and mails) is answered by the internal
 * route rendered for it, at the same URL, so the form shows and sends the unit without scripts.
 * Null for any other URL, which the prerendered page answers.
 */
export function registerUnitRewrite(url: URL, typeCodes: readonly string[]): string | null {
  const match = registerPath.exec(url.pathname);
  if (!match || !linkedName(url.searchParams.get("unit"), typeCodes)) return null;
  return `/${match[1] ?? routing.defaultLocale}/register/unit${url.search}`;
}

/** The internal route is not a page of its own: asked for directly, it moves to /register. */
export function registerUnitRedirect(url: URL): URL | null {
  const match = internalPath.exec(url.pathname);
  if (!match) return null;
  const target = new URL(url);
  target.pathname =
    match[1] && match[1] !== routing.defaultLocale ? `/${match[1]}/register` : "/register";
  return target;
}
