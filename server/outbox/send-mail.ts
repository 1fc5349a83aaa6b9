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
import { mailPayload } from "./payload";

export interface MailContext {
  from: string;
  siteUrl: string;
  /** The secret the buyer's ballot and withdrawal links are signed with (read when a link is made). */
  secret: () => string;
  /** The sales team's mailbox, the buyer's Reply-To. */
  replyTo: string;
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
  const copy = getMailCopy(locale);
  const summary = {
    salutation: salutation?.label ?? "",
    salutationCode: salutation?.code ?? "",
    name: lead.name,
    unitTypes: lead.unitTypes,
    ballotUrl: toBuyer ? await ballotUrl(db, context, locale, lead.registrationId) : undefined,
  };
  const links = toBuyer ? withdrawalLinks(context, lead.registrationId, locale) : undefined;
  await mailer.sendMail({
    from: context.from,
    to: lead.to,
    // A stable id lets mail systems drop a repeat sent after a crash.
    messageId: `<${entry.id}@skyhaven-suites>`,
    subject: toBuyer ? copy.ackSubject : copy.salesSubject(summary),
    text: links
      ? withWithdrawalFooter(copy.ackBody(summary), locale, links.page)
      : salesNotice(lead),
    ...(links ? buyerMailHeaders(links, context.replyTo) : {}),
    signal,
  });
}

function salesNotice(lead: ReturnType<typeof mailPayload.parse>): string {
  return [
    `Registration ${lead.registrationId} at ${lead.createdAt}${lead.duplicateOf ? ` (repeat of ${lead.duplicateOf})` : ""}`,
    `Name: ${lead.name}`,
    `Contact: ${lead.contact}`,
    `Email: ${lead.email}`,
    `Address: ${lead.address || "-"}`,
    `Heard of us through: ${lead.channel}`,
    `Unit types: ${lead.unitTypes.join(", ") || "-"}`,
    `Language: ${lead.locale}`,
  ].join("\n");
}
