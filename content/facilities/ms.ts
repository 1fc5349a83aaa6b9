import { glossaryMs as g } from "../glossary/ms";
import type { FacilitiesCopy } from "./types";
import { formatRange } from "../facts/format";
import { headlineFacts } from "../facts/headline-facts";

export const facilitiesMs: FacilitiesCopy = {
  meta: {
    title: "Kemudahan",
    description:
      "Kolam infiniti, ruang rehat langit, gimnasium, ruang kerja bersama, taman bumbung, dek barbeku, bas ulang-alik dan pramutamu 24 jam di SkyHaven Suites.",
  },
  eyebrow: "Kemudahan",
  title: "Segalanya di antara penerbangan",
  intro:
    "Sepuluh kemudahan bersama di podium dan teres langit, diurus oleh pasukan pengurusan bangunan sendiri dan terbuka kepada setiap pemilik dan tetamu.",
  mainImageAlt:
    "Gambaran artis teres langit: kolam infiniti dikelilingi pokok palma, menghadap lapangan terbang ketika matahari terbenam",
  items: {
    infinityPool: {
      name: g.facilities.infinityPool,
      description:
        "Kolam 25 meter di teres langit yang tepinya bertemu kaki langit, dengan kerusi rehat di bawah pergola kayu.",
    },
    skyLounge: {
      name: g.facilities.skyLounge,
      description:
        "Ruang rehat dan bar penghuni, dengan tingkap dari lantai ke siling yang menghadap terus ke landasan.",
    },
    gym: {
      name: g.facilities.gym,
      description:
        "Mesin kardio menghadap pemandangan, pemberat bebas dan ruang regangan, dibuka 24 jam untuk memulihkan tenaga selepas penerbangan jauh.",
    },
    coWorking: {
      name: g.facilities.coWorking,
      description:
        "Meja bersama, bilik senyap dan bilik mesyuarat yang boleh ditempah dengan Wi-Fi laju, untuk urusan di antara penerbangan.",
    },
    rooftopGarden: {
      name: g.facilities.rooftopGarden,
      description:
        "Laluan bertanglung di antara pokok palma dan pagar pokok yang dirapikan, dengan bangku untuk angin petang.",
    },
    bbqDeck: {
      name: g.facilities.bbqDeck,
      description:
        "Pulau pemanggang dan meja panjang untuk dua belas orang di bawah lampu bergantungan; tempah di kaunter pramutamu.",
    },
    airportShuttle: {
      name: g.facilities.airportShuttle,
      description: `Perkhidmatan sepanjang masa ke kedua-dua terminal, kira-kira ${formatRange("ms", headlineFacts.terminalMinutes)} minit sehala.`,
    },
    concierge: {
      name: g.facilities.concierge,
      description:
        "Pasukan di lobi siang dan malam untuk daftar masuk, bagasi, teksi, dobi dan ketibaan lewat malam.",
    },
    kidsRoom: {
      name: g.facilities.kidsRoom,
      description:
        "Bilik permainan yang terang dan diawasi, berlantai lembut, dengan buku dan permainan untuk pengembara cilik.",
    },
    secureParking: {
      name: g.facilities.secureParking,
      description:
        "Tempat letak kereta berbumbung dengan akses kad, CCTV dan pengecas kenderaan elektrik, serta ruang turun penumpang di lobi.",
    },
  },
};
