import type { Kysely } from "kysely";
import nodemailer from "nodemailer";
import type { Env } from "../env-schema";
import type { Database } from "../db/schema";
import { log } from "../log";
import { deliverDue, type Sender } from "./deliver";
import { sendMail } from "./send-mail";
import { sendWebhook } from "./send-webhook";

/** Routes each entry to mail or webhook. Without SMTP_URL mail stays in the outbox, recorded, unsent. */
export function createSender(db: Kysely<Database>, env: Env): Sender {
  const mailer = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null;
  return async (entry) => {
    if (entry.topic === "lead_webhook") {
      if (!env.LEAD_WEBHOOK_SECRET) return false;
      await sendWebhook(entry, env.LEAD_WEBHOOK_SECRET);
      return true;
    }
    if (!mailer) return false;
    await sendMail(db, mailer, env.MAIL_FROM, entry);
    return true;
  };
}

/** Polls the outbox every few seconds until stopped; errors are logged, never thrown. */
export function startOutboxWorker(db: Kysely<Database>, env: Env, intervalMs = 3000): () => void {
  const send = createSender(db, env);
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const sent = await deliverDue(db, send);
      if (sent) log.info({ sent }, "outbox delivered");
    } catch (error) {
      log.error(
        { err: error instanceof Error ? error.message : String(error) },
        "outbox run failed",
      );
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
