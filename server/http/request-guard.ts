import type { IncomingHttpHeaders } from "node:http";
import { MEDIA_MAX_BYTES } from "../cms/media/settings";
import { hasSessionCookie } from "../../lib/auth/session-cookie";

/** Why a request is answered before it reaches Next.js: a 4xx and a plain sentence. */
export interface Refusal {
  status: 400 | 403 | 405 | 413 | 414;
  message: string;
}

/** The head of a request, as the HTTP server hands it over. */
export interface RequestHead {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
}

/** Pages and files are read with GET and HEAD; forms, server actions and the APIs post. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

/** The staff API also ends things (`DELETE /api/admin/holds/{id}`); nothing else does. */
const STAFF_API_METHODS = [...ALLOWED_METHODS, "DELETE"];

export const isStaffApi = (pathname: string) => pathname.startsWith("/api/admin/");

/** The CMS's REST API (Payload) also updates and deletes. */
const CMS_API_METHODS = [...ALLOWED_METHODS, "PATCH", "DELETE"];

export const isCmsApi = (pathname: string) =>
  pathname === "/api/cms" || pathname.startsWith("/api/cms/");
export const isCms = (pathname: string) => pathname === "/cms" || pathname.startsWith("/cms/");

/** Whether a method is one this path can take. */
export function methodAllowed(method: string | undefined, pathname: string): boolean {
  const allowed = isStaffApi(pathname)
    ? STAFF_API_METHODS
    : isCmsApi(pathname)
      ? CMS_API_METHODS
      : ALLOWED_METHODS;
  return allowed.includes(method ?? "");
}

/** The largest body anything public takes (a registration); the lead desk's forms take notes. */
export const BODY_LIMIT_BYTES = 16 * 1024;
export const ADMIN_BODY_LIMIT_BYTES = 64 * 1024;
/** The CMS's editing screens post a whole document's form state; its API takes uploads. */
export const CMS_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
export const CMS_API_BODY_LIMIT_BYTES = MEDIA_MAX_BYTES + 1024 * 1024;

export const isApi = (pathname: string) => pathname.startsWith("/api/");

export function bodyLimit(pathname: string): number {
  if (isCmsApi(pathname)) return CMS_API_BODY_LIMIT_BYTES;
  if (isCms(pathname)) return CMS_BODY_LIMIT_BYTES;
  return pathname === "/admin" || pathname.startsWith("/admin/")
    ? ADMIN_BODY_LIMIT_BYTES
    : BODY_LIMIT_BYTES;
}

const refusals = {
  badPath: { status: 400, message: "Bad request: the address is not valid." },
  method: { status: 405, message: "Method not allowed." },
  badBody: { status: 400, message: "Bad request: the form could not be read." },
  crossSite: { status: 403, message: "Forbidden: a form of this site posted from another site." },
  tooLarge: { status: 413, message: "The request is too large." },
  signIn: { status: 403, message: "Forbidden: sign in to the lead desk first." },
  uriTooLong: { status: 414, message: "The address is too long." },
} satisfies Record<string, Refusal>;

export type RefusalKind = keyof typeof refusals;

export function refusal(kind: RefusalKind): Refusal {
  return refusals[kind];
}

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim();

/** The host the browser addressed, as Next.js works it out for its server action check. */
function requestHost(headers: IncomingHttpHeaders): string | undefined {
  return first(headers["x-forwarded-host"]) || first(headers.host);
}

/**
 * The path of a request's target, or null when it is neither a path (`/…`) nor an absolute URL
 * for this host (which HTTP allows; `*` and other hosts' URLs are not for this server).
 */
export function targetPath(head: RequestHead): string | null {
  const url = head.url ?? "";
  if (url.startsWith("/")) return url;
  try {
    const absolute = new URL(url);
    const ours = /^https?:$/.test(absolute.protocol) && absolute.host === first(head.headers.host);
    return ours ? `${absolute.pathname}${absolute.search}` : null;
  } catch {
    return null;
  }
}

/** Whether every percent sign in a path starts an escape that decodes to UTF-8 text. */
export function decodablePath(path: string): boolean {
  try {
    decodeURIComponent(path.split("?")[0] ?? "");
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a post may be a server action: Next.js treats any multipart or urlencoded post to a page,
 * and any post with a `Next-Action` header, as one, and checks its origin.
 */
export function isActionPost(head: RequestHead, pathname: string): boolean {
  if (head.method !== "POST" || isApi(pathname) || pathname.startsWith("/_next/")) return false;
  const type = head.headers["content-type"]?.toLowerCase() ?? "";
  return (
    head.headers["next-action"] !== undefined ||
    type.startsWith("multipart/form-data") ||
    type.startsWith("application/x-www-form-urlencoded")
  );
}

/**
 * Whether a post comes from a page of this site. Browsers send Origin with every post; without one
 * the post was made by a program, which a cookie-less request cannot abuse. Next.js refuses the
 * others too, but by throwing, as a 500 (and a malformed Origin makes it throw a TypeError).
 */
export function sameOrigin(headers: IncomingHttpHeaders): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === requestHost(headers);
  } catch {
    return false;
  }
}

/** Whether a request declares a body bigger than its path takes. */
export function declaresTooLarge(head: RequestHead, pathname: string): boolean {
  return Number(head.headers["content-length"] ?? 0) > bodyLimit(pathname);
}

/**
 * Checks what can be checked before reading a body, for every request: the method, the path's
 * encoding (Next.js means to answer 400 to a malformed one but, with no Pages Router error page to
 * render, answers 500), the origin of a form post, and a declared length over the limit (the APIs
 * answer that one themselves, in their own format).
 */
/** The longest page address taken (a landing URL with every campaign tag is 1–2 KB). */
export const MAX_PAGE_TARGET = 8 * 1024;

export function checkHead(head: RequestHead): Refusal | null {
  const target = targetPath(head);
  if (target === null)
    return ALLOWED_METHODS.includes(head.method ?? "") ? refusals.badPath : refusals.method;
  const pathname = target.split("?")[0] ?? "/";
  if (!methodAllowed(head.method, pathname)) return refusals.method;
  // The pages' middleware repeats the address in a response header (x-middleware-rewrite): an
  // address of many kilobytes would make an answer no HTTP client reads.
  if (!isApi(pathname) && target.length > MAX_PAGE_TARGET) return refusals.uriTooLong;
  if (!decodablePath(target)) return refusals.badPath;
  if (isActionPost(head, pathname) && !sameOrigin(head.headers)) return refusals.crossSite;
  if (!isApi(pathname) && declaresTooLarge(head, pathname)) return refusals.tooLarge;
  return null;
}

/**
 * The CMS's editing screens call Payload's server function with the editor's state, not a form's
 * call: they are not held to the form-call shape (form-post.ts), only to a desk session, which
 * Payload then checks (server/cms/auth). Without one, a 403 rather than Next.js's 500.
 */
export function cmsActionRefusal(headers: IncomingHttpHeaders): Refusal | null {
  return hasSessionCookie(headers.cookie) ? null : refusals.signIn;
}
