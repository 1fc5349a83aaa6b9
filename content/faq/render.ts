import type { Locale } from "next-intl";
import { formatLongDate } from "@/lib/time/malaysia";
import type { AdvertisingParticulars } from "../developer/schema";
import { faqFigures } from "./figures";
import { fillFigures } from "./fill";
import { faqLinks, faqSectionQuestions, type FaqLink } from "./links";
import { faqCheckedOn, faqSources, type FaqSource } from "./sources";
import { faqSectionIds, type FaqCopy, type FaqQuestionId, type FaqSectionId } from "./types";

export interface RenderedQuestion {
  id: FaqQuestionId;
  question: string;
  answer: string;
  links: FaqLink[];
  sources: FaqSource[];
}

export interface RenderedFaq {
  sections: { id: FaqSectionId; heading: string; questions: RenderedQuestion[] }[];
  disclaimer: string;
}

/**
 * The FAQ as the page shows it: the copy (published in the CMS or seeded) with its figures filled
 * from the facts modules. A text whose placeholders do not all name a figure (a typo made in the
 * CMS) is replaced by the seeded text, so no reader sees "{minimum}" or a figure typed by hand.
 */
export function renderFaq(
  copy: FaqCopy,
  seeded: FaqCopy,
  locale: Locale,
  particulars: AdvertisingParticulars,
): RenderedFaq {
  const sources = faqSources(particulars);
  const figures: Record<string, string> = {
    ...faqFigures(locale, particulars),
    checked: formatLongDate(faqCheckedOn(sources), locale),
  };
  const fill = (text: string, fallback: string) =>
    fillFigures(text, figures) ?? fillFigures(fallback, figures) ?? "";
  return {
    sections: faqSectionIds.map((id) => ({
      id,
      heading: copy.sections[id],
      questions: faqSectionQuestions[id].map((question) => ({
        id: question,
        question: copy.questions[question].question,
        answer: fill(copy.questions[question].answer, seeded.questions[question].answer),
        links: faqLinks[question] ?? [],
        sources: sources[question],
      })),
    })),
    disclaimer: fill(copy.disclaimer, seeded.disclaimer),
  };
}
