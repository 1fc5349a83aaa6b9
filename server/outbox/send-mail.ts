import type { Kysely } from "kysely";
import type { Locale } from "next-intl";
import { getMailCopy } from "@/content/mail";
import { withWithdrawalFooter } from "@/content/mail/withdrawal";
import { BALLOT_ID } from "../ballot/ballot-row";
import { ballotToken } from "../ballot/token";
import { buyerMailHeaders, withdrawalLinks } from "../consent/mail-links";
import type { Database } from "../db/schema";
import { labelColumn } from "../salutations/label-column";
import type { OutboxRow } from "./claims";
import type { Mailer } from "./mailer";
import { mailBodies } from "../mail/html";
import { outboxMessageId } from "../mail/message-id";
import { noticeFacts } from "./notice-facts";
import { mailPayload, type MailPayload } from "./payload";
import { salesNotice } from "./sales-notice";

export interface MailContext {
  from: string;
  siteUrl: string;
  /** The secret the buyer's ballot and withdrawal links are signed with (read when a link is made). */
  secret: () => string;
  /** The sales team's mailbox, the buyer's Reply-To. */
  replyTo: string;
  /** The domain of our Message-IDs (server/mail/message-id.ts). */
  domain: string;
}

/** The buyer's own link into the ballot, while it takes entries; undefined otherwise. */
async function ballotUrl(
  db: Kysely<Database>,
  { siteUrl, secret }: MailContext,
  locale: Locale,
  registrationId: string,
): Promise<string | undefined> {
  const ballot = await db
    .selectFrom("ballot")
    .select("status")
    .where("id", "=", BALLOT_ID)
    .executeTakeFirst();
  if (ballot?.status !== "open") return undefined;
  const prefix = locale === "en" ? "" : `/${locale}`;
  return `${siteUrl.replace(/\/$/, "")}${prefix}/ballot/enter/${ballotToken(secret(), registrationId)}`;
}

/**
 * Renders and sends the buyer's acknowledgement (in their language, with their ballot link while
 * the launch ballot takes entries) or the sales notice.
 */
export async function sendMail(
  db: Kysely<Database>,
  mailer: Mailer,
  context: MailContext,
  entry: OutboxRow,
  signal: AbortSignal,
): Promise<void> {
  const lead = mailPayload.parse(JSON.parse(entry.payload));
  const toBuyer = entry.topic === "buyer_ack";
  const locale = toBuyer ? lead.locale : "en";
  const salutation = await db
    .selectFrom("salutations")
    .select(["code", `${labelColumn(locale)} as label`])
    .where("id", "=", lead.salutationId)
    .executeTakeFirst();
  const name = { salutation: salutation?.label ?? "", salutationCode: salutation?.code ?? "" };
  const message = toBuyer
    ? await buyerAck(db, context, lead, name)
    : salesNotice(
        lead,
        name.salutation,
        await noticeFacts(db, lead.registrationId),
        context.siteUrl,
      );
  await mailer.sendMail({
    from: context.from,
    to: lead.to,
    messageId: outboxMessageId(entry.id, context.domain),
    subject: message.subject,
    ...mailBodies(locale, message.subject, message.text),
    // Reply-To and the one-click withdrawal headers, on mail to the buyer.
    ...("options" in message ? message.options : {}),
    signal,
  });
}

/** The buyer's acknowledgement in their language, ending with how to withdraw consent. */
async function buyerAck(
  db: Kysely<Database>,
  context: MailContext,
  lead: MailPayload,
  name: { salutation: string; salutationCode: string },
) {
  const copy = getMailCopy(lead.locale);
  const summary = {
    ...name,
    name: lead.name,
    unitTypes: lead.unitTypes,
    ballotUrl: await ballotUrl(db, context, lead.locale, lead.registrationId),
  };
  const links = withdrawalLinks(context, lead.registrationId, lead.locale);
  return {
    subject: copy.ackSubject,
    text: withWithdrawalFooter(copy.ackBody(summary), lead.locale, links.page),
    options: buyerMailHeaders(links, context.replyTo),
  };
}
