import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button-link";
import type { DeveloperCopy } from "@/content/developer";
import { developerFacts } from "@/content/developer";
import { DirectionsLinks } from "../location/directions-links";

/** Where to see the show suites, and when. */
export async function SalesGallery({
  copy,
  addressLines,
}: {
  copy: DeveloperCopy["salesGallery"];
  /** From the site settings (server/cms/read/site-settings.ts). */
  addressLines: string[];
}) {
  const [t, tFunnel] = await Promise.all([getTranslations("Developer"), getTranslations("Funnel")]);
  const { coordinates } = developerFacts.salesGallery;
  return (
    <section
      aria-labelledby="gallery-title"
      className="rounded-brand border border-line bg-surface p-6 shadow-sm sm:p-10"
    >
      <h2 id="gallery-title" className="font-display text-3xl font-medium sm:text-4xl">
        {copy.name}
      </h2>
      <p className="mt-4 leading-relaxed text-muted">{copy.intro}</p>
      <address className="mt-6 leading-relaxed not-italic">
        {[copy.placeName, ...addressLines].map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      <h3 className="mt-8 text-xs font-semibold tracking-[0.2em] text-accent-text uppercase">
        {t("hoursTitle")}
      </h3>
      <dl className="mt-3 flex flex-col gap-2">
        {copy.hours.map((row) => (
          <div
            key={row.days}
            className="flex flex-wrap justify-between gap-x-6 border-b border-line pb-2"
          >
            <dt>{row.days}</dt>
            <dd className="font-semibold tabular-nums">{row.time}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-muted">{copy.note}</p>
      <h3 className="mt-8 text-xs font-semibold tracking-[0.2em] text-accent-text uppercase">
        {t("directions")}
      </h3>
      <DirectionsLinks coordinates={coordinates} className="mt-3" />
      <ButtonLink href="/book" prefetch={false} className="mt-8 w-full sm:w-auto">
        {tFunnel("book")}
      </ButtonLink>
    </section>
  );
}
