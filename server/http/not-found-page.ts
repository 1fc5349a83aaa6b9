import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { callbackOf, holdHead, type WriteHeadRest } from "./deferred-head";

/** The prerendered not-found page of each language, by locale. */
export type NotFoundPages = Map<string, string>;

const LOCALES = ["en", "zh", "ms"] as const;

/**
 * The localized not-found pages the build prerendered (app/[locale]/(site)/404), read once when
 * the server starts. Missing files (a build without them) leave Next.js's own answers alone.
 */
export function readNotFoundPages(distDir = ".next"): NotFoundPages {
  const pages: NotFoundPages = new Map();
  for (const locale of LOCALES) {
    const file = join(distDir, "server", "app", locale, "404.html");
    if (existsSync(file)) pages.set(locale, readFileSync(file, "utf8"));
  }
  return pages;
}

/** The language of a path as the site's routing gives it: /zh/… and /ms/…, English otherwise. */
export function localeOfPath(path: string): string {
  const first = path.split("/")[1] ?? "";
  return first === "zh" || first === "ms" ? first : "en";
}

const isNotFoundRoute = (path: string) => /^\/(?:(?:zh|ms)\/)?404\/?$/.test(path);

/**
 * Next.js answers a page's `notFound()` with status 404 and an empty HTML shell whose content
 * arrives only with scripts (vercel/next.js#98295): crawlers and visitors without JavaScript see
 * a blank page. This swaps the body of every public HTML 404 for the prerendered not-found page
 * in the path's language, keeping the status, and answers /404 itself with 404. Navigations
 * inside the app (RSC requests) keep Next.js's answer; the lead desk keeps its own.
 */
export function serveNotFoundPages(
  req: IncomingMessage,
  res: ServerResponse,
  pages: NotFoundPages,
): void {
  if (req.method !== "GET" && req.method !== "HEAD") return;
  if (req.headers.rsc !== undefined) return;
  const path = (req.url ?? "/").split("?")[0] ?? "/";
  if (path.startsWith("/admin") || path.startsWith("/api/") || path.startsWith("/_next/")) return;
  const page = pages.get(localeOfPath(path)) ?? pages.get("en");
  if (!page) return;

  const { writeHead, write, end } = res;
  let replacing: boolean | undefined;
  const decide = (): boolean => {
    if (replacing !== undefined) return replacing;
    const html = String(res.getHeader("content-type") ?? "").startsWith("text/html");
    if (html && res.statusCode === 200 && isNotFoundRoute(path)) res.statusCode = 404;
    replacing = html && res.statusCode === 404;
    if (replacing) {
      res.removeHeader("content-length");
      res.removeHeader("etag");
      res.setHeader("content-type", "text/html; charset=utf-8");
    }
    return replacing;
  };

  res.writeHead = function (this: ServerResponse, status: number, ...rest: WriteHeadRest) {
    holdHead(res, status, rest);
    decide();
    return writeHead.call(this, res.statusCode);
  } as ServerResponse["writeHead"];

  res.write = function (this: ServerResponse, ...args: Parameters<ServerResponse["write"]>) {
    if (!decide()) return write.apply(this, args);
    const callback = callbackOf(args);
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse["write"];

  res.end = function (this: ServerResponse, ...args: Parameters<ServerResponse["end"]>) {
    if (!decide()) return end.apply(this, args);
    const callback = callbackOf(args);
    return end.call(this, req.method === "HEAD" ? undefined : page, "utf8", callback);
  } as ServerResponse["end"];
}
