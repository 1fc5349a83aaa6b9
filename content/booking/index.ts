import type { Locale } from "next-intl";
import { getLocation } from "../location";
import { bookingMailEn } from "./mail-en";
import { bookingMailMs } from "./mail-ms";
import type { BookingMailCopy } from "./mail-types";
import { bookingMailZh } from "./mail-zh";

export type { BookingMailCopy, VisitSummary } from "./mail-types";
export type { ConfirmKind } from "./kinds";

const mail: Record<Locale, BookingMailCopy> = {
  en: bookingMailEn,
  zh: bookingMailZh,
  ms: bookingMailMs,
};

export const getBookingMail = (locale: Locale): BookingMailCopy => mail[locale];

/** Where visits take place: the sales gallery on site, at the address the location page gives. */
export const galleryAddress = (locale: Locale): string => {
  const { placeName, addressLines } = getLocation(locale);
  return [placeName, ...addressLines].join(", ");
};
