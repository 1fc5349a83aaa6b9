import type { LocalizationConfig } from "payload";

/**
 * The site's three languages. No fallback: a field not written in Chinese is empty in Chinese
 * (the page then shows the seeded wording and the CMS lists it as missing), never English
 * passed off as Chinese.
 */
export const cmsLocalization: LocalizationConfig = {
  locales: [
    { code: "en", label: "English" },
    { code: "zh", label: "中文" },
    { code: "ms", label: "Bahasa Melayu" },
  ],
  defaultLocale: "en",
  fallback: false,
};
