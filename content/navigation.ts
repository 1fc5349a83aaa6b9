import type { Locale } from "next-intl";
import type messages from "@/messages/en.json";

type NavLabel = keyof typeof messages.Nav;

export interface NavItem {
  /** Key of the label in the `Nav` messages. */
  label: NavLabel;
  /** Internal path (without locale prefix) or an absolute URL. */
  href: string;
  /** Opens in a new tab: brochures and other sites. */
  external?: boolean;
  children?: NavItem[];
}

/** The header menu, in order. The brochure is a generated PDF per language. */
export function mainNavigation(locale: Locale): NavItem[] {
  return [
    { label: "concept", href: "/" },
    { label: "gallery", href: "/gallery" },
    { label: "layout", href: "/layout" },
    { label: "facilities", href: "/facilities" },
    { label: "location", href: "/location" },
    { label: "developer", href: "/developer" },
    { label: "videoTour", href: "/video-tour" },
    { label: "brochure", href: `/brochure/${locale}.pdf`, external: true },
  ];
}

/** The footer's links, as in the old site. */
export const footerNavigation: NavItem[] = [
  { label: "contact", href: "/developer" },
  { label: "terms", href: "/term" },
];

/** The privacy notice is linked wherever personal data is asked for, and from the menu. */
export const legalNavigation: NavItem[] = [{ label: "privacy", href: "/privacy" }];
