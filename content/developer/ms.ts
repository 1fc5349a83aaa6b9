import { upperFirst } from "../glossary";
import { glossaryMs as g } from "../glossary/ms";
import type { DeveloperCopy } from "./schema";

export const developerMs: DeveloperCopy = {
  meta: {
    title: "Pemaju, galeri jualan dan hubungan",
    description:
      "SkyHaven Development Sdn Bhd: profil syarikat, alamat dan waktu galeri jualan, telefon, WhatsApp dan e-mel, serta lesen pemaju dan permit iklan projek.",
  },
  eyebrow: "Pemaju",
  title: "Dibina oleh mereka yang mengenali lapangan terbang",
  profile: [
    "SkyHaven Development Sdn Bhd ialah syarikat projek yang ditubuhkan untuk membina SkyHaven Suites. Pasukannya telah merancang, membina dan mengurus harta tanah hospitaliti dan kediaman di sekitar bandar lapangan terbang selama hampir dua dekad, daripada penginapan kru hingga hotel perniagaan.",
    "Kami membina untuk jangka panjang: setiap suite diserahkan lengkap berperabot, dengan tempoh liabiliti kecacatan dua puluh empat bulan, dan diuruskan oleh pengendali yang dilantik untuk menyewakan dan menyelenggara bangunan bagi pihak pemilik.",
  ],
  milestones: [
    { value: "18 tahun", label: "di sekitar bandar lapangan terbang" },
    { value: "12", label: "projek siap" },
    { value: "4,800", label: "kediaman dan bilik diserahkan" },
  ],
  salesGallery: {
    name: upperFirst(g.salesGallery),
    placeName: "Galeri Jualan SkyHaven",
    intro:
      "Lihat suite pameran, bahan kemasan dan model berskala di tapak, bersebelahan menara. Tempat letak kereta percuma, dan bas ulang-alik kami boleh menjemput pelawat dari kedua-dua terminal atas permintaan.",
    hours: [
      { days: "Isnin hingga Jumaat", time: "10.00 pagi – 7.00 malam" },
      { days: "Sabtu, Ahad dan cuti umum", time: "10.00 pagi – 6.00 petang" },
    ],
    note: "Ditutup pada hari pertama Hari Raya Aidilfitri dan Tahun Baharu Cina.",
  },
  whatsappGreeting: "Helo, saya ingin mengetahui lebih lanjut tentang SkyHaven Suites.",
  whatsappAboutPage:
    "Helo, saya sedang melihat halaman {page} SkyHaven Suites dan ingin mengetahui lebih lanjut.",
  whatsappAboutType:
    "Helo, saya berminat dengan SkyHaven Suites jenis {code}. Boleh maklumkan harganya dan unit yang masih ada?",
};
