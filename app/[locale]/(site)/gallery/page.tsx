import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { GalleryController } from "@/components/site/gallery/gallery-controller";
import { GalleryGrid } from "@/components/site/gallery/gallery-grid";
import { toSlide } from "@/components/site/gallery/slides";
import { PageIntro } from "@/components/site/media/page-intro";
import { ArrowIcon } from "@/components/ui/icons";
import { Link } from "@/i18n/navigation";
import { siteGallery } from "@/server/cms/read/gallery";
import { CARD_SIZE, galleryCardPath } from "@/server/seo/cards/paths";
import { pageMetadata } from "@/server/seo/page-metadata";

interface PageProps {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const { meta, pictures } = await siteGallery(locale);
  const first = pictures[0];
  // An upload's card is drawn from the CMS's file; the artwork's is the picture itself.
  const image = first?.upload
    ? { url: galleryCardPath(first.slug, locale), ...CARD_SIZE, alt: first.alt }
    : first && { src: first.image, alt: first.alt };
  return pageMetadata({ locale, path: "/gallery", ...meta, image });
}

export default async function GalleryPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const gallery = await siteGallery(locale);
  const allImpressions = gallery.pictures.every((p) => p.artistImpression);
  const t = await getTranslations("Gallery");
  const tArtwork = await getTranslations("Artwork");
  const link =
    "inline-flex items-center gap-2 font-semibold text-accent-text underline-offset-4 hover:underline";
  return (
    <>
      <PageIntro eyebrow={gallery.eyebrow} title={gallery.title} intro={gallery.intro}>
        <div className="mt-7 flex flex-wrap gap-x-8 gap-y-3 text-sm">
          <Link href="/360view" className={link}>
            {t("panoramaLink")}
            <ArrowIcon width={16} height={16} className="rtl:rotate-180" />
          </Link>
          <Link href="/video-tour" className={link}>
            {t("videoLink")}
            <ArrowIcon width={16} height={16} className="rtl:rotate-180" />
          </Link>
        </div>
      </PageIntro>
      <GalleryGrid pictures={gallery.pictures} />
      <p className="mx-auto max-w-7xl px-5 pb-16 text-xs text-muted sm:px-8">
        {t(allImpressions ? "artistNote" : "markedNote")}
      </p>
      <GalleryController
        gridId="gallery-grid"
        slides={gallery.pictures.map(toSlide)}
        labels={{
          previous: t("lightbox.previous"),
          next: t("lightbox.next"),
          close: t("lightbox.close"),
          zoomIn: t("lightbox.zoomIn"),
          zoomOut: t("lightbox.zoomOut"),
          lightbox: t("lightbox.lightbox"),
          carousel: t("lightbox.carousel"),
          slide: t("lightbox.slide"),
          photoGallery: t("lightbox.photoGallery"),
          slideOf: t("lightbox.slideOf", { index: "{index}", total: "{total}" }),
          artistMark: tArtwork("mark"),
        }}
      />
    </>
  );
}
