import type { Metadata } from "next";
import { ImpressionMark } from "@/components/ui/impression-mark";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { NextIntlClientProvider, type Locale } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { PageIntro } from "@/components/site/media/page-intro";
import { PanoramaViewer } from "@/components/site/panorama/panorama-viewer";
import { ArrowIcon } from "@/components/ui/icons";
import { mediaImages, panoramaImage } from "@/content/images";
import { Link } from "@/i18n/navigation";
import { pageMetadata } from "@/server/seo/page-metadata";

interface PageProps {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Panorama" });
  return pageMetadata({
    locale,
    path: "/360view",
    title: t("metaTitle"),
    description: t("metaDescription"),
    image: { src: mediaImages.panoramaStill, alt: t("stillAlt") },
  });
}

export default async function PanoramaPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, messages] = await Promise.all([getTranslations("Panorama"), getMessages()]);
  const link =
    "inline-flex items-center gap-2 font-semibold text-accent-text underline-offset-4 hover:underline";
  return (
    <>
      <PageIntro eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")} />
      <div className="mx-auto max-w-7xl px-5 pb-10 sm:px-8">
        <NextIntlClientProvider messages={{ Panorama: messages.Panorama }}>
          <PanoramaViewer
            panorama={panoramaImage.src}
            still={
              <>
                <ResponsiveImage
                  src={mediaImages.panoramaStill}
                  alt={t("stillAlt")}
                  fill
                  preload
                  sizes="(min-width: 1280px) 1216px, 100vw"
                  placeholder="blur"
                  className="object-cover"
                />
                <ImpressionMark />
              </>
            }
          />
        </NextIntlClientProvider>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4 text-sm">
          <p className="text-muted">{t("artistNote")}</p>
          <div className="flex flex-wrap gap-x-8 gap-y-3">
            <a href={panoramaImage.src} className={link}>
              {t("fullImage")}
            </a>
            <Link href="/gallery" className={link}>
              {t("galleryLink")}
              <ArrowIcon width={16} height={16} className="rtl:rotate-180" />
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
