import { describe, expect, it } from "vitest";
import { calculatorQuery, calculatorRedirect, calculatorRewrite } from "./rewrite";

const url = (path: string) => new URL(path, "http://localhost");

describe("calculator rewrite", () => {
  it("sends a query to the computed route in its language", () => {
    expect(calculatorRewrite(url("/calculator?price=598000&down=10"))).toBe(
      "/en/calculator/computed?price=598000&down=10",
    );
    expect(calculatorRewrite(url("/ms/calculator?rate=abc"))).toBe(
      "/ms/calculator/computed?rate=abc",
    );
    expect(calculatorRewrite(url("/zh/calculator/?type=A1"))).toBe(
      "/zh/calculator/computed?type=A1",
    );
  });

  it("leaves the prerendered page, tracking parameters and other pages alone", () => {
    expect(calculatorRewrite(url("/calculator"))).toBeNull();
    expect(calculatorRewrite(url("/calculator?utm_source=ad"))).toBeNull();
    expect(calculatorRewrite(url("/layout?price=1"))).toBeNull();
  });

  it("moves the internal route to the page", () => {
    expect(calculatorRedirect(url("/zh/calculator/computed?price=1"))?.href).toBe(
      "http://localhost/zh/calculator?price=1",
    );
    expect(calculatorRedirect(url("/en/calculator/computed"))?.pathname).toBe("/calculator");
    expect(calculatorRedirect(url("/calculator"))).toBeNull();
  });

  it("keeps the first of repeated fields, cut to a sane length, and nothing else", () => {
    expect(
      calculatorQuery({ price: ["1", "2"], rate: "x".repeat(100), evil: "1", type: "A1" }),
    ).toEqual({ price: "1", rate: "x".repeat(40), type: "A1" });
  });
});
