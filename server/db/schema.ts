import type { Generated } from "kysely";

export interface SalutationTable {
  id: number;
  code: string;
  label_en: string;
  label_zh: string;
  label_ms: string;
  sort_order: number;
  active: Generated<number>;
}

export interface RegistrationTable {
  id: string;
  created_at: string;
  salutation_id: number;
  full_name: string;
  contact_raw: string;
  contact_e164: string;
  email: string;
  email_normalized: string;
  address: string;
  channel: string;
  locale: string;
  consent_personal_data_at: string;
  consent_terms_at: string;
  consent_notice_version: string;
  consent_terms_version: string;
  consent_locale: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer: string | null;
  landing_page: string | null;
  source: "web" | "api" | "legacy";
  status: Generated<string>;
  duplicate_of: string | null;
  submission_key: string | null;
  /** Fingerprint of what a keyed post carried: the same key with another body is refused. */
  submission_hash: string | null;
  /** For a first registration: when this person last registered (itself or a repeat). */
  latest_at: string;
  /** For a first registration: how many repeats link to it. */
  repeat_count: Generated<number>;
  /** Set when the person's data was erased (on request or by the retention job). */
  erased_at: string | null;
}

/** A way of recognising a person (`tel:…`, `email:…`) and their first registration. */
export interface PersonKeyTable {
  key: string;
  first_id: string;
  first_at: string;
}

export interface RegistrationUnitTypeTable {
  registration_id: string;
  unit_type: string;
}

export interface OutboxTable {
  id: string;
  created_at: string;
  topic: "buyer_ack" | "sales_notify" | "lead_webhook";
  registration_id: string | null;
  payload: string;
  status: Generated<"pending" | "sent" | "failed">;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  /** Who holds the claim until `locked_until`: only they may mark the message sent, failed or released. */
  claim_token: string | null;
  last_error: string | null;
  sent_at: string | null;
}

export interface AuditLogTable {
  id: string;
  at: string;
  actor: string;
  action: string;
  entity: string;
  entity_id: string | null;
  details: string | null;
}

export interface LeadEventTable {
  id: string;
  registration_id: string;
  at: string;
  actor_id: string | null;
  actor_name: string;
  kind: "status" | "note" | "erased";
  from_status: string | null;
  to_status: string | null;
  note: string | null;
}

/** Owned by better-auth (server/auth); only read here for the admin CLI and staff pages. */
export interface StaffUserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  role: string | null;
  banned: boolean | number | null;
  banReason: string | null;
  banExpires: Date | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export interface StaffSessionTable {
  id: string;
  token: string;
  userId: string;
  expiresAt: Date | string;
  ipAddress: string | null;
  userAgent: string | null;
  impersonatedBy: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** rate-limiter-flexible's counters for sign-in (migration 009); written by the library only. */
export interface StaffSignInLimitTable {
  /** `<limiter prefix>:<email or address>` */
  key: string;
  points: number;
  /** Epoch milliseconds; PostgreSQL's bigint reads back as a string. */
  expire: number | string | null;
}

export interface Database {
  salutations: SalutationTable;
  registrations: RegistrationTable;
  registration_unit_types: RegistrationUnitTypeTable;
  person_keys: PersonKeyTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  lead_events: LeadEventTable;
  staff_users: StaffUserTable;
  staff_sessions: StaffSessionTable;
  staff_sign_in_limits: StaffSignInLimitTable;
}
