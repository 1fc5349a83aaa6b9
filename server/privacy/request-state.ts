import type { ErasureResult } from "./erase";

/** What staff type to confirm an erasure: a deliberate act, not a stray click. */
export const ERASE_CONFIRMATION = "ERASE";

/** One registration as the requests page lists it. */
export interface MatchedRegistration {
  id: string;
  firstRegistrationId: string | null;
  /** Malaysia time, ready to show. */
  createdAt: string;
  name: string;
  email: string;
  contact: string;
  channel: string;
  status: string;
}

/** What the requests page shows after each step: a lookup, or an erasure. */
export interface RequestDeskState {
  /** The email or number as staff typed it; kept in the page, never in a URL. */
  person?: string;
  /** Bumped on every lookup, so the page can move focus to the fresh result. */
  lookup?: number;
  matches?: MatchedRegistration[];
  people?: number;
  error?: string;
  eraseError?: string;
  erased?: ErasureResult;
}
