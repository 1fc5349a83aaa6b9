/** What the booking action hands back to the form: what the visitor typed and what to fix. */
export interface BookingFormState {
  status: "idle" | "invalid" | "full" | "error";
  values: Record<string, string>;
  /** Field → a sentence in the visitor's language. */
  errors: Record<string, string>;
  /** A message for the whole form. */
  message?: string;
  /** When the chosen time was full or gone: the nearest times with room, as slot options. */
  alternatives?: SlotOption[];
}

/** One time a visitor can pick, formatted on the server in their language. */
export interface SlotOption {
  start: string;
  label: string;
  /** Places left; absent for the nearest times offered after a full one (the booking checks). */
  free?: number;
}

export const initialBookingState: BookingFormState = { status: "idle", values: {}, errors: {} };
