import { glossaryMs as g } from "../glossary/ms";
import { headlineFacts } from "../facts/headline-facts";
import type { BrochureContent } from "./types";

export const brochureMs: BrochureContent = {
  meta: {
    title: `${g.eBrochure} SkyHaven Suites`,
    subject: "Suite servis dan pejabat bersebelahan lapangan terbang antarabangsa",
    keywords: "SkyHaven Suites, suite servis, lapangan terbang, pelaburan, dwi-kunci",
  },
  cover: {
    label: g.eBrochure,
    tagline: "Suite servis dan pejabat bersebelahan lapangan terbang antarabangsa",
  },
  sections: {
    concept: "Konsep",
    sanctuary: "Tempat berehat",
    investment: "Pelaburan",
    units: "Jenis unit",
    facilities: "Kemudahan",
    location: "Lokasi",
    developer: "Pemaju",
  },
  labels: {
    artistImpression: g.artistImpression,
    keyFacts: "Fakta utama",
    highlights: "Keistimewaan",
    developedBy: "Dibangunkan oleh",
    layouts: "susun atur",
  },
  units: {
    intro: `${headlineFacts.typeCount} jenis suite di tingkat tipikal, daripada studio kompak hingga kediaman dwi-kunci dengan studio untuk disewakan. Setiap satu diserahkan lengkap berperabot. Pelan setiap jenis menyusul mengikut kategori, dengan saiz setiap bilik dalam meter.`,
    glance: {
      title: "Sepintas lalu: suite premium dwi-kunci",
      type: "Jenis",
      size: "Keluasan binaan",
    },
  },
  location: { place: "Tempat", distance: "Jarak", travel: "Masa perjalanan" },
  notice: {
    title: "Notis penting",
    paragraphs: [
      "Semua maklumat dan imej dalam brosur ini adalah untuk rujukan sahaja dan tidak membentuk sebahagian daripada sebarang tawaran atau kontrak. Imej ialah gambaran artis dan mungkin berbeza daripada bangunan yang siap.",
      "Keluasan binaan adalah anggaran. Keluasan muktamad setiap suite dinyatakan dalam perjanjian jual belinya.",
      "Pemaju boleh mengubah susun atur, spesifikasi dan kemudahan yang diterangkan di sini jika dikehendaki oleh pihak berkuasa atau arkitek.",
      "Pembeli mesti membaca perjanjian jual beli.",
    ],
    source:
      "Brosur ini dihasilkan daripada kandungan {url}, tempat versi terkini sentiasa tersedia.",
  },
  contact: {
    register: "Daftar dalam talian: {url}",
    scan: "Imbas untuk daftar minat anda",
  },
};
