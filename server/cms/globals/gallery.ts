import type { ArrayField, GlobalConfig } from "payload";
import { galleryEn } from "@/content/gallery/en";
import { gallerySlugs } from "@/content/gallery/slugs";
import { editorsOnly } from "../access";
import { fieldsFromSample } from "../content/fields-from-sample";
import { revalidateContent } from "../hooks/revalidate";
import { previewUrl } from "../preview/url";

/** Each of the gallery's pictures exactly once: a slug is a page (/gallery/<slug>) shared as a link. */
const everyPictureOnce: ArrayField["validate"] = (rows) => {
  // The admin's form may hold only the row count; the rows are checked when they are saved.
  if (!Array.isArray(rows)) return true;
  const slugs = rows.map((row) => (row as { slug?: unknown }).slug);
  const missing = gallerySlugs.filter((slug) => !slugs.includes(slug));
  const twice = slugs.filter((slug, i) => slugs.indexOf(slug) !== i);
  if (missing.length) return `Every picture stays in the gallery; missing: ${missing.join(", ")}.`;
  if (twice.length) return `Each picture appears once; twice: ${twice.join(", ")}.`;
  return true;
};

/**
 * The gallery page (/gallery, each /gallery/<slug>, the lightbox and the social cards): its
 * heading per language, and its pictures in display order. A picture without an upload shows
 * the generated artwork; with one, the upload, its alt text in each language and its mark.
 * Drafts, versions and scheduled publishing as the other pages have.
 */
export const GalleryGlobal: GlobalConfig = {
  slug: "gallery",
  dbName: "cms_gallery",
  label: "Gallery",
  admin: { group: "Pages", preview: (_doc, { locale }) => previewUrl("gallery", locale) },
  access: { read: editorsOnly, update: editorsOnly, readVersions: editorsOnly },
  versions: { max: 50, drafts: { autosave: false, schedulePublish: true } },
  hooks: { afterChange: [revalidateContent("gallery")] },
  fields: [
    ...fieldsFromSample({
      meta: galleryEn.meta,
      eyebrow: galleryEn.eyebrow,
      title: galleryEn.title,
      intro: galleryEn.intro,
    }),
    {
      name: "pictures",
      type: "array",
      label: "Pictures (drag to reorder)",
      minRows: gallerySlugs.length,
      maxRows: gallerySlugs.length,
      validate: everyPictureOnce,
      admin: {
        description:
          "In the order the gallery shows them. Upload a picture to replace the artwork; leave it empty to keep the artwork.",
      },
      fields: [
        {
          type: "row",
          fields: [
            {
              name: "slug",
              label: "Page address (/gallery/…)",
              type: "select",
              required: true,
              options: [...gallerySlugs],
              // Shared links point at it: fixed once published.
              admin: { readOnly: true, width: "30%" },
            },
            {
              name: "picture",
              type: "upload",
              relationTo: "media",
              admin: {
                width: "70%",
                description:
                  "Shown in a language only where its alt text is written in that language.",
              },
            },
          ],
        },
        { name: "caption", type: "text", localized: true, maxLength: 160 },
      ],
    },
  ],
};
