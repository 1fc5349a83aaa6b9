import "server-only";
import type { Locale } from "next-intl";
import type { ImageObject } from "schema-dts";
import type { GalleryPicture } from "@/content/gallery";
import { developerFacts } from "@/content/developer";
import { env } from "../env";
import { absoluteUrl } from "./page-metadata";
import { organizationId, type Node } from "./structured-data";

/** A gallery picture for search engines: the file, its caption, and that it is an impression. */
export function galleryImageJsonLd(picture: GalleryPicture, locale: Locale): Node<ImageObject> {
  const file = picture.upload ?? picture.image;
  return {
    "@type": "ImageObject",
    "@id": `${absoluteUrl("en", `/gallery/${picture.slug}`)}#image`,
    contentUrl: new URL(file.src, env.SITE_URL).toString(),
    url: absoluteUrl(locale, `/gallery/${picture.slug}`),
    name: picture.caption,
    caption: picture.caption,
    description: picture.alt,
    width: { "@type": "QuantitativeValue", value: file.width, unitCode: "E37" },
    height: { "@type": "QuantitativeValue", value: file.height, unitCode: "E37" },
    creator: { "@type": "Organization", "@id": organizationId(), name: developerFacts.company },
  };
}
