import type { Metadata } from "next";
import { getImageProps } from "next/image";
import { ImpressionMark } from "@/components/ui/impression-mark";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { NextIntlClientProvider, type Locale } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { JsonLd } from "@/components/site/json-ld";
import { PageIntro } from "@/components/site/media/page-intro";
import { VideoTourPlayer } from "@/components/site/video-tour/video-tour-player";
import { mediaImages } from "@/content/images";
import { getVideoTour, tourVideo } from "@/content/video-tour";
import { tourDuration } from "@/content/video-tour/shots";
import { localeInfo } from "@/i18n/locales";
import { routing } from "@/i18n/routing";
import { pageMetadata } from "@/server/seo/page-metadata";
import { videoTourJsonLd } from "@/server/seo/video-data";

interface PageProps {
  params: Promise<{ locale: Locale }>;
}

const poster = mediaImages.arrival;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const { meta, posterAlt } = getVideoTour(locale);
  return pageMetadata({
    locale,
    path: "/video-tour",
    ...meta,
    image: { src: poster, alt: posterAlt },
  });
}

export default async function VideoTourPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const tour = getVideoTour(locale);
  const [t, messages] = await Promise.all([getTranslations("VideoTour"), getMessages()]);
  const posterUrl = getImageProps({ src: poster, alt: "", width: 1280 }).props.src;
  // The page's language first (and on by default), then the others for anyone who prefers them.
  const tracks = [locale, ...routing.locales.filter((l) => l !== locale)].map((l) => ({
    src: tourVideo.captions(l),
    srcLang: localeInfo[l].tag,
    label: localeInfo[l].name,
    default: l === locale,
  }));
  return (
    <>
      <JsonLd data={videoTourJsonLd(locale, poster)} />
      <PageIntro eyebrow={tour.eyebrow} title={tour.title} intro={tour.intro} />
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <NextIntlClientProvider messages={{ VideoTour: messages.VideoTour }}>
          <VideoTourPlayer
            poster={
              <ResponsiveImage
                src={poster}
                alt={tour.posterAlt}
                fill
                preload
                sizes="(min-width: 1280px) 1216px, 100vw"
                placeholder="blur"
                className="object-cover"
              />
            }
            mark={<ImpressionMark className="end-3 top-3" />}
            posterUrl={posterUrl}
            mp4={tourVideo.mp4}
            webm={tourVideo.webm}
            tracks={tracks}
            seconds={tourDuration}
          />
        </NextIntlClientProvider>
      </div>
      <section
        aria-labelledby="transcript-title"
        className="mx-auto grid max-w-7xl gap-8 px-5 py-16 sm:px-8 lg:grid-cols-[1fr_2fr] lg:gap-16 lg:py-20"
      >
        <div>
          <h2 id="transcript-title" className="font-display text-3xl font-medium sm:text-4xl">
            {t("transcriptTitle")}
          </h2>
          <p className="mt-4 leading-relaxed text-muted">{tour.description}</p>
          <a
            href={tourVideo.mp4}
            download
            className="mt-6 inline-flex text-sm font-semibold text-accent-text underline-offset-4 hover:underline"
          >
            {t("download")}
          </a>
        </div>
        <ol className="divide-y divide-line border-y border-line">
          {tour.cues.map((cue) => (
            <li key={cue.start} className="flex gap-6 py-4">
              <span className="w-12 shrink-0 font-display text-lg text-accent-text lining-nums tabular-nums">
                0:{String(Math.floor(cue.start)).padStart(2, "0")}
              </span>
              <span className="leading-relaxed">{cue.text}</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
