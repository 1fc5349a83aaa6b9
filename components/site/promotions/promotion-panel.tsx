import type { Locale } from "next-intl";
import { getFormatter, getTranslations } from "next-intl/server";
import type { PromotionPlacement } from "@/lib/promotions/active";
import { Link } from "@/i18n/navigation";
import { promotionsFor } from "@/server/cms/read/promotions";

/**
 * The launch's current promotions where buyers decide (home, /landing, /layout, /availability),
 * as the marketing team publishes them in the CMS: each with its end in Malaysia time and its terms
 * in full, so the offer never reads as more than it is. Nothing at all when none is running.
 */
export async function PromotionPanel({
  placement,
  locale,
  className = "",
  contained = true,
}: {
  placement: PromotionPlacement;
  locale: Locale;
  className?: string;
  /** False inside a page's own width and padding (/layout, /availability). */
  contained?: boolean;
}) {
  const promotions = await promotionsFor(placement, locale);
  if (!promotions.length) return null;
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: "Promotions" }),
    getFormatter({ locale }),
  ]);
  return (
    <div className={`space-y-4 ${contained ? "mx-auto max-w-7xl px-5 sm:px-8" : ""} ${className}`}>
      {promotions.map((promotion) => (
        <section
          key={promotion.id}
          aria-labelledby={`promotion-${promotion.id}`}
          data-testid="promotion"
          className="rounded-brand border-2 border-accent bg-surface p-5 sm:p-7"
        >
          <p className="text-xs font-semibold uppercase tracking-[0.28em] text-accent-text">
            {t("eyebrow")}
          </p>
          <h2
            id={`promotion-${promotion.id}`}
            className="mt-2 font-display text-3xl font-medium text-balance"
          >
            {promotion.title}
          </h2>
          <p className="mt-3 max-w-3xl leading-relaxed">{promotion.summary}</p>
          <p className="mt-3 text-sm font-semibold">
            {t("until", {
              end: format.dateTime(new Date(promotion.endsAt), {
                dateStyle: "long",
                timeStyle: "short",
                hourCycle: "h23",
                timeZone: "Asia/Kuala_Lumpur",
              }),
            })}
          </p>
          <details className="mt-3 text-sm text-muted">
            <summary className="cursor-pointer font-semibold text-fg">{t("terms")}</summary>
            <p className="mt-2 max-w-3xl leading-relaxed whitespace-pre-line">{promotion.terms}</p>
          </details>
          <Link
            href="/register"
            className="mt-5 inline-flex min-h-11 items-center rounded-brand bg-accent px-5 text-sm font-semibold text-on-accent"
          >
            {t("register")}
          </Link>
        </section>
      ))}
    </div>
  );
}
