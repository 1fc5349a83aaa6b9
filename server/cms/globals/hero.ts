import type { GlobalConfig, UploadField } from "payload";
import { editorsOnly } from "../access";
import { revalidateContent } from "../hooks/revalidate";
import { previewUrl } from "../preview/url";

const picture = (name: "desktop" | "phone", label: string, crop: string): UploadField => ({
  name,
  label,
  type: "upload",
  relationTo: "media",
  admin: {
    width: "50%",
    description: `${crop} Shown in a language only where its alt text is written in that language.`,
  },
});

/**
 * The pictures behind the home page's and /landing's headline, a wide cut for computers and a
 * tall one for phones. Without an upload the generated artwork shows; with only one, it serves
 * both. Drafts, versions and scheduled publishing as the other pages have (the gallery's pattern).
 */
export const HeroGlobal: GlobalConfig = {
  slug: "hero",
  dbName: "cms_hero",
  label: "Home page hero pictures",
  admin: {
    group: "Pages",
    description:
      "The picture behind the home page's headline (also on /landing). Leave both empty to keep the artwork.",
    preview: (_doc, { locale }) => previewUrl("hero", locale),
  },
  access: { read: editorsOnly, update: editorsOnly, readVersions: editorsOnly },
  versions: { max: 50, drafts: { autosave: false, schedulePublish: true } },
  hooks: { afterChange: [revalidateContent("hero")] },
  fields: [
    {
      type: "row",
      fields: [
        picture(
          "desktop",
          "Desktop picture (wide)",
          "Wide: crop it to 16:9. Shown on tablets and computers.",
        ),
        picture("phone", "Phone picture (tall)", "Tall: crop it to 9:16. Shown on phones."),
      ],
    },
  ],
};
