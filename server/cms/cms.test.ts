import { getPayload, type Payload } from "payload";
import { afterEach, expect, it } from "vitest";
import { conceptEn } from "@/content/concept/en";
import { conceptMs } from "@/content/concept/ms";
import { conceptZh } from "@/content/concept/zh";
import { forEachDatabase } from "@/tests/support/databases";
import { cmsConfig } from "./config";
import { withPublished } from "./content/cms-shape";
import { runDueCmsJobs } from "./jobs/run-due";
import { migrateCms } from "./migrate";

// The CMS on the site's own database: migrated and seeded by `npm run db:migrate`, drafts kept
// apart from what is published, one language changed without touching the others.
let payload: Payload | undefined;

afterEach(async () => {
  await payload?.destroy();
  payload = undefined;
});

async function openCms(databaseUrl: string): Promise<Payload> {
  await migrateCms(databaseUrl);
  const config = await cmsConfig({ databaseUrl, secret: "test-secret-test-secret-test-secret" });
  payload = await getPayload({ config, key: `test:${databaseUrl}` });
  return payload;
}

const published = (cms: Payload, locale: "en" | "zh" | "ms") =>
  cms.findGlobal({ slug: "concept", locale, fallbackLocale: false, draft: false });

forEachDatabase((current) => {
  it("is seeded with today's content in every language, once", async () => {
    const cms = await openCms(current().url);
    expect((await published(cms, "en")).hero.title).toBe(conceptEn.hero.title);
    expect((await published(cms, "zh")).hero.title).toBe(conceptZh.hero.title);
    const ms = await published(cms, "ms");
    expect(withPublished(conceptMs, ms)).toEqual(conceptMs);
    const versions = (await cms.findGlobalVersions({ slug: "concept", limit: 0 })).totalDocs;
    await migrateCms(current().url);
    expect((await cms.findGlobalVersions({ slug: "concept", limit: 0 })).totalDocs).toBe(versions);
  }, 60_000);

  it("keeps a draft off the site and publishes one language alone", async () => {
    const cms = await openCms(current().url);
    const draftTitle = "草稿：尚未发布的标题";
    await cms.updateGlobal({
      slug: "concept",
      locale: "zh",
      draft: true,
      data: { hero: { ...(await published(cms, "zh")).hero, title: draftTitle } },
    });
    expect((await published(cms, "zh")).hero.title).toBe(conceptZh.hero.title);
    const draft = await cms.findGlobal({ slug: "concept", locale: "zh", draft: true });
    expect(draft.hero.title).toBe(draftTitle);

    const title = "机场旁的宁静居所";
    await cms.updateGlobal({
      slug: "concept",
      locale: "zh",
      data: { hero: { ...draft.hero, title }, _status: "published" },
    });
    expect((await published(cms, "zh")).hero.title).toBe(title);
    expect((await published(cms, "en")).hero.title).toBe(conceptEn.hero.title);
    expect((await published(cms, "ms")).hero.title).toBe(conceptMs.hero.title);
    expect(withPublished(conceptZh, await published(cms, "zh")).hero.title).toBe(title);
  }, 60_000);
});

forEachDatabase((current) => {
  const publishedVersions = async (cms: Payload) =>
    (
      await cms.findGlobalVersions({
        slug: "concept",
        where: { "version._status": { equals: "published" } },
        limit: 0,
      })
    ).totalDocs;

  it("publishes a scheduled draft when it is due, as the editor who scheduled it, once", async () => {
    const cms = await openCms(current().url);
    const editor = await cms.create({
      collection: "staff",
      data: {
        id: "staff-marketing-1",
        name: "Mei Ling",
        email: "mei@skyhaven.example",
        role: "marketing",
      },
    });
    const title = "预定发布：机场旁的新标题";
    const draft = await cms.findGlobal({ slug: "concept", locale: "zh", draft: true });
    await cms.updateGlobal({
      slug: "concept",
      locale: "zh",
      draft: true,
      data: { hero: { ...draft.hero, title } },
    });
    const schedule = (waitUntil: Date) =>
      cms.jobs.queue({
        task: "schedulePublish",
        waitUntil,
        input: {
          type: "publish",
          global: "concept",
          locale: "zh",
          user: { relationTo: "staff", value: editor.id },
        },
      });
    await schedule(new Date(Date.now() + 3_600_000));
    expect(await runDueCmsJobs(cms)).toBe(0);
    expect((await published(cms, "zh")).hero.title).toBe(conceptZh.hero.title);

    const publishedBefore = await publishedVersions(cms);
    await schedule(new Date(Date.now() - 1000));
    expect(await runDueCmsJobs(cms)).toBe(1);
    expect((await published(cms, "zh")).hero.title).toBe(title);
    expect((await published(cms, "en")).hero.title).toBe(conceptEn.hero.title);
    expect(await publishedVersions(cms)).toBe(publishedBefore + 1);
    expect(await runDueCmsJobs(cms)).toBe(0);
  }, 60_000);
});
