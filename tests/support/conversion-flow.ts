import type { Kysely } from "kysely";
import type { Database } from "@/server/db/schema";
import type { Env } from "@/server/env-schema";
import { conversionTargets } from "@/server/conversions/targets";
import { deliverDue } from "@/server/outbox/deliver";
import { createSender } from "@/server/outbox/sender";
import { createRegistration, validRegistration } from "./registrations";

export const BUYER = {
  email: "Siti.Aminah@Gmail.com",
  contact: "012-345 6789",
  name: "Siti Aminah",
};

/** A buyer registering on the site, conversions going to the receivers `env` points at. */
export const registerBuyer = (db: Kysely<Database>, env: Env, fields: Record<string, unknown>) =>
  createRegistration(
    db,
    {
      input: validRegistration({ ...BUYER, ...fields }),
      context: {
        locale: "en",
        source: "web",
        landingPage: "/landing?gclid=Cj0KCQ-test",
        userAgent: "Mozilla/5.0 (test)",
      },
    },
    { conversions: conversionTargets(env) },
  );

/** One run of the worker over everything due, with `env`'s settings. */
export async function deliverConversions(db: Kysely<Database>, env: Env, now = new Date()) {
  const sender = createSender(db, env);
  try {
    return await deliverDue(db, sender, now, 100);
  } finally {
    sender.close();
  }
}

/** The conversion messages, how they stand. */
export const conversionRows = (db: Kysely<Database>) =>
  db
    .selectFrom("outbox")
    .select(["topic", "dedupe_key", "sent_at", "last_error", "attempts"])
    .where("topic", "in", ["meta_conversion", "google_conversion"])
    .orderBy("dedupe_key")
    .execute();
