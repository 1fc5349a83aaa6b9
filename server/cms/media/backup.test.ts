import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { backupMedia, mediaBackupOf, restoreMedia } from "./backup";

const dir = mkdtempSync(join(tmpdir(), "skyhaven-media-backup-"));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("keeps the uploaded pictures with the database backup and puts them back", () => {
  const media = join(dir, "media");
  mkdirSync(media, { recursive: true });
  writeFileSync(join(media, "lobby.jpg"), "jpeg bytes");
  writeFileSync(join(media, "lobby-640x427.webp"), "webp bytes");
  const file = join(dir, "backup.db");
  expect(backupMedia(file, media)).toBe(2);
  expect(readdirSync(mediaBackupOf(file)).sort()).toEqual(["lobby-640x427.webp", "lobby.jpg"]);

  const restored = join(dir, "restored");
  expect(restoreMedia(file, restored)).toBe(2);
  expect(readFileSync(join(restored, "lobby.jpg"), "utf8")).toBe("jpeg bytes");
  expect(backupMedia(join(dir, "other.db"), join(dir, "missing"))).toBe(0);
});
