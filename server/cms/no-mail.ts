import type { EmailAdapter } from "payload";

/**
 * Payload mails only for its own password sign-in (forgotten passwords, verification), which is
 * switched off here: staff sign in at the desk. A mail it still tried to send would be a bug, so
 * it fails loudly rather than vanish.
 */
export const noMail: EmailAdapter = () => ({
  name: "none",
  defaultFromAddress: "cms@localhost",
  defaultFromName: "SkyHaven CMS",
  sendEmail: async () => {
    throw new Error("The CMS sends no mail: staff sign in at the desk");
  },
});
