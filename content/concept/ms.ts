import type { ConceptContent } from "./types";

export const conceptMs: ConceptContent = {
  meta: {
    title: "Suite servis bersebelahan lapangan terbang",
    description:
      "SkyHaven Suites: suite dan pejabat servis hanya lima minit dari terminal lapangan terbang antarabangsa. Daripada studio hingga suite premium dwi-kunci untuk pengembara dan pelabur.",
  },
  hero: {
    eyebrow: "Suite servis · Lima minit dari terminal",
    title: "Di sini perjalanan berhenti seketika",
    description:
      "Dua menara langsing yang menempatkan suite dan pejabat servis bersebelahan lapangan terbang antarabangsa, direka untuk pengembara yang singgah semalam dan pelabur yang menetap untuk jangka panjang.",
    imageAlt:
      "Gambaran artis dua menara SkyHaven pada waktu senja dengan sebuah pesawat berlepas dari landasan",
  },
  facts: [
    { value: "5 min", label: "ke terminal utama" },
    { value: "22", label: "pelan susun atur suite" },
    { value: "388–1,281", label: "sq ft keluasan binaan" },
    { value: "24 jam", label: "perkhidmatan concierge dan ulang-alik" },
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
      "Di dek langit, kolam renang infiniti, ruang rehat penghuni dan taman pokok palma tempatan menghadap laluan pendaratan pesawat. Di bawahnya, tingkat ruang kerja bersama dan bilik mesyuarat membolehkan urusan perniagaan diteruskan antara penerbangan.",
    ],
    highlights: [
      "Kolam renang infiniti dan taman langit",
      "Kaca berlapis dua akustik di seluruh bangunan",
      "Tingkat ruang kerja bersama dan bilik mesyuarat",
      "Perkhidmatan ulang-alik sepanjang masa ke kedua-dua terminal",
    ],
    imageAlt: "Gambaran artis ruang rehat dan kolam renang di dek langit pada waktu petang",
  },
  investment: {
    eyebrow: "Pelaburan",
    title: "Empat cara untuk memiliki kediaman di sisi lapangan terbang",
    intro:
      "Setiap suite ditawarkan lengkap berperabot dan boleh menyertai program sewaan terurus bangunan, yang melayani kru penerbangan, penumpang transit dan pelawat perniagaan sepanjang tahun.",
    categories: {
      studio: {
        name: "Studio",
        summary:
          "Suite padat yang lengkap berperabot, sesuai untuk penginapan singkat dan pelabur kali pertama.",
        imageAlt: "Gambaran artis suite studio dengan katil queen dan meja kerja",
      },
      single: {
        name: "Suite Tunggal",
        summary:
          "Satu bilik tidur dengan ruang tamu berasingan, untuk kru penerbangan dan tetamu penginapan panjang.",
        imageAlt: "Gambaran artis suite tunggal dengan ruang tamu berasingan",
      },
      double: {
        name: "Suite Berkembar",
        summary: "Dua bilik tidur untuk keluarga dan pasukan kecil yang mengembara bersama.",
        imageAlt: "Gambaran artis suite berkembar dengan dua pintu bilik tidur dari ruang tamu",
      },
      dualKey: {
        name: "Suite Premium Dwi-Kunci",
        summary:
          "Dua suite serba lengkap di sebalik satu pintu utama: diami satu, sewakan yang satu lagi.",
        imageAlt: "Gambaran artis suite dwi-kunci dengan dua pintu masuk berasingan",
      },
    },
  },
  closing: {
    title: "Jadilah yang pertama memilih suite anda",
    body: "Daftar minat anda dan pasukan jualan kami akan menghantar senarai harga serta menjemput anda ke pratonton di galeri jualan.",
  },
};
