import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Registration } from "@/lib/registration/schema";
import type { Database } from "../db/schema";
import type { CreatedRegistration, Submission } from "./types";
import { malaysiaDay } from "@/lib/time/malaysia";

/** The same key was used before for a different registration: a client bug, not a retry. */
export class SubmissionConflict extends Error {
  constructor() {
    super("submission key reused with a different body");
    this.name = "SubmissionConflict";
  }
}

/**
 * Whether an error is that conflict, by name: the process's one registration store may come from
 * another bundle of this module than the caller's (as with isAgentClaimRefused).
 */
export const isSubmissionConflict = (error: unknown): error is SubmissionConflict =>
  error instanceof Error && error.name === "SubmissionConflict";

const sha256 = (...parts: string[]) =>
  createHash("sha256").update(parts.join("\u0000")).digest("hex");

/** What the registration says, independent of field order and of how the client spelt it. */
export function fingerprint(input: Registration): string {
  const sorted = Object.fromEntries(Object.entries(input).sort(([a], [b]) => a.localeCompare(b)));
  return sha256(JSON.stringify(sorted));
}

/** `Idempotency-Key` of POST /api/registrations: a retry with another body is refused. */
export function apiSubmission(idempotencyKey: string, input: Registration): Submission {
  return { key: sha256("api", idempotencyKey), hash: fingerprint(input) };
}

/**
 * The form's post. With JavaScript the form carries a token made for each render; the body is part
 * of the key, so editing the form after going back makes a new registration rather than a refusal.
 * Without JavaScript the page is the same prerendered HTML for everyone and carries no token: the
 * same body on the same (Malaysia) day is then taken as a resubmission of one post.
 */
export function formSubmission(
  token: string | undefined,
  input: Registration,
  now: Date,
): Submission {
  const hash = fingerprint(input);
  const scope = token ?? `static:${malaysiaDay(now)}`;
  return { key: sha256("web", scope, hash), hash };
}

/** The registration a post with this key already made, if any. */
export async function findSubmission(
  db: Kysely<Database>,
  { key, hash }: Submission,
): Promise<CreatedRegistration | undefined> {
  const row = await db
    .selectFrom("registrations")
    .select(["id", "duplicate_of", "submission_hash", "event_id"])
    .where("submission_key", "=", key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.submission_hash && row.submission_hash !== hash) throw new SubmissionConflict();
  return { id: row.id, duplicateOf: row.duplicate_of, eventId: row.event_id };
}
