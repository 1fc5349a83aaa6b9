import type { StaticImageData } from "next/image";
import { images, mediaImages } from "../images";

/** Facilities without their own render are drawn as line icons (components/ui/icons.tsx). */
export type FacilityIconName = "shuttle" | "concierge" | "kids" | "parking";

export type FacilityVisual =
  { kind: "image"; image: StaticImageData } | { kind: "icon"; icon: FacilityIconName };

/** The ten facilities in display order; names and descriptions per language live beside this file. */
export const facilityItems = [
  { key: "infinityPool", visual: { kind: "image", image: images.sanctuary } },
  { key: "skyLounge", visual: { kind: "image", image: mediaImages.skyLounge } },
  { key: "gym", visual: { kind: "image", image: mediaImages.gym } },
  { key: "coWorking", visual: { kind: "image", image: mediaImages.coWorking } },
  { key: "rooftopGarden", visual: { kind: "image", image: mediaImages.rooftopGarden } },
  { key: "bbqDeck", visual: { kind: "image", image: mediaImages.bbqDeck } },
  { key: "airportShuttle", visual: { kind: "icon", icon: "shuttle" } },
  { key: "concierge", visual: { kind: "icon", icon: "concierge" } },
  { key: "kidsRoom", visual: { kind: "icon", icon: "kids" } },
  { key: "secureParking", visual: { kind: "icon", icon: "parking" } },
] as const satisfies readonly { key: string; visual: FacilityVisual }[];

export type FacilityKey = (typeof facilityItems)[number]["key"];

/** The facilities page's main picture (and the brochure's): the sky terrace at sunset. */
export const facilitiesMainImage: StaticImageData = mediaImages.panoramaStill;
