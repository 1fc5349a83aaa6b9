import { getLocale, getTranslations } from "next-intl/server";
import { footerNavigation, legalNavigation, mainNavigation } from "@/content/navigation";
import { Link } from "@/i18n/navigation";
import type { SalesContact } from "./contact/sales-contact";
import { LanguageMenu } from "./language-menu";
import { Logo } from "./logo";
import { MenuDrawer } from "./menu-drawer";
import { NavList } from "./nav-list";
import { SettingsDrawer } from "./settings/settings-drawer";

/** `search`: the query of a page rendered for it, kept by the language links (site-frame.tsx). */
export async function Header({ contact, search }: { contact: SalesContact; search?: string }) {
  const t = await getTranslations("Header");
  const navigation = mainNavigation(await getLocale());
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-bg/90 backdrop-blur-md supports-[backdrop-filter]:bg-bg/75">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-3 focus:z-50 focus:rounded-brand focus:bg-accent focus:px-4 focus:py-2 focus:text-on-accent"
      >
        {t("skipToContent")}
      </a>
      <div className="mx-auto flex h-header-mobile max-w-7xl items-center gap-1 px-4 sm:gap-2 sm:px-6 lg:h-header-desktop lg:px-8">
        <MenuDrawer
          items={navigation}
          secondary={[...footerNavigation, ...legalNavigation].filter(
            (link) => !navigation.some((item) => item.href === link.href),
          )}
          contact={contact}
        />
        {/* Not prefetched, like the menu: the concept page would bring its hero picture along. */}
        <Link href="/" prefetch={false} className="shrink-0 rounded-brand">
          <Logo />
        </Link>
        <nav aria-label={t("mainNavigation")} className="ms-auto hidden xl:block">
          <NavList items={navigation} variant="bar" />
        </nav>
        <div className="ms-auto flex items-center gap-0.5 sm:gap-1 xl:ms-2">
          <LanguageMenu search={search} />
          {/* On phones the settings live in the menu, leaving room for Register. */}
          <div className="hidden md:block">
            <SettingsDrawer />
          </div>
          {/* At every width: the one thing every page leads to. Short where room is short. */}
          <Link
            href="/register"
            prefetch={false}
            className="ms-1 inline-flex min-h-11 shrink-0 items-center rounded-brand bg-accent px-3 text-sm font-semibold tracking-wide whitespace-nowrap text-on-accent shadow-lg shadow-black/10 transition hover:brightness-105 sm:ms-2 sm:px-5"
          >
            <span className="sm:hidden xl:inline 2xl:hidden">{t("registerShort")}</span>
            <span className="max-sm:hidden xl:hidden 2xl:inline">{t("register")}</span>
          </Link>
        </div>
      </div>
    </header>
  );
}
