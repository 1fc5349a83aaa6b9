import { getTranslations } from "next-intl/server";
import { footerNavigation, legalNavigation } from "@/content/navigation";
import { site } from "@/content/site";
import { Link } from "@/i18n/navigation";
import { CookieSettingsButton } from "./consent/cookie-settings-button";
import { Disclaimer } from "./disclaimer";
import { Logo } from "./logo";

/**
 * The old site's footer is desktop-only (the menu drawer carries its links on phones), but the
 * advertising disclaimer must reach every reader, and so must the terms and the privacy notice:
 * on phones the footer shows those and the contact link, without the logo and copyright.
 */
export async function Footer() {
  const t = await getTranslations("Footer");
  const nav = await getTranslations("Nav");
  // Prerendered pages are rebuilt on every deploy, so the build year is the current year.
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto border-t border-line bg-surface">
      <div className="mx-auto grid max-w-7xl gap-x-16 gap-y-6 px-5 py-6 lg:grid-cols-[auto_1fr] lg:items-start lg:px-8 lg:py-12">
        <div className="hidden lg:block">
          <Logo />
        </div>
        <Disclaimer className="max-w-2xl lg:justify-self-end lg:text-end" />
        <p className="hidden text-sm text-muted lg:block">
          {t("copyright", { year, company: site.developer })}
        </p>
        {/* On phones too: the menu drawer carries them, but a reader at the foot of a page
            looks for the terms and the privacy notice here. */}
        <nav aria-label={t("legal")} className="lg:justify-self-end">
          <ul className="flex flex-wrap gap-x-6 text-sm font-medium lg:gap-y-2">
            {[...footerNavigation, ...legalNavigation].map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className="inline-flex min-h-11 items-center underline-offset-4 hover:text-accent-text hover:underline lg:min-h-0"
                >
                  {nav(item.label)}
                </Link>
              </li>
            ))}
            <li>
              <CookieSettingsButton className="inline-flex min-h-11 cursor-pointer items-center underline-offset-4 hover:text-accent-text hover:underline lg:min-h-0" />
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
