import { log } from "../log";
import type { Claim, Failure } from "./claims";

// SMTP servers name the recipient in their errors ("<a@b.example>: Recipient address rejected").
const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[^\s@<>()[\]"',;:]+/g;

export function redactEmails(text: string): string {
  return text.replace(EMAIL, "[email]");
}

/** The error's message and, for `fetch failed` and the like, its cause: what an operator can act on. */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause && !error.message.includes(cause) ? `${error.message} (${cause})` : error.message;
}

/** One line per failed attempt, ids and counts only; a message that gives up is an error for staff. */
export function logFailure(claim: Claim, failure: Failure): void {
  const fields = {
    messageId: claim.id,
    topic: claim.topic,
    attempt: failure.attempts,
    nextAttemptAt: failure.gaveUp ? null : failure.nextAttemptAt.toISOString(),
    err: failure.error,
  };
  if (failure.gaveUp) log.error(fields, "outbox message gave up after its last attempt");
  else log.warn(fields, "outbox delivery failed; will retry");
}

export function logLostClaim(claim: Claim, outcome: "sent" | "failed"): void {
  log.warn(
    { messageId: claim.id, topic: claim.topic, outcome },
    "outbox claim lapsed before the result was recorded; the message may be sent again",
  );
}
