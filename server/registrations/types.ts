import type { Locale } from "next-intl";
import type { Registration } from "@/lib/registration/schema";

import type { RegistrationSource } from "@/lib/leads/sources";

export type { RegistrationSource };

/** What we know about a registration besides what the buyer typed. */
export interface RegistrationContext {
  locale: Locale;
  source: RegistrationSource;
  referrer?: string;
  landingPage?: string;
  /** The buyer's browser: only for Meta's registration event (client_user_agent), not stored. */
  userAgent?: string;
  /** Source `meta_lead_ads`: Meta's id of the lead form's lead, sent back with its conversions. */
  metaLeadId?: string;
  /**
   * Identifies one post (the form's per-render token, the API's Idempotency-Key), so a retry is
   * stored once; `hash` fingerprints its body (see submission.ts).
   */
  submission?: Submission;
  /** A bot filled the honeypot or posted implausibly fast: stored as spam, nobody is notified. */
  suspectedSpam?: boolean;
  now?: Date;
  /** Typed in at the desk (sources walk_in, roadshow, agent): who entered it, the agent, a note. */
  desk?: DeskEntry;
  /** Registered by a co-broke agent at /agent: the person becomes theirs (server/agents/claims.ts). */
  agentClaim?: AgentClaimEntry;
}

export interface AgentClaimEntry {
  agentId: string;
  /** The protection period, read from the settings when the request came. */
  days: number;
}

export interface DeskEntry {
  staffId: string;
  staffName: string;
  /** Agent referrals: the agent's name or code. */
  agent?: string;
  /** Goes into the lead's timeline as a note by the staff member, in the same transaction. */
  note?: string;
  /**
   * The lead is the staff member's own (a salesperson entered it): a new person is theirs, not
   * the rotation's. A repeat stays with the lead's owner.
   */
  owns?: boolean;
}

export interface Submission {
  key: string;
  hash: string;
}

export interface NewRegistration {
  input: Registration;
  context: RegistrationContext;
}

export interface CreatedRegistration {
  id: string;
  duplicateOf: string | null;
  /** The registration event's id the browser repeats with its pixel (null for older rows). */
  eventId: string | null;
}
