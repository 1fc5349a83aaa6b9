import "server-only";
import { getDb } from "../db/client";
import { env } from "../env";
import { log } from "../log";
import { withDeadline } from "../registrations/deadline";
import { countDatabaseError } from "./database-errors";
import { clearOutboxGauges, readOutboxState, setOutboxGauges } from "./outbox-gauges";
import { metrics } from "./registry";
import { scrapeAccess } from "./scrape-access";

/** A scrape never waits long on a stalled database: Prometheus's own timeout is 10 s by default. */
const OUTBOX_READ_MS = 3000;

const noStore = { "Cache-Control": "no-store" };

/**
 * GET /api/metrics: this process's metrics in Prometheus's text format, with the outbox read from
 * the database now. Without METRICS_TOKEN the endpoint answers 404 as if it did not exist.
 */
export async function metricsResponse(
  headers: Headers,
  token: string | undefined = env.METRICS_TOKEN,
): Promise<Response> {
  const access = scrapeAccess(headers.get("authorization"), token);
  if (access === "disabled") return new Response("Not Found", { status: 404, headers: noStore });
  if (access === "denied") {
    return new Response("Unauthorized", {
      status: 401,
      headers: { ...noStore, "WWW-Authenticate": 'Bearer realm="metrics"' },
    });
  }
  const current = metrics();
  try {
    setOutboxGauges(current, await withDeadline(readOutboxState(getDb()), OUTBOX_READ_MS));
  } catch (error) {
    countDatabaseError(error);
    clearOutboxGauges(current);
    log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      "metrics: outbox not read",
    );
  }
  return new Response(await current.registry.metrics(), {
    headers: { ...noStore, "Content-Type": current.registry.contentType },
  });
}
