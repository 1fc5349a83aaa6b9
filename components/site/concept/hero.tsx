import { ImpressionMark } from "@/components/ui/impression-mark";
import { ArtDirectedImage } from "@/components/ui/art-directed-image";
import { UploadedArtDirectedImage } from "@/components/ui/uploaded-art-directed-image";
import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button-link";
import type { ConceptContent } from "@/content/concept/types";
import { images } from "@/content/images";
import type { HeroPictures } from "@/server/cms/hero/from-cms";

/** The width a picture of `aspect` takes to cover a full-width box `height` tall. */
const coverWidth = (aspect: number, height: string) =>
  `max(100vw, calc((${height}) * ${aspect.toFixed(3)}))`;

interface HeroProps {
  hero: ConceptContent["hero"];
  /** Where "Register interest" leads: the register page, or the form further down a landing page. */
  registerHref?: string;
  /** The marketing team's uploads (server/cms/read/hero.ts); without them, the artwork. */
  pictures?: HeroPictures;
}

// The box is the screen less the header, so the picture is as tall as it is: a wide cut covers
// it wider than the screen, a tall one on phones a little wider too. `sizes` says so.
const wideSizes = (aspect: number) =>
  `(min-width: 64rem) ${coverWidth(aspect, "92vh - 88px")}, ${coverWidth(aspect, "100vh - 64px")}`;
const tallSizes = (aspect: number) => coverWidth(aspect, "100vh - 64px");
const aspectOf = ({ upload }: HeroPictures["desktop"]) => upload.width / upload.height;

/** Where the "Artist's impression" mark shows: on each cut the editor left ticked. */
function markClass({ desktop, phone }: HeroPictures): string | null {
  if (desktop.artistImpression && phone.artistImpression) return "";
  if (desktop.artistImpression) return "max-md:hidden";
  if (phone.artistImpression) return "md:hidden";
  return null;
}

export async function Hero({ hero, registerHref = "/register", pictures }: HeroProps) {
  const t = await getTranslations("Concept");
  const mark = pictures ? markClass(pictures) : "";
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[calc(100svh-var(--spacing-header-mobile))] items-end overflow-hidden bg-navy lg:min-h-[calc(92svh-var(--spacing-header-desktop))]"
    >
      {/* The LCP element: preloaded, at high priority, one cut per screen. */}
      {pictures ? (
        <UploadedArtDirectedImage
          src={pictures.desktop.upload}
          alt={pictures.desktop.alt}
          preload
          sizes={wideSizes(aspectOf(pictures.desktop))}
          art={{
            src: pictures.phone.upload,
            below: "md",
            sizes: tallSizes(aspectOf(pictures.phone)),
          }}
          className="-z-10"
        />
      ) : (
        <ArtDirectedImage
          src={images.hero}
          alt={hero.imageAlt}
          preload
          sizes={wideSizes(16 / 9)}
          art={{ src: images.heroPortrait, below: "md", sizes: tallSizes(9 / 16) }}
          className="-z-10 object-cover object-[60%_center]"
        />
      )}
      {mark === null ? null : <ImpressionMark className={`end-3 top-3 ${mark}`} />}
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
