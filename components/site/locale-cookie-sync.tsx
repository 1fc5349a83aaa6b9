"use client";

import { useLocale } from "next-intl";
import { useEffect } from "react";
import { routing } from "@/i18n/routing";
import { localeCookieUpdate } from "@/lib/locale/locale-cookie";

/** Records the page's language as the visitor's choice (lib/locale/locale-cookie.ts says why here). */
export function LocaleCookieSync() {
  const locale = useLocale();
  useEffect(() => {
    const update = localeCookieUpdate(document.cookie, locale, {
      defaultLocale: routing.defaultLocale,
      secure: window.location.protocol === "https:",
    });
    if (update) document.cookie = update;
  }, [locale]);
  return null;
}
