import { getLocale, getTranslations } from "next-intl/server";
import type { LegalBlock, LegalDocument } from "@/content/legal";
import { Link } from "@/i18n/navigation";
import { formatLongDate } from "@/lib/time/malaysia";
import { PageIntro } from "../page-intro";

interface LegalDocumentViewProps {
  document: LegalDocument & { version: string; effectiveDate: string };
  eyebrow: string;
}

function Block({ block }: { block: LegalBlock }) {
  if (block.type === "p") return <p>{block.text}</p>;
  return (
    <ul className="flex list-disc flex-col gap-2 ps-6 marker:text-accent-text">
      {block.items.map((item) => (
        <li key={item} className="ps-1">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** A long legal text: title, version and effective date, a table of contents, anchored sections. */
export async function LegalDocumentView({ document, eyebrow }: LegalDocumentViewProps) {
  const [t, locale] = await Promise.all([getTranslations("LegalDocument"), getLocale()]);
  // en-MY, not next-intl's "en" (US order): "25 November 2026".
  const effective = formatLongDate(document.effectiveDate, locale);
  return (
    <>
      <PageIntro eyebrow={eyebrow} title={document.title}>
        <p className="mt-5 flex flex-wrap gap-x-6 gap-y-1 text-sm font-semibold text-muted">
          <span>{t("version", { version: document.version })}</span>
          <span>{t("effective", { date: effective })}</span>
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-7xl gap-10 px-5 pb-20 sm:px-8 lg:grid-cols-[16rem_1fr] lg:gap-20 lg:pb-28">
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-28 lg:self-start">
          <h2
            id="toc-title"
            className="text-xs font-semibold tracking-[0.2em] text-accent-text uppercase"
          >
            {t("contents")}
          </h2>
          <ol className="mt-4 flex flex-col gap-1 border-s border-line text-sm">
            {document.sections.map((section, i) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ms-px flex gap-3 border-s-2 border-transparent py-1.5 ps-4 text-muted hover:border-accent hover:text-fg"
                >
                  <span className="tabular-nums">{i + 1}.</span>
                  <span>{section.heading}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-[68ch] text-[1.0625rem] leading-relaxed [&:lang(zh)]:leading-[1.9] [&:lang(zh)]:text-[1.05rem]">
          <p className="text-lg leading-relaxed">{document.intro}</p>
          {document.sections.map((section, i) => (
            <section
              key={section.id}
              aria-labelledby={section.id}
              className="mt-12 flex flex-col gap-4"
            >
              <h2
                id={section.id}
                className="scroll-mt-28 font-display text-2xl font-medium sm:text-3xl"
              >
                <span className="me-3 text-accent-text tabular-nums">{i + 1}.</span>
                {section.heading}
              </h2>
              {section.blocks.map((block, j) => (
                <Block key={j} block={block} />
              ))}
            </section>
          ))}
          <p className="mt-14 border-t border-line pt-6 text-sm text-muted">
            {t.rich("questions", {
              link: (chunks) => (
                <Link
                  href="/developer"
                  className="font-semibold text-accent-text underline underline-offset-4"
                >
                  {chunks}
                </Link>
              ),
            })}
            <a href="#main" className="ms-4 underline underline-offset-4">
              {t("backToTop")}
            </a>
          </p>
        </article>
      </div>
    </>
  );
}
