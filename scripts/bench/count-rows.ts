import { connect } from "@/server/db/connect";

/** How many of the ids answered with 201 are really rows in the database. */
export async function countStored(
  databaseUrl: string,
  ids: string[],
  searchPath?: string,
): Promise<number> {
  const { db } = connect(databaseUrl, { searchPath });
  try {
    let found = 0;
    for (let i = 0; i < ids.length; i += 500) {
      const batch = ids.slice(i, i + 500);
      const row = await db
        .selectFrom("registrations")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("id", "in", batch)
        .executeTakeFirstOrThrow();
      found += Number(row.n);
    }
    return found;
  } finally {
    await db.destroy();
  }
}
