import "server-only";
import { normalizeEmail } from "@/lib/registration/email";
import { toE164 } from "@/lib/registration/phone";
import {
  fieldErrors,
  registrationContextSchema,
  registrationSchema,
  type FieldErrors,
} from "@/lib/registration/schema";
import { env } from "../env";
import { log } from "../log";
import { activeSalutationIds } from "../salutations/active-ids";
import { getRegistrationRateLimit } from "./rate-limit-instance";
import { getRegistrationStore } from "./store-instance";
import type { RegistrationContext } from "./types";

export type RegisterOutcome =
  | { kind: "created"; id: string }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "rate_limited"; retryAfterSeconds: number }
  | { kind: "unavailable" };

export interface RegisterRequest extends RegistrationContext {
  ip: string;
  /** Ties this request's log lines together. */
  requestId: string;
  /** The hidden field people never see; autofill leaves it empty too. */
  honeypot?: string;
  /** Milliseconds between the form appearing and its submission, when the browser told us. */
  fillTimeMs?: number;
}

/** Faster than any person fills six fields and two consents. */
const MIN_FILL_TIME_MS = 2500;

/** Validates, limits, stores. The one path every way of registering goes through. */
export async function register(raw: unknown, request: RegisterRequest): Promise<RegisterOutcome> {
  const requestLog = log.child({ requestId: request.requestId, source: request.source });
  const parsed = registrationSchema.safeParse(raw);
  if (!parsed.success) return { kind: "invalid", errors: fieldErrors(parsed.error) };
  const input = parsed.data;
  const visit = registrationContextSchema.parse({
    referrer: request.referrer,
    landingPage: request.landingPage,
    submissionKey: request.submissionKey,
  });
  try {
    if (!(await activeSalutationIds()).has(input.salutationId)) {
      return { kind: "invalid", errors: { salutationId: ["salutationRequired"] } };
    }
  } catch (error) {
    requestLog.error(
      { err: error instanceof Error ? error.message : String(error) },
      "salutations unavailable",
    );
    return { kind: "unavailable" };
  }

  const contactKeys = [toE164(input.contact) ?? input.contact, normalizeEmail(input.email)];
  const limit = await getRegistrationRateLimit().consume(request.ip, contactKeys);
  if (!limit.ok) {
    requestLog.warn("registration rate limited");
    return { kind: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
  }

  const suspectedSpam =
    Boolean(request.honeypot?.trim()) ||
    (request.fillTimeMs !== undefined && request.fillTimeMs < MIN_FILL_TIME_MS);
  try {
    const created = await getRegistrationStore()(
      { input, context: { ...request, ...visit, suspectedSpam } },
      { salesEmail: env.SALES_NOTIFY_EMAIL, webhookUrl: env.LEAD_WEBHOOK_URL },
    );
    log.info(
      {
        registrationId: created.id,
        source: request.source,
        repeat: Boolean(created.duplicateOf),
        suspectedSpam,
      },
      "registration stored",
    );
    return { kind: "created", id: created.id };
  } catch (error) {
    log.error(
      { err: error instanceof Error ? error.message : String(error), source: request.source },
      "registration not stored",
    );
    return { kind: "unavailable" };
  }
}
