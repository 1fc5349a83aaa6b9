import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPayload, type Payload } from "payload";
import { afterEach, beforeEach } from "vitest";
import { cmsConfig } from "@/server/cms/config";
import { migrateCms } from "@/server/cms/migrate";

/**
 * For each test of a CMS suite: its own media folder (MEDIA_DIR, where uploads and renditions
 * go), removed after the test, and the CMS opened on the test's database, closed after it.
 */
export function cmsWithMedia(name: string) {
  let payload: Payload | undefined;
  let mediaDir = "";

  beforeEach(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), `skyhaven-${name}-`));
    process.env.MEDIA_DIR = mediaDir;
  });

  afterEach(async () => {
    await payload?.destroy();
    payload = undefined;
    delete process.env.MEDIA_DIR;
    await rm(mediaDir, { recursive: true, force: true });
  });

  return {
    /** The CMS on a migrated database. */
    async open(databaseUrl: string): Promise<Payload> {
      await migrateCms(databaseUrl);
      const config = await cmsConfig({
        databaseUrl,
        secret: "test-secret-test-secret-test-secret",
      });
      payload = await getPayload({ config, key: `${name}:${databaseUrl}` });
      return payload;
    },
    /** This test's media folder. */
    mediaDir: () => mediaDir,
  };
}
