import { describe, expect, it } from "vitest";
import { evaluateCalculator } from "@/lib/calculator/evaluate";
import { calculatorRates } from ".";
import { calculatorDefaults } from "./defaults";
import { lettingProgramme } from "./letting-programme";

describe("the calculator's rental defaults", () => {
  it("are the managed letting programme's estimated terms, not a self-let suite's", () => {
    const { defaults } = calculatorDefaults({ price: 398_000 });
    expect(defaults.mgmt).toBe(String(lettingProgramme.operatorSharePercent));
    expect(defaults.occ).toBe(String(lettingProgramme.occupancyPercent));
    expect(defaults.sc).toBe(String(lettingProgramme.serviceChargePerSqft));
    expect(defaults.rent).toBe(String(lettingProgramme.nightlyRent.studio));
    expect(lettingProgramme.operatorSharePercent).toBeGreaterThan(0);
  });

  it("take the operator's share out of the rent before the yield", () => {
    const { defaults } = calculatorDefaults({ price: 398_000 });
    const managed = evaluateCalculator({}, defaults, calculatorRates).rental!;
    const selfLet = evaluateCalculator({ mgmt: "0" }, defaults, calculatorRates).rental!;
    const share = lettingProgramme.operatorSharePercent / 100;
    expect(managed.managementFee).toBeCloseTo(managed.grossRent * share, 1);
    expect(managed.netYieldPercent).toBeLessThan(selfLet.netYieldPercent);
  });

  it("name their source as an estimate in every language", () => {
    const { source } = calculatorRates.rental;
    expect(source.topic).toBe("lettingProgramme");
    expect(source.title.en).toMatch(/estimated/);
    expect(source.note).toMatch(/^ESTIMATE/);
  });
});
