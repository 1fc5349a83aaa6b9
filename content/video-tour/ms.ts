import type { VideoTourContent } from "./types";
import { nearestTerminal } from "../facts/terminal";
import { locationMs } from "../location/ms";

// The caption quotes the location table's minutes to the nearest terminal.
const terminal = nearestTerminal(locationMs.pointsOfInterest);

export const videoTourMs: VideoTourContent = {
  meta: {
    title: "Lawatan video",
    description:
      "Filem 25 saat menelusuri SkyHaven Suites: laluan ketibaan, lobi, ruang rehat langit, kolam infiniti, sebuah suite dan pemandangan ke arah landasan.",
  },
  eyebrow: "Lawatan video",
  title: "Dua puluh lima saat di SkyHaven",
  intro:
    "Dari laluan masuk hingga ke teres langit dalam satu tayangan perlahan. Filem hanya dimuatkan apabila anda menekan butang main, jadi halaman ini kekal ringan untuk data mudah alih.",
  posterAlt: "Gambaran artis menara berkembar pada waktu senja, dilihat dari laluan ketibaan",
  description:
    "Filem tanpa bunyi yang terdiri daripada gambaran artis, setiap satunya disorot perlahan: menara dari laluan ketibaan pada waktu senja, lobi penyambut tetamu, ruang rehat langit penghuni, kolam infiniti di teres langit, sebuah Suite Satu Bilik, dan pesawat yang sedang menghampiri landasan dilihat dari balkoni suite.",
  cues: [
    {
      start: 0.5,
      end: 4.5,
      text: `Tiba di bawah kanopi ketibaan, ${terminal.minutes} minit dari ${terminal.name}.`,
    },
    {
      start: 4.5,
      end: 8.5,
      text: "Lobi dua tingkat yang tenang, dengan pramutamu bertugas siang dan malam.",
    },
    { start: 8.5, end: 12.5, text: "Ruang rehat langit penghuni menghadap terus ke landasan." },
    { start: 12.5, end: 16.5, text: "Kolam infiniti dan taman palma di teres langit." },
    { start: 16.5, end: 20.5, text: "Suite berperabot dengan kaca akustik dari lantai ke siling." },
    {
      start: 20.5,
      end: 24.5,
      text: "Dan dari balkoni anda, saksikan ketibaan penerbangan petang.",
    },
  ],
};
