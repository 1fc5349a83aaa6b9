import { upperFirst } from "../glossary";
import { glossaryEn as g } from "../glossary/en";
import type { DeveloperCopy } from "./schema";

export const developerEn: DeveloperCopy = {
  meta: {
    title: "The developer, sales gallery and contact",
    description:
      "SkyHaven Development Sdn Bhd: company profile, sales gallery address and hours, phone, WhatsApp and email, and the licence and advertising permit.",
  },
  eyebrow: "The developer",
  title: "Built by people who know the airport",
  profile: [
    "SkyHaven Development Sdn Bhd is the project company formed to build SkyHaven Suites. Its team has planned, built and managed hospitality and residential property around the airport city for close to two decades, from crew lodging to business hotels.",
    "We build for the long run: every suite is delivered furnished, handed over with a defect liability period of twenty-four months, and served by an appointed operator that lets and maintains the building on the owners' behalf.",
  ],
  milestones: [
    { value: "18 years", label: "around the airport city" },
    { value: "12", label: "projects completed" },
    { value: "4,800", label: "homes and rooms handed over" },
  ],
  salesGallery: {
    name: upperFirst(g.salesGallery),
    placeName: "SkyHaven Sales Gallery",
    intro:
      "See the show suites, the materials and the scale model on site, beside the towers. Parking is free, and our shuttle collects visitors from both terminals on request.",
    hours: [
      { days: "Monday to Friday", time: "10 am – 7 pm" },
      { days: "Saturday, Sunday and public holidays", time: "10 am – 6 pm" },
    ],
    note: "Closed on the first day of Hari Raya Aidilfitri and Chinese New Year.",
  },
  whatsappGreeting: "Hello, I would like to know more about SkyHaven Suites.",
  whatsappAboutPage:
    "Hello, I'm looking at the {page} page of SkyHaven Suites and would like to know more.",
  whatsappAboutType:
    "Hello, I'm interested in SkyHaven Suites type {code}. Could you tell me its price and which units are still available?",
};
