import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import ms from "@/messages/ms.json";
import { UnitTypeInstalment } from "./unit-type-instalment";

// next-intl's Link reads the router's pathname; outside Next.js there is none.
vi.mock(import("next/navigation"), async (importOriginal) => ({
  ...(await importOriginal()),
  usePathname: () => "/",
}));

function render(locale: "en" | "ms", messages: typeof en, code: string, price: number) {
  // Children as createElement's third argument; the provider's props type wants them declared.
  const props = { locale, messages, timeZone: "Asia/Kuala_Lumpur" } as ComponentProps<
    typeof NextIntlClientProvider
  >;
  return renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      props,
      createElement(UnitTypeInstalment, { code, price }),
    ),
  );
}

describe("unit type instalment", () => {
  it("shows the instalment on the type's price and links to the full breakdown", () => {
    // RM 598,000 less 10% = 538,200 at 4.2% over 35 years = RM 2,448.01 (lib/calculator/loan.test.ts),
    // "about" RM 2,450: to the nearest RM 10.
    const html = render("en", en, "B2", 598_000);
    expect(html).toContain("From about RM 2,450 a month");
    expect(html).toContain("10% down payment, 4.2% a year over 35 years, on RM 598,000");
    expect(html).toMatch(/href="\/calculator\?price=598000&amp;type=B2"/);
  });

  it("speaks the visitor's language and links under its prefix", () => {
    const html = render("ms", ms as typeof en, "A1", 398_000);
    // RM 398,000 less 10% = 358,200; × 0.0035 = 1,253.70;
    // 1,253.70 × 4.338087083546 / 3.338087083546 = 1,629.2744… → about RM 1,630
    expect(html).toContain("Dari kira-kira RM 1,630 sebulan");
    expect(html).toMatch(/href="\/ms\/calculator\?price=398000&amp;type=A1"/);
  });
});
