/** The FAQ's sections, in page order. */
export const faqSectionIds = ["title", "fees", "foreign", "payment", "letting", "launch"] as const;

/** Every question, by the section it sits in, in page order. */
export const faqQuestionIds = [
  "tenure",
  "commercialTitle",
  "strataTitle",
  "defects",
  "bookingFee",
  "serviceCharge",
  "stampDuty",
  "foreignConsent",
  "foreignFinancing",
  "paymentSchedule",
  "financing",
  "letting",
  "register",
  "ballot",
  "booking",
  "privacy",
] as const;

export type FaqSectionId = (typeof faqSectionIds)[number];
export type FaqQuestionId = (typeof faqQuestionIds)[number];

export interface FaqEntry {
  question: string;
  /**
   * The answer. Figures are written as placeholders (`{minimumCommercial}`) that the page fills
   * from the facts modules (content/faq/figures.ts), so an editor changes the words, never a figure.
   */
  answer: string;
}

/** The FAQ's words in one language: what the marketing team edits in the CMS (area `faq`). */
export interface FaqCopy {
  meta: { title: string; description: string };
  eyebrow: string;
  title: string;
  intro: string;
  sections: Record<FaqSectionId, string>;
  questions: Record<FaqQuestionId, FaqEntry>;
  /** The closing notice; `{checked}` is the day the sources were last checked. */
  disclaimer: string;
}
