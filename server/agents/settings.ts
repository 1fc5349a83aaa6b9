import type { Kysely } from "kysely";
import { AGENT_SETTINGS_KEY, readAgentSettings, type AgentSettings } from "@/lib/agents/settings";
import { writeAudit } from "../audit/write";
import type { Database } from "../db/schema";

/** The agent settings (the defaults until an admin saves some). */
export async function getAgentSettings(db: Kysely<Database>): Promise<AgentSettings> {
  const row = await db
    .selectFrom("desk_settings")
    .select("value")
    .where("key", "=", AGENT_SETTINGS_KEY)
    .executeTakeFirst();
  return readAgentSettings(row?.value);
}

/** Stores new settings (audited). Claims already made keep their end date. */
export async function setAgentSettings(
  db: Kysely<Database>,
  settings: AgentSettings,
  actor: string,
): Promise<void> {
  const value = JSON.stringify(settings);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("desk_settings")
      .values({ key: AGENT_SETTINGS_KEY, value })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
      .execute();
    await writeAudit(trx, {
      actor,
      action: "settings.agents",
      entity: "settings",
      details: { ...settings },
    });
  });
}
