import type { Locale } from "next-intl";
import { describe, expect, it } from "vitest";
import { routing } from "@/i18n/routing";
import { formatRinggit } from "@/lib/money/ringgit";
import { calculatorRates } from "../calculator";
import { foreignOwnership } from "../calculator/foreign-ownership";
import { lettingProgramme } from "../calculator/letting-programme";
import { advertisingParticulars, developerFacts } from "../developer";
import { formatFigure } from "../facts/format";
import { faqFigures } from "./figures";
import { fillFigures, placeholdersIn } from "./fill";
import { faqSectionQuestions } from "./links";
import { renderFaq } from "./render";
import { faqSources } from "./sources";
import { getFaq, faqQuestionIds, type FaqCopy } from ".";

const locales = routing.locales;
const figureNames = Object.keys(faqFigures("en", advertisingParticulars));
const render = (locale: Locale, copy: FaqCopy = getFaq(locale)) =>
  renderFaq(copy, getFaq(locale), locale, advertisingParticulars);
const answerOf = (locale: Locale, id: (typeof faqQuestionIds)[number]) =>
  render(locale)
    .sections.flatMap((s) => s.questions)
    .find((q) => q.id === id)?.answer ?? "";

describe("the FAQ's copy", () => {
  it("lists every question once, in one section", () => {
    const listed = Object.values(faqSectionQuestions).flat();
    expect([...listed].sort()).toEqual([...faqQuestionIds].sort());
  });

  it.each(locales)("names only figures the facts modules have, in %s", (locale) => {
    const copy = getFaq(locale);
    const texts = [...Object.values(copy.questions).map((q) => q.answer), copy.disclaimer];
    const unknown = texts
      .flatMap(placeholdersIn)
      .filter((n) => !figureNames.includes(n) && n !== "checked");
    expect(unknown).toEqual([]);
  });

  it.each(["zh", "ms"] as const)("states the same figures in %s as in English", (locale) => {
    for (const id of faqQuestionIds) {
      const figures = (l: Locale) => placeholdersIn(getFaq(l).questions[id].answer).sort();
      expect(figures(locale), id).toEqual(figures("en"));
    }
    expect(placeholdersIn(getFaq(locale).disclaimer)).toEqual(["checked"]);
  });

  it.each(locales)("types no figure by hand in %s (only an Act's year)", (locale) => {
    const copy = getFaq(locale);
    for (const [id, { question, answer }] of Object.entries(copy.questions)) {
      const bare = `${question} ${answer}`.replace(/\{\w+\}/g, "").replace(/\b20\d\d\b/g, "");
      expect(bare, `${locale} ${id}`).not.toMatch(/\d/);
    }
  });

  it.each(locales)("leaves no placeholder unfilled in %s", (locale) => {
    const faq = render(locale);
    const texts = [
      faq.disclaimer,
      ...faq.sections.flatMap((s) => s.questions.map((q) => q.answer)),
    ];
    expect(texts.filter((t) => /[{}]/.test(t))).toEqual([]);
    expect(faq.sections.flatMap((s) => s.questions)).toHaveLength(faqQuestionIds.length);
  });
});

describe("the FAQ's figures", () => {
  it.each(locales)("equal the facts modules' in %s", (locale) => {
    const money = (amount: number) => formatRinggit(amount, locale);
    const consent = answerOf(locale, "foreignConsent");
    expect(consent).toContain(money(foreignOwnership.minimumPrice.commercial));
    expect(consent).toContain(money(foreignOwnership.minimumPrice.residential));
    expect(consent).toContain(`${calculatorRates.transferStampDuty.foreignRatePercent}%`);
    const charges = answerOf(locale, "serviceCharge");
    expect(charges).toContain(
      formatRinggit(lettingProgramme.serviceChargePerSqft, locale, { sen: true }),
    );
    expect(charges).toContain(`${calculatorRates.rental.sinkingFundPercent}%`);
    const letting = answerOf(locale, "letting");
    expect(letting).toContain(`${lettingProgramme.operatorSharePercent}%`);
    expect(letting).toContain(`${lettingProgramme.occupancyPercent}%`);
    expect(letting).toContain(money(Math.min(...Object.values(lettingProgramme.nightlyRent))));
    expect(letting).toContain(money(Math.max(...Object.values(lettingProgramme.nightlyRent))));
    expect(answerOf(locale, "financing")).toContain(
      `${calculatorRates.loan.marginOfFinancePercent}%`,
    );
    expect(answerOf(locale, "financing")).toContain(
      formatFigure(locale, calculatorRates.loan.maxYears),
    );
    expect(answerOf(locale, "defects")).toContain(String(developerFacts.defectLiabilityMonths));
    const duty = answerOf(locale, "stampDuty");
    expect(duty).toContain(`${calculatorRates.loanStampDuty.ratePercent}%`);
    expect(duty).toContain(`${calculatorRates.legalFees.serviceTaxPercent}%`);
  });

  it("follow the advertising particulars as published, not a copy of them", () => {
    const published = {
      ...advertisingParticulars,
      tenure: { kind: "freehold" as const },
      expectedCompletion: "2031-03",
    };
    const faq = renderFaq(getFaq("en"), getFaq("en"), "en", published);
    const answers = faq.sections.flatMap((s) => s.questions);
    expect(answers.find((q) => q.id === "tenure")?.answer).toContain("freehold");
    expect(answers.find((q) => q.id === "strataTitle")?.answer).toContain("March 2031");
    expect(answerOf("en", "tenure")).toContain(
      `leasehold of ${(advertisingParticulars.tenure as { years: number }).years} years`,
    );
  });
});

describe("an answer edited in the CMS", () => {
  it("has its placeholders filled, and falls back to the seeded answer on an unknown one", () => {
    expect(fillFigures("From {a}.", { a: "RM 1" })).toBe("From RM 1.");
    expect(fillFigures("From {b}.", { a: "RM 1" })).toBeNull();
    const seeded = getFaq("en");
    const edited: FaqCopy = {
      ...seeded,
      questions: {
        ...seeded.questions,
        letting: { question: "Letting?", answer: "The operator keeps {operatorShare}% of it." },
        foreignConsent: { question: "Foreigners?", answer: "From {minimumCommercal}." },
      },
    };
    const questions = render("en", edited).sections.flatMap((s) => s.questions);
    expect(questions.find((q) => q.id === "letting")?.answer).toBe(
      `The operator keeps ${lettingProgramme.operatorSharePercent}% of it.`,
    );
    expect(questions.find((q) => q.id === "foreignConsent")?.answer).toBe(
      answerOf("en", "foreignConsent"),
    );
  });
});

describe("the FAQ's sources", () => {
  it("name an instrument for every answer that states a legal or financial figure", () => {
    const sources = faqSources(advertisingParticulars);
    for (const id of faqQuestionIds) {
      if (placeholdersIn(getFaq("en").questions[id].answer).length)
        expect(sources[id].length, id).toBeGreaterThan(0);
    }
    expect(sources.serviceCharge.map((s) => s.title.en)).toContain(
      calculatorRates.rental.sinkingFundSource.title.en,
    );
    expect(sources.foreignConsent).toContain(foreignOwnership.minimumSource);
  });

  it("ends with the disclaimer, dated the earliest day a source was checked", () => {
    expect(render("en").disclaimer).toMatch(/sale and purchase agreement and the law govern/);
    expect(render("en").disclaimer).toContain("25 November 2026");
  });
});
