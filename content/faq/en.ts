import type { FaqCopy } from "./types";

// Figures are placeholders filled from the facts modules (content/faq/figures.ts): never type one.
export const faqEn: FaqCopy = {
  meta: {
    title: "Buyer FAQ: tenure, fees and foreign buyers",
    description:
      "Tenure and title, fees, foreign buyers, the payment schedule, the letting programme and the launch of SkyHaven Suites, answered with their sources.",
  },
  eyebrow: "Buyers' questions",
  title: "Questions buyers ask",
  intro:
    "Short answers on the title, the costs, buying from abroad and how the launch works. Each answer that states a legal or financial fact names its source.",
  sections: {
    title: "Tenure and title",
    fees: "Fees and charges",
    foreign: "Foreign buyers",
    payment: "Payment and financing",
    letting: "The letting programme",
    launch: "The launch",
  },
  questions: {
    tenure: {
      question: "Is SkyHaven Suites freehold or leasehold?",
      answer:
        "The land is {tenure}, as the advertising particulars state. The land use is {landUse}.",
    },
    commercialTitle: {
      question: "What does a commercial title mean for me?",
      answer:
        "The serviced suites stand on commercial land. Quit rent, assessment and utilities may be charged at commercial rates. Housing-loan rules made for residential titles do not apply as such: LPPSA does not finance these suites, and banks lend on their own terms for a commercial title.",
    },
    strataTitle: {
      question: "Will I get a strata title, and when is completion?",
      answer:
        "Each suite receives its own strata title after the building is completed; the sale and purchase agreement (SPA) states how and when it is transferred to you. Completion is expected in {expectedCompletion}.",
    },
    defects: {
      question: "Who repairs defects after handover?",
      answer:
        "The developer repairs defects reported during the defect liability period of {defectLiabilityMonths} months from vacant possession, as the SPA sets out.",
    },
    bookingFee: {
      question: "How much is the booking fee?",
      answer:
        "Our sales team confirms the booking fee when you choose a suite, and the SPA records it as part of the price. Ask at the sales gallery or when you book a visit.",
    },
    serviceCharge: {
      question: "What are the service charge and the sinking fund?",
      answer:
        "The service charge is estimated at {serviceCharge} per sq ft a month on the suite's area. It is the developer's estimate, not yet approved by the Commissioner of Buildings. The sinking fund is {sinkingFundPercent}% of the service charge, the rate the Strata Management Act 2013 sets while the developer manages the building; the owners' management body may set more later.",
    },
    stampDuty: {
      question: "What are the stamp duty and legal fees?",
      answer:
        "Stamp duty on the transfer runs from {stampDutyLowest}% to {stampDutyHighest}% in bands of the price; a loan agreement pays {loanStampDuty}%. Legal fees follow the solicitors' scale: {legalFeeFirstRate}% of the first {legalFeeFirstBand}, then {legalFeeNextRate}%, plus {serviceTaxPercent}% service tax. The calculator works them out for a suite.",
    },
    foreignConsent: {
      question: "Can a foreigner buy a suite?",
      answer:
        "A buyer who is neither a Malaysian citizen nor a permanent resident needs the Selangor State Authority's consent, applied for after the SPA. Selangor consents only from {minimumCommercial} for commercial property ({minimumResidential} for residential strata in Sepang). Check the price of the suite you want against it before you book. Foreign buyers pay {foreignStampDuty}% stamp duty on the transfer.",
    },
    foreignFinancing: {
      question: "Can a foreign buyer get a loan?",
      answer:
        "Some Malaysian banks lend to foreign buyers, on their own terms: the margin may be lower than the {marginOfFinance}% a Malaysian can get, and on a commercial title often is. Ask the bank before you book.",
    },
    paymentSchedule: {
      question: "How do I pay for the suite?",
      answer:
        "As serviced suites on commercial land, SkyHaven Suites is not under the Housing Development Act's statutory Schedule G or H. You pay by the SPA's own schedule: in stages, as construction progresses. The SPA governs; read its schedule before you sign.",
    },
    financing: {
      question: "How much can I borrow, and for how long?",
      answer:
        "At most {marginOfFinance}% of the price, for up to {maxLoanYears} years. These are the limits, not the usual terms: on a commercial title banks often lend less, for a shorter time. The calculator shows the instalment.",
    },
    letting: {
      question: "How does the managed letting programme work?",
      answer:
        "Every suite can join the programme run by the building's appointed operator. The developer's working assumptions are: the operator keeps {operatorShare}% of room revenue, {occupancy}% of nights let, nightly rates from {nightlyFrom} to {nightlyTo} by suite category. These are estimates, not a guaranteed return: no operator agreement is signed yet.",
    },
    register: {
      question: "How do I register for the launch?",
      answer:
        "Fill in the registration form. Our sales team contacts you before the launch, and only registered buyers enter the ballot.",
    },
    ballot: {
      question: "How does the ballot work?",
      answer:
        "Registered buyers are entered once each and receive a reference code. The draw sets the order in which buyers choose their suites; the ballot page publishes its record so anyone can check it. We email your queue number and selection time in your language.",
    },
    booking: {
      question: "How do I book a suite?",
      answer:
        "At your selection time at the sales gallery, a suite you choose is held for you for a few minutes while you decide. It is booked for you when the booking fee is paid and the developer approves the booking; the sale is complete when you sign the SPA. You can see which suites are left at any time.",
    },
    privacy: {
      question: "What happens to my personal data?",
      answer:
        "We use it to answer you and run the launch, as the privacy notice explains; it also sets out your rights over your data and how to use them.",
    },
  },
  disclaimer:
    "The sale and purchase agreement and the law govern. These answers are general information, not legal or financial advice; figures and sources were checked on {checked}. Ask a lawyer or your bank before you decide.",
};
