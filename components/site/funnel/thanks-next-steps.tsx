import type { Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button-link";
import { buttonClasses } from "@/components/ui/button-styles";
import { ExternalIcon } from "@/components/ui/icons";
import { Link } from "@/i18n/navigation";
import { routing } from "@/i18n/routing";
import { localizedPath, whatsappGoHref } from "@/lib/touches/links";

const quiet = "inline-flex min-h-11 items-center text-accent-text underline underline-offset-4";

/**
 * What a new registrant can do while the sales team gets back to them: book the visit at once,
 * keep the brochure, see prices and what is left, or ask on WhatsApp; the layouts and the concept
 * after those.
 */
export async function ThanksNextSteps({ locale }: { locale: Locale }) {
  const [t, tFunnel, tNav] = await Promise.all([
    getTranslations({ locale, namespace: "Registration" }),
    getTranslations({ locale, namespace: "Funnel" }),
    getTranslations({ locale, namespace: "Nav" }),
  ]);
  const whatsapp = whatsappGoHref(
    localizedPath("/register/thank-you", locale, routing.defaultLocale),
  );
  return (
    <nav aria-labelledby="thanks-more" className="mt-10" data-testid="thanks-next-steps">
      <h2
        id="thanks-more"
        className="text-xs font-semibold uppercase tracking-[0.24em] text-accent-text"
      >
        {tFunnel("thanksMore")}
      </h2>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <ButtonLink href="/book" prefetch={false}>
          {tFunnel("book")}
        </ButtonLink>
        <a
          href={`/brochure/${locale}.pdf`}
          target="_blank"
          rel="noopener"
          className={buttonClasses("outline")}
        >
          {tFunnel("brochure")}
          <ExternalIcon width={16} height={16} />
          <span className="sr-only">{tFunnel("pdfNewTab")}</span>
        </a>
        <ButtonLink href="/availability" variant="outline" prefetch={false}>
          {tFunnel("availability")}
        </ButtonLink>
        {/* A first-party redirect that counts the tap (app/go/whatsapp), not a page: a plain link. */}
        <a
          href={whatsapp}
          target="_blank"
          rel="nofollow noopener"
          className={buttonClasses("outline")}
        >
          {tFunnel("whatsapp")}
          <span className="sr-only"> {tNav("opensInNewTab")}</span>
        </a>
      </div>
      <p className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-semibold">
        <Link href="/layout" prefetch={false} className={quiet}>
          {t("thanksLayouts")}
        </Link>
        <Link href="/" prefetch={false} className={quiet}>
          {t("thanksHome")}
        </Link>
      </p>
    </nav>
  );
}
