import { lexicalEditor } from "@payloadcms/richtext-lexical";
import path from "node:path";
import { buildConfig, type SanitizedConfig } from "payload";
import sharp from "sharp";
import { Media } from "./collections/media";
import { Staff } from "./collections/staff";
import { contentAreaKeys } from "./content/areas";
import { cmsDatabase } from "./database";
import { contentGlobal } from "./globals/content-global";
import { ParticularsGlobal } from "./globals/particulars";
import { cmsLocalization } from "./locales";
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
    collections: [Staff, Media],
    globals: [...contentAreaKeys.map(contentGlobal), ParticularsGlobal],
    localization: cmsLocalization,
    editor: lexicalEditor(),
    secret,
    db: cmsDatabase(databaseUrl),
    sharp,
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
