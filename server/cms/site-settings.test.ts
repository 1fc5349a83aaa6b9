import { getPayload, type Payload } from "payload";
import { afterEach, expect, it, vi } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { resolveSiteSettings, type CmsSiteSettings } from "../site-settings/resolve";
import { cmsConfig } from "./config";
import { migrateCms } from "./migrate";

// The environment is read once per process; here each test's stubbed one.
vi.mock("@/server/env-schema", async (original) => {
  const actual = await original<typeof import("@/server/env-schema")>();
  return { ...actual, readEnv: () => actual.parseEnv(process.env) };
});

// The site settings a marketer changes in the CMS: saved on the site's database, validated where
// they are typed, and what the site then uses.
let payload: Payload | undefined;

afterEach(async () => {
  vi.unstubAllEnvs();
  await payload?.destroy();
  payload = undefined;
});

async function openCms(databaseUrl: string): Promise<Payload> {
  await migrateCms(databaseUrl);
  const config = await cmsConfig({ databaseUrl, secret: "test-secret-test-secret-test-secret" });
  payload = await getPayload({ config, key: `settings:${databaseUrl}` });
  return payload;
}

const env = { CONTACT_EMAIL: "sales@skyhaven.my", META_PIXEL_ID: "1234567890" };

forEachDatabase((current) => {
  it("starts empty (the environment's apply) and keeps what the marketing team saves", async () => {
    const cms = await openCms(current().url);
    const empty = (await cms.findGlobal({ slug: "site-settings" })) as CmsSiteSettings;
    expect(resolveSiteSettings(empty, env).contact.email).toBe("sales@skyhaven.my");

    await cms.updateGlobal({
      slug: "site-settings",
      data: {
        contact: { phone: "+60312345678", galleryAddress: "Lot 9, Jalan KLIA 3\n64000 Sepang" },
        tracking: { ga4MeasurementId: "G-LAUNCH2026", metaPixelId: "1234567890" },
      },
    });
    const saved = (await cms.findGlobal({ slug: "site-settings" })) as CmsSiteSettings;
    const settings = resolveSiteSettings(saved, env);
    expect(settings.contact.phone).toBe("+60312345678");
    expect(settings.contact.galleryAddress).toEqual(["Lot 9, Jalan KLIA 3", "64000 Sepang"]);
    expect(settings.tracking).toMatchObject({ ga4: "G-LAUNCH2026", metaPixelId: "1234567890" });
    // Each save is a version the history can restore.
    expect((await cms.findGlobalVersions({ slug: "site-settings" })).totalDocs).toBe(1);
  }, 60_000);

  it("refuses a malformed number or id with a message, and keeps what was saved", async () => {
    const cms = await openCms(current().url);
    await cms.updateGlobal({ slug: "site-settings", data: { contact: { phone: "+60312345678" } } });
    for (const data of [
      { contact: { phone: "03-1234 5678" } },
      { contact: { galleryAddress: "only one line" } },
      { tracking: { ga4MeasurementId: "UA-1234-1" } },
      { tracking: { googleAdsId: "123456789" } },
    ]) {
      await expect(
        cms.updateGlobal({ slug: "site-settings", data }),
        JSON.stringify(data),
      ).rejects.toThrow(/invalid|international form|two lines|looks like/i);
    }
    const saved = (await cms.findGlobal({ slug: "site-settings" })) as CmsSiteSettings;
    expect(saved.contact?.phone).toBe("+60312345678");
  }, 60_000);

  it("refuses a pixel other than the one the server's conversions go to", async () => {
    vi.stubEnv("META_PIXEL_ID", "1234567890");
    vi.stubEnv("META_CAPI_TOKEN", "capi-token-0123456789");
    const cms = await openCms(current().url);
    await expect(
      cms.updateGlobal({
        slug: "site-settings",
        data: { tracking: { metaPixelId: "9876543210" } },
      }),
    ).rejects.toThrow(/invalid/i);
    await cms.updateGlobal({
      slug: "site-settings",
      data: { tracking: { metaPixelId: "1234567890" } },
    });
  }, 60_000);
});
