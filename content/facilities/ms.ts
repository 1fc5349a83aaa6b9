import type { FacilitiesCopy } from "./types";

export const facilitiesMs: FacilitiesCopy = {
  meta: {
    title: "Kemudahan",
    description:
      "Kolam infiniti, lounge langit, gimnasium, ruang kerja bersama, taman bumbung, dek barbeku, bas ulang-alik lapangan terbang, concierge 24 jam, bilik kanak-kanak dan tempat letak kereta yang selamat di SkyHaven Suites.",
  },
  eyebrow: "Kemudahan",
  title: "Segalanya di antara penerbangan",
  intro:
    "Sepuluh kemudahan bersama di podium dan dek langit, diurus oleh pasukan pengurusan bangunan sendiri dan terbuka kepada setiap pemilik dan tetamu.",
  mainImageAlt:
    "Gambaran artis teres langit: kolam infiniti dikelilingi pokok palma, menghadap lapangan terbang ketika matahari terbenam",
  items: {
    infinityPool: {
      name: "Kolam infiniti",
      description:
        "Kolam 25 meter di dek langit yang tepinya bertemu kaki langit, dengan kerusi rehat di bawah pergola kayu.",
    },
    skyLounge: {
      name: "Lounge langit",
      description:
        "Lounge dan bar penghuni, dengan tingkap penuh yang menghadap terus ke landasan.",
    },
    gym: {
      name: "Gimnasium",
      description:
        "Mesin kardio menghadap pemandangan, pemberat bebas dan ruang regangan, dibuka 24 jam untuk menghilangkan jet lag.",
    },
    coWorking: {
      name: "Ruang kerja bersama",
      description:
        "Meja bersama, bilik senyap dan bilik mesyuarat yang boleh ditempah dengan Wi-Fi laju, untuk urusan di antara penerbangan.",
    },
    rooftopGarden: {
      name: "Taman bumbung",
      description:
        "Laluan bertanglung di antara pokok palma dan pagar pokok yang dirapikan, dengan bangku untuk angin petang.",
    },
    bbqDeck: {
      name: "Dek barbeku",
      description:
        "Pulau pemanggang dan meja panjang untuk dua belas orang di bawah lampu bergantungan; tempah di kaunter concierge.",
    },
    airportShuttle: {
      name: "Bas ulang-alik lapangan terbang",
      description:
        "Perkhidmatan sepanjang masa ke kedua-dua terminal, kira-kira lima minit sehala.",
    },
    concierge: {
      name: "Concierge 24 jam",
      description:
        "Pasukan di lobi siang dan malam untuk daftar masuk, bagasi, teksi, dobi dan ketibaan lewat malam.",
    },
    kidsRoom: {
      name: "Bilik kanak-kanak",
      description:
        "Bilik permainan yang terang dan diawasi, berlantai lembut, dengan buku dan permainan untuk pengembara cilik.",
    },
    secureParking: {
      name: "Tempat letak kereta selamat",
      description:
        "Tempat letak kereta berbumbung dengan akses kad, CCTV dan pengecas kenderaan elektrik, serta ruang turun penumpang di lobi.",
    },
  },
};
