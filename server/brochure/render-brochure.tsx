import "server-only";
import { renderToBuffer } from "@react-pdf/renderer";
import type { Locale } from "next-intl";
import type { InventoryFigures } from "@/content/developer/particular-rows";
import { facilitiesFrom } from "@/content/facilities";
import { siteContent } from "../cms/read/content";
import { currentParticulars } from "../cms/read/particulars";
import { currentSiteSettings } from "../cms/read/site-settings";
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
  const [concept, facilities, location, developer, particulars, settings] = await Promise.all([
    siteContent("concept", locale),
    siteContent("facilities", locale),
    siteContent("location", locale),
    siteContent("developer", locale),
    currentParticulars(),
    currentSiteSettings(),
  ]);
  const context = brochureContext(locale, siteUrl, inventory, {
    concept,
    facilities: facilitiesFrom(facilities),
    location,
    particulars,
    developer,
    contact: settings.contact,
  });
  const document = await brochureDocument(context);
  return renderToBuffer(document);
}
