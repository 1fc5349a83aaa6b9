/** What a confirmation mail says happened to the visit. */
export type ConfirmKind = "booked" | "rescheduled" | "cancelled";
