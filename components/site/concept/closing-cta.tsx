import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button-link";
import type { ConceptContent } from "@/content/concept/types";

export async function ClosingCta({ closing }: { closing: ConceptContent["closing"] }) {
  const [t, tFunnel] = await Promise.all([getTranslations("Concept"), getTranslations("Funnel")]);
  return (
    <section aria-labelledby="closing-title" className="bg-navy text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-8 px-5 py-16 sm:px-8 lg:flex-row lg:items-center lg:justify-between lg:py-20">
        <div className="max-w-2xl">
          <h2
            id="closing-title"
            className="font-display text-4xl font-medium text-balance sm:text-5xl"
          >
            {closing.title}
          </h2>
          <p className="mt-4 leading-relaxed text-white/85">{closing.body}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <ButtonLink href="/register" prefetch={false}>
            {t("registerCta")}
          </ButtonLink>
          <ButtonLink href="/book" variant="light" prefetch={false}>
            {tFunnel("book")}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
