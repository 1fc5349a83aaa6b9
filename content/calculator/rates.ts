import { foreignOwnership } from "./foreign-ownership";
import { lettingProgramme } from "./letting-programme";
import type { CalculatorRates } from "./schema";

const CHECKED = "2026-11-25";

/**
 * The rates and tiers behind /calculator. Statutory figures carry the instrument that sets them;
 * defaults (rate, rents, service charge) are assumptions a buyer overrides, and say so. When a law
 * or the OPR changes, edit the figure, its source and `checked`; the unit tests in lib/calculator
 * pin hand-worked examples, so a changed tier shows which of them to rework.
 */
export const calculatorRates: CalculatorRates = {
  transferStampDuty: {
    block: 100,
    citizen: [
      { upTo: 100_000, ratePercent: 1 },
      { upTo: 500_000, ratePercent: 2 },
      { upTo: 1_000_000, ratePercent: 3 },
      { upTo: null, ratePercent: 4 },
    ],
    foreignRatePercent: 4,
    source: {
      topic: "transfer",
      title: {
        en: "Stamp Act 1949 [Act 378], First Schedule, item 32(a), as amended by the Finance Act 2018",
        zh: "《1949 年印花税法令》（第 378 号法令）第一附表第 32(a) 项，经《2018 年财政法令》修订",
        ms: "Akta Setem 1949 [Akta 378], Jadual Pertama, butiran 32(a), sebagaimana dipinda oleh Akta Kewangan 2018",
      },
      url: "https://www.hasil.gov.my/",
      checked: CHECKED,
      note: "RM1, RM2, RM3, RM4 per RM100 or part of RM100 in each band (4% above RM1,000,000 since 1 July 2019), on the greater of the price and the market value. First-home exemptions (i-MILIKI and earlier schemes) are not applied: they depend on the buyer and on whether the Stamp Office treats a serviced suite as residential.",
    },
    foreignSource: {
      topic: "foreignTransfer",
      title: {
        en: "Finance (No. 2) Act 2023 [Act 851], s. 68: Stamp Act 1949, First Schedule, item 32(aa)",
        zh: "《2023 年财政（第 2 号）法令》（第 851 号法令）第 68 条：《1949 年印花税法令》第一附表第 32(aa) 项",
        ms: "Akta Kewangan (No. 2) 2023 [Akta 851], seksyen 68: Akta Setem 1949, Jadual Pertama, butiran 32(aa)",
      },
      url: "https://mylaw.my/legislation/act-2023-851/section-68",
      checked: CHECKED,
      note: "RM4 per RM100 or part on a sale to a foreign company or to a person who is neither a citizen nor a permanent resident, from 1 January 2024 (Budget 2024). Permanent residents pay the citizen tiers.",
    },
  },
  loanStampDuty: {
    block: 1_000,
    ratePercent: 0.5,
    source: {
      topic: "loanDuty",
      title: {
        en: "Stamp Act 1949 [Act 378], First Schedule, item 27(a)",
        zh: "《1949 年印花税法令》（第 378 号法令）第一附表第 27(a) 项",
        ms: "Akta Setem 1949 [Akta 378], Jadual Pertama, butiran 27(a)",
      },
      url: "https://www.hasil.gov.my/",
      checked: CHECKED,
      note: "Loan agreement or charge as principal security: RM5 per RM1,000 or part of RM1,000 of the amount financed (0.5%). Supplementary instruments (RM10 each) are left out.",
    },
  },
  legalFees: {
    tiers: [
      { upTo: 500_000, ratePercent: 1.25 },
      { upTo: 7_500_000, ratePercent: 1 },
      // Above RM7.5 million the fee is negotiable up to 1%: the ceiling is used.
      { upTo: null, ratePercent: 1 },
    ],
    minimum: 500,
    serviceTaxPercent: 8,
    source: {
      topic: "legalFees",
      title: {
        en: "Solicitors' Remuneration (Amendment) Order 2023",
        zh: "《2023 年律师酬金（修订）令》",
        ms: "Perintah Saraan Peguam Cara (Pindaan) 2023",
      },
      url: "https://www.malaysianbar.org.my/",
      checked: CHECKED,
      note: "In force 15 July 2023. The same scale for the sale and purchase agreement and for the loan documents: 1.25% of the first RM500,000 (at least RM500), 1% of the next RM7,000,000, up to 1% beyond. Disbursements (searches, registration fees, copies) are not included. Developers often bear the SPA fee in a launch package; the calculator does not assume it.",
    },
    taxSource: {
      topic: "serviceTax",
      title: {
        en: "Service Tax (Rate of Tax) (Amendment) Order 2024",
        zh: "《2024 年服务税（税率）（修订）令》",
        ms: "Perintah Cukai Perkhidmatan (Kadar Cukai) (Pindaan) 2024",
      },
      url: "https://mysst.customs.gov.my/",
      checked: CHECKED,
      note: "8% from 1 March 2024: legal services are taxable at the standard rate.",
    },
  },
  loan: {
    baseRatePercent: 2.75,
    spreadPercent: 1.45,
    maxYears: 35,
    maxAge: 70,
    marginOfFinancePercent: 90,
    source: {
      topic: "interestRate",
      title: {
        en: "Bank Negara Malaysia: Overnight Policy Rate decisions",
        zh: "马来西亚国家银行隔夜政策利率（OPR）决议",
        ms: "Bank Negara Malaysia: keputusan Kadar Dasar Semalaman (OPR)",
      },
      url: "https://www.bnm.gov.my/monetary-stability/opr-decisions",
      checked: CHECKED,
      note: "OPR 2.75% since 9 July 2025, which the Standardised Base Rate (SBR) follows. The default 4.20% is the SBR (= OPR, 2.75%) plus an assumed spread of 1.45%; banks set their own spread, often higher for a serviced suite on commercial land. The latest OPR decision we could confirm was September 2025: check the page before relying on it.",
    },
    tenureSource: {
      topic: "tenure",
      title: {
        en: "Bank Negara Malaysia: responsible financing measures",
        zh: "马来西亚国家银行：负责任融资措施",
        ms: "Bank Negara Malaysia: langkah pembiayaan bertanggungjawab",
      },
      url: "https://www.bnm.gov.my/",
      checked: CHECKED,
      note: "Property financing of at most 35 years; 90% margin for a first and second property, 70% from the third. The age limit of 70 at the end of the loan is common bank practice, not a regulation; some banks use 65 or 75.",
    },
    commercialTitleSource: {
      topic: "commercialTitle",
      title: {
        en: "Lembaga Pembiayaan Perumahan Sektor Awam (LPPSA): financing guidelines",
        zh: "公共领域房屋贷款局（LPPSA）融资准则",
        ms: "Lembaga Pembiayaan Perumahan Sektor Awam (LPPSA): garis panduan pembiayaan",
      },
      url: "https://www.lppsa.gov.my/",
      checked: CHECKED,
      note: "The suites are on commercial land (content/developer/particulars.ts: land use Commercial). LPPSA finances residential property for public servants, so it does not finance these suites; the residential first-home schemes and the housing-loan terms built around residential titles (the 70% cap from a third housing loan among them) do not apply as such. Banks lend on a commercial title at their own margin and spread, often less than 90% and for a shorter tenure: the calculator's 90% and 35 years are the most, not the usual.",
    },
  },
  foreignBuyers: foreignOwnership,
  rental: {
    // The managed letting programme's estimated terms (content/calculator/letting-programme.ts).
    serviceChargePerSqft: lettingProgramme.serviceChargePerSqft,
    sinkingFundPercent: 10,
    occupancyPercent: lettingProgramme.occupancyPercent,
    managementSharePercent: lettingProgramme.operatorSharePercent,
    nightlyRent: lettingProgramme.nightlyRent,
    source: lettingProgramme.source,
    sinkingFundSource: {
      topic: "sinkingFund",
      title: {
        en: "Strata Management Act 2013 [Act 757]",
        zh: "《2013 年分层管理法令》（第 757 号法令）",
        ms: "Akta Pengurusan Strata 2013 [Akta 757]",
      },
      url: "https://www.kpkt.gov.my/",
      checked: CHECKED,
      note: "Fixed at 10% of the charges during the developer's management period; a joint management body or management corporation may set more.",
    },
  },
};
