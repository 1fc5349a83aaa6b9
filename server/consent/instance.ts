import "server-only";
import { authSecret } from "../auth/secret";
import { getDb } from "../db/client";
import { env } from "../env";
import { registrationOfToken } from "./unsubscribe-token";
import {
  withdrawalOf,
  withdrawConsent,
  type WithdrawOutcome,
  type WithdrawalVia,
} from "./withdraw";

/** The secret withdrawal links are signed with: the site's AUTH_SECRET, as the outbox signs them. */
const secret = (): string => authSecret(env);

/** What the link's page shows: a link that opens nothing, the button, or the withdrawal made. */
export type WithdrawalPageState =
  { kind: "invalid" } | { kind: "open" } | { kind: "withdrawn"; at: string };

export async function withdrawalPageState(token: string): Promise<WithdrawalPageState> {
  const registrationId = registrationOfToken(secret(), token);
  if (!registrationId) return { kind: "invalid" };
  const db = getDb();
  const exists = await db
    .selectFrom("registrations")
    .select("id")
    .where("id", "=", registrationId)
    .executeTakeFirst();
  if (!exists) return { kind: "invalid" };
  const withdrawal = await withdrawalOf(db, registrationId);
  return withdrawal ? { kind: "withdrawn", at: withdrawal.at } : { kind: "open" };
}

/** Withdraws for the person a token was made for; `unknown` for a token that opens nothing. */
export async function withdrawByToken(token: string, via: WithdrawalVia): Promise<WithdrawOutcome> {
  const registrationId = registrationOfToken(secret(), token);
  if (!registrationId) return "unknown";
  return withdrawConsent(getDb(), registrationId, via);
}

/** The language the person registered in, for the page a GET of the one-click URL leads to. */
export async function localeOfToken(token: string): Promise<string | undefined> {
  const registrationId = registrationOfToken(secret(), token);
  if (!registrationId) return undefined;
  const row = await getDb()
    .selectFrom("registrations")
    .select("locale")
    .where("id", "=", registrationId)
    .executeTakeFirst();
  return row?.locale;
}
