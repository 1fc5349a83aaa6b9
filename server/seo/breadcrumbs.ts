import "server-only";
import type { Locale } from "next-intl";
import type { BreadcrumbList } from "schema-dts";
import { absoluteUrl } from "./page-metadata";
import type { Node } from "./structured-data";

export interface Crumb {
  name: string;
  /** Path without locale prefix, e.g. `/layout`. */
  path: string;
}

/** BreadcrumbList for a page whose breadcrumb trail shows, in the same order and words. */
export function breadcrumbJsonLd(locale: Locale, crumbs: Crumb[]): Node<BreadcrumbList> {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(locale, crumb.path),
    })),
  };
}
