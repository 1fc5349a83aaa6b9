import { glossaryEn as g } from "../glossary/en";
import { ballotMailEn } from "../ballot/mail-en";
import { addressee } from "./addressee";
import type { MailCopy } from "./types";

export const mailEn: MailCopy = {
  ackSubject: "Thank you for registering your interest in SkyHaven Suites",
  ackBody: (lead) =>
    [
      `Dear ${addressee("en", lead)},`,
      "",
      "Thank you for registering your interest in SkyHaven Suites, the serviced suites beside the international airport.",
      lead.unitTypes.length
        ? `You told us you are interested in unit types ${lead.unitTypes.join(", ")}.`
        : "",
      `A member of our sales team will contact you within one working day with the price list and an invitation to our ${g.salesGallery} preview.`,
      "",
      ...(lead.ballotUrl ? [ballotMailEn.ackInvitation(lead.ballotUrl), ""] : []),
      "If you did not register, reply to this email: it reaches our sales team. To stop all contact from us, use the link at the end of this email.",
      "",
      "Warm regards,",
      "The SkyHaven Suites sales team",
    ]
      .filter((line, i, all) => line !== "" || all[i - 1] !== "")
      .join("\n"),
};
