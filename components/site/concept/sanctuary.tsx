import { ImpressionMark } from "@/components/ui/impression-mark";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { getTranslations } from "next-intl/server";
import { ArrowIcon } from "@/components/ui/icons";
import { SectionHeading } from "@/components/ui/section-heading";
import type { ConceptContent } from "@/content/concept/types";
import { images } from "@/content/images";
import { Link } from "@/i18n/navigation";

export async function Sanctuary({ sanctuary }: { sanctuary: ConceptContent["sanctuary"] }) {
  const t = await getTranslations("Panorama");
  return (
    <section aria-labelledby="sanctuary-title" className="bg-surface">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-5 py-20 sm:px-8 lg:grid-cols-2 lg:gap-16 lg:py-28">
        <div className="relative aspect-[4/3] overflow-hidden rounded-brand">
          <ResponsiveImage
            src={images.sanctuary}
            alt={sanctuary.imageAlt}
            fill
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
            placeholder="blur"
            className="object-cover"
          />
          <ImpressionMark />
        </div>
        <div>
          <SectionHeading
            id="sanctuary-title"
            eyebrow={sanctuary.eyebrow}
            title={sanctuary.title}
          />
          {sanctuary.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="mt-5 leading-relaxed text-muted">
              {paragraph}
            </p>
          ))}
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {sanctuary.highlights.map((highlight) => (
              <li key={highlight} className="flex items-start gap-3 text-[0.95rem] font-medium">
                <span
                  className="mt-2 h-1.5 w-1.5 shrink-0 rotate-45 bg-accent"
                  aria-hidden="true"
                />
                {highlight}
              </li>
            ))}
          </ul>
          <Link
            href="/360view"
            className="mt-8 inline-flex items-center gap-2 text-sm font-semibold text-accent-text underline-offset-4 hover:underline"
          >
            {t("conceptLink")}
            <ArrowIcon width={16} height={16} className="rtl:rotate-180" />
          </Link>
        </div>
      </div>
    </section>
  );
}
