import type { Kysely } from "kysely";
import type { Database } from "./schema";

/**
 * Takes the lease on a kind of background work for `ms`, or renews it for its holder: true when
 * `holder` has it now. One conditional upsert, so of many instances asking at once exactly one
 * wins; a holder that dies keeps it only until its `until` passes.
 */
export async function takeWorkLease(
  db: Kysely<Database>,
  name: string,
  holder: string,
  ms: number,
  now = new Date(),
): Promise<boolean> {
  const until = new Date(now.getTime() + ms).toISOString();
  const won = await db
    .insertInto("work_leases")
    .values({ name, holder, until })
    .onConflict((conflict) =>
      conflict
        .column("name")
        .doUpdateSet({ holder, until })
        .where((eb) =>
          eb.or([
            eb("work_leases.until", "<", now.toISOString()),
            eb("work_leases.holder", "=", holder),
          ]),
        ),
    )
    .returning("holder")
    .executeTakeFirst();
  return won?.holder === holder;
}
