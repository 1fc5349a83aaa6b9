import "server-only";
import { renderToBuffer } from "@react-pdf/renderer";
import type { Locale } from "next-intl";
import type { InventoryFigures } from "@/content/developer/particular-rows";
import { facilitiesFrom } from "@/content/facilities";
import { siteContent } from "../cms/read/content";
import { currentParticulars } from "../cms/read/particulars";
import { brochureContext } from "./context";
import { brochureDocument } from "./document";
import { registerFonts } from "./fonts";

/**
 * The e-brochure in one language, as PDF bytes. `siteUrl` is printed as where to register;
 * `inventory` gives the particulars' unit count and price range (the cached inventory summary).
 */
export async function renderBrochure(
  locale: Locale,
  siteUrl: string,
  inventory: InventoryFigures,
): Promise<Buffer> {
  registerFonts();
  const [concept, facilities, location, particulars] = await Promise.all([
    siteContent("concept", locale),
    siteContent("facilities", locale),
    siteContent("location", locale),
    currentParticulars(),
  ]);
  const context = brochureContext(locale, siteUrl, inventory, {
    concept,
    facilities: facilitiesFrom(facilities),
    location,
    particulars,
  });
  const document = await brochureDocument(context);
  return renderToBuffer(document);
}
