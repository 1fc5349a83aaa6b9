import { ImpressionMark } from "@/components/ui/impression-mark";
import { getLocale, getTranslations } from "next-intl/server";
import type { GalleryPicture } from "@/content/gallery";
import { getPathname } from "@/i18n/navigation";
import { GalleryImage } from "./gallery-image";

/**
 * Column spans: a wide opener, then rows of two wide and three narrow on large screens. On two
 * columns the last picture spans both, so the fifteen after the opener leave no hole.
 */
function span(index: number, count: number): string {
  if (index === 0) return "sm:col-span-2 lg:col-span-6";
  const wide = (index - 1) % 5 < 2;
  const last = index === count - 1 && count % 2 === 0 ? " sm:col-span-2" : "";
  return `${wide ? "lg:col-span-3" : "lg:col-span-2"}${last}`;
}

const sizes = (index: number): string =>
  index === 0
    ? "(min-width: 1280px) 1216px, 100vw"
    : (index - 1) % 5 < 2
      ? "(min-width: 1280px) 600px, (min-width: 640px) 50vw, 100vw"
      : "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/**
 * The gallery as plain server HTML: every thumbnail links to the picture's own page (the address
 * to share, with its own social card), so it works before (or without) JavaScript; the lightbox
 * takes over those links once it is loaded.
 */
export async function GalleryGrid({ pictures }: { pictures: GalleryPicture[] }) {
  const [t, locale] = await Promise.all([getTranslations("Gallery"), getLocale()]);
  return (
    <ul
      id="gallery-grid"
      className="mx-auto grid max-w-7xl gap-5 px-5 pb-16 sm:grid-cols-2 sm:px-8 lg:grid-cols-6 lg:gap-6"
    >
      {pictures.map((picture, index) => (
        <li
          key={picture.slug}
          id={picture.slug}
          className={`scroll-mt-28 ${span(index, pictures.length)}`}
        >
          <figure className="group">
            <a
              href={getPathname({ locale, href: `/gallery/${picture.slug}` })}
              data-gallery-slug={picture.slug}
              aria-label={t("openImage", { caption: picture.caption })}
              className="relative block overflow-hidden rounded-brand bg-navy"
            >
              <GalleryImage
                picture={picture}
                sizes={sizes(index)}
                preload={index === 0}
                className={`w-full object-cover object-right-bottom transition duration-700 group-hover:scale-[1.03] ${
                  index === 0 ? "aspect-[16/9] lg:aspect-[21/9]" : "aspect-[4/3]"
                }`}
              />
              {picture.artistImpression ? <ImpressionMark /> : null}
            </a>
            <figcaption className="mt-3 text-sm leading-snug text-muted">
              {picture.caption}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
