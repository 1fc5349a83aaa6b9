import { getLocale, getTranslations } from "next-intl/server";
import { footerNavigation, legalNavigation, mainNavigation } from "@/content/navigation";
import { ButtonLink } from "@/components/ui/button-link";
import { Link } from "@/i18n/navigation";
import { LanguageMenu } from "./language-menu";
import { Logo } from "./logo";
import { MenuDrawer } from "./menu-drawer";
import { NavList } from "./nav-list";
import { SettingsDrawer } from "./settings/settings-drawer";

export async function Header() {
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
      <div className="mx-auto flex h-header-mobile max-w-7xl items-center gap-2 px-4 sm:px-6 lg:h-header-desktop lg:px-8">
        <MenuDrawer items={navigation} secondary={[...footerNavigation, ...legalNavigation]} />
        <Link href="/" className="rounded-brand">
          <Logo />
        </Link>
        <nav aria-label={t("mainNavigation")} className="ms-auto hidden xl:block">
          <NavList items={navigation} variant="bar" />
        </nav>
        <div className="ms-auto flex items-center gap-1 xl:ms-2">
          <LanguageMenu />
          <SettingsDrawer />
          {/* Where the inline menu leaves room for it: beside the menu button, or on wide screens. */}
          <div className="ms-2 hidden md:block xl:hidden 2xl:block">
            <ButtonLink href="/register" prefetch={false} className="min-h-11 px-5 text-sm">
              {t("register")}
            </ButtonLink>
          </div>
        </div>
      </div>
    </header>
  );
}
