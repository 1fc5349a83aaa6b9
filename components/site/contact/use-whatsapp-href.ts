"use client";

import { useLocale } from "next-intl";
import { usePathname } from "@/i18n/navigation";
import { routing } from "@/i18n/routing";
import { localizedPath, whatsappGoHref } from "@/lib/touches/links";

/** This page's WhatsApp link: the chat's message names the page, in its language. */
export function useWhatsappHref(): string {
  const pathname = usePathname();
  const locale = useLocale();
  return whatsappGoHref(localizedPath(pathname, locale, routing.defaultLocale));
}
