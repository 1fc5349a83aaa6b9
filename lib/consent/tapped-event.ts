import type { TrackedEvent } from "./tags";

/** Which tracked tap a click was: a call link, a WhatsApp link, a brochure, or none. */
export function tappedEvent(target: EventTarget | null): TrackedEvent | null {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  const href = link.getAttribute("href") ?? "";
  if (link.dataset.touch === "call" || href.startsWith("tel:")) return "call";
  if (link.dataset.touch === "whatsapp" || /\/go\/whatsapp|wa\.me\/|whatsapp\.com/.test(href))
    return "whatsapp";
  if (/\/brochure\/[\w-]+\.pdf/.test(href)) return "brochure";
  return null;
}
