import { getTranslations } from "next-intl/server";
import { Figures } from "@/components/ui/figures";
import type { ConceptContent } from "@/content/concept/types";

export async function KeyFacts({ facts }: { facts: ConceptContent["facts"] }) {
  const t = await getTranslations("Concept");
  return (
    <section aria-label={t("keyFacts")} className="border-b border-line bg-surface">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 divide-line px-5 sm:px-8 lg:grid-cols-4 lg:divide-x rtl:lg:divide-x-reverse">
        {facts.map((fact) => (
          <div
            key={fact.label}
            className="flex flex-col-reverse justify-end gap-1 py-7 lg:px-8 lg:first:ps-0"
          >
            <dt className="text-sm text-muted">{fact.label}</dt>
            <dd className="font-display text-4xl font-semibold text-accent-text">
              <Figures>{fact.value}</Figures>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
