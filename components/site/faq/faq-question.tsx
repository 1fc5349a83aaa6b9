import type { Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import type { FaqLink } from "@/content/faq/links";
import type { FaqSource } from "@/content/faq/sources";
import { Link } from "@/i18n/navigation";
import { FaqSources } from "./faq-sources";

interface FaqQuestionProps {
  id: string;
  question: string;
  answer: string;
  links: FaqLink[];
  sources: FaqSource[];
  locale: Locale;
}

/**
 * One question as a native disclosure: opens with a tap, Enter or Space, needs no script, and
 * the browser's find-in-page opens it on a match.
 */
export async function FaqQuestion({
  id,
  question,
  answer,
  links,
  sources,
  locale,
}: FaqQuestionProps) {
  const t = await getTranslations("Faq");
  return (
    <details
      id={id}
      className="group border-b border-line py-1 [&_summary::-webkit-details-marker]:hidden"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-start justify-between gap-4 py-3 text-lg leading-snug font-medium hover:text-accent-text focus-visible:outline-2 focus-visible:outline-offset-2">
        <span>{question}</span>
        <span
          aria-hidden="true"
          className="mt-1 shrink-0 text-xl leading-none text-accent-text transition-transform group-open:rotate-45"
        >
          +
        </span>
      </summary>
      <div className="pb-5">
        <p className="max-w-3xl leading-relaxed">{answer}</p>
        {links.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  prefetch={false}
                  className="inline-block py-2 font-medium text-accent-text underline underline-offset-4"
                >
                  {t(`links.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <FaqSources sources={sources} locale={locale} />
      </div>
    </details>
  );
}
