import "server-only";
import { renderToBuffer } from "@react-pdf/renderer";
import type { Locale } from "next-intl";
import { brochureContext } from "./context";
import { brochureDocument } from "./document";
import { registerFonts } from "./fonts";

/** The e-brochure in one language, as PDF bytes. `siteUrl` is printed as where to register. */
export async function renderBrochure(locale: Locale, siteUrl: string): Promise<Buffer> {
  registerFonts();
  const document = await brochureDocument(brochureContext(locale, siteUrl));
  return renderToBuffer(document);
}
