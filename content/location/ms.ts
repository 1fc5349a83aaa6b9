import { nearestTerminal } from "../facts/terminal";
import type { LocationCopy } from "./schema";

const places: LocationCopy["pointsOfInterest"] = {
  "klia-terminal-1": {
    name: "Terminal 1 Lapangan Terbang",
    note: "Syarikat penerbangan perkhidmatan penuh",
  },
  "klia-terminal-2": {
    name: "Terminal 2 Lapangan Terbang",
    note: "Syarikat penerbangan tambang rendah dan serantau",
  },
  "salak-tinggi-station": {
    name: "Stesen rel Salak Tinggi",
    note: "Rel lapangan terbang: KL Sentral dalam kira-kira 36 minit",
  },
  "klia-expressway": {
    name: "Lebuh raya KLIA (E6)",
    note: "Terus ke Kuala Lumpur dan rangkaian Utara–Selatan",
  },
  "mitsui-outlet-park": { name: "Mitsui Outlet Park", note: "Beli-belah dan makan" },
  "sepang-circuit": { name: "Litar Antarabangsa Sepang", note: "Sukan permotoran dan acara" },
  putrajaya: { name: "Putrajaya", note: "Pusat pentadbiran persekutuan" },
  "kuala-lumpur": { name: "Pusat bandar Kuala Lumpur", note: "KLCC dan Segi Tiga Emas" },
};

// The title quotes the table's own minutes to the nearest terminal (content/location/facts.ts).
const terminal = nearestTerminal(places);

export const locationMs: LocationCopy = {
  meta: {
    title: `Lokasi: ${terminal.minutes} minit ke lapangan terbang`,
    description:
      "SkyHaven Suites di sebelah lapangan terbang antarabangsa di Sepang, Selangor: beberapa minit ke kedua-dua terminal, rel lapangan terbang dan lebuh raya ke KL.",
  },
  eyebrow: "Lokasi",
  title: "Di hujung landasan, di tengah-tengah wilayah",
  intro:
    "SkyHaven berdiri di pertemuan lapangan terbang dan lebuh raya. Kedua-dua terminal hanya beberapa minit dengan bas ulang-alik, rel lapangan terbang tiba di Kuala Lumpur dalam masa kurang sejam, dan Putrajaya lebih dekat daripada kebanyakan pinggir ibu kota.",
  addressLines: [
    "Lot 2188, Persiaran SkyHaven, Jalan KLIA 1",
    "64000 KLIA, Sepang",
    "Selangor, Malaysia",
  ],
  placeName: "SkyHaven Suites",
  pointsOfInterest: places,
};
