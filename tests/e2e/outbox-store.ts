import Database from "better-sqlite3";

// The e2e server's database (data/e2e.db, see playwright.config.ts). It has no SMTP_URL, so its
// messages wait unsent; a test makes one give up as the worker would after its last attempt.

function open(readonly: boolean) {
  const db = new Database("data/e2e.db", { readonly, fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  return db;
}

/** Marks the buyer's acknowledgement of a registration as given up, with an SMTP error naming them. */
export function giveUpAcknowledgement(registrationId: string, email: string): void {
  const db = open(false);
  try {
    const now = Date.now();
    db.prepare(
      `update outbox set status = 'failed', attempts = 12, failed_at = ?, next_attempt_at = ?,
              locked_until = null, claim_token = null, last_error = ?
        where registration_id = ? and topic = 'buyer_ack'`,
    ).run(
      new Date(now).toISOString(),
      new Date(now + 6 * 3_600_000).toISOString(),
      // As an older row might hold it, from before errors were redacted when stored.
      `550 5.1.1 <${email}>: Recipient address rejected`,
      registrationId,
    );
  } finally {
    db.close();
  }
}

export function storedAcknowledgement(registrationId: string) {
  const db = open(true);
  try {
    return db
      .prepare(
        `select id, status, attempts, earlier_attempts, locked_until, failed_at from outbox
          where registration_id = ? and topic = 'buyer_ack'`,
      )
      .get(registrationId) as
      | {
          id: string;
          status: string;
          attempts: number;
          earlier_attempts: number;
          locked_until: string | null;
          failed_at: string | null;
        }
      | undefined;
  } finally {
    db.close();
  }
}

export function auditEntries(action: string, entityId: string) {
  const db = open(true);
  try {
    return db
      .prepare("select actor, details from audit_log where action = ? and entity_id = ?")
      .all(action, entityId) as { actor: string; details: string | null }[];
  } finally {
    db.close();
  }
}
