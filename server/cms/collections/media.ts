import type { CollectionConfig } from "payload";

export const Media: CollectionConfig = {
  slug: "media",
  dbName: "cms_media",
  upload: {
    staticDir: "data/media",
    mimeTypes: ["image/jpeg", "image/png", "image/webp", "image/avif"],
  },
  fields: [{ name: "alt", type: "text", localized: true, required: true }],
};
