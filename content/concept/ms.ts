import { glossaryMs as g } from "../glossary/ms";
import { formatFigure, formatRange } from "../facts/format";
import { headlineFacts as facts } from "../facts/headline-facts";
import { nearestTerminal } from "../facts/terminal";
import { locationMs } from "../location/ms";
import type { ConceptContent } from "./types";

// Figures come from the unit and location data (content/facts/), never typed here.
const terminal = nearestTerminal(locationMs.pointsOfInterest);

export const conceptMs: ConceptContent = {
  meta: {
    title: "Suite servis bersebelahan lapangan terbang",
    description: `SkyHaven Suites: suite dan pejabat servis hanya ${terminal.minutes} minit dari ${terminal.name}. Studio hingga suite dwi-kunci untuk pengembara dan pelabur.`,
  },
  hero: {
    eyebrow: `Suite servis · ${terminal.minutes} minit dari ${terminal.name}`,
    title: "Di sini perjalanan berhenti seketika",
    description:
      "Dua menara langsing yang menempatkan suite dan pejabat servis bersebelahan lapangan terbang antarabangsa, direka untuk pengembara yang singgah semalam dan pelabur yang melabur untuk jangka panjang.",
    imageAlt:
      "Gambaran artis dua menara SkyHaven pada waktu senja dengan sebuah pesawat berlepas dari landasan",
  },
  facts: [
    { value: `${terminal.minutes} min`, label: `ke ${terminal.name}` },
    { value: formatFigure("ms", facts.typeCount), label: "pelan susun atur suite" },
    { value: formatRange("ms", facts.sizeSqft), label: `${g.areaUnit} keluasan binaan` },
    { value: "24 jam", label: "khidmat pramutamu dan bas ulang-alik" },
  ],
  quote: {
    text: "Kami mereka SkyHaven untuk waktu antara ketibaan dan perlepasan: bilik yang tenang, cahaya yang melimpah, dan segala keperluan pengembara hanya sejauh perjalanan lif.",
    attribution: "Pasukan reka bentuk SkyHaven",
  },
  sanctuary: {
    eyebrow: "Tempat berehat",
    title: "Ketenangan di atas landasan",
    paragraphs: [
      "Kaca akustik menghalang deruan landasan, manakala tingkap dari lantai ke siling mengekalkan pemandangan. Selepas penerbangan jarak jauh, masuklah ke suite yang sudah sejuk, sunyi dan sedia menyambut anda.",
      "Di teres langit, kolam infiniti, ruang rehat langit dan taman pokok palma tempatan menghadap laluan pendaratan pesawat. Di bawahnya, tingkat ruang kerja bersama dan bilik mesyuarat membolehkan urusan perniagaan diteruskan antara penerbangan.",
    ],
    highlights: [
      "Kolam infiniti dan taman langit",
      "Kaca berlapis dua akustik di seluruh bangunan",
      "Tingkat ruang kerja bersama dan bilik mesyuarat",
      "Perkhidmatan ulang-alik sepanjang masa ke kedua-dua terminal",
    ],
    imageAlt:
      "Gambaran artis ruang rehat langit dan kolam renang di teres langit pada waktu petang",
  },
  investment: {
    eyebrow: "Pelaburan",
    title: "Empat cara untuk memiliki kediaman di sisi lapangan terbang",
    intro:
      "Setiap suite ditawarkan lengkap berperabot dan boleh menyertai program sewaan terurus bangunan, yang melayani kru penerbangan, penumpang transit dan pelawat perniagaan sepanjang tahun.",
    categories: {
      studio: {
        name: g.categories.studio.many,
        summary:
          "Suite kompak yang lengkap berperabot, sesuai untuk penginapan singkat dan pelabur kali pertama.",
        imageAlt: "Gambaran artis suite studio dengan katil kelamin bersaiz queen dan meja kerja",
      },
      single: {
        name: g.categories.single.many,
        summary:
          "Bilik tidur berasingan daripada ruang tamu, untuk kru penerbangan dan tetamu penginapan panjang.",
        imageAlt: `Gambaran artis ${g.categories.single.one} dengan ruang tamu berasingan`,
      },
      double: {
        name: g.categories.double.many,
        summary: "Ruang yang luas untuk keluarga dan pasukan kecil yang mengembara bersama.",
        imageAlt: `Gambaran artis ${g.categories.double.one} dengan dua pintu bilik tidur dari ruang tamu`,
      },
      dualKey: {
        name: g.categories.dualKey.many,
        summary:
          "Dua suite serba lengkap di sebalik satu pintu utama: diami satu, sewakan yang satu lagi.",
        imageAlt: "Gambaran artis suite dwi-kunci dengan dua pintu masuk berasingan",
      },
    },
  },
  closing: {
    title: "Jadilah yang pertama memilih suite anda",
    body: `Daftar minat anda dan pasukan jualan kami akan menghantar senarai harga serta menjemput anda ke pratonton di ${g.salesGallery}.`,
  },
};
