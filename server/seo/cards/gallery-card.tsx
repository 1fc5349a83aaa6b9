import "server-only";
import type { Locale } from "next-intl";
import { ImageResponse } from "next/og";
import path from "node:path";
import sharp from "sharp";
import type { GalleryPicture } from "@/content/gallery";
import { navy } from "@/lib/theme/palette";
import { mediaDirectory } from "@/server/cms/media/settings";
import { cardFontFamily, cardFonts } from "./fonts";
import { cardMessages } from "./messages";
import { CARD_SIZE } from "./paths";
import { pictureFile } from "./picture-file";

/**
 * A gallery picture's social card, 1200×630 JPEG: the picture cropped to the card, with the
 * "Artist's impression" label the site lays over it, in the page's language (not on a photograph).
 * An uploaded picture is drawn from its file in the media directory.
 */
export async function galleryCard(picture: GalleryPicture, locale: Locale): Promise<Buffer> {
  const [crop, fonts] = await Promise.all([
    sharp(
      picture.upload
        ? path.join(path.resolve(mediaDirectory()), picture.upload.filename)
        : pictureFile(picture.image),
    )
      .resize({ ...CARD_SIZE, fit: "cover", position: "attention" })
      .jpeg({ quality: 90 })
      .toBuffer(),
    cardFonts(locale),
  ]);
  const response = new ImageResponse(
    <div
      style={{ display: "flex", width: "100%", height: "100%", fontFamily: cardFontFamily(locale) }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image */}
      <img
        src={`data:image/jpeg;base64,${crop.toString("base64")}`}
        width={CARD_SIZE.width}
        height={CARD_SIZE.height}
        alt=""
      />
      {picture.artistImpression ? (
        <div
          style={{
            position: "absolute",
            top: 24,
            right: 24,
            display: "flex",
            fontSize: 22,
            padding: "8px 16px",
            color: "#ffffff",
            background: `${navy}cc`,
            borderRadius: 999,
          }}
        >
          {cardMessages(locale).impression}
        </div>
      ) : null}
    </div>,
    { ...CARD_SIZE, fonts },
  );
  const png = Buffer.from(await response.arrayBuffer());
  return sharp(png).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}
