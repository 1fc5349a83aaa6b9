import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  openSync,
  renameSync,
  rmSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import SQLite from "better-sqlite3";

export interface BackupReport {
  file: string;
  registrations: number;
  bytes: number;
}

/** Opens a copy read-only and checks it page by page; throws with SQLite's findings if damaged. */
export function checkCopy(file: string): BackupReport {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const copy = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const findings = copy.pragma("integrity_check", { simple: false }) as {
      integrity_check: string;
    }[];
    const problems = findings.map((row) => row.integrity_check).filter((line) => line !== "ok");
    if (problems.length) throw new Error(`${file} is damaged: ${problems.slice(0, 5).join("; ")}`);
    const { n } = copy.prepare("select count(*) as n from registrations").get() as { n: number };
    const { size } = copy
      .prepare("select page_count * page_size as size from pragma_page_count(), pragma_page_size()")
      .get() as { size: number };
    return { file, registrations: n, bytes: size };
  } finally {
    copy.close();
  }
}

/**
 * A consistent copy of a live SQLite database, taken with SQLite's online backup while the site
 * keeps writing (a file copy of a WAL database is not a backup: it can miss or tear the last
 * commits). The copy is the owner's alone and is checked before this resolves.
 */
export async function backupSqlite(databasePath: string, file: string): Promise<BackupReport> {
  const source = new SQLite(databasePath, { fileMustExist: true });
  const partial = join(dirname(file), `.${basename(file)}.partial`);
  try {
    source.pragma("busy_timeout = 5000");
    closeSync(openSync(partial, "w", 0o600));
    await source.backup(partial);
  } finally {
    source.close();
  }
  const report = checkCopy(partial);
  renameSync(partial, file);
  return { ...report, file };
}

/**
 * Puts a checked backup in place of the database of a stopped site. A site still running keeps
 * its -wal and -shm files open beside the database; then nothing is touched.
 */
export function restoreSqlite(file: string, databasePath: string): BackupReport {
  const report = checkCopy(file);
  for (const suffix of ["-wal", "-shm"]) {
    if (existsSync(`${databasePath}${suffix}`)) {
      throw new Error(
        `${databasePath}${suffix} exists: stop the site (and the worker) before restoring. ` +
          "If it crashed, start and stop it once so SQLite can finish its last commits.",
      );
    }
  }
  const incoming = join(dirname(databasePath), `.${basename(databasePath)}.restoring`);
  copyFileSync(file, incoming);
  chmodSync(incoming, 0o600);
  // On disk before it replaces anything: a power cut leaves the old database or the new one.
  const fd = openSync(incoming, "r");
  fsyncSync(fd);
  closeSync(fd);
  rmSync(`${databasePath}-journal`, { force: true });
  renameSync(incoming, databasePath);
  return { ...report, file: databasePath };
}
