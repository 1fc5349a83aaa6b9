import type { Locale } from "next-intl";

interface LocaleInfo {
  /** Value for <html lang> and hreflang. */
  tag: string;
  /** The language's own name, for the language menu. */
  name: string;
  /** Short label on the language button. */
  short: string;
  /** Open Graph locale. */
  og: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { tag: "en", name: "English", short: "EN", og: "en_MY" },
  zh: { tag: "zh-Hans", name: "简体中文", short: "中文", og: "zh_CN" },
  ms: { tag: "ms", name: "Bahasa Melayu", short: "BM", og: "ms_MY" },
};
