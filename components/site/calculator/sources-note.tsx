import { useLocale, useTranslations } from "next-intl";
import type { RateSource } from "@/content/calculator/schema";
import { formatLongDate } from "@/lib/time/malaysia";

/** Under every result: that it is an estimate, and what it rests on, with the date checked. */
export function SourcesNote({
  sources,
  estimate,
}: {
  sources: RateSource[];
  /** The disclaimer: the costs' one by default; null when the section says its own. */
  estimate?: string | null;
}) {
  const t = useTranslations("Calculator");
  const locale = useLocale() as keyof RateSource["title"];
  const checked = sources.map((s) => s.checked).sort()[0] ?? "";
  return (
    <div className="mt-5 border-t border-line pt-4 text-xs leading-relaxed text-muted">
      {estimate !== null && <p className="mb-2 font-medium text-fg">{estimate ?? t("estimate")}</p>}
      <p>{t("sources", { date: formatLongDate(checked, locale) })}</p>
      <ul className="mt-1 flex list-disc flex-col gap-1 ps-5">
        {sources.map((source) => (
          <li key={source.title.en}>
            {t(`sourceTopics.${source.topic}`)}
            {locale === "zh" ? "：" : ": "}
            {source.url ? (
              <a
                href={source.url}
                rel="noopener"
                className="inline-block py-1 underline underline-offset-2 hover:text-fg"
              >
                {source.title[locale]}
              </a>
            ) : (
              // The project's own estimate: its title says so ("estimated terms").
              source.title[locale]
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
