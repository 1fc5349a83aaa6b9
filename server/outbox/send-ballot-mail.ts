import type { Kysely } from "kysely";
import { hasLocale } from "next-intl";
import { z } from "zod";
import { routing } from "@/i18n/routing";
import { readLaunchSettings, LAUNCH_SETTINGS_KEY } from "@/lib/launch/settings";
import { slotEnd } from "@/lib/ballot/slot";
import { BALLOT_ID } from "../ballot/ballot-row";
import { withWithdrawalFooter } from "@/content/mail/withdrawal";
import { ballotResultMail } from "../ballot/result-mail";
import {
  buyerMailHeaders,
  withdrawalLinks,
  type WithdrawalLinkContext,
} from "../consent/mail-links";
import type { Database } from "../db/schema";
import { labelColumn } from "../salutations/label-column";
import type { OutboxRow } from "./claims";
import type { Mailer } from "./mailer";
import { mailBodies } from "../mail/html";
import { outboxMessageId } from "../mail/message-id";

const payload = z.object({ reference: z.string(), locale: z.string(), to: z.string() });

export interface BallotMailContext extends WithdrawalLinkContext {
  from: string;
  /** The domain of our Message-IDs (server/mail/message-id.ts). */
  domain: string;
}

/**
 * Sends a drawn entrant their queue number and selection slot, built from the entry as it is now.
 * An entry gone, not drawn, or whose person was erased is dropped (resolves without sending).
 */
export async function sendBallotMail(
  db: Kysely<Database>,
  mailer: Mailer,
  context: BallotMailContext,
  entry: OutboxRow,
  signal: AbortSignal,
): Promise<void> {
  const message = payload.safeParse(JSON.parse(entry.payload));
  // An erasure blanks the payload: nothing is left to send.
  if (!message.success) return;
  const { reference, to } = message.data;
  const locale = hasLocale(routing.locales, message.data.locale)
    ? message.data.locale
    : routing.defaultLocale;
  const [found, ballot, settingsRow] = await Promise.all([
    db
      .selectFrom("ballot_entries as e")
      .innerJoin("registrations as r", "r.id", "e.lead_id")
      .select([
        "e.lead_id",
        "e.position",
        "e.slot_start",
        "r.full_name",
        "r.salutation_id",
        "r.erased_at",
      ])
      .where("e.reference", "=", reference)
      .executeTakeFirst(),
    db.selectFrom("ballot").select("drawn_at").where("id", "=", BALLOT_ID).executeTakeFirst(),
    db
      .selectFrom("desk_settings")
      .select("value")
      .where("key", "=", LAUNCH_SETTINGS_KEY)
      .executeTakeFirst(),
  ]);
  if (!found || found.erased_at || found.position === null || !found.slot_start) return;
  const salutation = await db
    .selectFrom("salutations")
    .select(["code", `${labelColumn(locale)} as label`])
    .where("id", "=", found.salutation_id)
    .executeTakeFirst();
  const prefix = locale === routing.defaultLocale ? "" : `/${locale}`;
  const mail = ballotResultMail({
    locale,
    reference,
    position: Number(found.position),
    start: found.slot_start,
    end: slotEnd(readLaunchSettings(settingsRow?.value), found.slot_start),
    drawnAt: ballot?.drawn_at ?? found.slot_start,
    salutation: salutation?.label ?? "",
    salutationCode: salutation?.code ?? "",
    name: found.full_name,
    recordUrl: `${context.siteUrl.replace(/\/$/, "")}${prefix}/ballot`,
  });
  const links = withdrawalLinks(context, found.lead_id, locale);
  await mailer.sendMail({
    from: context.from,
    to,
    messageId: outboxMessageId(entry.id, context.domain),
    subject: mail.subject,
    ...mailBodies(locale, mail.subject, withWithdrawalFooter(mail.text, locale, links.page)),
    ...buyerMailHeaders(links, context.replyTo),
    attachments: [{ filename: "selection.ics", content: mail.ics, contentType: "text/calendar" }],
    signal,
  });
}
