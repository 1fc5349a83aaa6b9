import { defineRouting } from "next-intl/routing";

export const routing = defineRouting({
  locales: ["en", "zh", "ms"],
  defaultLocale: "en",
  // English keeps the old site's unprefixed URLs; Chinese and Malay live under /zh and /ms.
  localePrefix: "as-needed",
  // We emit hreflang ourselves (zh as zh-Hans) in page metadata.
  alternateLinks: false,
});
