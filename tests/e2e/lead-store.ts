import Database from "better-sqlite3";

/** Reads what the e2e server stored (data/e2e.db, see playwright.config.ts), to prove a 201 is a row. */
export function storedRegistration(id: string) {
  const db = new Database("data/e2e.db", { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `select id, locale, source, status, duplicate_of, contact_e164, email_normalized, consent_notice_version, consent_locale,
                landing_page, utm_source, utm_campaign, unit_id,
                (select group_concat(unit_type) from registration_unit_types where registration_id = r.id) as unit_types
           from registrations r where id = ?`,
      )
      .get(id) as
      | {
          id: string;
          locale: string;
          source: string;
          status: string;
          duplicate_of: string | null;
          contact_e164: string;
          unit_types: string | null;
          unit_id: string | null;
          consent_locale: string;
          consent_notice_version: string;
        }
      | undefined;
  } finally {
    db.close();
  }
}

export function latestRegistrationByEmail(email: string) {
  const db = new Database("data/e2e.db", { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare("select id from registrations where email = ? order by created_at desc limit 1")
      .get(email) as { id: string } | undefined;
    return row ? storedRegistration(row.id) : undefined;
  } finally {
    db.close();
  }
}

/** A phone number and email no other test uses, so repeats and limits stay per test. */
export function uniqueBuyer() {
  const n = Math.floor(Math.random() * 9_000_000) + 1_000_000;
  return {
    contact: `012-${String(n).slice(0, 3)} ${String(n).slice(3)}`,
    email: `buyer${n}@example.com`,
  };
}

/** How many registrations carry this email: one post sent twice must still be one. */
export function registrationCountByEmail(email: string): number {
  const db = new Database("data/e2e.db", { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare("select count(*) as n from registrations where email = ?")
      .get(email) as {
      n: number;
    };
    return row.n;
  } finally {
    db.close();
  }
}
