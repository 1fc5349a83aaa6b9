import type { AdvertisingParticulars } from "./schema";

/**
 * SAMPLE DATA: fictional licence, permit and plan numbers in the format the Ministry issues.
 * Replace every value with the ones on the developer's current licence and permit before any
 * advertisement goes live; the permit is renewed yearly, so check `validTo`.
 */
export const advertisingParticulars: AdvertisingParticulars = {
  developerLicence: {
    number: "30412-1/07-2029/0815(L)",
    validFrom: "2026-07-20",
    validTo: "2029-07-19",
  },
  advertisingPermit: {
    number: "30412-1/07-2027/0815(P)",
    validFrom: "2026-07-20",
    validTo: "2027-07-19",
  },
  approvingAuthority: "Majlis Perbandaran Sepang",
  buildingPlanReference: "MPSPG/BGN/1/2026/0412",
  tenure: { kind: "leasehold", years: 99, expires: "2124-05-31" },
  encumbrance: {
    en: "Charged to Bank Perdana Berhad",
    zh: "已抵押予 Bank Perdana Berhad",
    ms: "Digadaikan kepada Bank Perdana Berhad",
  },
  landUse: {
    en: "Commercial (serviced apartment)",
    zh: "商业用途（服务式公寓）",
    ms: "Komersial (pangsapuri servis)",
  },
  expectedCompletion: "2030-06",
  // The unit count and the price range are not typed here: they come from the unit inventory
  // (server/units, seeded from content/units/towers.ts and price-list.ts), so the particulars
  // always state what the sales team's list holds.
};
