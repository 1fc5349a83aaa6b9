import type { Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import type { FaqSource } from "@/content/faq/sources";

/** Under an answer: the instruments and records its facts come from. */
export async function FaqSources({ sources, locale }: { sources: FaqSource[]; locale: Locale }) {
  if (!sources.length) return null;
  const t = await getTranslations("Faq");
  return (
    <div className="mt-4 text-xs leading-relaxed text-muted">
      <p className="font-medium">{t("sources", { count: sources.length })}</p>
      <ul className="mt-1 flex list-disc flex-col ps-5">
        {sources.map((source) => (
          <li key={source.title.en}>
            {source.url ? (
              <a
                href={source.url}
                rel="noopener"
                className="block py-1 underline underline-offset-2 hover:text-fg"
              >
                {source.title[locale]}
              </a>
            ) : (
              <span className="block py-1">{source.title[locale]}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
