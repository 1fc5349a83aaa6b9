import "server-only";
import { normalizeEmail } from "@/lib/registration/email";
import { toE164 } from "@/lib/registration/phone";
import {
  fieldErrors,
  registrationContextSchema,
  registrationSchema,
  type FieldErrors,
  type Registration,
} from "@/lib/registration/schema";
import { env } from "../env";
import { leadChannels } from "../outbox/lead-channels";
import { log } from "../log";
import { activeSalutationIds } from "../salutations/active-ids";
import { getRegistrationRateLimit } from "./rate-limit-instance";
import { getDb } from "../db/client";
import { countDatabaseError } from "../metrics/database-errors";
import { metrics, type RegistrationOutcome } from "../metrics/registry";
import { isAgentClaimRefused } from "../agents/claims";
import { withDeadline } from "./deadline";
import { getRegistrationStore } from "./store-instance";
import { apiSubmission, findSubmission, formSubmission, isSubmissionConflict } from "./submission";
import type { RegistrationContext, Submission } from "./types";

export type RegisterOutcome =
  /** `eventId`: the registration event's id, for the browser's pixel (null on an old replay). */
  | { kind: "created"; id: string; eventId: string | null }
  | { kind: "invalid"; errors: FieldErrors }
  /** The Idempotency-Key was used before for a different registration. */
  | { kind: "conflict" }
  | { kind: "rate_limited"; retryAfterSeconds: number }
  | { kind: "unavailable" };

export interface RegisterRequest extends Omit<RegistrationContext, "submission"> {
  ip: string;
  /** Ties this request's log lines together. */
  requestId: string;
  /** The hidden field people never see; autofill leaves it empty too. */
  honeypot?: string;
  /** Milliseconds between the form appearing and its submission, when the browser told us. */
  fillTimeMs?: number;
  /** The form's per-render token (absent when the form was posted without JavaScript). */
  formToken?: string;
  /** The API client's Idempotency-Key header. */
  idempotencyKey?: string;
}

function submissionOf(request: RegisterRequest, input: Registration): Submission | undefined {
  if (request.source === "web")
    return formSubmission(request.formToken, input, request.now ?? new Date());
  return request.idempotencyKey ? apiSubmission(request.idempotencyKey, input) : undefined;
}

/** Faster than any person fills six fields and two consents. */
const MIN_FILL_TIME_MS = 2500;

/** Validates, limits, stores. The one path every way of registering goes through. */
export async function register(raw: unknown, request: RegisterRequest): Promise<RegisterOutcome> {
  const requestLog = log.child({ requestId: request.requestId, source: request.source });
  const { registrations, rateLimited } = metrics();
  const counted = <T extends RegisterOutcome>(outcome: RegistrationOutcome, answer: T): T => {
    registrations.inc({ source: request.source, outcome });
    return answer;
  };
  const parsed = registrationSchema.safeParse(raw);
  if (!parsed.success)
    return counted("invalid", { kind: "invalid", errors: fieldErrors(parsed.error) });
  const input = parsed.data;
  const { formToken, ...visit } = registrationContextSchema.parse({
    referrer: request.referrer,
    landingPage: request.landingPage,
    formToken: request.formToken,
  });
  const submission = submissionOf({ ...request, formToken }, input);
  try {
    if (!(await withDeadline(activeSalutationIds())).has(input.salutationId)) {
      return counted("invalid", {
        kind: "invalid",
        errors: { salutationId: ["salutationRequired"] },
      });
    }
    // A retry of a stored post gets its answer again without counting against the limits.
    const stored = submission && (await withDeadline(findSubmission(getDb(), submission)));
    if (stored)
      return counted("replayed", { kind: "created", id: stored.id, eventId: stored.eventId });
  } catch (error) {
    if (isSubmissionConflict(error)) return counted("conflict", { kind: "conflict" });
    countDatabaseError(error);
    requestLog.error(
      { err: error instanceof Error ? error.message : String(error) },
      "registration lookup failed",
    );
    return counted("unavailable", { kind: "unavailable" });
  }

  const contactKeys = [toE164(input.contact) ?? input.contact, normalizeEmail(input.email)];
  const limit = await getRegistrationRateLimit().consume(request.ip, contactKeys);
  if (!limit.ok) {
    rateLimited.inc({ limiter: limit.limiter });
    requestLog.warn({ limiter: limit.limiter }, "registration rate limited");
    return counted("rate_limited", {
      kind: "rate_limited",
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  }

  const suspectedSpam =
    Boolean(request.honeypot?.trim()) ||
    (request.fillTimeMs !== undefined && request.fillTimeMs < MIN_FILL_TIME_MS);
  try {
    const created = await withDeadline(
      getRegistrationStore()(
        { input, context: { ...request, ...visit, submission, suspectedSpam } },
        leadChannels(env),
      ),
    );
    // With the request's id, as every line about this request: the access log's id finds it.
    requestLog.info(
      { registrationId: created.id, repeat: Boolean(created.duplicateOf), suspectedSpam },
      "registration stored",
    );
    const outcome = suspectedSpam ? "spam" : created.duplicateOf ? "repeat" : "first";
    return counted(outcome, { kind: "created", id: created.id, eventId: created.eventId });
  } catch (error) {
    if (isSubmissionConflict(error)) return counted("conflict", { kind: "conflict" });
    if (isAgentClaimRefused(error)) {
      // Only an agent's registration can be refused so; its caller answers with the end date.
      registrations.inc({ source: request.source, outcome: "protected" });
      throw error;
    }
    countDatabaseError(error);
    requestLog.error(
      { err: error instanceof Error ? error.message : String(error) },
      "registration not stored",
    );
    return counted("unavailable", { kind: "unavailable" });
  }
}
