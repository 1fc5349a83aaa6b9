import { describe, expect, it } from "vitest";
import { salutations } from "../salutations";
import { getMailCopy } from ".";
import { addressee } from "./addressee";

/** A buyer's lead as the mail gets it: the salutation's label in the mail's language, and its code. */
const lead = (locale: "en" | "zh" | "ms", salutationCode: string, name: string) => {
  const seed = salutations.find((s) => s.code === salutationCode);
  if (!seed) throw new Error(`no salutation ${salutationCode}`);
  return { salutation: seed.label[locale], salutationCode, name, unitTypes: [] };
};
const zh = (code: string, name: string) => lead("zh", code, name);
const ms = (code: string, name: string) => lead("ms", code, name);

describe("addressing the buyer in the acknowledgement mail", () => {
  it("puts a Malaysian title before the name in Chinese: 拿督 Lim Kok Wing，您好：", () => {
    expect(getMailCopy("zh").ackBody(zh("dato", "Lim Kok Wing")).split("\n")[0]).toBe(
      "拿督 Lim Kok Wing，您好：",
    );
  });

  it.each([
    ["tan_sri", "Lim Kok Wing", "丹斯里 Lim Kok Wing"],
    ["tun", "陈大文", "敦陈大文"],
    ["haji", "Ahmad bin Ali", "哈芝 Ahmad bin Ali"],
    ["datin", "陈美玲", "拿汀陈美玲"],
    ["dr", "Lim Kok Wing", "Dr Lim Kok Wing"],
    // The form glosses 拿督（Datuk） to tell it from Dato'; a letter needs no gloss.
    ["datuk", "Lim Kok Wing", "拿督 Lim Kok Wing"],
  ])("Chinese %s: %s is addressed as %s", (code, name, expected) => {
    expect(addressee("zh", zh(code, name))).toBe(expected);
  });

  it("puts a courtesy form after the name in Chinese, spaced only from Latin letters", () => {
    expect(addressee("zh", zh("mr", "陈大文"))).toBe("陈大文先生");
    expect(addressee("zh", zh("ms", "Tan Mei Ling"))).toBe("Tan Mei Ling 女士");
  });

  it("titles every Malay honorific and Dr before the name in Chinese, courtesy forms after", () => {
    const before = salutations.filter((s) => s.zhBeforeName).map((s) => s.code);
    expect(before).toEqual(
      expect.arrayContaining(["dato", "datuk", "datin", "dato_sri", "datin_sri", "tan_sri"]),
    );
    expect(before).toEqual(
      expect.arrayContaining(["puan_sri", "tun", "toh_puan", "haji", "hajah"]),
    );
    expect(before).toContain("dr");
    for (const code of ["mr", "mrs", "ms", "mdm"]) expect(before).not.toContain(code);
  });

  it("opens a Malay letter to a Dato' or Tan Sri with Yang Berbahagia, to a Tun with Yang Amat Berbahagia", () => {
    const first = (code: string, name: string) =>
      getMailCopy("ms").ackBody(ms(code, name)).split("\n")[0];
    expect(first("dato", "Lim Kok Wing")).toBe("Yang Berbahagia Dato' Lim Kok Wing,");
    expect(first("tan_sri", "Ahmad bin Ali")).toBe("Yang Berbahagia Tan Sri Ahmad bin Ali,");
    expect(first("tun", "Ahmad bin Ali")).toBe("Yang Amat Berbahagia Tun Ahmad bin Ali,");
    expect(first("ms", "Siti Aminah")).toBe("Cik Siti Aminah yang dihormati,");
    expect(first("mdm", "Siti Aminah")).toBe("Puan Siti Aminah yang dihormati,");
  });

  it("keeps English as Dear, title and name", () => {
    const body = getMailCopy("en").ackBody(lead("en", "dato", "Lim Kok Wing"));
    expect(body.split("\n")[0]).toBe("Dear Dato' Lim Kok Wing,");
  });

  it("closes the Chinese mail with a closing that stands on its own, above the signature", () => {
    const lines = getMailCopy("zh").ackBody(zh("mr", "陈大文")).split("\n");
    expect(lines.slice(-2)).toEqual(["顺颂商祺！", "SkyHaven Suites 销售团队"]);
  });
});
