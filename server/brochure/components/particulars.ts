import { particularRows as rowsFor } from "@/content/developer/particular-rows";
import type { BrochureContext } from "../context";

/** The advertising particulars in the reader's language, worded exactly as the site shows them. */
export function particularRows(ctx: BrochureContext): [label: string, value: string][] {
  return rowsFor(
    ctx.pages.particulars,
    ctx.format,
    ctx.locale,
    ctx.inventory,
    ctx.particulars,
    ctx.today,
  );
}
