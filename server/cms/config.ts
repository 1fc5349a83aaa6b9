import path from "node:path";
import { buildConfig, type SanitizedConfig } from "payload";
import sharp from "sharp";
import { mediaCollection } from "./collections/media";
import { Promotions } from "./collections/promotions";
import { Staff } from "./collections/staff";
import { contentAreaKeys } from "./content/areas";
import { cmsDatabase } from "./database";
import { contentGlobal } from "./globals/content-global";
import { GalleryGlobal } from "./globals/gallery";
import { HeroGlobal } from "./globals/hero";
import { ParticularsGlobal } from "./globals/particulars";
import { siteSettingsGlobal } from "./globals/site-settings";
import { cmsLocalization } from "./locales";
import { MEDIA_MAX_BYTES } from "./media/settings";
import { noMail } from "./no-mail";

export interface CmsOptions {
  databaseUrl: string;
  /** Signs the CMS's own tokens (preview links); the desk's session secret. */
  secret: string;
}

/**
 * Payload CMS, mounted in this app at /cms (REST at /api/cms), on the site's database, signed in
 * with the desk's staff session. What the marketing team edits: server/cms/content/areas.ts.
 */
export function cmsConfig({ databaseUrl, secret }: CmsOptions): Promise<SanitizedConfig> {
  return buildConfig({
    routes: { admin: "/cms", api: "/api/cms" },
    serverURL: "",
    admin: {
      user: Staff.slug,
      // No picture from an outside service (Gravatar): the CMS loads nothing from elsewhere.
      avatar: "default",
      meta: { titleSuffix: " · SkyHaven CMS" },
      importMap: {
        baseDir: path.resolve("server/cms"),
        importMapFile: path.resolve("app/(payload)/cms/importMap.ts"),
      },
    },
    collections: [Staff, mediaCollection(), Promotions],
    globals: [
      ...contentAreaKeys.map(contentGlobal),
      HeroGlobal,
      GalleryGlobal,
      ParticularsGlobal,
      siteSettingsGlobal(),
    ],
    localization: cmsLocalization,
    secret,
    db: cmsDatabase(databaseUrl),
    sharp,
    // Larger files are refused before they are read to the end, with this answer.
    upload: {
      limits: { fileSize: MEDIA_MAX_BYTES },
      abortOnLimit: true,
      responseOnLimit: `The file is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB. Export it smaller (2,400 px wide is enough for the site) and upload it again.`,
    },
    telemetry: false,
    logger: { options: { level: process.env.LOG_LEVEL || "info" } },
    // A refused or mistaken request is the caller's business (a 4xx), not an error of ours.
    loggingLevels: {
      Forbidden: "info",
      Locked: "info",
      MissingFile: "info",
      NotFound: "info",
      ValidationError: "info",
      AuthenticationError: "info",
      FileUploadError: "info",
    },
    // The CMS sends no mail of its own: nobody signs in to it with a password (server/cms/auth).
    email: noMail,
    graphQL: { disable: true },
    typescript: { autoGenerate: false },
  });
}
