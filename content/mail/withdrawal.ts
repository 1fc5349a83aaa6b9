import type { Locale } from "next-intl";

/**
 * The last lines of every mail to a buyer: how to stop all contact (the signed link, one click
 * then a button), and that a reply reaches the sales team.
 */
const footer: Record<Locale, (url: string) => string[]> = {
  en: (url) => [
    "—",
    "You can reply to this email: it reaches our sales team.",
    `To stop all emails and contact from SkyHaven Suites, open this link and confirm: ${url}`,
  ],
  zh: (url) => [
    "—",
    "您可以直接回复此电邮，回复将送达我们的销售团队。",
    `如不希望 SkyHaven Suites 再向您发送电邮或与您联系，请打开以下链接并确认：${url}`,
  ],
  ms: (url) => [
    "—",
    "Anda boleh membalas e-mel ini: balasan anda akan sampai kepada pasukan jualan kami.",
    `Untuk berhenti menerima semua e-mel dan hubungan daripada SkyHaven Suites, buka pautan ini dan sahkan: ${url}`,
  ],
};

/** `text` with the withdrawal footer in the buyer's language. */
export function withWithdrawalFooter(text: string, locale: Locale, url: string): string {
  return [text, "", ...footer[locale](url)].join("\n");
}
