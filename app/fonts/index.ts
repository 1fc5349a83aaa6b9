import localFont from "next/font/local";

// Served from our own origin: subsets of the fontsource files from the npm registry, cut to the
// characters the site draws (`npm run fonts`, scripts/fonts/subset.ts).
export const displayFont = localFont({
  src: "./cormorant-garamond-subset.woff2",
  variable: "--font-display",
  weight: "300 700",
  // Headings wrap differently in Cormorant than in any fallback, so a late swap moves the page.
  // Preloaded, it is almost always there for the first paint; when it is not (a slow phone
  // connection), the metric-matched serif stays for that page view and nothing shifts.
  display: "optional",
  preload: true,
  adjustFontFallback: "Times New Roman",
});

export const bodyFont = localFont({
  src: "./manrope-subset.woff2",
  variable: "--font-body",
  weight: "200 800",
  display: "swap",
});
