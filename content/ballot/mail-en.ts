import { glossaryEn as g } from "../glossary/en";
import type { BallotMailCopy } from "./mail-types";

export const ballotMailEn: BallotMailCopy = {
  subject: (n) => `SkyHaven Suites launch: your queue number is ${n}`,
  body: (s) =>
    [
      `Dear ${s.addressee},`,
      "",
      "The launch ballot for SkyHaven Suites has been drawn. Here is your place in the queue to choose your unit:",
      "",
      `Your ballot reference: ${s.reference}`,
      `Your queue number: ${s.position}`,
      `Your selection slot: ${s.when}`,
      `Where: ${s.address}`,
      "",
      `Please come to the ${g.salesGallery} a little before your slot and bring your identity card or passport. The attached invite adds the slot to your calendar.`,
      `Anyone can check the draw: ${s.recordUrl}`,
      "",
      "Kind regards,",
      "The SkyHaven Suites sales team",
    ].join("\n"),
  eventTitle: (n) => `SkyHaven Suites unit selection, queue number ${n}`,
  eventDescription: (s) =>
    `Ballot reference ${s.reference}, queue number ${s.position}. Please bring your identity card or passport.`,
  malaysiaTime: "(Malaysia time)",
  ackInvitation: (url) =>
    `Units at the launch are chosen in an order decided by a public ballot. Enter it here to get your place in the queue: ${url}`,
};
