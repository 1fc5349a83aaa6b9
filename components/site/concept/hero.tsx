import { ImpressionMark } from "@/components/ui/impression-mark";
import { ArtDirectedImage } from "@/components/ui/art-directed-image";
import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button-link";
import type { ConceptContent } from "@/content/concept/types";
import { images } from "@/content/images";

/** The width a picture of `aspect` takes to cover a full-width box `height` tall. */
const coverWidth = (aspect: number, height: string) =>
  `max(100vw, calc((${height}) * ${aspect.toFixed(3)}))`;

interface HeroProps {
  hero: ConceptContent["hero"];
  /** Where "Register interest" leads: the register page, or the form further down a landing page. */
  registerHref?: string;
}

export async function Hero({ hero, registerHref = "/register" }: HeroProps) {
  const t = await getTranslations("Concept");
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[calc(100svh-var(--spacing-header-mobile))] items-end overflow-hidden bg-navy lg:min-h-[calc(92svh-var(--spacing-header-desktop))]"
    >
      {/* The box is the screen less the header, so the picture is as tall as it is: a 16:9 cut
          covers it wider than the screen, a 9:16 one on phones a little wider too. `sizes` says so. */}
      <ArtDirectedImage
        src={images.hero}
        alt={hero.imageAlt}
        preload
        sizes={`(min-width: 64rem) ${coverWidth(16 / 9, "92vh - 88px")}, ${coverWidth(16 / 9, "100vh - 64px")}`}
        art={{ src: images.heroPortrait, below: "md", sizes: coverWidth(9 / 16, "100vh - 64px") }}
        className="-z-10 object-cover object-[60%_center]"
      />
      <ImpressionMark className="end-3 top-3" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-navy via-navy/55 to-navy/5" />
      <div className="mx-auto w-full max-w-7xl px-5 pt-24 pb-14 text-white sm:px-8 lg:pb-20">
        <p className="text-xs font-semibold uppercase tracking-[0.28em] text-accent">
          {hero.eyebrow}
        </p>
        <h1
          id="hero-title"
          className="mt-4 max-w-3xl font-display text-5xl leading-[1.02] font-medium text-balance sm:text-7xl"
        >
          {hero.title}
        </h1>
        <p className="mt-6 max-w-xl text-base leading-relaxed text-white/90 sm:text-lg">
          {hero.description}
        </p>
        <div className="mt-9 flex flex-wrap gap-3">
          {/* Not prefetched: their pages' code would add a third to what a phone downloads here. */}
          <ButtonLink href={registerHref} prefetch={false}>
            {t("registerCta")}
          </ButtonLink>
          <ButtonLink href="/layout" variant="light" prefetch={false}>
            {t("exploreLayouts")}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
