import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { JsonLd } from "@/components/site/json-ld";
import { DirectionsLinks } from "@/components/site/location/directions-links";
import { InteractiveMap } from "@/components/site/location/interactive-map";
import { PoiList } from "@/components/site/location/poi-list";
import { SiteMap } from "@/components/site/location/site-map";
import { PageIntro } from "@/components/site/page-intro";
import { locationFacts } from "@/content/location";
import { siteContent } from "@/server/cms/read/content";
import { tileSource } from "@/server/maps/tile-source";
import { pageMetadata } from "@/server/seo/page-metadata";
import { placeJsonLd } from "@/server/seo/structured-data";

interface PageProps {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const { meta } = await siteContent("location", locale);
  return pageMetadata({ locale, path: "/location", ...meta });
}

export default async function LocationPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Location");
  const copy = await siteContent("location", locale);
  const tiles = tileSource();
  const markers = locationFacts.pointsOfInterest.map((poi, i) => ({
    ...poi.coordinates,
    label: copy.pointsOfInterest[poi.id]?.name ?? poi.id,
    number: i + 1,
  }));
  return (
    <>
      <JsonLd data={placeJsonLd(locale, copy.placeName)} />
      <PageIntro eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <div className="mx-auto grid max-w-7xl gap-12 px-5 pb-16 sm:px-8 lg:grid-cols-[7fr_5fr] lg:gap-16 lg:pb-24">
        <section aria-labelledby="site-map-title" className="flex flex-col gap-5">
          <h2 id="site-map-title" className="font-display text-3xl font-medium">
            {t("siteMapTitle")}
          </h2>
          <SiteMap facts={locationFacts} copy={copy} />
        </section>
        <div className="flex flex-col gap-12">
          <section aria-labelledby="address-title">
            <h2 id="address-title" className="font-display text-3xl font-medium">
              {t("addressTitle")}
            </h2>
            <address className="mt-4 text-lg leading-relaxed not-italic">
              {copy.addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            <h3 className="mt-6 text-xs font-semibold tracking-[0.2em] text-accent-text uppercase">
              {t("directionsTitle")}
            </h3>
            <DirectionsLinks className="mt-3" />
          </section>
          <section aria-labelledby="poi-title">
            <h2 id="poi-title" className="font-display text-3xl font-medium">
              {t("poiTitle")}
            </h2>
            <p className="mt-2 mb-5 text-sm text-muted">{t("poiIntro")}</p>
            <PoiList facts={locationFacts} copy={copy} />
          </section>
        </div>
      </div>
      <section
        aria-labelledby="interactive-title"
        className="mx-auto max-w-7xl px-5 pb-20 sm:px-8 lg:pb-28"
      >
        <h2 id="interactive-title" className="font-display text-3xl font-medium">
          {t("interactiveTitle")}
        </h2>
        <p className="mt-2 mb-6 text-muted">
          {t("interactiveIntro", { provider: tiles.provider })}
        </p>
        <InteractiveMap
          centre={locationFacts.coordinates}
          zoom={locationFacts.zoom}
          tiles={tiles}
          site={{ ...locationFacts.coordinates, label: copy.placeName }}
          markers={markers}
          labels={{ show: t("showInteractive"), loading: t("mapLoading"), failed: t("mapFailed") }}
          fallback={
            <>
              <address className="leading-relaxed not-italic">
                {copy.addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
              <DirectionsLinks className="mt-4" />
            </>
          }
        />
      </section>
    </>
  );
}
