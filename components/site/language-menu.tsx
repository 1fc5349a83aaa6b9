"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { routing } from "@/i18n/routing";
import { localeInfo } from "@/i18n/locales";
import { Link, usePathname } from "@/i18n/navigation";
import { ChevronIcon, GlobeIcon } from "@/components/ui/icons";

/** Switches language and keeps the visitor on the same page. */
export function LanguageMenu() {
  const t = useTranslations("Header");
  const locale = useLocale();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === "Escape"
          : !root.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="language-list"
        onClick={() => setOpen(!open)}
        // Contains the visible label, as WCAG 2.5.3 (label in name) asks.
        aria-label={t("currentLanguage", { language: localeInfo[locale].short })}
        className="inline-flex h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold hover:bg-current/10"
      >
        <GlobeIcon width={20} height={20} />
        {localeInfo[locale].short}
        <ChevronIcon width={14} height={14} />
      </button>
      <ul
        id="language-list"
        hidden={!open}
        className="absolute end-0 top-full z-50 mt-2 min-w-44 overflow-hidden rounded-brand border border-line bg-surface py-1 text-fg shadow-xl"
      >
        {routing.locales.map((code) => (
          <li key={code}>
            <Link
              href={pathname}
              locale={code}
              hrefLang={localeInfo[code].tag}
              lang={localeInfo[code].tag}
              aria-current={code === locale ? "true" : undefined}
              onClick={() => setOpen(false)}
              className="flex min-h-11 items-center px-4 text-sm hover:bg-accent/15 aria-[current=true]:font-semibold aria-[current=true]:text-accent-text"
            >
              {localeInfo[code].name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
