import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Env } from "../env-schema";
import type { OutboxRow } from "./claims";
import { createMailer } from "./mailer";
import { authSecret } from "../auth/secret";
import { sendBallotMail } from "./send-ballot-mail";
import { sendBookingMail } from "./send-booking-mail";
import { sendLeadAlert } from "./send-lead-alert";
import { sendMail } from "./send-mail";
import { OUTBOX_CONCURRENCY } from "./settings";
import { sendWebhook } from "./send-webhook";
import { canSendConversion, sendConversion } from "../conversions/send-conversion";
import { withdrawnRecipient } from "../consent/withdrawn-recipient";
import { salesMailbox } from "../contact/reply-to";
import { messageIdDomain } from "../mail/message-id";

const isConversion = (topic: OutboxRow["topic"]) =>
  topic === "meta_conversion" || topic === "google_conversion";

export interface Sender {
  /**
   * Sends one message, giving up when `signal` aborts; throws to have it retried. Resolves false when
   * it cannot be sent here at all (no SMTP_URL): the message then waits, recorded, unattempted.
   */
  send(entry: OutboxRow, signal: AbortSignal): Promise<boolean>;
  /** Whether this instance can send a topic at all (see lanesFor). */
  canSend?(topic: OutboxRow["topic"]): boolean;
  /** Closes the SMTP pool; call once nothing is being sent. */
  close(): void;
}

/** Routes each message to mail or webhook. Without SMTP_URL mail stays in the outbox, unsent. */
export function createSender(
  db: Kysely<Database>,
  env: Env,
  connections = OUTBOX_CONCURRENCY,
): Sender {
  const mailer = env.SMTP_URL ? createMailer(env.SMTP_URL, connections) : null;
  const replyTo = salesMailbox(env);
  // Buyer mails' links are signed with the secret, read only when one is made.
  const secret = () => authSecret(env);
  const domain = messageIdDomain(env);
  const mail = { from: env.MAIL_FROM, siteUrl: env.SITE_URL, secret, replyTo, domain };
  return {
    canSend: (topic) =>
      topic === "lead_webhook"
        ? Boolean(env.LEAD_WEBHOOK_SECRET)
        : isConversion(topic)
          ? canSendConversion(env, topic)
          : Boolean(mailer),
    async send(entry, signal) {
      // Withdrawn consent: nothing more goes to the buyer or about them; the message counts as done.
      if (await withdrawnRecipient(db, entry)) return true;
      if (isConversion(entry.topic)) {
        if (!canSendConversion(env, entry.topic)) return false;
        await sendConversion(db, env, entry, signal);
        return true;
      }
      if (entry.topic === "lead_webhook") {
        if (!env.LEAD_WEBHOOK_SECRET) return false;
        await sendWebhook(
          db,
          entry,
          { secret: env.LEAD_WEBHOOK_SECRET, siteUrl: env.SITE_URL },
          signal,
        );
        return true;
      }
      if (!mailer) return false;
      if (entry.topic === "lead_alert") {
        await sendLeadAlert(mailer, mail, entry, signal);
        return true;
      }
      if (entry.topic === "booking_confirm" || entry.topic === "booking_reminder") {
        await sendBookingMail(db, mailer, { ...mail, secret: secret() }, entry, signal);
        return true;
      }
      if (entry.topic === "ballot_result") {
        await sendBallotMail(db, mailer, mail, entry, signal);
        return true;
      }
      await sendMail(db, mailer, mail, entry, signal);
      return true;
    },
    close() {
      mailer?.close();
    },
  };
}
