import type { Env } from "../env-schema";
import { contactSettings } from "./settings";

/**
 * The sales team's mailbox: the Reply-To of every mail to a buyer and the ORGANIZER of a visit's
 * calendar invite (MAIL_REPLY_TO, else the public CONTACT_EMAIL), so a reply or a calendar's answer
 * reaches people, never the no-reply sender.
 */
export const salesMailbox = (env: Env): string =>
  env.MAIL_REPLY_TO ?? contactSettings(env).salesEmail;
