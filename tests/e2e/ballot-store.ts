import Database from "better-sqlite3";

// The e2e server's database (data/e2e.db, see playwright.config.ts). It outlives runs, and the
// launch has one ballot: a run draws it, so each run starts and ends with it open and empty.

function open(readonly: boolean) {
  const db = new Database("data/e2e.db", { readonly, fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  return db;
}

/** The ballot back to open with no entries, shortlists or result mails. */
export function resetBallot(): void {
  const db = open(false);
  try {
    db.transaction(() => {
      db.prepare("delete from ballot_shortlist").run();
      db.prepare("delete from ballot_entries").run();
      db.prepare("delete from outbox where topic = 'ballot_result'").run();
      db.prepare(
        `update ballot set status = 'open', entries = null, entries_hash = null, seed = null,
           seed_hash = null, committed_at = null, committed_by = null, drawn_at = null,
           drawn_by = null, updated_at = ? where id = 'launch'`,
      ).run(new Date().toISOString());
    })();
  } finally {
    db.close();
  }
}

/** The id of the latest registration with this email. */
export function leadIdByEmail(email: string): string {
  const db = open(true);
  try {
    const row = db
      .prepare("select id from registrations where email = ? order by created_at desc limit 1")
      .get(email) as { id: string } | undefined;
    if (!row) throw new Error(`no registration for ${email}`);
    return row.id;
  } finally {
    db.close();
  }
}

/** The ballot_result mails the draw queued, with their reference and language. */
export function resultMails(): { reference: string; locale: string }[] {
  const db = open(true);
  try {
    const rows = db.prepare("select payload from outbox where topic = 'ballot_result'").all() as {
      payload: string;
    }[];
    return rows.map((row) => JSON.parse(row.payload) as { reference: string; locale: string });
  } finally {
    db.close();
  }
}

/** The unit type with the most available units, and how many. */
export function roomiestType(): { type: string; available: number } {
  const db = open(true);
  try {
    const row = db
      .prepare(
        `select type_code as type, count(*) as available from units where status = 'available'
          group by type_code order by available desc, type_code limit 1`,
      )
      .get() as { type: string; available: number } | undefined;
    if (!row) throw new Error("no available units");
    return row;
  } finally {
    db.close();
  }
}
