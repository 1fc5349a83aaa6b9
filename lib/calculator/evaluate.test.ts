import { describe, expect, it } from "vitest";
import { calculatorRates as rates } from "@/content/calculator";
import { calculatorDefaults } from "@/content/calculator/defaults";
import { samplePriceList } from "@/content/units/price-list";
import { calculatorSearch, evaluateCalculator } from "./evaluate";
import { readNumber } from "./input";

const { defaults } = calculatorDefaults({ type: "A1", price: samplePriceList.min });

describe("calculator input", () => {
  it("reads numbers as buyers type them", () => {
    expect(readNumber("598,000")).toBe(598_000);
    expect(readNumber("RM 598,000")).toBe(598_000);
    expect(readNumber(" 4.2% ")).toBe(4.2);
    expect(readNumber("５９８０００")).toBe(598_000);
    expect(readNumber("abc")).toBeNull();
    expect(readNumber("-5")).toBeNull();
    expect(readNumber("1e6")).toBeNull();
  });

  it("computes the brief's example from a query: RM 598,000, 10% down, 4.2%, 35 years", () => {
    const result = evaluateCalculator(
      { price: "598000", down: "10", rate: "4.2", years: "35" },
      defaults,
      rates,
    );
    expect(result.errors).toEqual({});
    expect(result.loan).toMatchObject({ principal: 538_200, monthly: 2448.01 });
    expect(result.upfront?.total).toBe(89_405.96);
    expect(result.rental).not.toBeNull();
  });

  it("names each bad field and hides only the results that need it", () => {
    const result = evaluateCalculator({ rate: "abc", occ: "120" }, defaults, rates);
    expect(result.errors).toEqual({ rate: "notNumber", occ: "range" });
    expect(result.loan).toBeNull();
    expect(result.rental).toBeNull();
    // Upfront costs read neither the rate nor the occupancy.
    expect(result.upfront).not.toBeNull();
  });

  it("refuses a price of 0, an emptied field and a fraction of a year", () => {
    const result = evaluateCalculator({ price: "0", rent: "", years: "30.5" }, defaults, rates);
    expect(result.errors).toEqual({ price: "range", rent: "required", years: "wholeNumber" });
    expect([result.loan, result.upfront, result.rental]).toEqual([null, null, null]);
  });

  it("keeps a loan within the age of 70", () => {
    // 40 + 35 = 75 > 70
    expect(evaluateCalculator({ age: "40" }, defaults, rates).errors).toEqual({
      years: "tenureAge",
    });
    expect(evaluateCalculator({ age: "40", years: "30" }, defaults, rates).errors).toEqual({});
  });

  it("asks a down payment of at least 10% (a 90% margin of finance)", () => {
    expect(evaluateCalculator({ down: "5" }, defaults, rates).errors).toEqual({ down: "range" });
  });

  it("falls back to a citizen buying and a nightly rent for unknown choices", () => {
    const result = evaluateCalculator({ buyer: "martian", per: "week" }, defaults, rates);
    expect([result.buyer, result.per]).toEqual(["citizen", "night"]);
  });

  it("writes the form back into a shareable query", () => {
    expect(calculatorSearch({ price: "598000", down: " 10 ", age: "", type: "A1" })).toBe(
      "?price=598000&down=10&type=A1",
    );
    expect(calculatorSearch({})).toBe("");
  });
});

describe("calculator defaults", () => {
  it("start from a type's size and its category's sample rent", () => {
    const { type, defaults: d } = calculatorDefaults({ type: "d1", price: 900_000 });
    expect(type).toBe("D1");
    expect(d.price).toBe("900000");
    expect(d.rent).toBe(String(rates.rental.nightlyRent.dualKey));
    expect([d.down, d.rate, d.years]).toEqual(["10", "4.2", "35"]);
  });

  it("ignore an unknown type", () => {
    expect(calculatorDefaults({ type: "Z9", price: samplePriceList.min }).type).toBeUndefined();
  });
});
