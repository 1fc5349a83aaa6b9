import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";

/** A surname no other run used (letters only, as the form accepts), to find this test's buyers. */
export const family = () =>
  [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join("");

/** Today in Malaysia (UTC+8), as the audit log's day filter reads it. */
export const malaysiaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** Moves a lead's registration back in time, as if the buyer had registered `hours` ago. */
export function ageLead(id: string, hours: number): void {
  const db = new Database("data/e2e.db", { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    const at = new Date(Date.now() - hours * 3_600_000).toISOString();
    db.prepare("update registrations set created_at = ?, latest_at = ? where id = ?").run(
      at,
      at,
      id,
    );
  } finally {
    db.close();
  }
}

export const pageOverflow = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
