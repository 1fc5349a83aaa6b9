import { describe, expect, it } from "vitest";
import { registerUnitRedirect, registerUnitRewrite } from "./unit-rewrite";

const url = (path: string) => new URL(path, "http://localhost:3000");
const types = ["A1", "C1A", "D9"];

describe("the registration form rendered for the unit or type its link names", () => {
  it("answers a unit's or a type's link in any language from the internal route, query kept", () => {
    expect(registerUnitRewrite(url("/register?unit=A-20-02&type=C1A"), types)).toBe(
      "/en/register/unit?unit=A-20-02&type=C1A",
    );
    expect(registerUnitRewrite(url("/zh/register?unit=a-20-02&utm_source=fb"), types)).toBe(
      "/zh/register/unit?unit=a-20-02&utm_source=fb",
    );
    expect(registerUnitRewrite(url("/ms/register/?unit=+c1a+"), types)).toBe(
      "/ms/register/unit?unit=+c1a+",
    );
  });

  it("leaves the prerendered form alone for any other link", () => {
    for (const path of [
      "/register",
      "/register?utm_source=facebook&gclid=abc",
      "/register?unit=",
      "/register?unit=Z9",
      "/register?unit=A-20-2",
      "/register?unit=%3Cscript%3E",
      "/register?type=C1A",
      "/register/thank-you?unit=A-20-02",
      "/availability?unit=A-20-02",
    ]) {
      expect(registerUnitRewrite(url(path), types), path).toBeNull();
    }
  });

  it("sends a direct visit to the internal route to /register, query kept", () => {
    expect(registerUnitRedirect(url("/register/unit?unit=A-20-02"))?.toString()).toBe(
      "http://localhost:3000/register?unit=A-20-02",
    );
    expect(registerUnitRedirect(url("/zh/register/unit"))?.toString()).toBe(
      "http://localhost:3000/zh/register",
    );
    expect(registerUnitRedirect(url("/en/register/unit/"))?.toString()).toBe(
      "http://localhost:3000/register",
    );
    expect(registerUnitRedirect(url("/register"))).toBeNull();
  });
});
