/** What "find my number" hands back to its form: the answer in the visitor's language. */
export interface LookupFormState {
  status: "idle" | "invalid" | "answered";
  /** The answer for the whole form; `found` when it names a number. */
  message?: string;
  tone?: "found" | "info" | "problem";
  /** Field → translated message. */
  errors: { reference?: string; lastFour?: string };
  /** The reference as typed, to show again (never the digits). */
  reference: string;
}

export const initialLookupState: LookupFormState = { status: "idle", errors: {}, reference: "" };
