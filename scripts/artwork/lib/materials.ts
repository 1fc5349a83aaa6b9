import type { BoxPaint } from "./perspective";

/** Face colours for interior furniture: front, top (lit from above) and side (in shade). */
export const mat = {
  linen: { front: "#E6DED1", top: "#F8F4EC", side: "#D2C8B8" },
  duvet: { front: "#EFE9DF", top: "#FBF8F2", side: "#DCD3C5" },
  oak: { front: "#8C6A4A", top: "#B08B64", side: "#745639" },
  walnut: { front: "#5A4030", top: "#76563E", side: "#47322A" },
  brass: { front: "#B8975A", top: "#DCC18A", side: "#9A7B45" },
  navy: { front: "#1D2B48", top: "#2D3D5F", side: "#152036" },
  oat: { front: "#C4B6A1", top: "#DACFBE", side: "#AFA18C" },
  greige: { front: "#B5A793", top: "#CDBFAB", side: "#9E907C" },
  stone: { front: "#D6CEC1", top: "#ECE6DC", side: "#C2B8A9" },
  charcoal: { front: "#2B2C31", top: "#3C3D44", side: "#222327" },
  gold: { front: "#B99A5F", top: "#D6BA80", side: "#A0824C" },
} as const satisfies Record<string, BoxPaint>;
