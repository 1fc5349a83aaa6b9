import type { FaqQuestionId } from "./types";

/** Where an answer sends the reader next; the label is `Faq.links.<key>` in messages. */
export interface FaqLink {
  key: "register" | "ballot" | "book" | "availability" | "privacy" | "calculator" | "developer";
  href: string;
}

const to = (key: FaqLink["key"], href: string): FaqLink => ({ key, href });

/** Links under each answer: kept in code so an edit in the CMS cannot break one. */
export const faqLinks: Partial<Record<FaqQuestionId, FaqLink[]>> = {
  tenure: [to("developer", "/developer")],
  bookingFee: [to("book", "/book")],
  stampDuty: [to("calculator", "/calculator")],
  foreignConsent: [to("calculator", "/calculator")],
  financing: [to("calculator", "/calculator")],
  letting: [to("calculator", "/calculator")],
  register: [to("register", "/register")],
  ballot: [to("ballot", "/ballot")],
  booking: [to("availability", "/availability"), to("book", "/book")],
  privacy: [to("privacy", "/privacy")],
};

/** The questions under each section heading, in page order. */
export const faqSectionQuestions = {
  title: ["tenure", "commercialTitle", "strataTitle", "defects"],
  fees: ["bookingFee", "serviceCharge", "stampDuty"],
  foreign: ["foreignConsent", "foreignFinancing"],
  payment: ["paymentSchedule", "financing"],
  letting: ["letting"],
  launch: ["register", "ballot", "booking", "privacy"],
} as const satisfies Record<string, readonly FaqQuestionId[]>;
