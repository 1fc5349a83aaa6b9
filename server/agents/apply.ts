import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { AgentApplication } from "@/lib/agents/application";
import type { Auth } from "../auth/create-auth";
import { writeAudit } from "../audit/write";
import { isPostgres } from "../db/dialect";
import type { AgentStatus, Database } from "../db/schema";

export type ApplyResult =
  { ok: true; id: string } | { ok: false; error: "emailTaken" | "renTaken" };

const PENDING_REASON = "Agent application awaiting approval";

/**
 * An agent's application: a disabled (banned) account with role `agent`, its password and the
 * `agents` row, in one transaction, so there is never an account without its application or the
 * reverse. The account signs in once an admin approves it. `status` other than pending is for the
 * admin command line, which makes working agents directly. The email and the REN number are
 * unique in the database: a second application with either is refused by it, not by a read.
 */
export async function applyAsAgent(
  auth: Auth,
  db: Kysely<Database>,
  application: AgentApplication,
  {
    status = "pending",
    actor,
    now = new Date(),
  }: { status?: AgentStatus; actor?: string; now?: Date } = {},
): Promise<ApplyResult> {
  const hash = await (await auth.$context).password.hash(application.password);
  const id = randomUUID();
  const at = now.toISOString();
  const active = status === "approved";
  const bool = (value: boolean) => (isPostgres(db) ? value : Number(value));
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("staff_users")
        .values({
          id,
          name: application.name,
          email: application.email,
          emailVerified: bool(false),
          image: null,
          role: "agent",
          banned: bool(!active),
          banReason: active ? null : PENDING_REASON,
          banExpires: null,
          createdAt: at,
          updatedAt: at,
        })
        .execute();
      await trx
        .insertInto("staff_accounts")
        .values({
          id: randomUUID(),
          accountId: id,
          providerId: "credential",
          userId: id,
          password: hash,
          createdAt: at,
          updatedAt: at,
        })
        .execute();
      await trx
        .insertInto("agents")
        .values({
          staff_id: id,
          agency: application.agency,
          ren: application.ren,
          phone: application.phone,
          status,
          applied_at: at,
          decided_at: active ? at : null,
          decided_by: active ? (actor ?? null) : null,
        })
        .execute();
      await writeAudit(trx, {
        actor: actor ?? `staff:${id}`,
        action: "agent.apply",
        entity: "staff",
        entityId: id,
        details: { ren: application.ren, status },
        at: now,
      });
    });
  } catch (error) {
    const taken = uniqueViolation(error);
    if (taken) return { ok: false, error: taken };
    throw error;
  }
  return { ok: true, id };
}

/** Which unique column refused the application, if that is what happened. */
function uniqueViolation(error: unknown): "emailTaken" | "renTaken" | null {
  const { code, constraint, message } = (error ?? {}) as Record<string, unknown>;
  const unique = code === "23505" || String(code).startsWith("SQLITE_CONSTRAINT");
  if (!unique) return null;
  const where = `${String(constraint ?? "")} ${String(message ?? "")}`;
  if (/agents[._]ren/.test(where)) return "renTaken";
  if (where.includes("email")) return "emailTaken";
  return null;
}
