import { cpSync, existsSync, readdirSync } from "node:fs";
import { mediaDirectory } from "./settings";

/** Where a backup file's pictures go: beside it, `<file>.media/`. */
export const mediaBackupOf = (file: string) => `${file}.media`;

/**
 * Copies the CMS's uploaded pictures and their renditions beside a database backup. Uploads are
 * never changed in place (a new upload is a new file), so a copy taken while the site runs is
 * consistent with the database copy taken just before it. Returns how many files were copied.
 */
export function backupMedia(file: string, source = mediaDirectory()): number {
  if (!existsSync(source)) return 0;
  cpSync(source, mediaBackupOf(file), { recursive: true, force: true });
  return readdirSync(mediaBackupOf(file)).length;
}

/** Puts a backup's pictures back (adding to what is there: nothing uploaded is deleted). */
export function restoreMedia(file: string, target = mediaDirectory()): number {
  if (!existsSync(mediaBackupOf(file))) return 0;
  cpSync(mediaBackupOf(file), target, { recursive: true, force: true });
  return readdirSync(mediaBackupOf(file)).length;
}
