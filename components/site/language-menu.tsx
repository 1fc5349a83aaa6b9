"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { routing } from "@/i18n/routing";
import { localeInfo } from "@/i18n/locales";
import { Link, usePathname } from "@/i18n/navigation";
import { ChevronIcon, GlobeIcon } from "@/components/ui/icons";

const toggle =
  "inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full px-2 text-sm whitespace-nowrap sm:px-3 font-semibold hover:bg-current/10";
const list =
  "absolute end-0 top-full z-50 mt-2 min-w-44 overflow-hidden rounded-brand border border-line bg-surface py-1 text-fg shadow-xl";

/**
 * This page in each language, as plain links; with `search` (the address's query when the menu
 * was opened), the same query: a filtered /layout stays filtered in the other language.
 */
function LanguageLinks({ onPick, search = "" }: { onPick?: () => void; search?: string }) {
  const locale = useLocale();
  const pathname = usePathname();
  const query = Object.fromEntries(new URLSearchParams(search));
  return routing.locales.map((code) => (
    <li key={code}>
      <Link
        href={search ? { pathname, query } : pathname}
        locale={code}
        hrefLang={localeInfo[code].tag}
        lang={localeInfo[code].tag}
        aria-current={code === locale ? "true" : undefined}
        onClick={onPick}
        className="flex min-h-11 items-center px-4 text-sm hover:bg-accent/15 aria-[current=true]:font-semibold aria-[current=true]:text-accent-text"
      >
        {localeInfo[code].name}
      </Link>
    </li>
  ));
}

/**
 * Switches language and keeps the visitor on the same page. With scripts, a button and a list that
 * closes on Escape and a click outside; without them, the same links in a disclosure (<details>).
 * `search` is the query of a page rendered for it (a filtered /layout): the links without scripts
 * keep it, as the scripted list keeps the address's query.
 */
export function LanguageMenu({ search: pageSearch }: { search?: string }) {
  const t = useTranslations("Header");
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  // Read when the menu opens: the page keeps its filters in the address without telling React
  // (components/site/layout/use-url-filters.ts), and a static page has no query on the server.
  const [search, setSearch] = useState("");
  const root = useRef<HTMLDivElement>(null);
  // Contains the visible label, as WCAG 2.5.3 (label in name) asks.
  const name = t("currentLanguage", { language: localeInfo[locale].short });
  const face = (
    <>
      {/* The narrowest phones (360 px) keep the header on one line without it. */}
      <GlobeIcon width={20} height={20} className="max-[380px]:hidden" />
      {localeInfo[locale].short}
      <ChevronIcon width={14} height={14} className="max-sm:hidden" />
    </>
  );

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
        onClick={() => {
          setSearch(window.location.search);
          setOpen(!open);
        }}
        aria-label={name}
        className={`${toggle} no-js:hidden`}
      >
        {face}
      </button>
      <ul id="language-list" hidden={!open} className={list}>
        <LanguageLinks onPick={() => setOpen(false)} search={search} />
      </ul>
      <details className="js:hidden">
        <summary
          aria-label={name}
          className={`${toggle} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
        >
          {face}
        </summary>
        <ul className={list}>
          <LanguageLinks search={pageSearch} />
        </ul>
      </details>
    </div>
  );
}
