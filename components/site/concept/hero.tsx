import { ImpressionMark } from "@/components/ui/impression-mark";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button-link";
import type { ConceptContent } from "@/content/concept/types";
import { images } from "@/content/images";

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
      <ResponsiveImage
        src={images.hero}
        alt={hero.imageAlt}
        fill
        preload
        fetchPriority="high"
        sizes="100vw"
        placeholder="blur"
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
