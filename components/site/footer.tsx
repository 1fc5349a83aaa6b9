import { getTranslations } from "next-intl/server";
import { footerNavigation, legalNavigation } from "@/content/navigation";
import { site } from "@/content/site";
import { Link } from "@/i18n/navigation";
import { Disclaimer } from "./disclaimer";
import { Logo } from "./logo";

/** Desktop footer, as in the old site; on phones the menu drawer carries these links. */
export async function Footer() {
  const t = await getTranslations("Footer");
  const nav = await getTranslations("Nav");
  // Prerendered pages are rebuilt on every deploy, so the build year is the current year.
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto hidden border-t border-line bg-surface lg:block">
      <div className="mx-auto grid max-w-7xl grid-cols-[auto_1fr] items-start gap-x-16 gap-y-6 px-8 py-12">
        <Logo />
        <Disclaimer className="max-w-2xl justify-self-end text-end" />
        <p className="text-sm text-muted">{t("copyright", { year, company: site.developer })}</p>
        <nav aria-label={t("legal")} className="justify-self-end">
          <ul className="flex gap-6 text-sm font-medium">
            {[...footerNavigation, ...legalNavigation].map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="underline-offset-4 hover:text-accent-text hover:underline">
                  {nav(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
