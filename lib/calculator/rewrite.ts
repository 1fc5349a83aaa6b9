import { routing } from "@/i18n/routing";
import { fieldNames, type RawInput } from "./fields";

const pagePath = /^(?:\/(zh|ms|en))?\/calculator\/?$/;
const computedPath = /^(?:\/(zh|ms|en))?\/calculator\/computed\/?$/;
const queryNames: readonly string[] = [...fieldNames, "type"];

/**
 * /calculator is prerendered with its defaults. With a query (the form sent without scripts, a
 * shared link, a unit type's link) it is answered by the internal computed route at the same URL;
 * null when the URL is not the calculator's or names none of its fields.
 */
export function calculatorRewrite(url: URL): string | null {
  const match = pagePath.exec(url.pathname);
  if (!match || !queryNames.some((name) => url.searchParams.has(name))) return null;
  return `/${match[1] ?? routing.defaultLocale}/calculator/computed${url.search}`;
}

/** The internal route is not a page of its own: asked for directly, it moves to /calculator. */
export function calculatorRedirect(url: URL): URL | null {
  const match = computedPath.exec(url.pathname);
  if (!match) return null;
  const target = new URL(url);
  target.pathname =
    match[1] && match[1] !== routing.defaultLocale ? `/${match[1]}/calculator` : "/calculator";
  return target;
}

/** The calculator's fields from a page's search params; repeated keys keep their first value. */
export function calculatorQuery(query: Record<string, string | string[] | undefined>): RawInput {
  const raw: RawInput = {};
  for (const name of queryNames) {
    const value = query[name];
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") raw[name as keyof RawInput] = first.slice(0, 40);
  }
  return raw;
}
