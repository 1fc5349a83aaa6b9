import type { StaticImageData } from "next/image";
import type { UnitCategoryKey } from "../units/categories";
import categoryDouble from "./generated/category-double.jpg";
import categoryDualKey from "./generated/category-dual-key.jpg";
import categorySingle from "./generated/category-single.jpg";
import categoryStudio from "./generated/category-studio.jpg";
import hero from "./generated/hero.jpg";
import heroPortrait from "./generated/hero-portrait.jpg";
import og from "./generated/og.jpg";
import sanctuary from "./generated/sanctuary.jpg";

// Static imports give Next.js each image's size and a blur placeholder, so nothing shifts on load.
// Replace a file (same name, similar aspect ratio) to change the picture; see README.md here.
// heroPortrait: the phone's cut of the hero (9:16, both towers), shown below the md breakpoint.
export const images = { hero, heroPortrait, sanctuary } satisfies Record<string, StaticImageData>;

/** The picture shown when a page is shared on social media and messaging apps (1200×630). */
export const socialImage: StaticImageData = og;

export const categoryImages: Record<UnitCategoryKey, StaticImageData> = {
  studio: categoryStudio,
  single: categorySingle,
  double: categoryDouble,
  dualKey: categoryDualKey,
};

// Media pages: gallery, facilities, 360° view and video tour (sample art, see README.md here).
import arrival from "./generated/arrival.jpg";
import bbqDeck from "./generated/bbq-deck.jpg";
import coWorking from "./generated/co-working.jpg";
import gym from "./generated/gym.jpg";
import lobby from "./generated/lobby.jpg";
import meetingRoom from "./generated/meeting-room.jpg";
import panoramaStill from "./generated/panorama-still.jpg";
import rooftopGarden from "./generated/rooftop-garden.jpg";
import runwayView from "./generated/runway-view.jpg";
import skyLounge from "./generated/sky-lounge.jpg";

export const mediaImages = {
  arrival,
  bbqDeck,
  coWorking,
  gym,
  lobby,
  meetingRoom,
  panoramaStill,
  rooftopGarden,
  runwayView,
  skyLounge,
} satisfies Record<string, StaticImageData>;

/** The 4096×2048 equirectangular sky-terrace panorama for the 360° viewer (its `src` is the URL). */
export { default as panoramaImage } from "./generated/panorama.jpg";
