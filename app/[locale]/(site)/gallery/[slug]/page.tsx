import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { JsonLd } from "@/components/site/json-ld";
import { PicturePager } from "@/components/site/gallery/picture-pager";
import { GalleryImage } from "@/components/site/gallery/gallery-image";
import { ImpressionMark } from "@/components/ui/impression-mark";
import { galleryItems } from "@/content/gallery";
import { siteGallery } from "@/server/cms/read/gallery";
import { breadcrumbJsonLd } from "@/server/seo/breadcrumbs";
import { CARD_SIZE, galleryCardPath } from "@/server/seo/cards/paths";
import { galleryImageJsonLd } from "@/server/seo/image-data";
import { pageMetadata } from "@/server/seo/page-metadata";
import { Breadcrumb } from "@/components/site/breadcrumb";

interface PageProps {
  params: Promise<{ locale: Locale; slug: string }>;
}

export function generateStaticParams() {
  return galleryItems.map(({ slug }) => ({ slug }));
}

/** Search results cut titles beyond this. */
const TITLE_MAX = 60;

// Only the gallery's pictures exist; anything else is the localized 404.
export const dynamicParams = false;

async function pictureAt(locale: Locale, slug: string) {
  const { pictures } = await siteGallery(locale);
  const index = pictures.findIndex((p) => p.slug === slug);
  const picture = pictures[index];
  return picture
    ? {
        picture,
        index,
        total: pictures.length,
        previous: pictures[index - 1],
        next: pictures[index + 1],
      }
    : undefined;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, slug } = await params;
  const found = await pictureAt(locale, slug);
  if (!found) return {};
  const { picture } = found;
  // A caption's closing "(types D1–D9)" says nothing a search result needs.
  const title = picture.caption.replace(/\s*[(（][^)）]*[)）]$/, "");
  const t = await getTranslations({ locale, namespace: "Metadata" });
  const withSite = t("titleTemplate", { title });
  return pageMetadata({
    locale,
    path: `/gallery/${slug}`,
    title,
    titleAbsolute: [...withSite].length > TITLE_MAX,
    description: picture.alt,
    image: { url: galleryCardPath(slug, locale), ...CARD_SIZE, alt: picture.alt },
  });
}

/** One gallery picture on its own page: the link to share it, with its own social card. */
export default async function GalleryPicturePage({ params }: PageProps) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const found = await pictureAt(locale, slug);
  if (!found) notFound();
  const { picture, index, total, previous, next } = found;
  const t = await getTranslations("Gallery");
  return (
    <div className="mx-auto max-w-7xl px-5 py-10 sm:px-8 lg:py-16">
      <JsonLd
        data={{
          "@graph": [
            galleryImageJsonLd(picture, locale),
            breadcrumbJsonLd(locale, [
              { name: t("picture.gallery"), path: "/gallery" },
              { name: picture.caption, path: `/gallery/${slug}` },
            ]),
          ],
        }}
      />
      <Breadcrumb
        label={t("picture.breadcrumb")}
        parent={{ href: "/gallery", name: t("picture.gallery") }}
        current={picture.caption}
      />
      <figure className="mt-6">
        <div className="relative overflow-hidden rounded-brand bg-navy">
          <GalleryImage
            picture={picture}
            sizes="(min-width: 1280px) 1216px, 100vw"
            preload
            className="h-auto w-full"
          />
          {picture.artistImpression ? <ImpressionMark className="end-3 top-3" /> : null}
        </div>
        <figcaption className="mt-5 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
          <h1 className="font-display text-3xl font-medium text-balance sm:text-4xl">
            {picture.caption}
          </h1>
          <span className="text-sm text-muted tabular-nums">
            {t("picture.pictureOf", { index: index + 1, total })}
          </span>
        </figcaption>
      </figure>
      {picture.artistImpression ? (
        <p className="mt-3 text-xs text-muted">{t("artistNote")}</p>
      ) : null}
      <div className="mt-12">
        <PicturePager previous={previous} next={next} />
      </div>
    </div>
  );
}
