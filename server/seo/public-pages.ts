import { gallerySlugs } from "@/content/gallery/slugs";
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
  ...gallerySlugs.map((slug) => `/gallery/${slug}`),
  "/layout",
  ...unitTypeCodes.map((code) => `/layout/${code}`),
  "/facilities",
  "/location",
  "/developer",
  "/availability",
  "/book",
  "/ballot",
  "/calculator",
  "/faq",
  "/360view",
  "/video-tour",
  "/term",
  "/privacy",
];
