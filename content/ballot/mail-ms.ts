import { malayStyle } from "../mail/addressee";
import { glossaryMs as g } from "../glossary/ms";
import type { BallotMailCopy, BallotResultSummary } from "./mail-types";

/** "Yang Berbahagia Dato' Lim Kok Wing," for a titled buyer; "Cik Siti Aminah yang dihormati," otherwise. */
function greeting(s: BallotResultSummary): string {
  const style = malayStyle(s.salutationCode);
  return style ? `${style} ${s.addressee},` : `${s.addressee} yang dihormati,`;
}

export const ballotMailMs: BallotMailCopy = {
  subject: (n) => `Pelancaran SkyHaven Suites: nombor giliran anda ialah ${n}`,
  body: (s) =>
    [
      greeting(s),
      "",
      "Undian pelancaran SkyHaven Suites telah dijalankan. Berikut ialah giliran anda untuk memilih unit:",
      "",
      `Rujukan undian anda: ${s.reference}`,
      `Nombor giliran anda: ${s.position}`,
      `Slot pemilihan anda: ${s.when}`,
      `Tempat: ${s.address}`,
      "",
      `Sila tiba di ${g.salesGallery} sedikit lebih awal daripada slot anda dan bawa kad pengenalan atau pasport anda. Jemputan kalendar yang dilampirkan menambah slot ini ke kalendar anda.`,
      `Sesiapa sahaja boleh menyemak undian ini: ${s.recordUrl}`,
      "",
      "Salam hormat,",
      "Pasukan jualan SkyHaven Suites",
    ].join("\n"),
  eventTitle: (n) => `Pemilihan unit SkyHaven Suites, nombor giliran ${n}`,
  eventDescription: (s) =>
    `Rujukan undian ${s.reference}, nombor giliran ${s.position}. Sila bawa kad pengenalan atau pasport anda.`,
  malaysiaTime: "(waktu Malaysia)",
  ackInvitation: (url) =>
    `Unit pada hari pelancaran dipilih mengikut giliran yang ditentukan oleh undian terbuka. Sertai undian di sini untuk mendapatkan giliran anda: ${url}`,
};
