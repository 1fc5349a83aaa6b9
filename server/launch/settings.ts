import type { Kysely } from "kysely";
import {
  LAUNCH_SETTINGS_KEY,
  readLaunchSettings,
  type LaunchSettings,
} from "@/lib/launch/settings";
import { writeAudit } from "../audit/write";
import type { Database } from "../db/schema";

/** The launch's settings (the defaults until an admin saves some). */
export async function getLaunchSettings(db: Kysely<Database>): Promise<LaunchSettings> {
  const row = await db
    .selectFrom("desk_settings")
    .select("value")
    .where("key", "=", LAUNCH_SETTINGS_KEY)
    .executeTakeFirst();
  return readLaunchSettings(row?.value);
}

/** Stores new settings (audited). Holds already made keep their expiry. */
export async function setLaunchSettings(
  db: Kysely<Database>,
  settings: LaunchSettings,
  actor: string,
): Promise<void> {
  const value = JSON.stringify(settings);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("desk_settings")
      .values({ key: LAUNCH_SETTINGS_KEY, value })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
      .execute();
    await writeAudit(trx, {
      actor,
      action: "settings.launch",
      entity: "settings",
      details: { ...settings },
    });
  });
}
