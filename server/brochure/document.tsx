import "server-only";
import { Document } from "@react-pdf/renderer";
import { Fragment } from "react";
import type { BrochureContext } from "./context";
import type { BrochureSection } from "./section";
import { conceptSection } from "./sections/concept";
import { coverSection } from "./sections/cover";
import { developerSection } from "./sections/developer";
import { facilitiesSection } from "./sections/facilities";
import { investmentSection } from "./sections/investment";
import { locationSection } from "./sections/location";
import { noticeSection } from "./sections/notice";
import { sanctuarySection } from "./sections/sanctuary";
import { unitsSection } from "./sections/units";

/**
 * The brochure's parts, in page order. To add one, write a
 * `sections/<name>.tsx` exporting a `BrochureSection` and list it here.
 */
export const sections: BrochureSection[] = [
  coverSection,
  conceptSection,
  sanctuarySection,
  investmentSection,
  unitsSection,
  facilitiesSection,
  locationSection,
  developerSection,
  noticeSection,
];

/** Prepares every section (pictures, content), then assembles the PDF document. */
export async function brochureDocument(ctx: BrochureContext) {
  const pages = await Promise.all(sections.map((section) => section(ctx)));
  const { copy, site } = ctx;
  return (
    <Document
      title={copy.meta.title}
      subject={copy.meta.subject}
      keywords={copy.meta.keywords}
      author={site.developer}
      creator={site.name}
      producer={site.name}
      language={ctx.languageTag}
      pageLayout="singlePage"
    >
      {pages.map((sectionPages, index) => (
        <Fragment key={index}>{sectionPages}</Fragment>
      ))}
    </Document>
  );
}
