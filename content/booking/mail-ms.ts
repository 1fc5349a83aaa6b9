import { glossaryMs as g } from "../glossary/ms";
import { malayGreeting, malaySignOff } from "../mail/ms";
import type { BookingMailCopy } from "./mail-types";

export const bookingMailMs: BookingMailCopy = {
  eventTitle: (n) => `Lawatan ke ${g.salesGallery} SkyHaven Suites (${n} orang)`,
  confirmSubject: {
    booked: `Lawatan anda ke ${g.salesGallery} SkyHaven Suites telah ditempah`,
    rescheduled: `Masa lawatan anda ke ${g.salesGallery} SkyHaven Suites telah diubah`,
    cancelled: `Lawatan anda ke ${g.salesGallery} SkyHaven Suites telah dibatalkan`,
  },
  confirmBody: (kind, v) =>
    [
      malayGreeting(v.salutationCode, v.addressee),
      "",
      kind === "cancelled"
        ? `Lawatan anda pada ${v.when} telah dibatalkan. Anda dialu-alukan untuk menempah semula pada bila-bila masa.`
        : kind === "booked"
          ? `Terima kasih kerana menempah lawatan ke ${g.salesGallery} SkyHaven Suites:`
          : `Masa lawatan anda telah diubah. Kami menantikan kehadiran anda di ${g.salesGallery} SkyHaven Suites:`,
      ...(kind === "cancelled"
        ? []
        : [
            "",
            `Masa: ${v.when}`,
            `Bilangan orang: ${v.partySize}`,
            `Tempat: ${v.address}`,
            "",
            "Jemputan kalendar yang dilampirkan menambah lawatan ini ke kalendar anda. Kami akan mengingatkan anda sehari sebelumnya.",
            `Untuk menukar masa atau membatalkan: ${v.manageUrl}`,
          ]),
      "",
      ...malaySignOff,
    ].join("\n"),
  reminderSubject: `Peringatan: lawatan anda ke ${g.salesGallery} SkyHaven Suites esok`,
  reminderBody: (v) =>
    [
      malayGreeting(v.salutationCode, v.addressee),
      "",
      `Peringatan tentang lawatan anda ke ${g.salesGallery} SkyHaven Suites pada ${v.when}.`,
      `Tempat: ${v.address}`,
      "",
      `Tidak dapat hadir? Tukar masa atau batalkan di sini: ${v.manageUrl}`,
      "",
      ...malaySignOff,
    ].join("\n"),
  malaysiaTime: "(waktu Malaysia)",
};
