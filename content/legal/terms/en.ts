import type { LegalDocument } from "../schema";

export const termsEn: LegalDocument = {
  meta: {
    title: "Terms and conditions",
    description:
      "The terms on which SkyHaven Development Sdn Bhd offers this website and accepts registrations of interest in SkyHaven Suites.",
  },
  title: "Terms and conditions",
  intro:
    "These terms apply when you use this website and when you register your interest in SkyHaven Suites. By registering, you confirm that you have read and accept them. Please also read our privacy notice, which explains how we handle your personal data.",
  sections: [
    {
      id: "website",
      heading: "About this website",
      blocks: [
        {
          type: "p",
          text: "This website is operated by SkyHaven Development Sdn Bhd, the developer of SkyHaven Suites. It presents the development to prospective buyers and lets them register their interest.",
        },
      ],
    },
    {
      id: "information",
      heading: "Information is for reference only",
      blocks: [
        {
          type: "p",
          text: "All text, images, floor plans, measurements, facilities and figures on this website are for general reference. They may change as the design develops or as the approving authorities require, and they do not form part of any offer or contract.",
        },
        {
          type: "ul",
          items: [
            "Images and renderings are artist's impressions and not exact representations.",
            "Areas are approximate built-up areas; the sale and purchase agreement states the exact ones.",
            "Distances and travel times are approximate and depend on traffic.",
          ],
        },
      ],
    },
    {
      id: "registration",
      heading: "Registering your interest",
      blocks: [
        {
          type: "p",
          text: "A registration is an expression of interest only. It is free, reserves no suite, fixes no price and places no obligation on you or on us. Suites are offered in the order and on the terms we decide at launch.",
        },
        {
          type: "p",
          text: "You agree to give accurate details of your own and to keep them up to date. We may decline or remove registrations that are false, automated or made on someone else's behalf without their consent.",
        },
      ],
    },
    {
      id: "prices",
      heading: "Prices and purchases",
      blocks: [
        {
          type: "p",
          text: "Prices shown are indicative ranges and may change without notice. A purchase is made only by signing the statutory sale and purchase agreement, which alone sets out the rights and obligations of the buyer and the developer. No one is authorised to make promises on our behalf that are not written in that agreement.",
        },
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      blocks: [
        {
          type: "p",
          text: "The SkyHaven name and logo, the text, images and floor plans on this website belong to us or our licensors. You may view and print them for your own consideration of a purchase, but not copy, publish or use them commercially without our written permission.",
        },
      ],
    },
    {
      id: "other-sites",
      heading: "Links to other websites",
      blocks: [
        {
          type: "p",
          text: "Links to map, messaging and other services are provided for convenience. Those services are run by others under their own terms and privacy policies, and we are not responsible for them.",
        },
      ],
    },
    {
      id: "liability",
      heading: "Limitation of liability",
      blocks: [
        {
          type: "p",
          text: "We take care to keep this website accurate and available but do not guarantee that it is free of errors or interruptions. To the extent the law allows, we are not liable for any loss arising from reliance on information on this website rather than on the sale and purchase agreement.",
        },
      ],
    },
    {
      id: "law",
      heading: "Governing law and changes",
      blocks: [
        {
          type: "p",
          text: "These terms are governed by the laws of Malaysia, and the courts of Malaysia have jurisdiction. We may revise these terms; the version and effective date at the top show which apply. If the English, Malay and Chinese texts differ, the English text prevails.",
        },
      ],
    },
  ],
};
