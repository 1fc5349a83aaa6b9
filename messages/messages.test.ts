import { parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import en from "./en.json";
import ms from "./ms.json";
import zh from "./zh.json";

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

/** Names of the ICU arguments a message uses, including those inside select and plural branches. */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    const own =
      "value" in element && typeof element.value === "string" && element.type !== 0
        ? [element.value]
        : [];
    const nested =
      "options" in element
        ? Object.values(element.options).flatMap((o) => argumentsOf(o.value))
        : [];
    return [...own, ...nested];
  });
}

const placeholders = (message: string) => argumentsOf(parse(message));

function lookup(tree: Tree, path: string): string {
  return path
    .split(".")
    .reduce<string | Tree>((node, key) => (node as Tree)[key] ?? "", tree) as string;
}

describe.each([
  ["zh", zh],
  ["ms", ms],
])("the %s translation", (_, messages) => {
  it("has exactly the English keys", () => {
    expect(keys(messages).sort()).toEqual(keys(en).sort());
  });

  it("uses the same placeholders as English in every message", () => {
    for (const key of keys(en)) {
      expect(new Set(placeholders(lookup(messages, key))), key).toEqual(
        new Set(placeholders(lookup(en, key))),
      );
    }
  });
});
