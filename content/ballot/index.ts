import type { Locale } from "next-intl";
import { developerFacts } from "../developer";
import { ballotMailEn } from "./mail-en";
import { ballotMailMs } from "./mail-ms";
import type { BallotMailCopy } from "./mail-types";
import { ballotMailZh } from "./mail-zh";

export type { BallotMailCopy, BallotResultSummary } from "./mail-types";

const mail: Record<Locale, BallotMailCopy> = {
  en: ballotMailEn,
  zh: ballotMailZh,
  ms: ballotMailMs,
};

export const getBallotMail = (locale: Locale): BallotMailCopy => mail[locale];

/** Where selection takes place: the sales gallery, at the address the developer page gives. */
export const selectionAddress = (): string => developerFacts.salesGallery.addressLines.join(", ");
