import path from "node:path";
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  ImageSize,
} from "payload";
import { APIError } from "payload";
import { editorsOnly } from "../access";
import { expireContent } from "../hooks/revalidate";
import { MEDIA_WIDTHS, mediaDirectory } from "../media/settings";

/**
 * Each width the pages ask for, as AVIF and as WebP (next/image picks by the browser's Accept),
 * made once when the picture is uploaded. Cropped around the editor's focal point.
 */
const renditions: ImageSize[] = MEDIA_WIDTHS.flatMap((width) =>
  (["avif", "webp"] as const).map((format) => ({
    name: `w${width}${format}`,
    width,
    withoutEnlargement: true,
    formatOptions: {
      format,
      options: format === "avif" ? { quality: 55, effort: 2 } : { quality: 78 },
    },
  })),
);

/** The file types a marketer may upload, and a plain answer for the one that is refused most. */
const imageTypes = ["image/jpeg", "image/png", "image/webp", "image/avif"];

const refuseScripts: CollectionBeforeOperationHook = ({ args, req }) => {
  const file = req.file;
  if (!file) return args;
  const head = file.data.subarray(0, 512).toString("utf8").toLowerCase();
  if (file.mimetype === "image/svg+xml" || /\.svg$/i.test(file.name) || head.includes("<svg"))
    throw new APIError(
      "SVG files can't be uploaded: they can carry scripts. Export the picture as JPEG, PNG or WebP.",
      400,
      undefined,
      true,
    );
  if (!imageTypes.includes(file.mimetype))
    throw new APIError("Upload a JPEG, PNG, WebP or AVIF picture.", 400, undefined, true);
  return args;
};

// A published gallery or hero shows a picture's alt text and mark, and serves its files: a
// change to the picture reaches their pages as a publish does.
const showingPictures = ["gallery", "hero"];
const expireShowing = async () => {
  for (const key of showingPictures) await expireContent(key);
};
const afterChange: CollectionAfterChangeHook = async ({ doc }) => {
  await expireShowing();
  return doc;
};
const afterDelete: CollectionAfterDeleteHook = async ({ doc }) => {
  await expireShowing();
  return doc;
};

/**
 * Renders and photographs for the site: the alt text in each language is required (a picture
 * without it is not shown in that language), and a picture stays marked "Artist's impression"
 * until the editor says it is a photograph of the real thing. A function: the media directory is
 * read when the configuration is made.
 */
export const mediaCollection = (): CollectionConfig => ({
  slug: "media",
  dbName: "cms_media",
  labels: { singular: "Picture", plural: "Pictures" },
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  upload: {
    staticDir: path.resolve(mediaDirectory()),
    mimeTypes: imageTypes,
    imageSizes: renditions,
    focalPoint: true,
    crop: true,
    adminThumbnail: "w640webp",
  },
  hooks: {
    beforeOperation: [refuseScripts],
    afterChange: [afterChange],
    afterDelete: [afterDelete],
  },
  fields: [
    {
      name: "alt",
      label: "Alt text (what the picture shows, for people who can't see it)",
      type: "text",
      localized: true,
      required: true,
      maxLength: 300,
    },
    {
      name: "artistImpression",
      label: "Artist's impression (untick only for a photograph of the real building)",
      type: "checkbox",
      defaultValue: true,
    },
  ],
});
