import type { GlobalConfig } from "payload";
import { contentAreas, type ContentAreaKey } from "../content/areas";
import { fieldsFromSample } from "../content/fields-from-sample";
import { editorsOnly } from "../access";
import { revalidateContent } from "../hooks/revalidate";
import { previewUrl } from "../preview/url";

/** The CMS global for one content area: drafts, versions, scheduled publishing and preview. */
export function contentGlobal(key: ContentAreaKey): GlobalConfig {
  const area = contentAreas[key];
  return {
    slug: key,
    dbName: `cms_${key}`,
    label: area.label,
    admin: { group: "Pages", preview: (_doc, { locale }) => previewUrl(key, locale) },
    access: {
      read: editorsOnly,
      update: editorsOnly,
      readVersions: editorsOnly,
    },
    versions: { max: 50, drafts: { autosave: false, schedulePublish: true } },
    hooks: { afterChange: [revalidateContent(key)] },
    fields: fieldsFromSample(area.seeded.en as unknown as Record<string, unknown>),
  };
}
