/** A race the database settled by aborting one side (a deadlock or a unique backstop): try again. */
function isRetryable(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return (
    code === "40P01" ||
    code === "40001" ||
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  );
}

/**
 * Runs a launch step, trying again (three times at most) when the database broke a race between
 * two instances. The retry reads the state the winner committed, so it answers as a loser would.
 */
export async function retryRaces<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3 || !isRetryable(error)) throw error;
    }
  }
}
