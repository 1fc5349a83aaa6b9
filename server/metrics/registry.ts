import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { registrationSources, type RegistrationSource } from "../../lib/leads/sources";

// No `import "server-only"`: scripts/serve.ts (outside Next's bundle) observes every request here.

// Every source, those typed in at the desk too (counted by server/leads/manual-entry.ts).
export const REGISTRATION_SOURCES: readonly RegistrationSource[] = registrationSources;

/** What became of one call to register(): every way of registering ends in exactly one of these. */
export const REGISTRATION_OUTCOMES = [
  /** Stored, the person's first registration. */
  "first",
  /** Stored and linked to the person's first registration. */
  "repeat",
  /** Stored with status spam (honeypot filled or posted implausibly fast); nobody is notified. */
  "spam",
  /** A retry of a stored post (form token or Idempotency-Key): answered with the stored id. */
  "replayed",
  /** Refused: a field failed validation. */
  "invalid",
  /** Refused: the Idempotency-Key was used before with another body. */
  "conflict",
  "rate_limited",
  /** Refused: an agent's registration of a person another agent protects. */
  "protected",
  /** The database did not answer in time or failed: the buyer was told to try again (503). */
  "unavailable",
] as const;

export type RegistrationOutcome = (typeof REGISTRATION_OUTCOMES)[number];

export const RATE_LIMITERS = ["ip", "contact", "sign-in", "password-change"] as const;
export type RateLimiterName = (typeof RATE_LIMITERS)[number];

export const DATABASE_ERROR_KINDS = ["timeout", "connection", "other"] as const;
export type DatabaseErrorKind = (typeof DATABASE_ERROR_KINDS)[number];

export interface Metrics {
  registry: Registry;
  registrations: Counter<"source" | "outcome">;
  httpDuration: Histogram<"method" | "route" | "status">;
  rateLimited: Counter<"limiter">;
  databaseErrors: Counter<"kind">;
  outboxPending: Gauge<"topic">;
  outboxFailed: Gauge<"topic">;
  outboxOldestPendingAge: Gauge<"topic">;
  liveListeners: Gauge;
}

function createMetrics(): Metrics {
  const registry = new Registry();
  // Standard names (process_*, nodejs_*), so the usual Node.js dashboards work unchanged.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const registrations = new Counter({
    name: "skyhaven_registrations_total",
    help: "Registration attempts that reached validation, by source (web form, JSON API, legacy API, or typed in at the desk: walk_in, roadshow, agent) and outcome.",
    labelNames: ["source", "outcome"],
    registers,
  });
  const httpDuration = new Histogram({
    name: "skyhaven_http_request_duration_seconds",
    help: "Time from a request's arrival to its response's end, by method, route pattern and status code (499: the client went away first).",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const rateLimited = new Counter({
    name: "skyhaven_rate_limited_requests_total",
    help: "Requests refused by a rate limit: registrations per client address (ip) or per phone/email (contact), staff sign-in locks (sign-in).",
    labelNames: ["limiter"],
    registers,
  });
  const databaseErrors = new Counter({
    name: "skyhaven_database_errors_total",
    help: "Database operations that failed, by kind: timeout (no answer in time), connection (refused, reset, ended) or other.",
    labelNames: ["kind"],
    registers,
  });
  const outboxPending = new Gauge({
    name: "skyhaven_outbox_pending_messages",
    help: "Outbox messages waiting to be sent, by topic (read from the database at scrape time; the same on every instance).",
    labelNames: ["topic"],
    registers,
  });
  const outboxFailed = new Gauge({
    name: "skyhaven_outbox_failed_messages",
    help: "Outbox messages that gave up after their last attempt, by topic (cancelled by an erasure not counted).",
    labelNames: ["topic"],
    registers,
  });
  const outboxOldestPendingAge = new Gauge({
    name: "skyhaven_outbox_oldest_pending_age_seconds",
    help: "Age of the oldest message still waiting to be sent, by topic; 0 when none waits.",
    labelNames: ["topic"],
    registers,
  });
  const liveListeners = new Gauge({
    name: "skyhaven_live_unit_listeners",
    help: "Open streams of unit status changes (/api/units/events) on this instance.",
    registers,
  });

  // Every series a dashboard or alert reads exists from the start, at 0, so rate() and increase()
  // see the first event instead of a series appearing out of nowhere.
  for (const source of REGISTRATION_SOURCES)
    for (const outcome of REGISTRATION_OUTCOMES) registrations.inc({ source, outcome }, 0);
  for (const limiter of RATE_LIMITERS) rateLimited.inc({ limiter }, 0);
  for (const kind of DATABASE_ERROR_KINDS) databaseErrors.inc({ kind }, 0);

  return {
    registry,
    registrations,
    httpDuration,
    rateLimited,
    databaseErrors,
    outboxPending,
    outboxFailed,
    outboxOldestPendingAge,
    liveListeners,
  };
}

/**
 * The process's one set of metrics. scripts/serve.ts runs outside Next's server bundle, and the
 * bundle has its own copy of every module, so a module-level registry would exist twice and the
 * access log's histogram would never reach /api/metrics. A symbol on globalThis is the one thing
 * both share; whichever side asks first creates the set.
 */
const KEY = Symbol.for("skyhaven.metrics");

export function metrics(): Metrics {
  const holder = globalThis as typeof globalThis & { [KEY]?: Metrics };
  holder[KEY] ??= createMetrics();
  return holder[KEY];
}
