import { glossaryMs as g } from "../glossary/ms";
import type { GalleryCopy } from "./types";

export const galleryMs: GalleryCopy = {
  meta: {
    title: "Galeri",
    description:
      "Gambaran artis SkyHaven Suites: menara pada waktu senja, lobi, kolam infiniti, ruang rehat langit, setiap jenis suite dan pemandangan landasan.",
  },
  eyebrow: "Galeri",
  title: "Melihat ke dalam SkyHaven",
  intro:
    "Enam belas gambaran artis, dari laluan ketibaan hingga ke teres langit. Pilih gambar untuk melihatnya lebih besar; setiap gambar mempunyai pautan sendiri untuk dikongsi.",
  items: {
    arrival: {
      alt: "Gambaran artis menara berkembar pada waktu senja dilihat dari laluan ketibaan, dengan jejak lampu kereta menuju ke kanopi pintu masuk",
      caption: "Laluan ketibaan dan kanopi pada waktu senja",
    },
    "towers-at-dusk": {
      alt: "Gambaran artis dua menara kaca di atas kolam pantulan, dengan lapangan terbang dan pesawat yang sedang naik di kaki langit",
      caption: "Menara berkembar di seberang kolam pantulan",
    },
    lobby: {
      alt: "Gambaran artis lobi dua tingkat dengan kaunter penyambut tetamu berlampu belakang, lampu gantung loyang dan kerusi rehat",
      caption: "Lobi ketibaan dua tingkat dan pramutamu 24 jam",
    },
    "pool-deck": {
      alt: "Gambaran artis kolam infiniti di teres langit ketika matahari terbenam, dengan kerusi rehat di bawah pergola kayu dan pokok palma",
      caption: "Kolam infiniti di teres langit",
    },
    "sky-lounge": {
      alt: "Gambaran artis ruang rehat penghuni dengan sofa, bar dan tingkap dari lantai ke siling menghadap langit senja",
      caption: "Ruang rehat langit dan bar penghuni",
    },
    "sky-terrace": {
      alt: "Gambaran artis tepi kolam di teres langit dengan pokok palma, menghadap lapangan terbang ketika matahari terbenam",
      caption: "Teres langit, tempat pandangan 360° diambil",
    },
    "rooftop-garden": {
      alt: "Gambaran artis laluan taman bumbung dengan tanglung, pagar pokok yang dirapikan dan pokok palma",
      caption: "Laluan taman bumbung",
    },
    "bbq-deck": {
      alt: "Gambaran artis dek kayu dengan meja makan panjang, pulau pemanggang dan lampu bergantungan",
      caption: "Dek barbeku untuk malam bersama rakan",
    },
    studio: {
      alt: "Gambaran artis suite studio dengan katil kelamin bersaiz queen, meja tulis dan kaca penuh dari lantai ke siling",
      caption: `${g.categories.studio.one} (jenis A1–A3)`,
    },
    "single-suite": {
      alt: `Gambaran artis ruang tamu ${g.categories.single.one} dengan bilik tidur kelihatan melalui bukaan`,
      caption: `${g.categories.single.one} dengan ruang tamu berasingan (jenis B1–B5)`,
    },
    "double-suite": {
      alt: `Gambaran artis ruang makan ${g.categories.double.one} dengan pintu bilik tidur di kedua-dua belah`,
      caption: `${g.categories.double.one} untuk keluarga dan pasukan kecil (jenis C1A–C4)`,
    },
    "dual-key-suite": {
      alt: "Gambaran artis lobi persendirian dengan dua pintu hadapan, A dan B",
      caption: `${g.categories.dualKey.one}: dua kediaman di sebalik satu pintu (jenis D1–D9)`,
    },
    "runway-view": {
      alt: "Gambaran artis pesawat yang sedang menghampiri landasan dilihat dari balkoni suite dengan dua kerusi berlengan",
      caption: "Penerbangan petang tiba, dilihat dari balkoni suite",
    },
    gym: {
      alt: "Gambaran artis gimnasium dengan mesin larian menghadap tingkap dari lantai ke siling dan rak pemberat",
      caption: "Gimnasium penghuni, dibuka sepanjang masa",
    },
    "co-working": {
      alt: "Gambaran artis ruang kerja bersama dengan meja panjang, dinding perpustakaan dan pemandangan lapangan terbang",
      caption: "Tingkat ruang kerja bersama",
    },
    "meeting-room": {
      alt: "Gambaran artis bilik mesyuarat dengan meja panjang kayu walnut, kerusi biru tua dan dinding media",
      caption: "Bilik mesyuarat untuk dua belas orang, boleh ditempah",
    },
  },
};
