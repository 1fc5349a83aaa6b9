import type { BookingMailCopy } from "./mail-types";

export const bookingMailEn: BookingMailCopy = {
  eventTitle: (n) => `SkyHaven Suites sales gallery visit (${n} ${n === 1 ? "person" : "people"})`,
  confirmSubject: {
    booked: "Your SkyHaven Suites sales gallery visit is booked",
    rescheduled: "Your SkyHaven Suites sales gallery visit has moved",
    cancelled: "Your SkyHaven Suites sales gallery visit is cancelled",
  },
  confirmBody: (kind, v) =>
    [
      `Dear ${v.addressee},`,
      "",
      kind === "cancelled"
        ? `Your visit on ${v.when} is cancelled. We hope to welcome you another time: you can book again at any time.`
        : `${kind === "booked" ? "Thank you for booking a visit to" : "Your visit has moved. We look forward to seeing you at"} the SkyHaven Suites sales gallery:`,
      ...(kind === "cancelled"
        ? []
        : [
            "",
            `When: ${v.when}`,
            `People: ${v.partySize}`,
            `Where: ${v.address}`,
            "",
            "The attached invite adds the visit to your calendar. We will remind you a day before.",
            `To reschedule or cancel: ${v.manageUrl}`,
          ]),
      "",
      "Kind regards,",
      "The SkyHaven Suites sales team",
    ].join("\n"),
  reminderSubject: "Reminder: your SkyHaven Suites sales gallery visit tomorrow",
  reminderBody: (v) =>
    [
      `Dear ${v.addressee},`,
      "",
      `A reminder of your visit to the SkyHaven Suites sales gallery on ${v.when}.`,
      `Where: ${v.address}`,
      "",
      `Cannot make it? Reschedule or cancel here: ${v.manageUrl}`,
      "",
      "Kind regards,",
      "The SkyHaven Suites sales team",
    ].join("\n"),
  malaysiaTime: "(Malaysia time)",
};
