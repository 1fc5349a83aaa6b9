import { glossaryMs as g } from "../glossary/ms";
import { ballotMailMs } from "../ballot/mail-ms";
import { addressee, malayStyle } from "./addressee";
import type { LeadSummary, MailCopy } from "./types";

/** "Yang Berbahagia Dato' Lim Kok Wing," for a titled buyer; "Cik Siti Aminah yang dihormati," otherwise. */
export function malayGreeting(salutationCode: string, name: string): string {
  const style = malayStyle(salutationCode);
  return style ? `${style} ${name},` : `${name} yang dihormati,`;
}

const greeting = (lead: LeadSummary) => malayGreeting(lead.salutationCode, addressee("ms", lead));

/** The one sign-off of every Malay mail. */
export const malaySignOff = ["Salam hormat,", "Pasukan jualan SkyHaven Suites"];

export const mailMs: MailCopy = {
  ackSubject: "Terima kasih kerana mendaftar minat anda terhadap SkyHaven Suites",
  ackBody: (lead) =>
    [
      greeting(lead),
      "",
      "Terima kasih kerana mendaftar minat anda terhadap SkyHaven Suites, suite servis di sebelah lapangan terbang antarabangsa.",
      lead.unitTypes.length ? `Anda berminat dengan jenis unit ${lead.unitTypes.join(", ")}.` : "",
      `Wakil jualan kami akan menghubungi anda dalam tempoh satu hari bekerja dengan senarai harga dan jemputan ke pratonton ${g.salesGallery} kami.`,
      "",
      ...(lead.ballotUrl ? [ballotMailMs.ackInvitation(lead.ballotUrl), ""] : []),
      "Jika anda tidak mendaftar, balas e-mel ini: balasan anda akan sampai kepada pasukan jualan kami. Untuk menghentikan semua hubungan daripada kami, gunakan pautan di hujung e-mel ini.",
      "",
      ...malaySignOff,
    ]
      .filter((line, i, all) => line !== "" || all[i - 1] !== "")
      .join("\n"),
};
