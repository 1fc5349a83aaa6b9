import type { DeveloperFacts } from "./schema";

/** SAMPLE DATA: a fictional company, numbers and addresses. Replace before launch. */
export const developerFacts: DeveloperFacts = {
  company: "SkyHaven Development Sdn Bhd",
  registrationNumber: "202301018842 (1512784-K)",
  registeredAddress: ["Level 12, Menara Aerotropolis, Jalan P1/7", "62250 Putrajaya", "Malaysia"],
  website: "https://www.skyhaven.example",
  phone: "+60387871800",
  whatsapp: "+60123871800",
  // Placeholders: set CONTACT_EMAIL and DPO_* in the environment (server/contact/settings.ts).
  email: "sales@skyhaven.example",
  dataProtectionOfficer: {
    name: "Nurul Aina binti Hassan",
    email: "privacy@skyhaven.example",
    phone: "+60387871800",
    notifiedOn: "2026-11-20",
  },
  // The developer page's "defect liability period of twenty-four months".
  defectLiabilityMonths: 24,
  salesGallery: {
    coordinates: { lat: 2.7838, lng: 101.7112 },
    addressLines: ["Lot 2188, Persiaran SkyHaven, Jalan KLIA 1", "64000 KLIA, Sepang, Selangor"],
  },
};
