import type { Metadata } from "next";
import { ImpressionMark } from "@/components/ui/impression-mark";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import type { Locale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { FacilityCard } from "@/components/site/facilities/facility-card";
import { FacilityIcon } from "@/components/site/media/facility-icon";
import { PageIntro } from "@/components/site/media/page-intro";
import { ArrowIcon } from "@/components/ui/icons";
import { facilitiesFrom, facilitiesMainImage } from "@/content/facilities";
import { Link } from "@/i18n/navigation";
import { siteContent } from "@/server/cms/read/content";
import { pageMetadata } from "@/server/seo/page-metadata";

interface PageProps {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const { meta, mainImageAlt } = await siteContent("facilities", locale);
  return pageMetadata({
    locale,
    path: "/facilities",
    ...meta,
    image: { src: facilitiesMainImage, alt: mainImageAlt },
  });
}

export default async function FacilitiesPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const facilities = facilitiesFrom(await siteContent("facilities", locale));
  const t = await getTranslations("Facilities");
  const pictured = facilities.items.flatMap((f) =>
    f.visual.kind === "image" ? [{ ...f, image: f.visual.image }] : [],
  );
  const services = facilities.items.flatMap((f) =>
    f.visual.kind === "icon" ? [{ ...f, icon: f.visual.icon }] : [],
  );
  return (
    <>
      <PageIntro eyebrow={facilities.eyebrow} title={facilities.title} intro={facilities.intro} />
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <div className="relative aspect-[16/10] overflow-hidden rounded-brand bg-navy sm:aspect-[16/9] lg:aspect-[21/9]">
          <ResponsiveImage
            src={facilitiesMainImage}
            alt={facilities.mainImageAlt}
            fill
            preload
            sizes="(min-width: 1280px) 1216px, 100vw"
            placeholder="blur"
            // Cropped from the top and left: the terrace and the airfield sit bottom right.
            className="object-cover object-right-bottom"
          />
          <ImpressionMark />
        </div>
      </div>
      <section
        aria-labelledby="amenities-title"
        className="mx-auto max-w-7xl px-5 py-16 sm:px-8 lg:py-24"
      >
        <h2 id="amenities-title" className="sr-only">
          {t("amenitiesTitle")}
        </h2>
        <div className="grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
          {pictured.map((facility, index) => (
            <FacilityCard
              key={facility.key}
              image={facility.image}
              name={facility.name}
              description={facility.description}
              index={index}
            />
          ))}
        </div>
      </section>
      <section aria-labelledby="services-title" className="bg-navy text-white">
        <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 lg:py-20">
          <div className="grid gap-6 lg:grid-cols-[1fr_2fr] lg:gap-16">
            <div>
              <h2 id="services-title" className="font-display text-4xl font-medium sm:text-5xl">
                {t("servicesTitle")}
              </h2>
              <p className="mt-4 leading-relaxed text-white/85">{t("servicesIntro")}</p>
            </div>
            <ul className="grid gap-px overflow-hidden rounded-brand bg-white/15 sm:grid-cols-2">
              {services.map((service) => (
                <li key={service.key} className="flex gap-5 bg-navy p-6 sm:p-8">
                  <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full border border-accent/60 text-accent">
                    <FacilityIcon name={service.icon} width={24} height={24} />
                  </span>
                  <div>
                    <h3 className="font-display text-2xl font-semibold">{service.name}</h3>
                    <p className="mt-2 text-[0.95rem] leading-relaxed text-white/85">
                      {service.description}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-5 py-12 sm:px-8">
        <Link
          href="/gallery"
          className="inline-flex items-center gap-2 text-sm font-semibold text-accent-text underline-offset-4 hover:underline"
        >
          {t("galleryLink")}
          <ArrowIcon width={16} height={16} className="rtl:rotate-180" />
        </Link>
      </div>
    </>
  );
}
