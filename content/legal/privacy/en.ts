import type { LegalDocument } from "../schema";

export const privacyEn: LegalDocument = {
  meta: {
    title: "Privacy notice",
    description:
      "How SkyHaven Development Sdn Bhd collects, uses and keeps your personal data under Malaysia's Personal Data Protection Act 2010, and your rights.",
  },
  title: "Privacy notice",
  intro:
    "This notice is given under section 7 of Malaysia's Personal Data Protection Act 2010 (PDPA). It explains what personal data we collect when you register your interest in SkyHaven Suites, book a visit to the sales gallery or contact us, why we collect it, who sees it, how long we keep it, and the rights you have over it. It is available in English, Bahasa Malaysia and Chinese.",
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      blocks: [
        {
          type: "p",
          text: "SkyHaven Development Sdn Bhd (the developer of SkyHaven Suites, “we”, “us”) is the data controller responsible for the personal data described in this notice. Our contact details are at the end of this notice.",
        },
      ],
    },
    {
      id: "data-we-collect",
      heading: "Personal data we collect",
      blocks: [
        { type: "p", text: "When you register your interest or contact us, we collect:" },
        {
          type: "ul",
          items: [
            "your salutation and full name;",
            "your mobile number and email address;",
            "your address, if you give it;",
            "how you came to know about the development, and the suite types you are interested in;",
            "the language you used, the time of your consents and the version of this notice you were shown;",
            "technical details of your visit that tell us which advertisement or page brought you to us (campaign parameters, the referring page and the first page you opened).",
          ],
        },
        {
          type: "p",
          text: "Your salutation, full name, mobile number, email address, how you came to know about the development, and both consents are obligatory: the registration form cannot be sent without them, and without them we cannot reply to you, send you the price list or arrange a viewing. Your address, the suite types you are interested in and everything else are voluntary.",
        },
        {
          type: "p",
          text: "When you book a visit to the sales gallery, we collect your salutation, full name, mobile number and email address, the visit time you choose, the number of people coming and the language you would like to be served in. All of these are obligatory for a booking: the booking form cannot be sent without them, and without them we cannot keep a place for you, confirm the visit or remind you of it.",
        },
      ],
    },
    {
      id: "purposes",
      heading: "Why we use it",
      blocks: [
        { type: "p", text: "We process your personal data to:" },
        {
          type: "ul",
          items: [
            "reply to your registration and send you the price list, floor plans and brochure you asked for;",
            "arrange sales gallery appointments and follow up on your interest in a suite;",
            "tell you about SkyHaven Suites' launches, promotions and progress, until you ask us to stop;",
            "understand which advertisements and channels work, in aggregate;",
            "keep records required by law and protect our legal rights.",
          ],
        },
      ],
    },
    {
      id: "disclosure",
      heading: "Who we share it with",
      blocks: [
        {
          type: "p",
          text: "We do not sell your personal data. We disclose it only as far as needed for the purposes above, to:",
        },
        {
          type: "ul",
          items: [
            "our sales team and appointed real estate negotiators registered with the Board of Valuers, Appraisers, Estate Agents and Property Managers;",
            "service providers who host our website, send our emails and store our records, under contracts that require them to protect it;",
            "our related companies, financiers and professional advisers (such as lawyers and auditors) when a purchase proceeds;",
            "regulators, courts and law enforcement when the law requires it.",
          ],
        },
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      blocks: [
        {
          type: "p",
          text: "We keep a registration for as long as you remain interested and for up to twenty-four months after our last contact with you, then delete or anonymise it. If you buy a suite, your records are kept for seven years after the transaction, as Malaysian tax and company law requires.",
        },
      ],
    },
    {
      id: "security",
      heading: "How we protect it",
      blocks: [
        {
          type: "p",
          text: "Your data travels over encrypted connections, is stored on access-controlled systems, and is seen only by staff who need it for their work. We follow the Personal Data Protection Standard 2015 and keep a register of personal-data breaches. If a breach occurs, we will notify the Personal Data Protection Commissioner within 72 hours of finding it and, where it is likely to cause you significant harm, notify you without undue delay, as the law requires.",
        },
      ],
    },
    {
      id: "rights",
      heading: "Your rights",
      blocks: [
        {
          type: "p",
          text: "You may ask for a copy of the personal data we hold about you and ask us to correct anything that is inaccurate, incomplete, misleading or out of date. Write to us at the address below; we will reply within twenty-one days. We may charge the fee allowed by the Personal Data Protection (Fees) Regulations 2013 for a copy, and we will verify your identity before we release anything.",
        },
        {
          type: "p",
          text: "You may also ask us to send your personal data electronically to another data controller you choose, where technically feasible and the format is compatible.",
        },
      ],
    },
    {
      id: "withdraw-consent",
      heading: "Withdrawing consent and stopping marketing",
      blocks: [
        {
          type: "p",
          text: "You may withdraw your consent or tell us to stop sending you marketing at any time:",
        },
        {
          type: "ul",
          items: [
            "reply “STOP” to any of our messages or use the unsubscribe link in our emails;",
            "email or write to us using the details below.",
          ],
        },
        {
          type: "p",
          text: "We will stop within seven days. Withdrawing consent does not affect what we did before, and we may still keep records the law requires.",
        },
      ],
    },
    {
      id: "contact",
      heading: "How to contact us",
      blocks: [
        {
          type: "p",
          text: "Our data protection officer is {dpoName}, appointed under section 12A of the Act; the appointment was notified to the Personal Data Protection Commissioner on {dpoNotified}. Write to: Data Protection Officer, SkyHaven Development Sdn Bhd, Level 12, Menara Aerotropolis, Jalan P1/7, 62250 Putrajaya, Malaysia. Email: {dpoEmail}. Telephone: {dpoPhone} (Monday to Friday, 9.00 am to 6.00 pm).",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes and language",
      blocks: [
        {
          type: "p",
          text: "We may update this notice; the version and effective date at the top tell you which one applies, and each registration records the version you were shown. If the English, Malay and Chinese texts differ, the English text prevails.",
        },
      ],
    },
  ],
};
