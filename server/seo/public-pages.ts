import { unitTypeCodes } from "@/content/units/categories";

/**
 * Every public, indexable page, without locale prefix: the sitemap lists each in every language.
 * Add a page here when you add its route. Left out on purpose: /registration (an alias of
 * /register), the thank-you page, status pages, /admin and the API.
 */
export const publicPages: readonly string[] = [
  "/",
  "/landing",
  "/register",
  "/gallery",
  "/layout",
  ...unitTypeCodes.map((code) => `/layout/${code}`),
  "/facilities",
  "/location",
  "/developer",
  "/360view",
  "/video-tour",
  "/term",
  "/privacy",
];
