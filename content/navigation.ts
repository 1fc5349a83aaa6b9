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
  /** Listed in the menu drawer (phones, tablets) but not the desktop bar, which has no room. */
  drawerOnly?: boolean;
}

/** The header menu, in order. The brochure is a generated PDF per language. */
export function mainNavigation(locale: Locale): NavItem[] {
  return [
    { label: "concept", href: "/" },
    { label: "gallery", href: "/gallery" },
    { label: "layout", href: "/layout" },
    { label: "availability", href: "/availability", drawerOnly: true },
    { label: "facilities", href: "/facilities" },
    { label: "location", href: "/location" },
    { label: "developer", href: "/developer" },
    { label: "book", href: "/book", drawerOnly: true },
    { label: "videoTour", href: "/video-tour" },
    { label: "brochure", href: `/brochure/${locale}.pdf`, external: true },
  ];
}

/** The footer's links: the old site's, then what a buyer looks for next. */
export const footerNavigation: NavItem[] = [
  { label: "availability", href: "/availability" },
  { label: "book", href: "/book" },
  { label: "calculator", href: "/calculator" },
  { label: "faq", href: "/faq" },
  { label: "contact", href: "/developer" },
  { label: "terms", href: "/term" },
];

/** The privacy notice is linked wherever personal data is asked for, and from the menu. */
export const legalNavigation: NavItem[] = [{ label: "privacy", href: "/privacy" }];
