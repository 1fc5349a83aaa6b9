import type { Kysely } from "kysely";
import { getMailCopy } from "@/content/mail";
import type { Database } from "../db/schema";
import { labelColumn } from "../salutations/label-column";
import type { OutboxRow } from "./claims";
import type { Mailer } from "./mailer";
import { mailPayload } from "./payload";

/** Renders and sends the buyer's acknowledgement (in their language) or the sales notice. */
export async function sendMail(
  db: Kysely<Database>,
  mailer: Mailer,
  from: string,
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
  };
  await mailer.sendMail({
    from,
    to: lead.to,
    // A stable id lets mail systems drop a repeat sent after a crash.
    messageId: `<${entry.id}@skyhaven-suites>`,
    subject: toBuyer ? copy.ackSubject : copy.salesSubject(summary),
    text: toBuyer ? copy.ackBody(summary) : salesNotice(lead),
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
