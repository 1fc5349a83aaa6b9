import type { Kysely } from "kysely";
import type { Database } from "@/server/db/schema";
import { MAX_ATTEMPTS } from "@/server/outbox/backoff";
import { createRegistration, validRegistration } from "./registrations";

export const targets = {
  salesEmail: "sales@skyhaven.example",
  webhookUrl: "http://127.0.0.1:1/hook",
};

/** Stores a registration with its three messages queued; returns its id and theirs by topic. */
export async function registerWithMessages(
  db: Kysely<Database>,
  input: Record<string, unknown>,
  now: Date,
) {
  const { id } = await createRegistration(
    db,
    { input: validRegistration(input), context: { locale: "en", source: "web", now } },
    targets,
  );
  const rows = await db
    .selectFrom("outbox")
    .select(["id", "topic"])
    .where("registration_id", "=", id)
    .execute();
  const byTopic = Object.fromEntries(rows.map((row) => [row.topic, row.id]));
  return { id, messages: byTopic as Record<(typeof rows)[number]["topic"], string> };
}

/** Marks messages as having given up at `failedAt` after every attempt, as the worker leaves them. */
export async function giveUp(
  db: Kysely<Database>,
  ids: string[],
  failedAt: Date,
  error = "connect ECONNREFUSED 127.0.0.1:25",
): Promise<void> {
  await db
    .updateTable("outbox")
    .set({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      failed_at: failedAt.toISOString(),
      next_attempt_at: new Date(failedAt.getTime() + 6 * 3_600_000).toISOString(),
      last_error: error,
    })
    .where("id", "in", ids)
    .execute();
}
