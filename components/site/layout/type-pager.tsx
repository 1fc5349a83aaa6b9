import type { Locale } from "next-intl";
import { Figures } from "@/components/ui/figures";
import { getTranslations } from "next-intl/server";
import { ArrowIcon } from "@/components/ui/icons";
import { neighbours } from "@/content/units/unit-types";
import { Link } from "@/i18n/navigation";

/** Previous and next type in plan order, and the way back to all of them. */
export async function TypePager({ code, locale }: { code: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "UnitType" });
  const { previous, next } = neighbours(code);
  const link =
    "group flex min-h-16 flex-col justify-center rounded-brand border border-line px-5 py-3 transition hover:border-accent-text";
  return (
    <nav aria-label={t("typeNavigation")} className="grid gap-3 sm:grid-cols-3">
      {previous ? (
        <Link href={`/layout/${previous.code}`} rel="prev" className={link}>
          <span className="text-xs text-muted">{t("previous")}</span>
          <span className="inline-flex items-center gap-2 font-display text-2xl font-semibold">
            <ArrowIcon width={18} height={18} className="rotate-180 rtl:rotate-0" />
            <Figures>{previous.code}</Figures>
          </span>
        </Link>
      ) : (
        <span />
      )}
      <Link href="/layout" className={`${link} items-center text-center text-sm font-semibold`}>
        {t("allTypes")}
      </Link>
      {next ? (
        <Link href={`/layout/${next.code}`} rel="next" className={`${link} items-end text-end`}>
          <span className="text-xs text-muted">{t("next")}</span>
          <span className="inline-flex items-center gap-2 font-display text-2xl font-semibold">
            <Figures>{next.code}</Figures>
            <ArrowIcon width={18} height={18} className="rtl:rotate-180" />
          </span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
