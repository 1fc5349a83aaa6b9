import { getTranslations } from "next-intl/server";
import { directionsLinks } from "@/content/location";
import { ExternalIcon } from "@/components/ui/icons";

interface DirectionsLinksProps {
  coordinates?: { lat: number; lng: number };
  className?: string;
}

const linkClass =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-brand border border-current/40 px-5 text-[0.95rem] font-semibold transition hover:bg-current/10";

/** Opens turn-by-turn directions in Google Maps or Waze, the two apps Malaysian drivers use. */
export async function DirectionsLinks({ coordinates, className = "" }: DirectionsLinksProps) {
  const [t, nav] = await Promise.all([getTranslations("Location"), getTranslations("Nav")]);
  const links = directionsLinks(coordinates);
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      {(
        [
          ["googleMaps", links.googleMaps],
          ["waze", links.waze],
        ] as const
      ).map(([label, href]) => (
        <a key={label} href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {t(label)}
          <ExternalIcon width={18} height={18} />
          <span className="sr-only">{nav("opensInNewTab")}</span>
        </a>
      ))}
    </div>
  );
}
