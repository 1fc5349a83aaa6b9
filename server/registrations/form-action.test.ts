import { describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import { initialFormState } from "@/lib/registration/form-state";
import { submitRegistration } from "./form-action";

vi.mock("next-intl/server", () => ({
  getTranslations: async () => (key: keyof typeof en.Registration) => en.Registration[key],
}));
vi.mock("./register", () => ({
  register: () => {
    throw new Error("a post that is not a form must not reach registration");
  },
}));

describe("submitRegistration", () => {
  // Anyone can post arguments of their own making to a server action, not only the form.
  it.each([
    ["nothing", undefined],
    ["a number", 2],
    ["a string", "name=Tan"],
    ["an object shaped like a form", { get: () => "en", [Symbol.iterator]: [][Symbol.iterator] }],
    ["an array", [["name", "Tan"]]],
  ])("answers %s in place of the form's data with the form's error state", async (_case, arg) => {
    const state = await submitRegistration(initialFormState, arg);
    expect(state).toEqual({
      status: "error",
      values: {},
      errors: {},
      message: en.Registration.unreadable,
    });
  });
});
