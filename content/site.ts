/** Facts about the project that appear across the site. */
export const site = {
  name: "SkyHaven Suites",
  developer: "SkyHaven Development Sdn Bhd",
  /** Accent of the logo and the default colour preset. */
  brandColor: "#C8A96A",
} as const;
