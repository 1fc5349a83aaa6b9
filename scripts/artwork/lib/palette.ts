/** Colours shared by every scene. Gold and navy follow the site's brand palette. */
export const palette = {
  navy: "#0B1B34",
  navyDeep: "#07122A",
  midnight: "#142646",
  dusk: "#3A3A60",
  mauve: "#7D5C74",
  ember: "#D38C63",
  peach: "#EDBB84",
  gold: "#C8A96A",
  goldLight: "#E8D3A2",
  goldDeep: "#8F7240",
  champagne: "#F4E8CC",
  cream: "#F5EFE4",
  linen: "#E9DFCF",
  greige: "#CFC2AE",
  taupe: "#9C8A73",
  oak: "#B48F66",
  walnut: "#6E5038",
  ink: "#0E1420",
  leaf: "#23402F",
  leafDark: "#132419",
  water: "#3D7E8A",
  waterLight: "#9CD0CC",
  windowWarm: "#F7DCA6",
  white: "#FFFFFF",
} as const;

export type PaletteColour = (typeof palette)[keyof typeof palette];
