import type { Locale } from "next-intl";
import type { Registration } from "@/lib/registration/schema";

export type RegistrationSource = "web" | "api" | "legacy";

/** What we know about a registration besides what the buyer typed. */
export interface RegistrationContext {
  locale: Locale;
  source: RegistrationSource;
  referrer?: string;
  landingPage?: string;
  /** Identifies one form post, so a double submission is stored once. */
  submissionKey?: string;
  /** A bot filled the honeypot or posted implausibly fast: stored as spam, nobody is notified. */
  suspectedSpam?: boolean;
  now?: Date;
}

export interface NewRegistration {
  input: Registration;
  context: RegistrationContext;
}

export interface CreatedRegistration {
  id: string;
  duplicateOf: string | null;
}
