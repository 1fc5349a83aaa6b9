import { ImpressionMark } from "@/components/ui/impression-mark";
import { Figures } from "@/components/ui/figures";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { getLocale, getTranslations } from "next-intl/server";
import { formatRinggit } from "@/lib/money/ringgit";
import { inventorySummary } from "@/server/units/cached-summary";
import { balanceOf } from "@/server/units/summary";
import { ArrowIcon } from "@/components/ui/icons";
import { categoryImages } from "@/content/images";
import type { UnitCategory } from "@/content/units/categories";
import { Link } from "@/i18n/navigation";
import { bedroomValues, sizeRangeValues } from "@/content/facts/format";

interface CategoryCardProps {
  category: UnitCategory;
  copy: { name: string; summary: string; imageAlt: string };
}

export async function CategoryCard({ category, copy }: CategoryCardProps) {
  const [t, locale, summary] = await Promise.all([
    getTranslations("Concept"),
    getLocale(),
    inventorySummary(),
  ]);
  const balance = balanceOf(summary, category.types);
  return (
    <article className="group flex flex-col overflow-hidden rounded-brand border border-line bg-surface">
      <div className="relative aspect-[4/3] overflow-hidden">
        <ResponsiveImage
          src={categoryImages[category.key]}
          alt={copy.imageAlt}
          fill
          sizes="(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw"
          placeholder="blur"
          className="object-cover transition-transform duration-700 group-hover:scale-105"
        />
        <ImpressionMark />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-accent-text">
          <Figures>
            {t("types", { first: category.types[0] ?? "", last: category.types.at(-1) ?? "" })}
          </Figures>
        </p>
        <h3 className="mt-2 font-display text-2xl font-semibold">{copy.name}</h3>
        <p className="mt-1 text-sm font-medium tabular-nums">
          <Figures>{t("sizeRange", sizeRangeValues(category.sizeSqft))}</Figures>
        </p>
        <p className="mt-1 text-sm text-muted">{t("bedrooms", bedroomValues(category.bedrooms))}</p>
        <p className="mt-3 text-sm tabular-nums">
          {balance.fromPrice !== null && (
            <span className="font-semibold">
              {t("fromPrice", { price: formatRinggit(balance.fromPrice, locale) })}
              <span aria-hidden="true"> · </span>
            </span>
          )}
          {t("availableCount", { available: balance.available })}
        </p>
        <p className="mt-4 flex-1 text-[0.95rem] leading-relaxed text-muted">{copy.summary}</p>
        <Link
          href={{ pathname: "/layout", query: { category: category.letter } }}
          className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-accent-text underline-offset-4 hover:underline"
        >
          {t("viewTypes", { category: copy.name })}
          <ArrowIcon width={16} height={16} className="rtl:rotate-180" />
        </Link>
      </div>
    </article>
  );
}
