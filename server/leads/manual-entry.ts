import { createHash, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { parseManualLead, type ManualLeadErrors } from "@/lib/leads/manual-lead";
import type { Database } from "../db/schema";
import { metrics } from "../metrics/registry";
import type { NotificationTargets } from "../outbox/entries";
import type { RegistrationStore } from "../registrations/store";
import { fingerprint } from "../registrations/submission";
import type { Actor } from "./update";

export type ManualEntryOutcome =
  /** `leadId` is the person's first registration: the new one's own id, or the lead it joined. */
  | { kind: "created"; id: string; leadId: string; repeat: boolean }
  | { kind: "invalid"; errors: ManualLeadErrors };

export interface ManualEntryOptions {
  /** The form's per-render token: the same post sent twice (a double tap, a resend) is stored once. */
  formToken?: string;
  targets?: NotificationTargets;
  /** A new person becomes the entering staff member's lead (see server/access/leads.ts). */
  owns?: boolean;
}

const TOKEN = /^[\w-]{1,100}$/;

/**
 * A lead a salesperson typed in (walk-in, roadshow, agent referral). The buyer's details pass the
 * web form's own schema and go through the same store and transaction as a web registration: the
 * same person keys decide first or repeat, a repeat joins and reopens the existing lead, a first
 * takes its owner from the rotation. No rate limit or bot check: a signed-in staff member typed it.
 */
export async function enterManualLead(
  db: Kysely<Database>,
  store: RegistrationStore,
  raw: Record<string, unknown>,
  staff: Actor,
  { formToken, targets = {}, owns = false }: ManualEntryOptions = {},
): Promise<ManualEntryOutcome> {
  const parsed = parseManualLead(raw);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  const { registration: input, source, locale, agent, note } = parsed.lead;
  const salutation = await db
    .selectFrom("salutations")
    .select("id")
    .where("id", "=", input.salutationId)
    .where("active", "=", 1)
    .executeTakeFirst();
  if (!salutation) return { kind: "invalid", errors: { salutationId: "salutationRequired" } };

  const hash = fingerprint(input);
  const scope = formToken && TOKEN.test(formToken) ? formToken : randomUUID();
  const key = createHash("sha256")
    .update(["desk", scope, source, agent ?? "", note ?? "", hash].join("\u0000"))
    .digest("hex");
  const created = await store(
    {
      input,
      context: {
        locale,
        source,
        submission: { key, hash },
        desk: { staffId: staff.id, staffName: staff.name, agent, note, owns },
      },
    },
    targets,
  );
  metrics().registrations.inc({ source, outcome: created.duplicateOf ? "repeat" : "first" });
  return {
    kind: "created",
    id: created.id,
    leadId: created.duplicateOf ?? created.id,
    repeat: created.duplicateOf !== null,
  };
}
