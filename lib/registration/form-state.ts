/** What the registration action hands back to the form: the visitor's input and what to fix. */
export interface RegistrationFormState {
  status: "idle" | "invalid" | "error";
  values: Record<string, string | string[]>;
  /** Field → translated messages. */
  errors: Record<string, string[]>;
  /** A message for the whole form (rate limited, database unavailable). */
  message?: string;
}

export const initialFormState: RegistrationFormState = { status: "idle", values: {}, errors: {} };
