const CHECKED = "2026-11-25";

/**
 * What a foreign buyer (neither a citizen nor a permanent resident, or a foreign company) needs
 * besides the 4% stamp duty: the State Authority's consent, which Selangor gives only above a
 * minimum price. SkyHaven Suites is in Sepang (Zone 1) on commercial land: the commercial figure
 * applies; the residential one is shown beside it, as the land office decides which category a
 * serviced suite falls in.
 */
export const foreignOwnership = {
  minimumPrice: { commercial: 3_000_000, residential: 2_000_000 },
  consentSource: {
    topic: "foreignConsent" as const,
    title: {
      en: "National Land Code (Revised 2020) [Act 828], s. 433B",
      zh: "《国家土地法典（2020 年修订本）》（第 828 号法令）第 433B 条",
      ms: "Kanun Tanah Negara (Disemak 2020) [Akta 828], seksyen 433B",
    },
    url: "https://www.jkptg.gov.my/",
    checked: CHECKED,
    note: "A non-citizen or foreign company acquires land, or an interest in it, only with the State Authority's prior approval (State consent), applied for through the land office after the SPA; fees and conditions are the state's.",
  },
  minimumSource: {
    topic: "foreignMinimum" as const,
    title: {
      en: "Selangor Land and Mines Office (PTG Selangor): guidelines on acquisition of property by foreigners, circular of 28 August 2014",
      zh: "雪兰莪州土地与矿务局（PTG Selangor）：外国人购置产业准则，2014 年 8 月 28 日通令",
      ms: "Pejabat Tanah dan Galian Negeri Selangor (PTG Selangor): garis panduan pemerolehan harta tanah oleh warga asing, pekeliling 28 Ogos 2014",
    },
    url: "https://ptg.selangor.gov.my/",
    checked: CHECKED,
    note: "Decided by the State Executive Council on 20 August 2014, for SPAs from 1 September 2014: residential strata RM2,000,000 in Zones 1 and 2 (Sepang is Zone 1), RM1,000,000 in Zone 3; commercial and industrial RM3,000,000 in every zone; no Bumiputera units, at most 10% of non-Bumiputera units. A 2020 reduction to RM1,500,000 for completed strata applied to 2020 only. Check the land office's current circular before relying on it.",
  },
};
