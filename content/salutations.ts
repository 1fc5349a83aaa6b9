export interface SalutationSeed {
  id: number;
  code: string;
  label: { en: string; zh: string; ms: string };
  /**
   * Chinese puts a title before the name ("拿督 Lim Kok Wing", "丹斯里陈大文") and a courtesy
   * form after it ("陈大文先生", "Tan Ah Kow 女士"). Unset: after the name.
   */
  zhBeforeName?: true;
  /** The style a Malay letter addresses this title with: "Yang Berbahagia Dato' Lim Kok Wing". */
  msStyle?: "Yang Berbahagia" | "Yang Amat Berbahagia";
}

const yBhg = "Yang Berbahagia";
const yaBhg = "Yang Amat Berbahagia";

/**
 * Forms of address a Malaysian buyer expects, in the order the form lists them.
 * Ids are permanent (legacy clients post SALUTATIONID): append new ones, never renumber.
 */
export const salutations: SalutationSeed[] = [
  { id: 1, code: "mr", label: { en: "Mr", zh: "先生", ms: "Encik" } },
  { id: 2, code: "mrs", label: { en: "Mrs", zh: "太太", ms: "Puan" } },
  { id: 3, code: "ms", label: { en: "Ms", zh: "女士", ms: "Cik" } },
  { id: 4, code: "mdm", label: { en: "Mdm", zh: "夫人", ms: "Puan (Madam)" } },
  // "Dr" in Chinese too: 博士 would leave out medical doctors, 医生 the PhDs.
  { id: 5, code: "dr", label: { en: "Dr", zh: "Dr", ms: "Dr" }, zhBeforeName: true },
  { id: 6, code: "prof", label: { en: "Prof", zh: "教授", ms: "Prof" } },
  { id: 7, code: "ir", label: { en: "Ir", zh: "工程师", ms: "Ir" } },
  { id: 8, code: "ar", label: { en: "Ar", zh: "建筑师", ms: "Ar" } },
  { id: 9, code: "haji", label: { en: "Haji", zh: "哈芝", ms: "Haji" }, zhBeforeName: true },
  { id: 10, code: "hajah", label: { en: "Hajah", zh: "哈嘉", ms: "Hajah" }, zhBeforeName: true },
  {
    id: 11,
    code: "dato",
    label: { en: "Dato'", zh: "拿督", ms: "Dato'" },
    zhBeforeName: true,
    msStyle: yBhg,
  },
  {
    id: 12,
    code: "datuk",
    label: { en: "Datuk", zh: "拿督（Datuk）", ms: "Datuk" },
    zhBeforeName: true,
    msStyle: yBhg,
  },
  {
    id: 13,
    code: "datin",
    label: { en: "Datin", zh: "拿汀", ms: "Datin" },
    zhBeforeName: true,
    msStyle: yBhg,
  },
  {
    id: 14,
    code: "dato_sri",
    label: { en: "Dato' Sri", zh: "拿督斯里", ms: "Dato' Sri" },
    zhBeforeName: true,
    msStyle: yBhg,
  },
  {
    id: 15,
    code: "datin_sri",
    label: { en: "Datin Sri", zh: "拿汀斯里", ms: "Datin Sri" },
    zhBeforeName: true,
    msStyle: yBhg,
  },
  {
    id: 16,
    code: "tan_sri",
    label: { en: "Tan Sri", zh: "丹斯里", ms: "Tan Sri" },
    zhBeforeName: true,
    msStyle: yBhg,
  },
  {
    id: 17,
    code: "puan_sri",
    label: { en: "Puan Sri", zh: "潘斯里", ms: "Puan Sri" },
    zhBeforeName: true,
    msStyle: yBhg,
  },
  {
    id: 18,
    code: "tun",
    label: { en: "Tun", zh: "敦", ms: "Tun" },
    zhBeforeName: true,
    msStyle: yaBhg,
  },
  {
    id: 19,
    code: "toh_puan",
    label: { en: "Toh Puan", zh: "陶普安", ms: "Toh Puan" },
    zhBeforeName: true,
    msStyle: yaBhg,
  },
];

/** The salutation with this code, or undefined (a code retired from the list). */
export function salutationByCode(code: string): SalutationSeed | undefined {
  return salutations.find((s) => s.code === code);
}
