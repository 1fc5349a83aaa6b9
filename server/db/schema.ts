import type { Generated } from "kysely";
import type { RegistrationSource } from "@/lib/leads/sources";

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
  source: RegistrationSource;
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
  /** For a first registration: the staff member who works the lead; null while unassigned. */
  owner_id: string | null;
  /** For a first registration: the repeat that last reopened the closed lead, and its status then. */
  reopened_by: string | null;
  reopened_from: string | null;
  /** For a first registration: the next follow-up, a day in Malaysia time (`2026-11-25`). */
  follow_up_on: string | null;
  /** Agent referrals (source `agent`): the agent's name or code. */
  agent: string | null;
  /** Registrations typed in at the desk: the staff member who entered it. */
  entered_by: string | null;
  /** For a first registration marked Lost: why (lib/leads/lost-reasons.ts); null otherwise. */
  lost_reason: string | null;
  /** Registered by a co-broke agent: the agent's account (`staff_users.id`). */
  agent_id: string | null;
  /** Click ids of the visit (Google, Meta) and Meta's browser cookies (advertising consented). */
  gclid: Generated<string | null>;
  gbraid: Generated<string | null>;
  wbraid: Generated<string | null>;
  fbclid: Generated<string | null>;
  fbp: Generated<string | null>;
  fbc: Generated<string | null>;
  /** The cookie banner's choice sent with the registration: 1 yes, 0 no, null none made. */
  consent_analytics: Generated<number | null>;
  consent_advertising: Generated<number | null>;
  consent_choice_version: Generated<string | null>;
  consent_choice_at: Generated<string | null>;
  /** The browser's registration event id, repeated by the server-side conversion. */
  event_id: Generated<string | null>;
  /** The unit registered for from its page, `A-12-03` (migration 032); null for types only. */
  unit_id: Generated<string | null>;
  /** Source `meta_lead_ads`: Meta's `leadgen_id` of the lead form's lead (migration 033). */
  meta_lead_id: Generated<string | null>;
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
  topic:
    | "buyer_ack"
    | "sales_notify"
    | "lead_webhook"
    | "lead_alert"
    | "booking_confirm"
    | "booking_reminder"
    | "ballot_result"
    | "meta_conversion"
    | "google_conversion";
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
  /** When the message gave up after its last attempt (status failed); cleared by a retry. */
  failed_at: string | null;
  /** Attempts spent before the latest retry by staff, which starts `attempts` again from 0. */
  earlier_attempts: Generated<number>;
  /** Unique when set: a conversion is queued once per lead, stage and platform. */
  dedupe_key: Generated<string | null>;
}

/** What a campaign cost in a month, in sen; '' stands for a UTM field not given. */
export interface CampaignSpendTable {
  month: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  amount_sen: number | string;
  updated_at: string;
  updated_by: string;
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
  kind: LeadEventKind;
  from_status: string | null;
  to_status: string | null;
  note: string | null;
  /** For assignments: the owner before and after (null: unassigned). */
  from_owner_id: string | null;
  to_owner_id: string | null;
  /** For follow-up changes: the day before and after (null: none); for visits, their starts (UTC ISO). */
  from_date: string | null;
  to_date: string | null;
  /** For contact entries: what came of it (lib/leads/contact-outcomes.ts). */
  outcome: string | null;
}

/**
 * `registered`: the person registered again (a repeat); `assigned`: the owner changed;
 * `follow_up`: the next follow-up day changed; `contact`: a call, chat, mail or meeting and its
 * outcome; `contact_edit`: staff corrected the buyer's contact details (the values are in the audit log).
 */
export type LeadEventKind =
  | "status"
  | "note"
  | "erased"
  | "registered"
  | "assigned"
  | "follow_up"
  | "contact"
  | "contact_edit"
  /** A step of a claim on a unit (server/launch): `to_status` the stage, `note` the unit and detail. */
  | "unit"
  /**
   * A sales gallery visit (server/booking): `to_status` what happened (`booked`, `rescheduled`,
   * `cancelled`, `attended`, `no_show`), `to_date` the visit's start (UTC ISO), `from_date` the
   * start it moved from.
   */
  | "visit"
  /** An admin extended or released an agent's protection: `note` says what. */
  | "agent"
  /**
   * The buyer withdrew consent to be contacted by the link in a mail (server/consent):
   * `to_status` `withdrawn`, `outcome` how (`page` or `one_click`).
   */
  | "consent";

/** Settings an admin changes on the desk, by key (see server/leads/assignment-settings.ts). */
export interface DeskSettingTable {
  key: string;
  value: string;
}

/** What the desk knows of a staff member beyond their account. */
export interface StaffProfileTable {
  staff_id: string;
  /** Locale codes the person sells in, comma-separated (`en,zh`). */
  languages: Generated<string>;
  /** The latest successful sign-in (ISO time); null: never. */
  last_sign_in_at: string | null;
  /** 1: emailed about their new and reopened leads (admins: unassigned ones too); 0: opted out. */
  lead_alerts: Generated<number>;
}

/** Whose turn it is in one round robin (`all`, or `lang:<locale>`). */
export interface LeadRotationTable {
  key: string;
  last_staff_id: string | null;
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

/** A WhatsApp or call tap (migration 014): where and how, never who. */
export interface TouchTable {
  id: string;
  created_at: string;
  channel: "whatsapp" | "call";
  /** The page's path without its language prefix: `/layout/C1A`. */
  page: string;
  locale: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer: string | null;
  landing_page: string | null;
}

export interface UnitTable {
  id: string;
  tower: string;
  floor: number;
  position: number;
  type_code: string;
  built_up_sqft: number;
  list_price: number;
  status: string;
  updated_at: string;
  updated_by: string;
  /** The standing claim (hold, booking or sale) that names the unit's buyer; null when none. */
  claim_id: Generated<string | null>;
}

/** Where a buyer's claim on a unit stands (migration 021); the first four are standing claims. */
export type ClaimStage =
  | "held"
  | "pending"
  | "booked"
  | "sold"
  | "lapsed"
  | "released"
  | "declined"
  | "cancelled"
  | "changed";

/** One buyer's claim on one unit, from hold to sale (migration 021). */
export interface UnitClaimTable {
  id: string;
  unit_id: string;
  /** The buyer's lead (first registration). */
  lead_id: string;
  /** The salesperson who made the hold (`staff_users.id`). */
  staff_id: string;
  /** The co-broke agent who brought the buyer, if any (the lead's `agent` when held). */
  agent: string | null;
  /** The credited agent's account, when a standing agent claim protected the buyer at the hold. */
  agent_id: string | null;
  stage: ClaimStage;
  /** 1 while the claim stands (held to sold), null once it ended: unique with unit_id. */
  active: number | null;
  held_at: string;
  /** When an unbooked hold lapses (UTC ISO). */
  expires_at: string;
  fee: number | null;
  fee_method: string | null;
  fee_reference: string | null;
  booked_at: string | null;
  /** When an admin approved or declined the booking, and who. */
  decided_at: string | null;
  decided_by: string | null;
  /** The day the SPA was signed (Malaysia time, `2026-12-20`). */
  sold_on: string | null;
  ended_at: string | null;
  ended_by: string | null;
  end_reason: string | null;
  /** For a change of unit: the claim this one replaced. */
  replaces: string | null;
  /** The waitlist place this claim was offered from. */
  waitlist_id: string | null;
}

/** Every status change of a unit, numbered for the live feed (migration 021). */
export interface UnitEventTable {
  id: Generated<number | string>;
  unit_id: string;
  status: string;
  at: string;
}

/** A buyer waiting for a unit of a type (migration 021). */
export interface UnitWaitlistTable {
  id: string;
  type_code: string;
  lead_id: string;
  staff_id: string;
  created_at: string;
  /** waiting, offered (a freed unit is held for them), done (they took a unit), left. */
  state: Generated<string>;
  /** 1 while waiting or offered; unique with the type and the lead. */
  active: number | null;
  offered_unit_id: string | null;
  ended_at: string | null;
}

/** The launch's one ballot (`id` = `launch`) and its published record (migration 021). */
export interface BallotTable {
  id: string;
  status: Generated<"open" | "committed" | "drawn">;
  entries: number | null;
  entries_hash: string | null;
  /** The 32 seed bytes in hex: secret until the draw, published after it. */
  seed: string | null;
  seed_hash: string | null;
  committed_at: string | null;
  committed_by: string | null;
  drawn_at: string | null;
  drawn_by: string | null;
  updated_at: string;
}

/** One person's ballot entry and, once drawn, their place in the selection queue (migration 021). */
export interface BallotEntryTable {
  reference: string;
  lead_id: string;
  created_at: string;
  /** The staff member who entered a walk-in; null when the buyer entered themselves. */
  entered_by: string | null;
  locale: string;
  position: number | null;
  slot_start: string | null;
  /** Order of calling on selection day: the position, moved to the end when skipped. */
  queue_rank: number | null;
  queue_state: Generated<"waiting" | "called" | "done" | "no_show">;
  table_no: number | null;
  called_at: string | null;
  skips: Generated<number>;
}

export interface BallotShortlistTable {
  reference: string;
  unit_id: string;
  rank: number;
}

/** A sales gallery slot someone booked (migration 020): how many bookings hold it. */
export interface AppointmentSlotTable {
  /** The slot's start, a UTC ISO instant. */
  start_at: string;
  booked: Generated<number>;
}

export type BookingStatus = "booked" | "cancelled" | "attended" | "no_show";

/** A sales gallery visit (migration 020). */
export interface BookingTable {
  id: string;
  created_at: string;
  updated_at: string;
  slot_start: string;
  salutation_id: number;
  name: string;
  contact_raw: string;
  contact_e164: string;
  email: string;
  email_normalized: string;
  party_size: number;
  locale: string;
  status: Generated<BookingStatus>;
  /** SHA-256 of the manage link's token; the token itself is only in the visitor's mail. */
  token_hash: string;
  /** The person's lead (first registration). */
  lead_id: string | null;
  submission_key: string | null;
  /** The pending reminder in the outbox; null once dropped or when the visit was under a day away. */
  reminder_id: string | null;
}

export type AgentStatus = "pending" | "approved" | "rejected" | "suspended";

/** A co-broke agent's details beside their `staff_users` account (role `agent`). */
export interface AgentTable {
  staff_id: string;
  agency: string;
  /** Normalised: `REN 12345`, `E 1234`, `PEA 1234`. */
  ren: string;
  /** E.164. */
  phone: string;
  status: AgentStatus;
  applied_at: string;
  decided_at: string | null;
  decided_by: string | null;
}

/** An agent's protection of one person (their first registration); `active` 1 or null. */
export interface AgentClaimTable {
  id: string;
  lead_id: string;
  agent_id: string;
  /** The agent's registration that made the claim. */
  registration_id: string;
  active: number | null;
  started_at: string;
  ends_at: string;
  ended_at: string | null;
  ended_by: string | null;
  end_reason: "expired" | "released" | null;
}

/** better-auth's credential accounts (password hashes); written directly only when an agent applies. */
export interface StaffAccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: string;
  updatedAt: string;
}

export type BreachPeopleNotice = "pending" | "sent" | "not_required";

/** One personal-data breach in the register (migration 026). */
export interface PrivacyBreachTable {
  id: string;
  created_at: string;
  /** The staff member who recorded it. */
  recorded_by: string;
  /** What happened, what data, what was done: free text, admins only. */
  what: string;
  /** When we became aware of it: the 72-hour clock starts here. */
  found_at: string;
  people_affected: number;
  commissioner_notified_at: string | null;
  people_notice: Generated<BreachPeopleNotice>;
  people_notified_at: string | null;
  closed_at: string | null;
}

/** Who does a kind of background work until when (migration 030, server/db/work-lease.ts). */
export interface WorkLeaseTable {
  name: string;
  holder: string;
  until: string;
}

/** A person's withdrawal of consent to be contacted (migration 029): one per first registration. */
export interface ConsentWithdrawalTable {
  lead_id: string;
  withdrawn_at: string;
  via: "page" | "one_click";
}

export interface Database {
  salutations: SalutationTable;
  registrations: RegistrationTable;
  registration_unit_types: RegistrationUnitTypeTable;
  person_keys: PersonKeyTable;
  outbox: OutboxTable;
  campaign_spend: CampaignSpendTable;
  audit_log: AuditLogTable;
  lead_events: LeadEventTable;
  staff_users: StaffUserTable;
  staff_accounts: StaffAccountTable;
  agents: AgentTable;
  agent_claims: AgentClaimTable;
  staff_sessions: StaffSessionTable;
  staff_sign_in_limits: StaffSignInLimitTable;
  touches: TouchTable;
  desk_settings: DeskSettingTable;
  staff_profiles: StaffProfileTable;
  lead_rotations: LeadRotationTable;
  units: UnitTable;
  appointment_slots: AppointmentSlotTable;
  bookings: BookingTable;
  unit_claims: UnitClaimTable;
  unit_events: UnitEventTable;
  unit_waitlist: UnitWaitlistTable;
  ballot: BallotTable;
  ballot_entries: BallotEntryTable;
  ballot_shortlist: BallotShortlistTable;
  privacy_breaches: PrivacyBreachTable;
  work_leases: WorkLeaseTable;
  consent_withdrawals: ConsentWithdrawalTable;
}
